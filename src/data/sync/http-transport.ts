import { SYNC_CALLS } from '@/domain/api/calls/sync'
import type { OutboxEntry } from '@/data/db'
import { z } from 'zod'
import { request } from '@/data/api'
import { batchData, CLIENT_SCHEMA_VERSION, SYNC_HEADERS } from '@/domain/api/sync'
import { SUCCESS } from '@/domain/api/envelope'
import { encodeForm, encodeQuery } from '@/data/api/encode'
import {
  failureFromError,
  pullResultFromBody,
  sendResultFromAnswer,
  sendResultFromBody,
  type PullResult,
  type SendResult,
  type SyncTransport,
} from './transport'

/** GET /api/Sync/Changes (docs/sync.md). */
export const CHANGES_PATH = SYNC_CALLS.changes.path

/** POST /api/Sync/Batch (docs/sync.md "Batched replay"). */
export const BATCH_PATH = SYNC_CALLS.batch.path

const batchAnswer = z.object({ ErrorCode: z.literal(SUCCESS), Data: batchData })

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
    async sendBatch(entries: readonly OutboxEntry[]): Promise<SendResult[] | null> {
      const first = entries[0]
      if (!first) return []
      try {
        const headers = {
          [SYNC_HEADERS.clientId]: first.clientId,
          [SYNC_HEADERS.schemaVersion]: String(CLIENT_SCHEMA_VERSION),
        }
        const Entries = entries.map((e) => ({
          Method: e.call.method,
          Path: e.call.path,
          Body: e.call.method === 'GET' ? encodeQuery(e.payload) : encodeForm(e.payload),
          MutationId: e.mutationId,
          Seq: e.seq,
          BaseVersion: e.baseVersion,
        }))
        const body = await request.post(BATCH_PATH, { Entries }, opts(headers))
        // A refused batch as a whole (too large, an older server): the entries go one by one,
        // so each gets its own answer.
        const answer = batchAnswer.safeParse(body)
        if (!answer.success || answer.data.Data.Results.length === 0) return null
        return answer.data.Data.Results.map((r) => sendResultFromAnswer(r.Status, r))
      } catch (e) {
        const failure = failureFromError(e)
        return failure.kind === 'rejected' ? null : [failure]
      }
    },
    async pull(cursor: string | null, limit: number): Promise<PullResult> {
      try {
        const headers = {
          [SYNC_HEADERS.clientId]: await getClientId(),
          [SYNC_HEADERS.schemaVersion]: String(CLIENT_SCHEMA_VERSION),
        }
        const body = await request.get(
          CHANGES_PATH,
          cursor === null ? { limit } : { cursor, limit },
          opts(headers),
        )
        return pullResultFromBody(body)
      } catch (e) {
        const f = failureFromError(e)
        return f.kind === 'rejected' ? { kind: 'retry', error: f.message } : f
      }
    },
  }
}
