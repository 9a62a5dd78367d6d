import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import { EXCEL_MAX_BYTES, EXCEL_SIZE_MESSAGE, ExcelReadError, TEMPLATE_FILE_NAME, XLSX_MIME } from '../../../src/domain/projects/xlsx.ts'
import { fail, ok } from '../../lib/envelope.ts'
import { readInput } from '../../lib/validate.ts'
import { parseUpload, templateBytes, tenderExport } from '../../services/excel/workbooks.ts'
import type { AppEnv } from '../../types.ts'
import { answer, reader } from './guard.ts'

/** Excel calls: DownloadTemplate, UploadExcelOfBZ, GetExcel (docs/api-excel.md). */
export const excelRoutes = new Hono<AppEnv>()

// server/app.ts exempts UploadExcelOfBZ from the global BODY_LIMIT: this route's limit is the one.
const MULTIPART_SLACK = 64 * 1024

/** attachment with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function attachment(c: Context, bytes: Uint8Array, fileName: string, fallback: string): Response {
  c.header('Content-Type', XLSX_MIME)
  c.header('Content-Disposition', `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
  c.header('X-Content-Type-Options', 'nosniff')
  return c.body(bytes.slice(), 200)
}

excelRoutes.get('/Command/DownloadTemplate', async (c) => attachment(c, await templateBytes(), TEMPLATE_FILE_NAME, 'template.xlsx'))

const getExcelInput = z.object({ ProId: z.uuid() })

excelRoutes.post('/Generate/GetExcel', async (c) => {
  const who = reader(c)
  if ('response' in who) return who.response
  const input = await readInput(c, getExcelInput)
  if (!input.success) return input.response
  return answer(c, async () => {
    const { fileName, bytes } = await tenderExport(c.var.db, who.userId, input.data.ProId)
    return attachment(c, bytes, fileName, 'tenders.xlsx')
  })
})

excelRoutes.post(
  '/Command/UploadExcelOfBZ',
  async (c, next) => {
    // Before the body is read: anonymous uploads are never parsed.
    const who = reader(c)
    if ('response' in who) return who.response
    await next()
  },
  bodyLimit({ maxSize: EXCEL_MAX_BYTES + MULTIPART_SLACK, onError: (c) => fail(c, EXCEL_SIZE_MESSAGE) }),
  async (c) => {
    const body = await c.req.parseBody().catch(() => undefined)
    if (!body) return fail(c, '请求内容格式无效')
    const file = body['file']
    if (!(file instanceof File) || file.size === 0) return fail(c, '请选择要上传的 Excel 文件')
    if (file.size > EXCEL_MAX_BYTES) return fail(c, EXCEL_SIZE_MESSAGE)
    try {
      return ok(c, await parseUpload(new Uint8Array(await file.arrayBuffer())))
    } catch (error) {
      if (error instanceof ExcelReadError) return fail(c, error.message)
      throw error
    }
  },
)
