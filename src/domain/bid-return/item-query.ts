import { keysOf, type ItemTable } from './compare'
import { itemPageAt, type ItemPage } from './item-page'
import { searchMatcher } from './item-search'
import type { PreparedBill } from './prepare'

/**
 * The items comparison as the 回标 screens ask for it (docs/bid-return.md "Speed"): the items stay
 * in the compute worker as columns (ItemTable) and a screen asks for the page it shows of the
 * items its filters keep. Before, the screens took all 20,000 items of a run (some 220,000
 * objects made on the main thread) and filtered them there.
 */
export type ItemQuery =
  /** switchfunction: one 单位工程 ('' = all), only items with a bid out of the band, code or name containing `text`. */
  | { kind: 'list'; unit: string; outOnly: boolean; text: string }
  /** compardiffercontract: bidders a and b (indexes into the run's bidders), only items whose 综合单价 differ. */
  | { kind: 'pair'; a: number; b: number; diffOnly: boolean }
  /** bottomLevelData: 项目编码 starting with or 项目名称 containing `text`, latin letters in either case (item-search.ts). */
  | { kind: 'search'; text: string }

export interface ItemQueryPage {
  /** How many items the query keeps in all. */
  total: number
  page: ItemPage
}

/** What the screens show of the items without asking for them: the 单位工程 keys and the out-of-band count per bidder. */
export interface ItemSummary {
  itemCount: number
  /** The 单位工程 part of the item keys, in bill order, each once. */
  units: string[]
  /** Per bidder (the run's order): items whose bid is out of the band. */
  outCounts: number[]
}

export function itemSummary(t: ItemTable): ItemSummary {
  const units = new Set<string>()
  for (const key of keysOf(t.tender)) units.add(key.slice(0, key.indexOf('|')))
  const outCounts = t.bidders.map((_, b) => {
    let count = 0
    for (let ti = 0; ti < t.n; ti++) count += t.out[b * t.n + ti] as number
    return count
  })
  return { itemCount: t.n, units: [...units], outCounts }
}

/** The bidder's 综合单价 of tender item ti: undefined without a bid, null when blank. */
function bidPrice(t: ItemTable, b: number, ti: number): number | null | undefined {
  const j = t.matches[b]?.toBidder[ti]
  if (j === undefined || j === -1) return undefined
  const price = (t.bidders[b] as PreparedBill).cols.unitPrice[j] as number
  return Number.isNaN(price) ? null : price
}

function keeps(t: ItemTable, q: ItemQuery): (ti: number) => boolean {
  const T = t.tender.cols
  if (q.kind === 'pair') return (ti) => !q.diffOnly || bidPrice(t, q.a, ti) !== bidPrice(t, q.b, ti)
  if (q.kind === 'search') {
    const matches = searchMatcher(q.text)
    return matches ? (ti) => matches(T.code[ti] as string, T.name[ti] as string) : () => false
  }
  const keys = keysOf(t.tender)
  const prefix = `${q.unit}|`
  const text = q.text.trim()
  const nb = t.bidders.length
  return (ti) => {
    if (q.unit !== '' && !(keys[ti] as string).startsWith(prefix)) return false
    if (
      text !== '' &&
      !(T.code[ti] as string).includes(text) &&
      !(T.name[ti] as string).includes(text)
    )
      return false
    if (!q.outOnly) return true
    for (let b = 0; b < nb; b++) if (t.out[b * t.n + ti] === 1) return true
    return false
  }
}

/** The indices (bill order) of the tender items the query keeps. */
export function matchingItems(t: ItemTable, q: ItemQuery): Int32Array {
  const keep = keeps(t, q)
  const out = new Int32Array(t.n)
  let count = 0
  for (let ti = 0; ti < t.n; ti++) if (keep(ti)) out[count++] = ti
  return out.subarray(0, count)
}

/** Items `from` … `from + count` of those the query keeps, and how many it keeps in all. */
export function queryItems(t: ItemTable, q: ItemQuery, from: number, count: number): ItemQueryPage {
  const all = matchingItems(t, q)
  const start = Math.max(0, Math.min(from, all.length))
  return { total: all.length, page: itemPageAt(t, all.subarray(start, start + Math.max(0, count))) }
}
