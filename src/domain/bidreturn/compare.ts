import { baseValue, diffRate, meanFen, meanPool, outOfBand } from './base'
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

export function compareItems(tender: PreparedBill, bidders: readonly PreparedBill[], o: BidReturnOptions): ItemComparison[] {
  const out: ItemComparison[] = []
  const given = o.base.givenItems ?? {}
  for (const [key, t] of tender.byKey) {
    const controlFen = tender.amountFen.get(t.ID) ?? 0
    const found = bidders.map((b) => b.byKey.get(key))
    const amounts: number[] = []
    for (let i = 0; i < bidders.length; i++) {
      const it = found[i]
      if (it) amounts.push((bidders[i] as PreparedBill).amountFen.get(it.ID) ?? 0)
    }
    const g = given[key]
    const base = baseValue(amounts, controlFen, g === undefined ? null : Math.round(g * 100), o.base)
    const bids = found.map((it, i): BidCell | null => {
      if (!it) return null
      const amountFen = (bidders[i] as PreparedBill).amountFen.get(it.ID) ?? 0
      const diffFen = base === null ? null : amountFen - base
      const rate = diffRate(amountFen, base)
      return { itemId: it.ID, unitPrice: it.UnitPrice, amountFen, diffFen, rate, outOfBand: outOfBand(diffFen, rate, o.band) }
    })
    out.push({
      key,
      tenderItemId: t.ID,
      code: t.Code,
      name: t.Name,
      unit: t.Unit,
      quantity: t.Quantity,
      controlPrice: t.UnitPrice,
      controlFen,
      baseFen: base,
      minFen: amounts.length ? Math.min(...amounts) : null,
      maxFen: amounts.length ? Math.max(...amounts) : null,
      meanFen: meanFen(amounts),
      bids,
    })
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
