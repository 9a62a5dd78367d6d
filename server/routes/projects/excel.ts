import { Hono } from 'hono'
import type { AppEnv } from '../../types.ts'

/** Excel calls: DownloadTemplate, UploadExcelOfBZ, GetExcel (docs/api-excel.md). */
export const excelRoutes = new Hono<AppEnv>()
