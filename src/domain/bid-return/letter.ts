import type { GridSheet } from '../bill/forms/layout'
import { parseNumberText } from '../projects/xlsx-map'
import { parseCapitalFen } from '../format/capital'
import { fenToYuan, asFen } from '../money'

/**
 * The 投标总价 a bidder declares on the cover of the returned workbook (docs/bid-return.md
 * "投标函"): the 投标总价 扉页 / 封面 (GB 50500 封-3, 扉-3: "投标总价（小写）：1,234,567.89 元"),
 * a 投标函 sheet ("投标报价（小写）…") or the 投标报价 cover of the 表-01 set. The amount is the
 * lower-case figure after the label, in the same cell or in the next filled cell of the row. The
 * 大写 amount (Chinese numerals) is read from the 大写 line next to it (`letterOf`). null when no such
 * line is found.
 */
const LABEL = /^(投标总价|投标报价|投标总报价)(（小写）|\(小写\))?[:：]?/

/** The tender's cover (封-2 / 扉-2): 招标控制价, 最高投标限价 in GB/T 50500-2024. */
const CONTROL_LABEL = /^(招标控制价|最高投标限价)(（小写）|\(小写\))?[:：]?/

/** Sheets the cover can be on, by name: checked first; then every sheet. */
const COVER_SHEET = /投标总价|投标报价|投标函|招标控制价|最高投标限价|封面|扉页|表-01/

export function letterTotalOf(sheets: readonly GridSheet[]): number | null {
  return letterOf(sheets).total
}

export interface LetterFigures {
  /** 投标总价（小写）(元), null when none is found. */
  total: number | null
  /** 投标总价（大写）read as 元, null when the cover has no readable 大写 line. */
  words: number | null
}

/** The 投标总价 in 小写 and in 大写 of the cover / 投标函. */
export function letterOf(sheets: readonly GridSheet[]): LetterFigures {
  return coverFiguresOf(sheets, LABEL)
}

/** The 招标控制价（最高投标限价）in 小写 and 大写 of a tender workbook's cover. */
export function controlCoverOf(sheets: readonly GridSheet[]): LetterFigures {
  return coverFiguresOf(sheets, CONTROL_LABEL)
}

function coverFiguresOf(sheets: readonly GridSheet[], label: RegExp): LetterFigures {
  const ordered = [
    ...sheets.filter((s) => COVER_SHEET.test(s.name)),
    ...sheets.filter((s) => !COVER_SHEET.test(s.name)),
  ]
  for (const sheet of ordered) {
    // Covers are short: look at the first rows only.
    const rows = sheet.rows.slice(0, 60)
    for (let r = 0; r < rows.length; r++) {
      const cells = (rows[r] as GridSheet['rows'][number]).cells
      for (let c = 0; c < cells.length; c++) {
        const text = (cells[c] ?? '').replace(/\s+/g, '')
        const m = label.exec(text)
        if (!m || text.includes('大写')) continue
        const rest = text.slice(m[0].length)
        const inCell = amountOf(rest)
        if (inCell !== null) return { total: inCell, words: wordsNear(sheet, r) }
        if (rest !== '' && !/^(（小写）|\(小写\)|[:：])*$/.test(rest)) continue
        for (let d = c + 1; d < cells.length; d++) {
          const next = (cells[d] ?? '').replace(/\s+/g, '')
          if (next === '') continue
          if (next.includes('大写')) break
          const n = amountOf(next.replace(/^(（小写）|\(小写\)|[:：])+/, ''))
          if (n !== null) return { total: n, words: wordsNear(sheet, r) }
          break
        }
      }
    }
  }
  return { total: null, words: null }
}

/** The 大写 amount on a row near row `r` of the cover (the line above or below the 小写 one). */
function wordsNear(sheet: GridSheet, r: number): number | null {
  for (const k of [r, r + 1, r - 1, r + 2, r + 3]) {
    const cells = sheet.rows[k]?.cells ?? []
    for (let c = 0; c < cells.length; c++) {
      const text = (cells[c] ?? '').replace(/\s+/g, '')
      const at = text.indexOf('大写')
      if (at === -1) continue
      const rest = text.slice(at + 2).replace(/^[）)]?[:：]?/, '')
      const texts = rest === '' ? cells.slice(c + 1) : [rest]
      for (const t of texts) {
        const flat = (t ?? '').replace(/\s+/g, '')
        if (flat === '') continue
        const fen = parseCapitalFen(flat)
        return fen === null ? null : fenToYuan(asFen(fen))
      }
    }
  }
  return null
}

/** "1,234,567.89元" / "¥1234567.89" → 1234567.89; null when it is not an amount. */
function amountOf(text: string): number | null {
  const t = text.replace(/^[¥￥]/, '').replace(/(元|人民币)$/, '')
  if (t === '') return null
  const n = parseNumberText(t)
  return n === null || Number.isNaN(n) || n <= 0 ? null : n
}
