import type { OutboxEntry, SmartBoqDb } from '@/data/db'
import { failedEntries, markAcked, markFailed, markRetry, pendingEntries, rowKey } from '@/data/repositories/outbox'
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

async function send(transport: SyncTransport, entry: OutboxEntry): Promise<SendResult> {
  try {
    return await transport.send(entry)
  } catch (e) {
    return failureFromError(e)
  }
}

/**
 * Replays pending entries strictly in seq order, one at a time. A rejected entry goes to the
 * failed list and blocks the later entries of the SAME row (they were made on top of it) but not
 * those of other rows. A transient failure stops the pass until the entry's backoff ends.
 */
export async function pushOutbox(ctx: PushContext): Promise<PushOutcome> {
  const { db, transport } = ctx
  let sent = 0
  const tried = new Set<number>()
  for (;;) {
    const blocked = new Set((await failedEntries(db)).map((e) => rowKey(e.entity, e.entityId)))
    const queue = (await pendingEntries(db)).filter((e) => !tried.has(e.seq))
    const ready = queue.filter((e) => !blocked.has(rowKey(e.entity, e.entityId)))
    if (ready.length === 0) return { kind: 'done', sent }
    for (const entry of ready) {
      const key = rowKey(entry.entity, entry.entityId)
      if (blocked.has(key)) continue
      if (entry.nextAttemptAt > ctx.now()) return { kind: 'wait', until: entry.nextAttemptAt, error: entry.lastError }
      tried.add(entry.seq)
      const result = await send(transport, entry)
      switch (result.kind) {
        case 'ok':
          await markAcked(db, entry.seq, result, ctx.now())
          sent++
          break
        case 'retry': {
          const until = ctx.now() + backoffDelay(entry.attempts, ctx.random)
          await markRetry(db, entry.seq, result.error || SYNC_MESSAGES.network, until)
          return { kind: 'wait', until, error: result.error }
        }
        case 'auth':
          return { kind: 'auth' }
        case 'upgrade':
          return { kind: 'upgrade' }
        case 'rejected':
          await markFailed(db, entry.seq, result.message)
          blocked.add(key)
          break
      }
    }
  }
}
