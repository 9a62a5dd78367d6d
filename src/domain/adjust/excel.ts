import type { Workbook } from 'exceljs'
import { addRow, sheetName, writeFormHead } from '../bill/forms/excel'
import { loadExcelJs, workbookBytes } from '../xlsx/exceljs'
import { isMoneyCell, type FormTable } from './forms'

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
    // `total`: the closing row's index, whose own amount columns are money too (isMoneyCell).
    const add = (row: readonly string[], total?: number) => {
      const money = row.flatMap((_, i) => (isMoneyCell(form, i, total) ? [i + 1] : []))
      const cells = row.map((text, i) =>
        toCell(text, isMoneyCell(form, i, total) || form.numberCols.includes(i)),
      )
      addRow(ws, cells, money, total !== undefined)
      const added = ws.lastRow
      for (const c of form.numberCols) {
        const text = row[c] ?? ''
        if (added && NUMERIC.test(text) && !isMoneyCell(form, c, total))
          added.getCell(c + 1).numFmt = numberFormat(text)
      }
    }
    for (const row of form.rows) add(row)
    form.totals.forEach((row, i) => add(row, i))
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
