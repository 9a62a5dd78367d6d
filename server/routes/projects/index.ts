import type { Hono } from 'hono'
import type { AppEnv } from '../../types.ts'
import { bulkRoutes } from './bulk.ts'
import { excelRoutes } from './excel.ts'
import { readRoutes } from './reads.ts'
import { structureRoutes } from './structure.ts'
import { templateRoutes } from './templates.ts'

/** My projects: /api/ProjectAndTemplate, /api/SjyqList, /api/Command, /api/Generate (src/domain/api/calls/projects.ts). */
export function projectRoutes(app: Hono<AppEnv>): void {
  excelRoutes(app)
  readRoutes(app)
  structureRoutes(app)
  bulkRoutes(app)
  templateRoutes(app)
}
