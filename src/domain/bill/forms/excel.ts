import type { Workbook, Worksheet } from 'exceljs'
import { fittingHeight, setPrintable } from './print'

/** Shared exceljs helpers of the bill forms (export, the 调价 forms and test fixtures). */

export const MONEY_FORMAT = '#,##0.00'
const THIN = { style: 'thin' } as const

/** A sheet name Excel accepts: no []:*?/\ , at most 31 characters, unique in the workbook. */
export function sheetName(wb: Workbook, wanted: string): string {
  const clean = wanted.replace(/[[\]:*?/\\]/g, ' ')
  let name = clean.slice(0, 31)
  for (let k = 2; wb.getWorksheet(name) !== undefined; k++) {
    const suffix = `(${k})`
    name = clean.slice(0, 31 - suffix.length) + suffix
  }
  return name
}

/**
 * Title row (merged across the table), the 工程名称 line and the header rows of a form; `groups`
 * are [first column, last column, text] spans of the first header row over a second one.
 */
export function writeFormHead(
  ws: Worksheet,
  opts: {
    title: string
    line: string
    headers: readonly string[]
    groups?: readonly (readonly [number, number, string])[]
    sub?: readonly string[]
    widths?: readonly number[]
  },
): number {
  const width = opts.headers.length
  const start = ws.rowCount + 1
  ws.getRow(start).getCell(1).value = opts.title
  ws.mergeCells(start, 1, start, width)
  ws.getRow(start).font = { bold: true, size: 14 }
  ws.getRow(start).getCell(1).alignment = { horizontal: 'center' }
  ws.getRow(start + 1).getCell(1).value = opts.line
  ws.mergeCells(start + 1, 1, start + 1, width)
  const h1 = start + 2
  const two = opts.sub !== undefined
  opts.headers.forEach((text, i) => {
    if (text !== '') ws.getRow(h1).getCell(i + 1).value = text
  })
  for (const [a, b, text] of opts.groups ?? []) {
    ws.getRow(h1).getCell(a).value = text
    ws.mergeCells(h1, a, h1, b)
  }
  if (two) {
    opts.sub?.forEach((text, i) => {
      if (text !== '') ws.getRow(h1 + 1).getCell(i + 1).value = text
    })
    const grouped = new Set(
      (opts.groups ?? []).flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, k) => a + k)),
    )
    for (let c = 1; c <= width; c++) if (!grouped.has(c)) ws.mergeCells(h1, c, h1 + 1, c)
  }
  const last = two ? h1 + 1 : h1
  for (let r = h1; r <= last; r++) {
    const row = ws.getRow(r)
    row.font = { bold: true }
    for (let c = 1; c <= width; c++) {
      const cell = row.getCell(c)
      cell.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true }
      cell.border = { top: THIN, bottom: THIN, left: THIN, right: THIN }
    }
  }
  opts.widths?.forEach((w, i) => (ws.getColumn(i + 1).width = w))
  const widths = opts.widths ?? opts.headers.map(() => 10)
  ws.getRow(start).height = 24
  ws.getRow(start + 1).height = 18
  for (const [r, texts] of [[h1, opts.headers] as const, [h1 + 1, opts.sub ?? []] as const])
    if (r <= last)
      ws.getRow(r).height = fittingHeight(
        texts.map((text, i) => ({ text, width: widths[i] ?? 10 })),
      )
  // The first form of a sheet sets its print layout (表-03 stacks several forms on one sheet).
  if (!ws.pageSetup.printTitlesRow) setPrintable(ws, widths, `${start}:${last}`)
  return last
}

/** Adds a data row; money columns (1-based) get the 2-decimal format. */
export function addRow(
  ws: Worksheet,
  values: readonly (string | number | null)[],
  moneyCols: readonly number[] = [],
  bold = false,
): void {
  const row = ws.addRow([...values])
  for (const c of moneyCols) row.getCell(c).numFmt = MONEY_FORMAT
  if (bold) row.font = { bold: true }
}
