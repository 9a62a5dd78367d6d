import { baseNote, baseValue, diffRate, discounted, outOfBand } from './base'
import { RULE_OF, type ItemMatch, type MatchRule } from './match'
import type { BidReturnOptions } from './model'
import type { PreparedBill } from './prepare'
import { idAt, nullOf } from './columns'
import { milliTimesFen, toFen } from '../money'

/**
 * Item by item and total comparisons: per tender item the control 综合单价, the base, min / max /
 * mean of the bids' 综合单价 and each bidder's 差额 and 差额率; per bidder the total, its 差额 against
 * the base total and the ranking. Items are compared on 综合单价 (分): the tender fixes the
 * quantities, so a bidder's changed 工程量 is a 错项 (checks.ts), not a price difference. 差额 is
 * the 综合单价 difference priced on the tender's 工程量 (分), so a band by amount stays in 元 of 合价.
 */

export interface BidCell {
  itemId: string
  unitPrice: number | null
  /** The bidder's 合价 on its own 工程量. */
  amountFen: number
  /** (综合单价 − base) × the tender's 工程量, in 分. */
  diffFen: number | null
  /** (综合单价 − base) ÷ base, a ratio. */
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
  /** The control 合价 in 分 (工程量 × 综合单价 of the tender). */
  controlFen: number
  /** Base, min, max and mean of the 综合单价, in 分. */
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
  /** The total its unit prices give on the tender's 工程量 (增项 left out; 措施, 规费, 税金 re-derived). */
  repricedFen: number
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
  /** How the base was computed, in words (base.ts baseNote). */
  note: string
  bidders: BidderTotal[]
}

/**
 * The items comparison in columns (docs/bid-return.md "Speed"): per tender item the base, min, max
 * and mean, and per cell (bidder b, tender item ti at b × n + ti) the 差额, 差额率 and band flag,
 * NaN standing for null. `itemsOf` makes the ItemComparison objects of a range; the checks and
 * charts read the columns, so a run for the screens makes the objects one page at a time.
 */
export interface ItemTable {
  tender: PreparedBill
  bidders: readonly PreparedBill[]
  matches: readonly ItemMatch[]
  n: number
  base: Float64Array
  min: Float64Array
  max: Float64Array
  mean: Float64Array
  diff: Float64Array
  rate: Float64Array
  out: Uint8Array
}

/** `单位工程 key|项目编码` per tender item (the item comparison's key), made once per prepared bill. */
export const keysOf = (tender: PreparedBill): string[] => tender.itemKeys()

export function compareTable(
  tender: PreparedBill,
  bidders: readonly PreparedBill[],
  matches: readonly ItemMatch[],
  o: BidReturnOptions,
): ItemTable {
  const n = tender.cols.n
  const nb = bidders.length
  const t: ItemTable = {
    tender,
    bidders,
    matches,
    n,
    base: new Float64Array(n),
    min: new Float64Array(n),
    max: new Float64Array(n),
    mean: new Float64Array(n),
    diff: new Float64Array(n * nb),
    rate: new Float64Array(n * nb),
    out: new Uint8Array(n * nb),
  }
  const given = o.base.givenItems
  const keys = given ? keysOf(tender) : null
  const prices: number[] = []
  const pool = new Float64Array(nb + 1)
  for (let ti = 0; ti < n; ti++) {
    const controlPrice = tender.priceFen[ti] as number
    const control = Number.isNaN(controlPrice) ? null : controlPrice
    const q = tender.qMilli[ti] as number
    prices.length = 0
    let min = Number.NaN
    let max = Number.NaN
    let sum = 0
    for (let b = 0; b < nb; b++) {
      const j = (matches[b] as ItemMatch).toBidder[ti] as number
      if (j === -1) continue
      const a = (bidders[b] as PreparedBill).priceFen[j] as number
      if (Number.isNaN(a)) continue
      pool[prices.length] = a
      prices.push(a)
      sum += a
      if (!(a >= min)) min = a
      if (!(a <= max)) max = a
    }
    const g = keys ? given?.[keys[ti] as string] : undefined
    const base =
      o.base.kind === 'mean'
        ? discounted(poolMean(pool, prices.length, control, o.base), o.base)
        : baseValue(prices, control, g === undefined ? null : toFen(g), o.base)
    t.base[ti] = base ?? Number.NaN
    t.min[ti] = min
    t.max[ti] = max
    t.mean[ti] = prices.length === 0 ? Number.NaN : roundedMean(sum, prices.length)
    for (let b = 0; b < nb; b++) {
      const c = b * n + ti
      const j = (matches[b] as ItemMatch).toBidder[ti] as number
      const price = j === -1 ? Number.NaN : ((bidders[b] as PreparedBill).priceFen[j] as number)
      if (Number.isNaN(price)) {
        t.diff[c] = Number.NaN
        t.rate[c] = Number.NaN
        continue
      }
      const diffFen = base === null ? null : milliTimesFen(Number.isNaN(q) ? 0 : q, price - base)
      const rate = diffRate(price, base)
      t.diff[c] = diffFen ?? Number.NaN
      t.rate[c] = rate ?? Number.NaN
      t.out[c] = outOfBand(diffFen, rate, o.band) ? 1 : 0
    }
  }
  return t
}

/** base.ts meanFen of values summing to `sum` (integers: the sum is exact in any order). */
function roundedMean(sum: number, count: number): number {
  const r = Math.floor(Math.abs(sum) / count + 0.5)
  return sum < 0 ? -r : r
}

/**
 * base.ts baseValue for a 'mean' base, on the item's `count` bids in `pool` (sorted in place, with
 * room for the control price): no array made per item.
 */
