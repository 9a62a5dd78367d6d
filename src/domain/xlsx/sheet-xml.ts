import type { CellValue } from 'exceljs'
import { cellText } from '../projects/xlsx'
import { unescapeX, type SharedString } from './parts'
import { XmlScanner } from './xml-scan'

export interface Styles {
  /** Per cellXfs index: the style's number format is a date format. */
  dateStyle: readonly boolean[]
  date1904: boolean
}

/** One worksheet's cell texts: row number → texts by column (0-based), and the rows exceljs counts. */
export interface SheetCells {
  rows: Map<number, string[]>
  /** Rows with a value (a formula, text, number…) or a cell of a merged area other than its first. */
  counted: Set<number>
}

/** Column number (1-based) of a cell reference such as "AB12"; 0 when there are no letters. */
function columnOf(ref: string): number {
  let col = 0
  for (let i = 0; i < ref.length; i++) {
    const c = ref.charCodeAt(i)
    if (c >= 65 && c <= 90) col = col * 26 + (c - 64)
    else if (c >= 97 && c <= 122) col = col * 26 + (c - 96)
    else break
  }
  return col
}

function rowOf(ref: string): number {
  const m = /\d+$/.exec(ref)
  return m ? parseInt(m[0], 10) : 0
}

/** exceljs's serial → Date (the same arithmetic, so the same day for every serial). */
function excelToDate(v: unknown, date1904: boolean): Date {
  // eslint-disable-next-line guard/money -- milliseconds of a date, not money
  return new Date(Math.round(((v as number) - 25569 + (date1904 ? 1462 : 0)) * 24 * 3600 * 1000))
}

/** exceljs's second decoding of a t="str" value (its xmlDecode: the five named entities only). */
function xmlDecodeAgain(s: string): string {
  if (s.indexOf('&') < 0) return s
  return s.replace(
    /&([a-z]*);/g,
    (c) => ({ '&lt;': '<', '&gt;': '>', '&amp;': '&', '&apos;': "'", '&quot;': '"' })[c] ?? c,
  )
}

/**
 * The texts of one worksheet, with exceljs's rules (lib/xlsx/xform/sheet/cell-xform.js): a cell's
 * type attribute decides how its <v> reads (s shared string, str/inlineStr text, b, e, else a
 * number, a date when its style's format is one); a formula gives its cached result; a cell with
 * neither value nor formula holds nothing. Cells of a merged area other than its first read ''.
 */
