import type { OutboxEntry } from '@/data/db'
import type { PullResult, SendResult, SyncTransport } from '../transport'

/** A transport for unit tests: answers come from functions, every call is recorded. */
export interface ScriptedTransport extends SyncTransport {
  sent: OutboxEntry[]
  pulls: (string | null)[]
}

export function scriptedTransport(
  onSend: (entry: OutboxEntry, n: number) => SendResult,
  onPull: (cursor: string | null, limit: number) => PullResult = () => ({
    kind: 'page',
    page: { changes: [], nextCursor: 'c0', lastMutationSeq: 0 },
    hasMore: false,
  }),
): ScriptedTransport {
  const sent: OutboxEntry[] = []
  const pulls: (string | null)[] = []
  return {
    sent,
    pulls,
    send(entry) {
      sent.push(entry)
      return Promise.resolve(onSend(entry, sent.length))
    },
    pull(cursor, limit) {
      pulls.push(cursor)
      return Promise.resolve(onPull(cursor, limit))
    },
  }
}

export const okResult = (serverVersion: number): SendResult => ({
  kind: 'ok',
  result: {},
  serverVersion,
})
