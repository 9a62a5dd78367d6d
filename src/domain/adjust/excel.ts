import type { Workbook } from 'exceljs'
import { addRow, loadExcelJs, sheetName, workbookBytes, writeFormHead } from '../bill/forms/excel'
import type { FormTable } from './forms'

/**
 * The price-readjustment forms (./forms.ts) as workbook sheets, with the bill forms' layout
 * helpers: title row, 工程名称 line, bordered header, money columns as numbers in #,##0.00, the
 * other number columns (序号, 数量, 风险系数 …) as numbers with their laid-out decimals.
 */

const NUMERIC = /^-?\d+(\.\d+)?$/
/** A plain number's text as a number cell, anything else ('', '—', a name) as text. */
const toCell = (text: string, numeric: boolean): string | number =>
  numeric && NUMERIC.test(text) ? Number(text) : text
/** '0' for integers (序号), '#,##0.000' for 318.705: the decimals the form laid out. */
const numberFormat = (text: string): string => {
  const decimals = text.split('.')[1]?.length ?? 0
  return decimals === 0 ? '0' : `#,##0.${'0'.repeat(decimals)}`
}

/** Adds one sheet per form to `wb`. */
export function writeAdjustSheets(wb: Workbook, forms: readonly FormTable[]): void {
  for (const form of forms) {
    const ws = wb.addWorksheet(sheetName(wb, form.sheet))
    const widths = form.headers.map((h) =>
      h === '调整依据' || h === '备注' ? 60 : h.includes('名称') ? 30 : 14,
    )
    writeFormHead(ws, {
      title: `${form.title}（${form.formNo}）`,
      line: form.line,
      headers: form.headers,
      widths,
    })
    const money = form.moneyCols.map((c) => c + 1)
    const cells = (row: readonly string[]) =>
      row.map((text, i) => toCell(text, form.moneyCols.includes(i) || form.numberCols.includes(i)))
    const add = (row: readonly string[], bold: boolean) => {
      addRow(ws, cells(row), money, bold)
      const added = ws.lastRow
      for (const c of form.numberCols) {
        const text = row[c] ?? ''
        if (added && NUMERIC.test(text)) added.getCell(c + 1).numFmt = numberFormat(text)
      }
    }
    for (const row of form.rows) add(row, false)
    for (const row of form.totals) add(row, true)
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
