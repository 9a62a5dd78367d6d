import { XmlScanner } from './xml-scan'

/** The workbook-wide parts of an .xlsx: shared strings and the date styles (see ./read.ts). */

/** A shared string as exceljs holds it: text, rich text runs, or {} for an empty <si/>. */
export type SharedString =
  string | { richText: { text: string | undefined }[] } | Record<string, never>

const X_ESCAPE = /_x([0-9A-F]{4})_/g
export const unescapeX = (s: string) =>
  s.indexOf('_x') < 0
    ? s
    : s.replace(X_ESCAPE, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))

export function parseSharedStrings(xml: string): SharedString[] {
  const out: SharedString[] = []
  const sc = new XmlScanner(xml)
  let plain: string | undefined
  let runs: { text: string | undefined }[] = []
  let inRun = false
  let inPhonetic = false
  while (sc.next()) {
    const n = sc.name
    if (sc.closing) {
      if (n === 'si')
        out.push(runs.length > 0 ? { richText: runs } : plain !== undefined ? plain : {})
      else if (n === 'r') inRun = false
      else if (n === 'rPh') inPhonetic = false
      continue
    }
    if (n === 'si') {
      plain = undefined
      runs = []
      inRun = inPhonetic = false
      if (sc.selfClosing) out.push({})
    } else if (n === 't') {
      if (inPhonetic) continue
      const text = sc.selfClosing ? '' : unescapeX(sc.text())
      if (inRun) runs[runs.length - 1]!.text = text
      else plain = text
    } else if (n === 'r' && !sc.selfClosing) {
      inRun = true
      runs.push({ text: undefined })
    } else if (n === 'rPh' && !sc.selfClosing) inPhonetic = true
  }
  return out
}

/** Built-in number formats exceljs knows (the others have no format, so are no dates). */
const BUILT_IN: Readonly<Record<number, string>> = {
  0: 'General',
  1: '0',
  2: '0.00',
  3: '#,##0',
  4: '#,##0.00',
  9: '0%',
  10: '0.00%',
  11: '0.00E+00',
  12: '# ?/?',
  13: '# ??/??',
  14: 'mm-dd-yy',
  15: 'd-mmm-yy',
  16: 'd-mmm',
  17: 'mmm-yy',
  18: 'h:mm AM/PM',
  19: 'h:mm:ss AM/PM',
  20: 'h:mm',
  21: 'h:mm:ss',
  22: 'm/d/yy "h":mm',
  37: '#,##0 ;(#,##0)',
  38: '#,##0 ;[Red](#,##0)',
  39: '#,##0.00 ;(#,##0.00)',
  40: '#,##0.00 ;[Red](#,##0.00)',
  45: 'mm:ss',
  46: '[h]:mm:ss',
  47: 'mmss.0',
  48: '##0.0E+0',
  49: '@',
}

/** exceljs's date test of a number format: y m d h M s b outside quotes and brackets. */
export function isDateFormat(fmt: string | undefined): boolean {
  if (!fmt) return false
  return /[ymdhMsb]+/.test(fmt.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''))
}

/** For each cell style (cellXfs index): whether its number format shows a date. */
export function parseDateStyles(xml: string): boolean[] {
  const custom = new Map<number, string>()
  const out: boolean[] = []
  const sc = new XmlScanner(xml)
  let inXfs = false
  let depth = 0
  while (sc.next()) {
    const n = sc.name
    if (sc.closing) {
      if (n === 'cellXfs') inXfs = false
      else if (inXfs) depth--
      continue
    }
    if (n === 'numFmt') {
      const id = parseInt(sc.attr('numFmtId') ?? '', 10)
      if (Number.isFinite(id)) custom.set(id, sc.attr('formatCode') ?? '')
    } else if (n === 'cellXfs') {
      inXfs = !sc.selfClosing
      depth = 0
    } else if (inXfs) {
      if (n === 'xf' && depth === 0) {
        const id = parseInt(sc.attr('numFmtId') ?? '0', 10) || 0
        out.push(id !== 0 && isDateFormat(custom.get(id) ?? BUILT_IN[id]))
      }
      if (!sc.selfClosing) depth++
    }
  }
  return out
}
