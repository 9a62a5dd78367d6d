import { normalizeUnit } from '../bill/quantity'
import type { ItemColumns } from './columns'

/**
 * Matching a bidder's items to the tender's (docs/bid-return.md "Matching"), in two rules:
 * 1. 项目编码: the same 单位工程 key and the same full 项目编码 (empty codes never match);
 * 2. 名称+单位+特征: for the items rule 1 left over on both sides, the same 单位工程 key and the same
 *    normalised 项目名称, 计量单位 and 项目特征 (a renumbered or uncoded item is still the tender's).
 * The same code at the same position pairs first; other duplicates pair in bill order. Items are
 * addressed by their index in the bill's item list.
 */
export type MatchRule = 'code' | 'text'

export const MATCH_LABELS: Readonly<Record<MatchRule, string>> = {
  code: '按项目编码',
  text: '按名称+单位+特征',
}

/** The rule of each tender item's match: 0 none, 1 code, 2 text. */
export const RULE_OF: readonly (MatchRule | null)[] = [null, 'code', 'text']

export interface ItemMatch {
  /** Per tender item: the bidder item's index, or −1. */
  toBidder: Int32Array
  /** Per bidder item: the tender item's index, or −1. */
  toTender: Int32Array
  /** Per tender item: 0 none, 1 by code, 2 by text. */
  rule: Uint8Array
}

/** What matching reads of a bill's items: per item its 单位工程 key and fields (columns.ts). */
export interface MatchSide {
  unitKeys: readonly string[]
  cols: Pick<ItemColumns, 'n' | 'code' | 'name' | 'unit' | 'features'>
}

/** Text as matching compares it: NFKC (full-width → half-width), lower case, no whitespace. */
export function normText(s: string): string {
  return s.normalize('NFKC').toLowerCase().replace(/\s+/g, '')
}

const textKey = (side: MatchSide, i: number): string => {
  const c = side.cols
  return `${side.unitKeys[i]}\u0001${normText(c.name[i] as string)}\u0001${normalizeUnit(c.unit[i] as string).toLowerCase()}\u0001${normText(c.features[i] as string)}`
}

/** `单位工程 key \u0001 项目编码`, null without a code. */
const codeKey = (side: MatchSide, i: number): string | null => {
  const code = (side.cols.code[i] as string).trim()
  return code === '' ? null : `${side.unitKeys[i]}\u0001${code}`
}

/** Pairs the still unmatched items of both sides that share a key, in bill order. */
function pairBy(
  tender: MatchSide,
  bidder: MatchSide,
  m: ItemMatch,
  rule: 1 | 2,
  key: (side: MatchSide, i: number) => string | null,
): void {
  // Bidder items by key, as a queue per key (first index, then a chain of next indexes).
  const head = new Map<string, number>()
  const next = new Int32Array(bidder.cols.n).fill(-1)
  for (let j = bidder.cols.n - 1; j >= 0; j--) {
    if (m.toTender[j] !== -1) continue
    const k = key(bidder, j)
    if (k === null) continue
    const h = head.get(k)
    if (h !== undefined) next[j] = h
    head.set(k, j)
  }
  if (head.size === 0) return
  for (let i = 0; i < tender.cols.n; i++) {
    if (m.toBidder[i] !== -1) continue
    const k = key(tender, i)
    if (k === null) continue
    const j = head.get(k)
    if (j === undefined) continue
    m.toBidder[i] = j
    m.toTender[j] = i
    m.rule[i] = rule
    const n = next[j] as number
    if (n === -1) head.delete(k)
    else head.set(k, n)
  }
}

export function matchItems(tender: MatchSide, bidder: MatchSide): ItemMatch {
  const m: ItemMatch = {
    toBidder: new Int32Array(tender.cols.n).fill(-1),
    toTender: new Int32Array(bidder.cols.n).fill(-1),
    rule: new Uint8Array(tender.cols.n),
  }
  // Returned bills nearly always keep the tender's order: the same code at the same position pairs
  // at once (no hashing); the rest go through the keyed passes.
  const common = Math.min(tender.cols.n, bidder.cols.n)
  let paired = 0
  const tc = tender.cols.code
  const bc = bidder.cols.code
  for (let i = 0; i < common; i++) {
    const code = tc[i] as string
    if (
      (code === bc[i] || code.trim() === (bc[i] as string).trim()) &&
      tender.unitKeys[i] === bidder.unitKeys[i] &&
      code.trim() !== ''
    ) {
      m.toBidder[i] = i
      m.toTender[i] = i
      m.rule[i] = 1
      paired++
    }
  }
  if (paired < tender.cols.n && paired < bidder.cols.n) pairBy(tender, bidder, m, 1, codeKey)
  let left = 0
  for (let i = 0; i < m.toBidder.length && left === 0; i++) if (m.toBidder[i] === -1) left++
  let extra = 0
  for (let j = 0; j < m.toTender.length && extra === 0; j++) if (m.toTender[j] === -1) extra++
  if (left > 0 && extra > 0) pairBy(tender, bidder, m, 2, textKey)
  return m
}
