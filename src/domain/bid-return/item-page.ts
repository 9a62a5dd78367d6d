import { keysOf, type BidCell, type ItemComparison, type ItemTable } from './compare'
import { RULE_OF, type ItemMatch } from './match'
import type { PreparedBill } from './prepare'
import { idAt, nullOf } from './columns'

/**
 * A page of the items comparison as it crosses from the compute worker to the screens
 * (docs/bid-return.md "Speed"): columns, not objects. A page of 250 items × 10 bidders is some
 * 2,750 ItemComparison / BidCell objects (2,000 items were some 22,000); cloning them (every
 * object with its property names) cost more than the analysis itself. As columns the clone is a
 * few typed arrays and string arrays, and `itemsFromPage` makes the same objects on the receiving
 * side.
 *
 * Per item k: the tender item's fields; per cell (item k, bidder b at k × bidders + b) the bid.
 * NaN stands for null in the nullable numbers; `rule` NO_BID marks a bidder without the item.
 * The bidders' item ids are an index per cell into `ids`, the page's distinct ids: returned bills
 * keep the tender's order and their stored ids are local (i1, i2, …), so the 10 bidders' cells of an
 * item mostly share one id, and the receiving side deserialises a tenth of the strings.
 */
/** Items per page: one page is one short task on the main thread (its clone and its objects). */
export const ITEM_PAGE = 250

export interface ItemPage {
  count: number
  bidders: number
  key: string[]
  tenderItemId: string[]
  code: string[]
  name: string[]
  unit: string[]
  quantity: Float64Array
  controlPrice: Float64Array
  controlFen: Float64Array
  base: Float64Array
  min: Float64Array
  max: Float64Array
  mean: Float64Array
  /** The distinct bidder item ids of the page… */
  ids: string[]
  /** … and per cell the index of its id in `ids` (-1 without a bid). */
  idAt: Int32Array
  unitPrice: Float64Array
  amountFen: Float64Array
  diff: Float64Array
  rate: Float64Array
  out: Uint8Array
  rule: Uint8Array
}

const NO_BID = 255

/** Tender items from … to (exclusive) of the table, as a page. */
export function itemPage(t: ItemTable, from: number, to: number): ItemPage {
  const start = Math.max(0, from)
  const count = Math.max(0, Math.min(to, t.n) - start)
  return itemPageAt(
    t,
    Int32Array.from({ length: count }, (_, k) => start + k),
  )
}

const pick = (a: Float64Array, at: ArrayLike<number>) =>
  Float64Array.from(at, (ti) => a[ti] as number)

/** The tender items at indices `at` (in that order) of the table, as a page. */
export function itemPageAt(t: ItemTable, at: ArrayLike<number>): ItemPage {
  const { tender, bidders, matches, n } = t
  const nb = bidders.length
  const count = at.length
  const keys = keysOf(tender)
  const cells = count * nb
  const p: ItemPage = {
    count,
    bidders: nb,
    key: new Array<string>(count),
    tenderItemId: new Array<string>(count),
    code: new Array<string>(count),
    name: new Array<string>(count),
    unit: new Array<string>(count),
    quantity: new Float64Array(count),
    controlPrice: new Float64Array(count),
    controlFen: new Float64Array(count),
    base: pick(t.base, at),
    min: pick(t.min, at),
    max: pick(t.max, at),
    mean: pick(t.mean, at),
    ids: [],
    idAt: new Int32Array(cells).fill(-1),
    unitPrice: new Float64Array(cells),
    amountFen: new Float64Array(cells),
    diff: new Float64Array(cells),
    rate: new Float64Array(cells),
    out: new Uint8Array(cells),
    rule: new Uint8Array(cells).fill(NO_BID),
  }
  const idIndex = new Map<string, number>()
  const T = tender.cols
  for (let k = 0; k < count; k++) {
    const ti = at[k] as number
    p.key[k] = keys[ti] as string
    p.tenderItemId[k] = idAt(T, ti)
    p.code[k] = T.code[ti] as string
    p.name[k] = T.name[ti] as string
    p.unit[k] = T.unit[ti] as string
    p.quantity[k] = T.quantity[ti] as number
    p.controlPrice[k] = T.unitPrice[ti] as number
    p.controlFen[k] = tender.amount[ti] as number
    for (let b = 0; b < nb; b++) {
      const m = matches[b] as ItemMatch
      const j = m.toBidder[ti] as number
      if (j === -1) continue
      const B = bidders[b] as PreparedBill
      const c = k * nb + b
      const tc = b * n + ti
      const itemId = idAt(B.cols, j)
      let at = idIndex.get(itemId)
      if (at === undefined) {
        at = p.ids.push(itemId) - 1
        idIndex.set(itemId, at)
      }
      p.idAt[c] = at
      p.unitPrice[c] = B.cols.unitPrice[j] as number
      p.amountFen[c] = B.amount[j] as number
      p.diff[c] = t.diff[tc] as number
      p.rate[c] = t.rate[tc] as number
      p.out[c] = t.out[tc] as number
      p.rule[c] = m.rule[ti] as number
    }
  }
  return p
}

/** The ItemComparison objects of a page (equal to compare.ts itemsOf of the same range). */
export function itemsFromPage(p: ItemPage): ItemComparison[] {
  const out = new Array<ItemComparison>(p.count)
  const nb = p.bidders
  for (let k = 0; k < p.count; k++) {
    const bids = new Array<BidCell | null>(nb)
    for (let b = 0; b < nb; b++) {
      const c = k * nb + b
      const rule = p.rule[c] as number
      bids[b] =
        rule === NO_BID
          ? null
          : {
              itemId: p.ids[p.idAt[c] as number] as string,
              unitPrice: nullOf(p.unitPrice[c] as number),
              amountFen: p.amountFen[c] as number,
              diffFen: nullOf(p.diff[c] as number),
              rate: nullOf(p.rate[c] as number),
              outOfBand: p.out[c] === 1,
              match: RULE_OF[rule] ?? 'code',
            }
    }
    out[k] = {
      key: p.key[k] as string,
      tenderItemId: p.tenderItemId[k] as string,
      code: p.code[k] as string,
      name: p.name[k] as string,
      unit: p.unit[k] as string,
      quantity: nullOf(p.quantity[k] as number),
      controlPrice: nullOf(p.controlPrice[k] as number),
      controlFen: p.controlFen[k] as number,
      baseFen: nullOf(p.base[k] as number),
      minFen: nullOf(p.min[k] as number),
      maxFen: nullOf(p.max[k] as number),
      meanFen: nullOf(p.mean[k] as number),
      bids,
    }
  }
  return out
}
