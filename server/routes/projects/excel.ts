import type { Context, Hono } from 'hono'
import { PROJECT_CALLS as calls } from '@/domain/api/calls/projects.ts'
import {
  EXCEL_MAX_BYTES,
  EXCEL_SIZE_MESSAGE,
  ExcelReadError,
  TEMPLATE_FILE_NAME,
  XLSX_MIME,
} from '@/domain/projects/xlsx.ts'
import { mount } from '../../lib/mount.ts'
import { Rejection } from '../../lib/refusal.ts'
import { parseUpload, templateBytes, tenderExport } from '../../services/excel/workbooks.ts'
import type { AppEnv } from '../../types.ts'

/** attachment with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function attachment(
  c: Context,
  bytes: Uint8Array,
  fileName: string,
  fallback: string,
): Response {
  c.header('Content-Type', XLSX_MIME)
  c.header(
    'Content-Disposition',
    `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
  )
  c.header('X-Content-Type-Options', 'nosniff')
  return c.body(bytes.slice(), 200)
}

/** Excel calls: DownloadTemplate, UploadExcelOfBZ, GetExcel (docs/api-excel.md). */
export function excelRoutes(app: Hono<AppEnv>): void {
  mount(app, calls.downloadTemplate, async ({ c }) =>
    attachment(c, await templateBytes(), TEMPLATE_FILE_NAME, 'template.xlsx'),
  )
  mount(app, calls.getExcel, async ({ c, db, userId, input }) => {
    const { fileName, bytes } = await tenderExport(db, userId, input.ProId)
    return attachment(c, bytes, fileName, 'tenders.xlsx')
  })
  mount(app, calls.uploadExcelOfBZ, async ({ input }) => {
    const file = input.file
    if (!file || file.size === 0) throw new Rejection('请选择要上传的 Excel 文件')
    if (file.size > EXCEL_MAX_BYTES) throw new Rejection(EXCEL_SIZE_MESSAGE)
    try {
      return await parseUpload(new Uint8Array(await file.arrayBuffer()))
    } catch (error) {
      if (error instanceof ExcelReadError) throw new Rejection(error.message)
      throw error
    }
  })
}
