import {
  ExcelReadError,
  NOT_XLSX_MESSAGE,
  looksLikeXlsx,
  tenderFileName,
  type TenderRef,
  type WorkbookTable,
} from '@/domain/projects/xlsx.ts'
import { buildImportTemplate, buildTenderWorkbook, readSheet } from '@/domain/projects/workbook.ts'
import { LIMITS } from '@/domain/projects/model.ts'
import type { Executor } from '../synced/store.ts'
import { rowsWhere } from '../synced/store.ts'
import { ownedRow } from '../projects/queries.ts'
import { asStructureRows } from '../projects/mirror.ts'
import { checkXlsxZip } from './zip-guard.ts'

/** The Excel calls' work (docs/api-excel.md); the routes only check the caller and the input. */

let template: Promise<Uint8Array> | undefined

/** The import template; built once per process (it never changes). */
export function templateBytes(): Promise<Uint8Array> {
  template ??= buildImportTemplate().catch((error: unknown) => {
    template = undefined
    throw error
  })
  return template
}

const text = (v: unknown) => (typeof v === 'string' ? v : '')

/**
 * The tender workbook of one of the caller's projects, from the synced rows (live ones only).
 * Another user's project is refused with the Rejection "403" 无权操作该记录.
 */
export async function tenderExport(
  db: Executor,
  userId: string,
  proId: string,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const project = await ownedRow(db, 'projects', proId, userId)
  const rows = asStructureRows(await rowsWhere(db, 'structureRows', userId, 'ProId', proId))
  const tenders: TenderRef[] = (await rowsWhere(db, 'tenders', userId, 'ProId', proId)).map(
    (t) => ({
      ID: t.id,
      ProId: proId,
      Name: text(t.data['Name']),
      Sort: typeof t.data['Sort'] === 'number' ? t.data['Sort'] : 0,
    }),
  )
  const name = text(project.data['Project_Name'])
  const bytes = await buildTenderWorkbook({ Project_Name: name }, tenders, rows)
  return { fileName: tenderFileName(name), bytes }
}

/** An uploaded workbook's sheets as text, or ExcelReadError with the Chinese reason. */
export async function parseUpload(bytes: Uint8Array): Promise<WorkbookTable> {
  if (!looksLikeXlsx(bytes)) throw new ExcelReadError(NOT_XLSX_MESSAGE)
  const problem = checkXlsxZip(bytes)
  if (problem) throw new ExcelReadError(problem)
  const table = await readSheet(bytes, { maxRows: LIMITS.structureRowsMax + 1 })
  if (table.sheets.length === 0) throw new ExcelReadError('文件中没有工作表')
  return table
}
