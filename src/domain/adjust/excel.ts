import type { Workbook } from 'exceljs'
import { addRow, loadExcelJs, sheetName, workbookBytes, writeFormHead } from '../bill/forms/excel'
import type { FormTable } from './forms'

/**
 * The price-readjustment forms (./forms.ts) as workbook sheets, with the bill forms' layout
 * helpers: title row, 工程名称 line, bordered header, money columns as numbers in #,##0.00.
 */

const toCell = (text: string, money: boolean): string | number => (money && text !== '' && !Number.isNaN(Number(text)) ? Number(text) : text)

/** Adds one sheet per form to `wb`. */
export function writeAdjustSheets(wb: Workbook, forms: readonly FormTable[]): void {
  for (const form of forms) {
    const ws = wb.addWorksheet(sheetName(wb, form.sheet))
    const widths = form.headers.map((h) => (h === '调整依据' || h === '备注' ? 60 : h.includes('名称') ? 30 : 14))
    writeFormHead(ws, { title: `${form.title}（${form.formNo}）`, line: form.line, headers: form.headers, widths })
    const money = form.moneyCols.map((c) => c + 1)
    const cells = (row: readonly string[]) => row.map((text, i) => toCell(text, form.moneyCols.includes(i)))
    for (const row of form.rows) addRow(ws, cells(row), money)
    for (const row of form.totals) addRow(ws, cells(row), money, true)
    for (const note of form.notes) addRow(ws, [`注：${note}`])
  }
}

/** A whole workbook of the forms, as .xlsx bytes. */
export async function buildAdjustWorkbook(forms: readonly FormTable[]): Promise<Uint8Array> {
  const ExcelJS = await loadExcelJs()
  const wb = new ExcelJS.Workbook()
  wb.creator = '智能清单'
  writeAdjustSheets(wb, forms)
  return workbookBytes(wb)
}
