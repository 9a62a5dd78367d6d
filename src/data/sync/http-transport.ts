import { SYNC_CALLS } from '@/domain/api/calls/sync'
import type { OutboxEntry } from '@/data/db'
import { request } from '@/data/api'
import { CLIENT_SCHEMA_VERSION, SYNC_HEADERS } from '@/domain/api/sync'
import { failureFromError, pullResultFromBody, sendResultFromBody, type PullResult, type SendResult, type SyncTransport } from './transport'

/** GET /api/Sync/Changes (docs/sync.md). */
export const CHANGES_PATH = SYNC_CALLS.changes.path

/** A stuck request must not hold the sync lock for the wrapper's 33-hour timeout. */
export const SYNC_REQUEST_TIMEOUT_MS = 60_000

export function mutationHeaders(entry: OutboxEntry): Record<string, string> {
  return {
    [SYNC_HEADERS.clientId]: entry.clientId,
    [SYNC_HEADERS.mutationId]: entry.mutationId,
    [SYNC_HEADERS.mutationSeq]: String(entry.seq),
    [SYNC_HEADERS.baseVersion]: String(entry.baseVersion),
    [SYNC_HEADERS.schemaVersion]: String(CLIENT_SCHEMA_VERSION),
  }
}

/**
 * The app's transport: the SPEC §7 wrapper client, silent and without message boxes (the sync
 * indicator reports instead), carrying the idempotency headers on every replay.
 */
export function createHttpTransport(getClientId: () => Promise<string>): SyncTransport {
  const opts = (headers: Record<string, string>) => ({
    silent: true,
    notify: false,
    loading: false,
    headers,
    signal: AbortSignal.timeout(SYNC_REQUEST_TIMEOUT_MS),
  })
  return {
    async send(entry: OutboxEntry): Promise<SendResult> {
      try {
        const o = opts(mutationHeaders(entry))
        const body =
          entry.call.method === 'GET'
            ? await request.get(entry.call.path, entry.payload, o)
            : await request.post(entry.call.path, entry.payload, o)
        return sendResultFromBody(body)
      } catch (e) {
        return failureFromError(e)
      }
    },
    async pull(cursor: string | null, limit: number): Promise<PullResult> {
      try {
        const headers = { [SYNC_HEADERS.clientId]: await getClientId(), [SYNC_HEADERS.schemaVersion]: String(CLIENT_SCHEMA_VERSION) }
        const body = await request.get(CHANGES_PATH, cursor === null ? { limit } : { cursor, limit }, opts(headers))
        return pullResultFromBody(body)
      } catch (e) {
        const f = failureFromError(e)
        return f.kind === 'rejected' ? { kind: 'retry', error: f.message } : f
      }
    },
  }
}
