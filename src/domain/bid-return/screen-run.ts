import type { BidReturnResult } from './analysis'
import { FINDING_PAGE, FINDING_ROWS } from './finding-pages'
import type { BidderCorrection } from './correct'
import { ITEM_PAGE, itemPage, type ItemPage } from './item-page'
import {
  itemSummary,
  queryItems,
  type ItemQuery,
  type ItemQueryPage,
  type ItemSummary,
} from './item-query'
import type { BidReturnOptions, RowRef } from './model'
import { isDecoded, runSchemeParts } from './scheme-run'
import type { BidReturnSession } from './session'
import type { StoredParticipant } from './stored'

/**
 * What the compute worker hands the 回标 screens (docs/bid-return.md "Speed"). A full result of
 * 10 bidders × 20,000 items is some 250,000 objects; the main thread would spend one long task
 * deserialising it. So a run answers with everything but the items comparison (and with the heat
 * map's first HEAT_ROWS rows, and the corrections' totals without their item lists, which no
 * screen shows: the report is built in the worker), and the screens then fetch the items in pages
 * of ITEM_PAGE, each page its own message (columns, item-page.ts) and its own short task. A
 * finding carries at most FINDING_ROWS of its rows (`rowCount` says how many it has): the worker
 * keeps them all with the run, and bottomLevelData asks for a page of them (`screenFindingRows`).
 * The bills' texts (1.4 M characters each at 20,000 items) cross only once: a bill the worker has
 * decoded is sent as `Bill: ''`, and a missing one is sent in slices (`loadBillSlice`), one message each.
 */
/** Items per page (item-page.ts). */
export { ITEM_PAGE } from './item-page'
export const HEAT_ROWS = 60

export type ScreenRun =
  | { ok: true; result: BidReturnResult; token: number; itemCount: number; summary: ItemSummary }
  | { ok: false; message: string; missing?: string[] }

/** Runs kept for the screens' pages (two screens may run at once): their items and findings (session.runs). */
const KEEP = 4

export function runForScreens(
  s: BidReturnSession,
  rows: readonly StoredParticipant[],
  controlTotal: number | null,
  options: BidReturnOptions,
): ScreenRun {
  // Bills sent without their text must be decoded in the session already; else ask for them.
  const missing = rows.filter((r) => r.Bill === '' && !isDecoded(s, r)).map((r) => r.ID)
  if (missing.length > 0) return { ok: false, message: '', missing }
  const run = runSchemeParts(s, rows, controlTotal, options, HEAT_ROWS)
  if (!run.ok) return run
  const { result, table } = run.run
  const token = ++s.tokens
  s.runs.set(token, { table, findings: result.findings })
  if (s.runs.size > KEEP) s.runs.delete(s.runs.keys().next().value ?? 0)
  return {
    ok: true,
    token,
    itemCount: table.n,
    summary: itemSummary(table),
    result: {
      ...result,
      findings: result.findings.map((f) =>
        f.rows.length > FINDING_ROWS
          ? { ...f, rows: f.rows.slice(0, FINDING_ROWS), rowCount: f.rows.length }
          : f,
      ),
      // Field by field: spreading a correction would read (and so make) its lazy item list.
      corrections: result.corrections.map((c): BidderCorrection => ({
        bidderId: c.bidderId,
        statedTotalFen: c.statedTotalFen,
        correctedTotalFen: c.correctedTotalFen,
        spreadFen: c.spreadFen,
        finalTotalFen: c.finalTotalFen,
        finalItemsFen: c.finalItemsFen,
        otherPartsFen: c.otherPartsFen,
        residueFen: c.residueFen,
        residueUnitId: c.residueUnitId,
        items: [],
      })),
    },
  }
}

/** Forgets run `token` (the warm-up's, workers/bid-return-warm-up.ts). */
export function forgetRun(s: BidReturnSession, token: number): void {
  s.runs.delete(token)
}

/** Items `from` … `from + ITEM_PAGE` of run `token` as columns (itemsFromPage makes the objects); null when newer runs pushed it out. */
export function screenItems(s: BidReturnSession, token: number, from: number): ItemPage | null {
  const k = s.runs.get(token)
  return k ? itemPage(k.table, from, from + ITEM_PAGE) : null
}

/** Rows `from` … `from + FINDING_PAGE` of finding `index` of run `token`; null when newer runs pushed it out. */
export function screenFindingRows(
  s: BidReturnSession,
  token: number,
  index: number,
  from: number,
): RowRef[] | null {
  const f = s.runs.get(token)?.findings[index]
  return f ? f.rows.slice(Math.max(0, from), from + FINDING_PAGE) : null
}

/** Items asked for by one screen query at most (a screen shows a page of 200 to 500). */
export const ITEM_QUERY_MAX = 1000

/** Items `from` … `from + count` (at most ITEM_QUERY_MAX) of those `query` keeps in run `token`; null when newer runs pushed it out. */
export function screenItemQuery(
  s: BidReturnSession,
  token: number,
  query: ItemQuery,
  from: number,
  count: number,
): ItemQueryPage | null {
  const k = s.runs.get(token)
  return k ? queryItems(k.table, query, from, Math.min(count, ITEM_QUERY_MAX)) : null
}
