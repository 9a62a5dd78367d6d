import type { Worksheet } from 'exceljs'

/**
 * Print settings of the exported forms (docs/bill.md "Printing the workbook"): A4, fitted to one
 * page wide (as many pages high as needed), the form's title, 工程名称 line and header rows
 * repeated on every page, 第 N 页 共 M 页 in the footer. Wrapped cells get a row height that fits
 * their lines, estimated from the column widths, so 项目特征 print whole; ./export-items.ts breaks
 * 表-08 into pages with the same estimates to close each page with its 本页小计.
 */

/** Page margins in inches (the footer sits in the bottom margin). */
const MARGINS = { left: 0.4, right: 0.4, top: 0.5, bottom: 0.6, header: 0.3, footer: 0.3 }
/** A4 in points, portrait. */
const A4 = { width: 595.3, height: 841.9 }
/** Points per printed line of 11 pt text (CJK glyphs included) and a row's padding. */
export const LINE_PT = 16
const ROW_PAD_PT = 4

/** Sheets wider than this (in Excel character widths) print landscape. */
const PORTRAIT_MAX = 110

const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60]/u

/** Lines a text takes in a column `width` characters wide (a CJK character counts 2.2, a line break starts a line). */
export function wrappedLines(text: string, width: number): number {
  const room = Math.max(2.2, width - 1.5)
  return text.split('\n').reduce((sum, seg) => {
    let units = 0
    for (const ch of seg) units += WIDE.test(ch) ? 2.2 : 1.1
    return sum + Math.max(1, Math.ceil(units / room))
  }, 0)
}

/** A row height (points) that fits the given cells' texts in their columns' widths. */
export function fittingHeight(cells: readonly { text: string; width: number }[]): number {
  const lines = Math.max(1, ...cells.map((c) => wrappedLines(c.text, c.width)))
  return lines * LINE_PT + ROW_PAD_PT
}

export interface PagePlan {
  landscape: boolean
  /** Printed scale (≤ 1) that fits the columns on one page wide, estimated on the low side of the real width. */
  scale: number
  /** Unscaled points of rows one page holds under the repeated title rows. */
  bodyHeight: number
}

/** Orientation, scale and the page's room for rows, from the column widths and the repeated rows' height. */
export function pagePlan(widths: readonly number[], titleHeight: number): PagePlan {
  const chars = widths.reduce((a, b) => a + b, 0)
  const landscape = chars > PORTRAIT_MAX
  const paper = landscape ? { w: A4.height, h: A4.width } : { w: A4.width, h: A4.height }
  const printableW = paper.w - (MARGINS.left + MARGINS.right) * 72
  const printableH = paper.h - (MARGINS.top + MARGINS.bottom) * 72
  // A column of w characters is about w × 7 + 5 px; counting 6.5 px keeps the scale estimate high
  // (so fewer rows are planned per page than fit) whatever font the printing program measures with.
  const widthPt = widths.reduce((a, w) => a + (w * 6.5 + 5) * 0.75, 0)
  const scale = Math.min(1, printableW / widthPt)
  return { landscape, scale, bodyHeight: (printableH / scale - titleHeight) * 0.9 }
}

/** A4, one page wide, `titleRows` ("3:4") repeated, page numbers in the footer. */
export function setPrintable(ws: Worksheet, widths: readonly number[], titleRows: string): void {
  const { landscape } = pagePlan(widths, 0)
  ws.pageSetup = {
    ...ws.pageSetup,
    paperSize: 9,
    orientation: landscape ? 'landscape' : 'portrait',
    fitToPage: true,
    fitToWidth: 1,
    fitToHeight: 0,
    horizontalCentered: true,
    margins: MARGINS,
    printTitlesRow: titleRows,
  }
  ws.headerFooter = { ...ws.headerFooter, oddFooter: '&C第 &P 页 共 &N 页' }
}
