import { Hono } from 'hono'
import type { AppEnv } from '../../types.ts'
import { bulkRoutes } from './bulk.ts'
import { excelRoutes } from './excel.ts'
import { readRoutes } from './reads.ts'
import { structureRoutes } from './structure.ts'
import { templateRoutes } from './templates.ts'
import { writeRoutes } from './writes.ts'

/** My projects: /api/ProjectAndTemplate, /api/SjyqList, /api/Command, /api/Generate (docs/api-projects.md). */
export const projectRoutes = new Hono<AppEnv>()
projectRoutes.route('/', excelRoutes)
projectRoutes.route('/', writeRoutes)
projectRoutes.route('/', readRoutes)
projectRoutes.route('/', structureRoutes)
projectRoutes.route('/', bulkRoutes)
projectRoutes.route('/', templateRoutes)
