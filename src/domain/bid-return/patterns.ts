import { idAt } from './columns'
import type { ItemTable, TotalsComparison } from './compare'
import type { ItemMatch } from './match'
import type { BandOptions, CollusionOptions, Finding, RowRef } from './model'
import type { PreparedBill } from './prepare'
import { formatPercent } from '../format/money'
import { fenText } from './figures'

/**
 * Patterns across items and bidders: 不平衡报价 (items whose 综合单价 is beyond the band from the
 * base, above or below, with their weight in the bidder's total) and 雷同 hints (identical unit
 * prices on many items, the same arithmetic errors). Hints for the cost engineer, not verdicts.
 */

/** Per bidder, one finding for the items above the band and one for those below, each with its share of the 投标总价. */
export function unbalanced(
  t: ItemTable,
  totals: TotalsComparison,
  bidders: readonly PreparedBill[],
  band: BandOptions,
): Finding[] {
  const out: Finding[] = []
  const { n } = t
  const limit = band.by === 'rate' ? `±${band.limit}%` : `±${band.limit}元`
  bidders.forEach((b, i) => {
    const total = totals.bidders[i]
    if (!total) return
    const sides = { high: { rows: [] as RowRef[], fen: 0 }, low: { rows: [] as RowRef[], fen: 0 } }
    const toBidder = (t.matches[i] as ItemMatch).toBidder
    for (let ti = 0; ti < n; ti++) {
      const c = i * n + ti
      if (t.out[c] !== 1) continue
      const j = toBidder[ti] as number
      // diff is NaN (null) only without a base, and then nothing is out of band.
      const side = (t.diff[c] as number) > 0 || (t.rate[c] as number) > 0 ? sides.high : sides.low
      side.rows.push({ bill: b.id, table: 'item', id: idAt(b.cols, j) })
      side.fen += b.amount[j] as number
    }
    for (const [key, side] of Object.entries(sides)) {
      if (side.rows.length === 0) continue
      const share = total.statedFen === 0 ? null : side.fen / total.statedFen
      const dir = key === 'high' ? '高于' : '低于'
      out.push({
        check: '不平衡报价',
        type: '不平衡报价',
        bidders: [b.id],
        message: `${b.name} 有 ${side.rows.length} 项综合单价${dir}基准超过 ${limit}，合价合计 ${fenText(side.fen)}，占投标总价 ${share === null ? '—' : formatPercent(share)}（总价差额率 ${total.rate === null ? '—' : formatPercent(total.rate)}）`,
        rows: side.rows,
      })
    }
  })
  return out
}

/**
 * For each pair of bidders: the items both priced at the same 综合单价 other than the control
 * price (a price copied from the control bill is no sign of collusion), and the items where both
 * made the same arithmetic error (same stated 合价, same 单价).
 */
export function collusion(
  tender: PreparedBill,
  bidders: readonly PreparedBill[],
  matches: readonly ItemMatch[],
  o: CollusionOptions,
): Finding[] {
  const out: Finding[] = []
  const n = tender.cols.n
  for (let a = 0; a < bidders.length; a++) {
    for (let c = a + 1; c < bidders.length; c++) {
      const A = bidders[a] as PreparedBill
      const C = bidders[c] as PreparedBill
      const ma = (matches[a] as ItemMatch).toBidder
      const mc = (matches[c] as ItemMatch).toBidder
      const same: RowRef[] = []
      const errors: RowRef[] = []
      let both = 0
      for (let ti = 0; ti < n; ti++) {
        const x = ma[ti] as number
        const y = mc[ti] as number
        if (x === -1 || y === -1) continue
        const px = A.priceFen[x] as number
        const py = C.priceFen[y] as number
        // NaN (blank) fails both comparisons.
        if (!(px > 0) || !(py > 0)) continue
        both++
        if (px !== py) continue
        if (px !== tender.priceFen[ti]) same.push(ref(A, x), ref(C, y))
        const sx = A.stated[x] as number
        if (!Number.isNaN(sx) && sx === C.stated[y] && sx !== A.amount[x])
          errors.push(ref(A, x), ref(C, y))
      }
      const count = same.length / 2
      if (count >= o.minItems && both > 0 && count / both >= o.minShare) {
        out.push({
          check: '雷同',
          type: '单价雷同',
          bidders: [A.id, C.id],
          message: `${A.name} 与 ${C.name} 有 ${count} 项综合单价完全相同（占共同报价项的 ${formatPercent(count / both, 1)}，不含与控制价相同者）`,
          rows: same,
        })
      }
      if (errors.length > 0) {
        out.push({
          check: '雷同',
          type: '错误雷同',
          bidders: [A.id, C.id],
          message: `${A.name} 与 ${C.name} 有 ${errors.length / 2} 项相同的合价计算错误`,
          rows: errors,
        })
      }
    }
  }
  return out
}

const ref = (b: PreparedBill, i: number): RowRef => ({
  bill: b.id,
  table: 'item',
  id: idAt(b.cols, i),
})
