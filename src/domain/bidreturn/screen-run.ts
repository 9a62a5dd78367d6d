import type { BidReturnResult } from './analysis'
import { itemsOf, type ItemComparison, type ItemTable } from './compare'
import type { BidReturnOptions } from './model'
import { isDecoded, runSchemeParts } from './scheme-run'
import type { StoredParticipant } from './stored'

/**
 * What the compute worker hands the 回标 screens (docs/bid-return.md "Speed"). A full result of
 * 10 bidders × 20,000 items is some 250,000 objects; the main thread would spend one long task
 * deserialising it. So a run answers with everything but the items comparison (and with the heat
 * map's first HEAT_ROWS rows, and the corrections' totals without their item lists, which no
 * screen shows: the report is built in the worker), and the screens then fetch the items in pages
 * of ITEM_PAGE, each page its own message and its own short task. A finding carries at most
 * FINDING_ROWS of its rows (`rowCount` says how many it has). The bills' texts (1.4 M characters
 * each at 20,000 items) cross only once: a bill the worker has decoded is sent as `Bill: ''`, and
 * a missing one is loaded by `loadBill`, one message per bill.
 */
export const ITEM_PAGE = 2000
export const HEAT_ROWS = 60

/** Rows behind a finding sent to the screens: bottomLevelData lists at most this many. */
export const FINDING_ROWS = 2000

export type ScreenRun =
  | { ok: true; result: BidReturnResult; token: number; itemCount: number }
  | { ok: false; message: string; missing?: string[] }

/** The items (as columns) of the last few runs (two screens may run at once), by token. */
const kept = new Map<number, ItemTable>()
const KEEP = 4
let tokens = 0

export function runForScreens(
  rows: readonly StoredParticipant[],
  controlTotal: number | null,
  options: BidReturnOptions,
): ScreenRun {
  // Bills sent without their text must be decoded here already; else ask for them.
  const missing = rows.filter((r) => r.Bill === '' && !isDecoded(r)).map((r) => r.ID)
  if (missing.length > 0) return { ok: false, message: '', missing }
  const run = runSchemeParts(rows, controlTotal, options, HEAT_ROWS)
  if (!run.ok) return run
  const { result, table } = run.run
  const token = ++tokens
  kept.set(token, table)
  if (kept.size > KEEP) kept.delete(kept.keys().next().value ?? 0)
  return {
    ok: true,
    token,
    itemCount: table.n,
    result: {
      ...result,
      findings: result.findings.map((f) =>
        f.rows.length > FINDING_ROWS ? { ...f, rows: f.rows.slice(0, FINDING_ROWS), rowCount: f.rows.length } : f,
      ),
      corrections: result.corrections.map((c) => ({ ...c, items: [] })),
    },
  }
}

/** Items `from` … `from + ITEM_PAGE` of run `token` (made here, a page at a time); null when newer runs pushed it out. */
export function screenItems(token: number, from: number): ItemComparison[] | null {
  const table = kept.get(token)
  return table ? itemsOf(table, from, from + ITEM_PAGE) : null
}
