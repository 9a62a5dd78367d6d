import type { OutboxEntry, SmartBoqDb } from '@/data/db'
import {
  failedEntries,
  markAcked,
  markAckedMany,
  markFailed,
  markRetry,
  pendingPage,
  rowKey,
} from '@/data/repositories/outbox'
import { backoffDelay } from './backoff'
import { SYNC_MESSAGES } from './status-store'
import { failureFromError, type SendResult, type SyncTransport } from './transport'

export interface PushContext {
  db: SmartBoqDb
  transport: SyncTransport
  now: () => number
  random: () => number
}

export type PushOutcome =
  | { kind: 'done'; sent: number }
  | { kind: 'wait'; until: number; error: string | null }
  | { kind: 'auth' }
  | { kind: 'upgrade' }

/** Most entries one batched request carries (the server takes up to BATCH_MAX_ENTRIES). */
export const PUSH_BATCH_SIZE = 250

async function send(transport: SyncTransport, entry: OutboxEntry): Promise<SendResult> {
  try {
    return await transport.send(entry)
  } catch (e) {
    return failureFromError(e)
  }
}

/** The entries' answers: one batched request, or null when entries must go one by one. */
async function sendMany(
  transport: SyncTransport,
  entries: readonly OutboxEntry[],
): Promise<SendResult[] | null> {
  if (!transport.sendBatch || entries.length < 2) return null
  try {
    return await transport.sendBatch(entries)
  } catch (e) {
    return [failureFromError(e)]
  }
}

/**
 * Replays pending entries strictly in seq order: runs of due entries go in one batched request
 * (POST /api/Sync/Batch, answered in order), else one at a time. A rejected entry goes to the
 * failed list and blocks the later entries of the SAME row (they were made on top of it) but not
 * those of other rows. A transient failure stops the pass until the entry's backoff ends.
 */
export async function pushOutbox(ctx: PushContext): Promise<PushOutcome> {
  // A run answered wholly ok is recorded (`acking`) while the next run is on the network; it is
  // awaited before anything else is recorded and before the pass ends, whatever ends it.
  const pass = { acking: Promise.resolve() }
  try {
    return await pushPass(ctx, pass)
  } finally {
    await pass.acking
  }
}

async function pushPass(ctx: PushContext, pass: { acking: Promise<void> }): Promise<PushOutcome> {
  const { db, transport } = ctx
  const sent = { count: 0 }
  let batching = transport.sendBatch !== undefined
  const tried = new Set<number>()
  // The pass reads the pending entries a page at a time in seq order; `after` is the last seq it
  // has answered or passed over (entries before it are never needed again in this pass).
  let after = 0
  // The page after a run in flight, read while the network answers.
  let prefetched: Promise<OutboxEntry[]> | null = null
  for (;;) {
    const blocked = new Set((await failedEntries(db)).map((e) => rowKey(e.entity, e.entityId)))
    const page: OutboxEntry[] = await (prefetched ?? pendingPage(db, after, PUSH_BATCH_SIZE))
    prefetched = null
    const ready = page.filter(
      (e: OutboxEntry) => !tried.has(e.seq) && !blocked.has(rowKey(e.entity, e.entityId)),
    )
    if (ready.length === 0) {
      if (page.length < PUSH_BATCH_SIZE) return { kind: 'done', sent: sent.count }
      after = page[page.length - 1]!.seq
      continue
    }
    const run: OutboxEntry[] = batching ? nextRun(ready, ctx.now()) : []
    const sending = run.length > 1 ? sendMany(transport, run) : Promise.resolve(null)
    const next: Promise<OutboxEntry[]> | null =
      run.length > 1 ? pendingPage(db, run[run.length - 1]!.seq, PUSH_BATCH_SIZE) : null
    const answers = await sending
    await pass.acking
    if (answers !== null && answers.length >= run.length && answers.every((r) => r.kind === 'ok')) {
      // All ok: nothing new is blocked, so the next run can go while these are recorded.
      pass.acking = markAckedMany(
        db,
        run.map((entry, i) => ({
          seq: entry.seq,
          result: answers[i] as Extract<SendResult, { kind: 'ok' }>,
        })),
        ctx.now(),
      )
      for (const entry of run) tried.add(entry.seq)
      sent.count += run.length
      after = run[run.length - 1]!.seq
      prefetched = next
      continue
    }
    await next
    if (answers === null) {
      // The server refused the batch as a whole: this pass goes one by one.
      if (run.length > 1) batching = false
      for (const entry of ready) {
        if (blocked.has(rowKey(entry.entity, entry.entityId))) continue
        if (entry.nextAttemptAt > ctx.now())
          return { kind: 'wait', until: entry.nextAttemptAt, error: entry.lastError }
        tried.add(entry.seq)
        const stop = await apply(ctx, entry, await send(transport, entry), sent, blocked)
        if (stop) return stop
      }
      after = page[page.length - 1]!.seq
      continue
    }
    // The answered run's leading successes are recorded in one transaction, then the rest in order.
    const failedAt = answers.findIndex((r) => r.kind !== 'ok')
    const oks = run.slice(0, Math.min(failedAt === -1 ? answers.length : failedAt, run.length))
    await markAckedMany(
      db,
      oks.map((entry, i) => ({
        seq: entry.seq,
        result: answers[i] as Extract<SendResult, { kind: 'ok' }>,
      })),
      ctx.now(),
    )
    for (const entry of oks) tried.add(entry.seq)
    sent.count += oks.length
    for (const [i, result] of answers.entries()) {
      const entry = run[i]
      if (!entry) break
      if (i < oks.length) continue
      tried.add(entry.seq)
      const stop = await apply(ctx, entry, result, sent, blocked)
      if (stop) return stop
    }
    // Entries of the run the answer did not reach stay pending and are read again.
    const answered = Math.min(answers.length, run.length)
    if (answered > 0) after = run[answered - 1]!.seq
  }
}

/** Records one entry's answer; the outcome that ends the pass, if it does. */
async function apply(
  ctx: PushContext,
  entry: OutboxEntry,
  result: SendResult,
  sent: { count: number },
  blocked: Set<string>,
): Promise<PushOutcome | null> {
  switch (result.kind) {
    case 'ok':
      await markAcked(ctx.db, entry.seq, result, ctx.now())
      sent.count++
      return null
    case 'retry': {
      const until = ctx.now() + backoffDelay(entry.attempts, ctx.random)
      await markRetry(ctx.db, entry.seq, result.error || SYNC_MESSAGES.network, until)
      return { kind: 'wait', until, error: result.error }
    }
    case 'auth':
      return { kind: 'auth' }
    case 'upgrade':
      return { kind: 'upgrade' }
    case 'rejected':
      await markFailed(ctx.db, entry.seq, result.message)
      blocked.add(rowKey(entry.entity, entry.entityId))
      return null
  }
}

/** The ready entries from the first one on that can go together: due now, at most a batch. */
function nextRun(ready: readonly OutboxEntry[], now: number): OutboxEntry[] {
  const run: OutboxEntry[] = []
  for (const entry of ready) {
    if (entry.nextAttemptAt > now || run.length >= PUSH_BATCH_SIZE) break
    run.push(entry)
  }
  return run
}
