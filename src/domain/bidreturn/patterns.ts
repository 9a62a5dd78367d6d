import { toFen } from '../bill/money'
import type { ItemComparison, TotalsComparison } from './compare'
import type { BandOptions, CollusionOptions, Finding, RowRef } from './model'
import type { PreparedBill } from './prepare'

/**
 * Patterns across items and bidders: 不平衡报价 (items outside the band in both directions while
 * the bidder's total stays inside it) and 雷同 hints (identical unit prices on many items, the same
 * arithmetic errors). Hints for the cost engineer, not verdicts.
 */

export function unbalanced(items: readonly ItemComparison[], totals: TotalsComparison, bidders: readonly PreparedBill[], band: BandOptions): Finding[] {
  const out: Finding[] = []
  bidders.forEach((b, i) => {
    const total = totals.bidders[i]
    if (!total || total.outOfBand || total.rate === null) return
    const high: RowRef[] = []
    const low: RowRef[] = []
    for (const it of items) {
      const cell = it.bids[i]
      if (!cell?.outOfBand) continue
      ;((cell.diffFen ?? 0) > 0 ? high : low).push({ bill: b.id, table: 'item', id: cell.itemId })
    }
    if (high.length === 0 || low.length === 0) return
    const limit = band.by === 'rate' ? `±${band.limit}%` : `±${band.limit}元`
    out.push({
      check: '不平衡报价',
      type: '不平衡报价',
      bidders: [b.id],
      message: `${b.name} 总价差额率 ${(total.rate * 100).toFixed(2)}% 在 ${limit} 以内，但 ${high.length} 项高于、${low.length} 项低于基准超过 ${limit}`,
      rows: [...high, ...low],
    })
  })
  return out
}

/**
 * For each pair of bidders: the items both priced at the same 综合单价 other than the control
 * price (a price copied from the control bill is no sign of collusion), and the items where both
 * made the same arithmetic error (same stated 合价, same 单价).
 */
export function collusion(items: readonly ItemComparison[], bidders: readonly PreparedBill[], o: CollusionOptions): Finding[] {
  const out: Finding[] = []
  for (let a = 0; a < bidders.length; a++) {
    for (let c = a + 1; c < bidders.length; c++) {
      const A = bidders[a] as PreparedBill
      const C = bidders[c] as PreparedBill
      const same: RowRef[] = []
      const errors: RowRef[] = []
      let both = 0
      for (const it of items) {
        const x = it.bids[a]
        const y = it.bids[c]
        if (!x || !y || x.unitPrice === null || y.unitPrice === null || x.unitPrice <= 0 || y.unitPrice <= 0) continue
        both++
        const px = toFen(x.unitPrice)
        if (px === toFen(y.unitPrice) && px !== toFen(it.controlPrice)) same.push({ bill: A.id, table: 'item', id: x.itemId }, { bill: C.id, table: 'item', id: y.itemId })
        const sx = A.statedFen.get(x.itemId)
        const sy = C.statedFen.get(y.itemId)
        if (sx !== undefined && sx === sy && sx !== x.amountFen && px === toFen(y.unitPrice)) errors.push({ bill: A.id, table: 'item', id: x.itemId }, { bill: C.id, table: 'item', id: y.itemId })
      }
      const count = same.length / 2
      if (count >= o.minItems && both > 0 && count / both >= o.minShare) {
        out.push({ check: '雷同', type: '单价雷同', bidders: [A.id, C.id], message: `${A.name} 与 ${C.name} 有 ${count} 项综合单价完全相同（占共同报价项的 ${((count / both) * 100).toFixed(1)}%，不含与控制价相同者）`, rows: same })
      }
      if (errors.length > 0) {
        out.push({ check: '雷同', type: '错误雷同', bidders: [A.id, C.id], message: `${A.name} 与 ${C.name} 有 ${errors.length / 2} 项相同的合价计算错误`, rows: errors })
      }
    }
  }
  return out
}
