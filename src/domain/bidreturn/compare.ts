import { baseValue, diffRate, meanFen, meanPool, outOfBand } from './base'
import type { BillItem } from '../bill/model'
import { RULE_OF, type ItemMatch, type MatchRule } from './match'
import type { BidReturnOptions } from './model'
import type { PreparedBill } from './prepare'

/**
 * Item by item and total comparisons: per tender item the control 合价, the base, min / max /
 * mean of the bids and each bidder's 差额 and 差额率; per bidder the total, its 差额 against the
 * base total and the ranking. Items are compared on 合价 (分): 工程量 × 综合单价 of each bill.
 */

export interface BidCell {
  itemId: string
  unitPrice: number | null
  amountFen: number
  diffFen: number | null
  /** (bid − base) ÷ base, a ratio. */
  rate: number | null
  outOfBand: boolean
  /** How the bidder's item was matched to the tender's (match.ts). */
  match: MatchRule
}

export interface ItemComparison {
  key: string
  tenderItemId: string
  code: string
  name: string
  unit: string
  quantity: number | null
  controlPrice: number | null
  controlFen: number
  baseFen: number | null
  minFen: number | null
  maxFen: number | null
  meanFen: number | null
  /** One cell per bidder, in the order given; null where the bidder left the item out. */
  bids: (BidCell | null)[]
}

export interface BidderTotal {
  bidderId: string
  name: string
  /** 投标总价 as stated (the evaluated figure, unchanged by corrections). */
  statedFen: number
  /** The total the bidder's unit prices give. */
  computedFen: number
  diffFen: number | null
  rate: number | null
  outOfBand: boolean
  /** 1 = lowest 投标总价; ties share a rank. */
  rank: number
}

export interface TotalsComparison {
  controlFen: number
  baseFen: number | null
  /** The base's pool was thinned (N highest and lowest dropped). */
  dropped: boolean
  bidders: BidderTotal[]
}

export function compareItems(tender: PreparedBill, bidders: readonly PreparedBill[], matches: readonly ItemMatch[], o: BidReturnOptions): ItemComparison[] {
  const n = tender.items.length
  const out = new Array<ItemComparison>(n)
  const given = o.base.givenItems
  const amounts: number[] = []
  for (let ti = 0; ti < n; ti++) {
    const t = tender.items[ti] as BillItem
    const key = `${tender.unitKeys[ti]}|${t.Code}`
    const controlFen = tender.amount[ti] as number
    amounts.length = 0
    for (let b = 0; b < bidders.length; b++) {
      const j = (matches[b] as ItemMatch).toBidder[ti] as number
      if (j !== -1) amounts.push((bidders[b] as PreparedBill).amount[j] as number)
    }
    const g = given?.[key]
    const base = baseValue(amounts, controlFen, g === undefined ? null : Math.round(g * 100), o.base)
    let min: number | null = null
    let max: number | null = null
    for (const a of amounts) {
      if (min === null || a < min) min = a
      if (max === null || a > max) max = a
    }
    const bids = new Array<BidCell | null>(bidders.length)
    for (let b = 0; b < bidders.length; b++) {
      const m = matches[b] as ItemMatch
      const j = m.toBidder[ti] as number
      if (j === -1) {
        bids[b] = null
        continue
      }
      const B = bidders[b] as PreparedBill
      const amountFen = B.amount[j] as number
      const diffFen = base === null ? null : amountFen - base
      const rate = diffRate(amountFen, base)
      bids[b] = {
        itemId: (B.items[j] as BillItem).ID,
        unitPrice: (B.items[j] as BillItem).UnitPrice,
        amountFen,
        diffFen,
        rate,
        outOfBand: outOfBand(diffFen, rate, o.band),
        match: RULE_OF[m.rule[ti] as number] ?? 'code',
      }
    }
    out[ti] = {
      key,
      tenderItemId: t.ID,
      code: t.Code,
      name: t.Name,
      unit: t.Unit,
      quantity: t.Quantity,
      controlPrice: t.UnitPrice,
      controlFen,
      baseFen: base,
      minFen: min,
      maxFen: max,
      meanFen: meanFen(amounts),
      bids,
    }
  }
  return out
}

export function compareTotals(tender: PreparedBill, bidders: readonly PreparedBill[], controlTotalFen: number | null, o: BidReturnOptions): TotalsComparison {
  const controlFen = controlTotalFen ?? tender.totalFen
  const totals = bidders.map((b) => b.statedTotalFen)
  const given = o.base.givenTotal === null || o.base.givenTotal === undefined ? null : Math.round(o.base.givenTotal * 100)
  const baseFen = baseValue(totals, controlFen, given, o.base)
  const dropped = o.base.kind === 'mean' && meanPool(totals, controlFen, o.base).dropped
  const sorted = [...totals].sort((a, b) => a - b)
  return {
    controlFen,
    baseFen,
    dropped,
    bidders: bidders.map((b) => {
      const diffFen = baseFen === null ? null : b.statedTotalFen - baseFen
      const rate = diffRate(b.statedTotalFen, baseFen)
      return {
        bidderId: b.id,
        name: b.name,
        statedFen: b.statedTotalFen,
        computedFen: b.totalFen,
        diffFen,
        rate,
        outOfBand: outOfBand(diffFen, rate, o.band),
        rank: sorted.indexOf(b.statedTotalFen) + 1,
      }
    }),
  }
}

/** 差额率 bins of the distribution chart, in percent: (−∞, −30), [−30, −20) … [30, ∞). */
export const RATE_BIN_EDGES = [-30, -20, -10, -5, 0, 5, 10, 20, 30] as const

export interface ChartData {
  totals: { bidderId: string; name: string; statedFen: number; rate: number | null }[]
  /** Rows = items (keys), columns = bidders; cells = 差额率 (ratio) or null. */
  heat: { keys: string[]; bidderIds: string[]; rates: (number | null)[][] }
  /** Per bidder, counts per RATE_BIN_EDGES bin (edges.length + 1 bins). */
  distribution: { bidderId: string; counts: number[] }[]
}

export function chartData(items: readonly ItemComparison[], totals: TotalsComparison, bidderIds: readonly string[]): ChartData {
  const distribution = bidderIds.map((bidderId) => ({ bidderId, counts: new Array<number>(RATE_BIN_EDGES.length + 1).fill(0) }))
  const rates = items.map((it) =>
    it.bids.map((cell, i) => {
      const r = cell?.rate ?? null
      if (r !== null) {
        const pct = r * 100
        let bin = 0
        while (bin < RATE_BIN_EDGES.length && pct >= (RATE_BIN_EDGES[bin] as number)) bin++
        const counts = distribution[i]?.counts
        if (counts) counts[bin] = (counts[bin] ?? 0) + 1
      }
      return r
    }),
  )
  return {
    totals: totals.bidders.map((b) => ({ bidderId: b.bidderId, name: b.name, statedFen: b.statedFen, rate: b.rate })),
    heat: { keys: items.map((i) => i.key), bidderIds: [...bidderIds], rates },
    distribution,
  }
}
