import { MemoStore } from './analysis'
import type { ItemTable } from './compare'
import type { Finding } from './model'
import type { DecodedColumns, StoredParticipant } from './stored'

/**
 * What the compute worker keeps for 回标 between calls (docs/bid-return.md "Speed"): decoded
 * bills, the options-independent parts of analyses, bills arriving in slices and the screens'
 * runs. One per worker (workers/bid-return.ts holds it); scheme-run.ts and screen-run.ts take it
 * as their first argument and keep nothing of their own.
 */
export interface BidReturnSession {
  /** Decoded bills by revision key (scheme-run.ts), the oldest dropped beyond BILLS_MAX. */
  readonly bills: Map<string, DecodedColumns>
  /** The prepared bills, matches, 符合性 and 算术性 findings, corrections (analysis.ts AnalysisMemo). */
  readonly memo: MemoStore
  /** Slices of bills being sent (`loadBillSlice`), by revision key. */
  readonly slices: Map<string, { parts: string[]; got: number }>
  /** The tender last sent in slices: the bidders sent after it are matched and checked ahead. */
  lastTender: StoredParticipant | null
  /** Item id → index in a decoded bill's columns, made on first use. */
  readonly itemIndex: WeakMap<DecodedColumns, Map<string, number>>
  /** The items (as columns) and findings (all their rows) of the screens' last few runs, by token (screen-run.ts). */
  readonly runs: Map<number, { table: ItemTable; findings: readonly Finding[] }>
  tokens: number
}

/** Decoded bills kept: 10 schemes of 4 bidders, or 4 of 10. */
export const BILLS_MAX = 40
/** About 4 memo entries per bidder: 10 schemes of 10 bidders. */
const MEMO_MAX = 400

export function newBidReturnSession(): BidReturnSession {
  return {
    bills: new Map(),
    memo: new MemoStore(MEMO_MAX),
    slices: new Map(),
    lastTender: null,
    itemIndex: new WeakMap(),
    runs: new Map(),
    tokens: 0,
  }
}