export function readSheetCells(
  xml: string,
  shared: readonly SharedString[],
  styles: Styles,
): SheetCells {
  const rows = new Map<number, string[]>()
  const counted = new Set<number>()
  const merges: string[] = []
  const sc = new XmlScanner(xml)
  let rowNum = 0
  let cells: string[] = []
  let prevCol = 0
  // The cell being read.
  let inCell = false
  let col = 0
  let type: string | undefined
  let style = 0
  let formula = ''
  let shareType: string | undefined
  let value: string | undefined
  let runs: { text: string | undefined }[] | null = null
  let inRun = false

  const finish = () => {
    inCell = false
    let v: unknown
    let present = true
    if (formula !== '' || (shareType !== undefined && shareType !== '')) {
      if (runs !== null || (value !== undefined && value !== '')) {
        const raw = value ?? ''
        v =
          type === 'str'
            ? xmlDecodeAgain(raw)
            : type === 'b'
              ? parseInt(raw, 10) !== 0
              : type === 'e'
                ? { error: raw }
                : parseFloat(raw)
        if (style !== 0 && styles.dateStyle[style] === true) v = excelToDate(v, styles.date1904)
      }
    } else if (runs !== null) v = { richText: runs }
    else if (value !== undefined) {
      if (type === 's') v = shared[parseInt(value, 10)] ?? ''
      else if (type === 'str') v = xmlDecodeAgain(value)
      else if (type === 'inlineStr') v = value
      else if (type === 'b') v = parseInt(value, 10) !== 0
      else if (type === 'e') v = { error: value }
      else {
        v = parseFloat(value)
        if (style !== 0 && styles.dateStyle[style] === true) v = excelToDate(v, styles.date1904)
      }
    } else present = false
    // exceljs drops a cell with neither value nor style, and then does not count it as the
    // previous address of a next cell without one.
    if (present || style !== 0) prevCol = col
    // A cell without a value is either styled (exceljs keeps an empty cell) or dropped; both read ''.
    if (!present) return
    counted.add(rowNum)
    cells[col - 1] = cellText(v as CellValue)
  }

  while (sc.next()) {
    const n = sc.name
    if (sc.closing) {
      if (n === 'c' && inCell) finish()
      else if (n === 'r') inRun = false
      continue
    }
    switch (n) {
      case 'row': {
        const r = parseInt(sc.attr('r') ?? '', 10)
        rowNum = Number.isFinite(r) && r > 0 ? r : rowNum + 1
        cells = rows.get(rowNum) ?? []
        rows.set(rowNum, cells)
        prevCol = 0
        break
      }
      case 'c': {
        const ref = sc.attr('r')
        const c = ref === undefined ? 0 : columnOf(ref)
        col = c > 0 ? c : prevCol + 1
        type = sc.attr('t')
        const s = parseInt(sc.attr('s') ?? '0', 10)
        style = Number.isFinite(s) ? s : 0
        formula = ''
        shareType = undefined
        value = undefined
        runs = null
        inRun = false
        inCell = true
        if (sc.selfClosing) finish()
        break
      }
      case 'f':
        if (!inCell) break
        shareType = sc.attr('t')
        if (!sc.selfClosing) formula += sc.text()
        break
      case 'v':
        if (inCell && !sc.selfClosing) {
          const t = sc.text()
          if (t !== '') value = (value ?? '') + t
        }
        break
      case 't':
        if (!inCell || sc.selfClosing) break
        if (inRun && runs !== null) runs[runs.length - 1]!.text = unescapeX(sc.text())
        else {
          const t = sc.text()
          if (t !== '') value = (value ?? '') + t
        }
        break
      case 'r':
        if (!inCell || sc.selfClosing) break
        inRun = true
        runs ??= []
        runs.push({ text: undefined })
        break
      case 'mergeCell': {
        const ref = sc.attr('ref')
        if (ref !== undefined) merges.push(ref)
        break
      }
    }
  }
  applyMerges(merges, rows, counted)
  return { rows, counted }
}

/**
 * exceljs loads each merged area as merged cells: every cell but the first reads '' and makes its
 * row count (a row holding only such cells still is a row of the sheet). Rows below the last row
 * with data are left out: they would only be trailing empty rows.
 */
function applyMerges(
  merges: readonly string[],
  rows: Map<number, string[]>,
  counted: Set<number>,
): void {
  if (merges.length === 0) return
  let lastRow = 0
  for (const n of rows.keys()) lastRow = Math.max(lastRow, n)
  for (const ref of merges) {
    const [a, b] = ref.split(':')
    if (a === undefined || b === undefined) continue
    const top = Math.min(rowOf(a), rowOf(b))
    const bottom = Math.min(Math.max(rowOf(a), rowOf(b)), Math.max(lastRow, top))
    const left = Math.min(columnOf(a), columnOf(b))
    const right = Math.max(columnOf(a), columnOf(b))
    if (top < 1 || left < 1) continue
    for (let r = top; r <= bottom; r++) {
      if (r === top && right === left) continue
      counted.add(r)
      const cells = rows.get(r)
      if (cells === undefined) {
        rows.set(r, [])
        continue
      }
      for (let c = r === top ? left + 1 : left; c <= right && c <= cells.length; c++)
        if (cells[c - 1] !== undefined) cells[c - 1] = ''
    }
  }
}