function poolMean(
  pool: Float64Array,
  count: number,
  control: number | null,
  o: BidReturnOptions['base'],
): number | null {
  let len = count
  if (o.includeControl && control !== null) pool[len++] = control
  const hi = Math.max(0, Math.floor(o.dropHighest ?? 0))
  const lo = Math.max(0, Math.floor(o.dropLowest ?? 0))
  let from = 0
  let to = len
  if (hi + lo > 0 && len - hi - lo >= 3) {
    pool.subarray(0, len).sort()
    from = lo
    to = len - hi
  }
  if (to === from) return null
  let sum = 0
  for (let k = from; k < to; k++) sum += pool[k] as number
  return roundedMean(sum, to - from)
}

/** The ItemComparison objects of tender items from … to (exclusive). */
export function itemsOf(t: ItemTable, from: number, to: number): ItemComparison[] {
  const { tender, bidders, matches, n } = t
  const keys = keysOf(tender)
  const end = Math.min(to, n)
  const out: ItemComparison[] = []
  const T = tender.cols
  for (let ti = Math.max(0, from); ti < end; ti++) {
    const bids = new Array<BidCell | null>(bidders.length)
    for (let b = 0; b < bidders.length; b++) {
      const m = matches[b] as ItemMatch
      const j = m.toBidder[ti] as number
      if (j === -1) {
        bids[b] = null
        continue
      }
      const B = bidders[b] as PreparedBill
      const c = b * n + ti
      bids[b] = {
        itemId: idAt(B.cols, j),
        unitPrice: nullOf(B.cols.unitPrice[j] as number),
        amountFen: B.amount[j] as number,
        diffFen: nullOf(t.diff[c] as number),
        rate: nullOf(t.rate[c] as number),
        outOfBand: t.out[c] === 1,
        match: RULE_OF[m.rule[ti] as number] ?? 'code',
      }
    }
    out.push({
      key: keys[ti] as string,
      tenderItemId: idAt(T, ti),
      code: T.code[ti] as string,
      name: T.name[ti] as string,
      unit: T.unit[ti] as string,
      quantity: nullOf(T.quantity[ti] as number),
      controlPrice: nullOf(T.unitPrice[ti] as number),
      controlFen: tender.amount[ti] as number,
      baseFen: nullOf(t.base[ti] as number),
      minFen: nullOf(t.min[ti] as number),
      maxFen: nullOf(t.max[ti] as number),
      meanFen: nullOf(t.mean[ti] as number),
      bids,
    })
  }
  return out
}

export function compareItems(
  tender: PreparedBill,
  bidders: readonly PreparedBill[],
  matches: readonly ItemMatch[],
  o: BidReturnOptions,
): ItemComparison[] {
  return itemsOf(compareTable(tender, bidders, matches, o), 0, tender.cols.n)
}

export function compareTotals(
  tender: PreparedBill,
  bidders: readonly PreparedBill[],
  controlTotalFen: number | null,
  o: BidReturnOptions,
  repriced: readonly number[] = [],
): TotalsComparison {
  const controlFen = controlTotalFen ?? tender.totalFen
  // 有效投标人: a bid above the control price is rejected (否决) and takes no part in the base.
  const valid = bidders.filter((b) => b.statedTotalFen <= controlFen).map((b) => b.statedTotalFen)
  const given =
    o.base.givenTotal === null || o.base.givenTotal === undefined ? null : toFen(o.base.givenTotal)
  const baseFen = baseValue(valid, controlFen, given, o.base)
  const note = baseNote(valid, controlFen, o.base, bidders.length - valid.length)
  const totals = bidders.map((b) => b.statedTotalFen)
  const sorted = [...totals].sort((a, b) => a - b)
  return {
    controlFen,
    baseFen,
    dropped: note.dropped,
    note: note.text,
    bidders: bidders.map((b, i) => {
      const diffFen = baseFen === null ? null : b.statedTotalFen - baseFen
      const rate = diffRate(b.statedTotalFen, baseFen)
      return {
        bidderId: b.id,
        name: b.name,
        statedFen: b.statedTotalFen,
        computedFen: b.totalFen,
        repricedFen: repriced[i] ?? b.totalFen,
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

/** The charts; the heat map's rates for the first `heatRows` items only (all by default). */
export function chartData(
  t: ItemTable,
  totals: TotalsComparison,
  bidderIds: readonly string[],
  heatRows = Infinity,
): ChartData {
  const { n } = t
  const distribution = bidderIds.map((bidderId, b) => {
    const counts = new Array<number>(RATE_BIN_EDGES.length + 1).fill(0)
    for (let c = b * n; c < (b + 1) * n; c++) {
      const r = t.rate[c] as number
      if (Number.isNaN(r)) continue
      const pct = r * 100
      let bin = 0
      while (bin < RATE_BIN_EDGES.length && pct >= (RATE_BIN_EDGES[bin] as number)) bin++
      counts[bin] = (counts[bin] ?? 0) + 1
    }
    return { bidderId, counts }
  })
  const rows = Math.min(n, heatRows)
  const rates = new Array<(number | null)[]>(rows)
  for (let ti = 0; ti < rows; ti++)
    rates[ti] = bidderIds.map((_, b) => nullOf(t.rate[b * n + ti] as number))
  return {
    totals: totals.bidders.map((b) => ({
      bidderId: b.bidderId,
      name: b.name,
      statedFen: b.statedFen,
      rate: b.rate,
    })),
    heat: { keys: [...keysOf(t.tender)], bidderIds: [...bidderIds], rates },
    distribution,
  }
}
