import { Hono } from 'hono'
import type { AppEnv } from '../../types.ts'
import { excelRoutes } from './excel.ts'

/** My projects: /api/ProjectAndTemplate, /api/SjyqList, /api/Command, /api/Generate (docs/api-projects.md). */
export const projectRoutes = new Hono<AppEnv>()
projectRoutes.route('/', excelRoutes)
