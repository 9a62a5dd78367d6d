import fc from 'fast-check'
import type { SmartBoqDb } from '@/data/db'
import { outboxCounts } from '@/data/repositories/outbox'
import { DOC_EDIT_KINDS, type DocEdit } from './fuzz-docs'

/**
 * One step of a sync fuzz run: an edit of a document by client c (./fuzz-docs.ts), a sync, a
 * kill, client c going offline or back online (its syncs do nothing meanwhile: an offline
 * stretch), delivery of held requests, a purge.
 */
export type FuzzStep =
  | ({ t: 'edit'; c: number } & DocEdit)
  | { t: 'sync'; c: number }
  | { t: 'kill'; c: number }
  | { t: 'offline'; c: number }
  | { t: 'deliver' }
  | { t: 'purge' }

/** The step mix of both fuzz tests (reference server and real server): three clients, mostly edits and syncs. */
export const fuzzStep: fc.Arbitrary<FuzzStep> = fc.oneof(
  {
    weight: 16,
    arbitrary: fc.record({
      t: fc.constant('edit' as const),
      c: fc.nat(2),
      kind: fc.constantFrom(...DOC_EDIT_KINDS),
      entity: fc.nat(),
      pick: fc.nat(),
      field: fc.nat(),
      value: fc.nat(1000),
    }),
  },
  { weight: 10, arbitrary: fc.record({ t: fc.constant('sync' as const), c: fc.nat(2) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('kill' as const), c: fc.nat(2) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('offline' as const), c: fc.nat(2) }) },
  { weight: 2, arbitrary: fc.constant({ t: 'deliver' as const }) },
  { weight: 1, arbitrary: fc.constant({ t: 'purge' as const }) },
)

/** A fuzz client as the heal loop needs it. */
interface HealClient {
  engine: { syncNow(): Promise<unknown> }
  db: SmartBoqDb
}

/**
 * The heal of both fuzz tests, once faults are off: every client syncs and collects its failed
 * entries, round after round (`nextRound` moves the clock past any backoff), until two rounds in
 * a row leave nothing pending or failed, at most 30 rounds. Returns the quiet rounds reached (2).
 */
export async function healUntilQuiet<C extends HealClient>(
  clients: readonly C[],
  nextRound: () => void,
  collectFailed: (c: C) => Promise<void>,
): Promise<number> {
  let quiet = 0
  for (let round = 0; round < 30 && quiet < 2; round++) {
    nextRound()
    let busy = false
    for (const c of clients) {
      await c.engine.syncNow()
      await collectFailed(c)
      const counts = await outboxCounts(c.db)
      busy ||= counts.pending > 0 || counts.failed > 0
    }
    quiet = busy ? 0 : quiet + 1
  }
  return quiet
}
