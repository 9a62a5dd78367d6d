import type { OutboxEntry } from '@/data/db'
import type { ChangesPage } from '@/data/repositories/pull-apply'
import { SUCCESS } from '@/domain/api/envelope'
import {
  changesData,
  mutationResultData,
  UPGRADE_ERROR_CODE,
  type FieldConflict,
} from '@/domain/api/sync'
import { z } from 'zod'
import { SYNC_MESSAGES } from './status-store'

/** What replaying one outbox entry came to. */
export type SendResult =
  | {
      kind: 'ok'
      result: unknown
      serverVersion: number
      conflicts?: FieldConflict[]
      deleted?: boolean
      fields?: Record<string, unknown>
    }
  | { kind: 'retry'; error: string }
  | { kind: 'auth' }
  | { kind: 'rejected'; message: string }
  | { kind: 'upgrade' }

export type PullResult =
  | { kind: 'page'; page: ChangesPage; hasMore: boolean }
  | { kind: 'reset' }
  | { kind: 'retry'; error: string }
  | { kind: 'auth' }
  | { kind: 'upgrade' }

/** The engine's only link to the server; tests inject fakes, the app uses the http wrapper. */
export interface SyncTransport {
  send(entry: OutboxEntry): Promise<SendResult>
  /**
   * Many entries in one request (POST /api/Sync/Batch), answered in order; the answers may stop
   * early (the server stops after the first entry that did not succeed). null: the server has no
   * batch call, send one by one. Absent: this transport only sends one by one.
   */
  sendBatch?(entries: readonly OutboxEntry[]): Promise<SendResult[] | null>
  pull(cursor: string | null, limit: number): Promise<PullResult>
}

const envelope = z.object({
  ErrorCode: z.string(),
  Message: z.string().optional().default(''),
  Data: z.unknown(),
})

/** SPEC §6: 403 or the not-logged-in message means "log in". */
const NOT_LOGGED_IN = /^请先登录/

type Failure =
  | { kind: 'retry'; error: string }
  | { kind: 'auth' }
  | { kind: 'upgrade' }
  | { kind: 'rejected'; message: string }

function envelopeFailure(code: string, message: string): Failure {
  if (code === UPGRADE_ERROR_CODE) return { kind: 'upgrade' }
  if (NOT_LOGGED_IN.test(message)) return { kind: 'auth' }
  return { kind: 'rejected', message: message || SYNC_MESSAGES.rejected }
}

/** Maps a response body of a replayed write to a SendResult. */
export function sendResultFromBody(body: unknown): SendResult {
  const env = envelope.safeParse(body)
  if (!env.success) return { kind: 'retry', error: SYNC_MESSAGES.badAnswer }
  if (env.data.ErrorCode !== SUCCESS) return envelopeFailure(env.data.ErrorCode, env.data.Message)
  const data = mutationResultData.safeParse(env.data.Data)
  if (!data.success) return { kind: 'retry', error: SYNC_MESSAGES.badAnswer }
  const { Conflicts, Version, Deleted, Fields } = data.data
  const ok: SendResult = { kind: 'ok', result: data.data, serverVersion: Version }
  if (Fields) ok.fields = Fields
  if (Conflicts && Conflicts.length > 0) ok.conflicts = Conflicts
  if (Deleted === true) ok.deleted = true
  return ok
}

/** Maps one entry's answer inside a batch (its HTTP status and envelope) to a SendResult. */
export function sendResultFromAnswer(status: number, body: unknown): SendResult {
  return status >= 400 ? failureFromError({ status, body }) : sendResultFromBody(body)
}

/** Maps a GET /api/Sync/Changes response body to a PullResult. */
export function pullResultFromBody(body: unknown): PullResult {
  const env = envelope.safeParse(body)
  if (!env.success) return { kind: 'retry', error: SYNC_MESSAGES.badAnswer }
  if (env.data.ErrorCode !== SUCCESS) {
    const failure = envelopeFailure(env.data.ErrorCode, env.data.Message)
    return failure.kind === 'rejected' ? { kind: 'retry', error: failure.message } : failure
  }
  const data = changesData.safeParse(env.data.Data)
  if (!data.success) return { kind: 'retry', error: SYNC_MESSAGES.badAnswer }
  if (data.data.Reset) return { kind: 'reset' }
  const { Changes, NextCursor, HasMore, LastMutationSeq } = data.data
  return {
    kind: 'page',
    page: { changes: Changes, nextCursor: NextCursor, lastMutationSeq: LastMutationSeq },
    hasMore: HasMore,
  }
}

function statusOf(e: unknown): number | undefined {
  if (typeof e !== 'object' || e === null) return undefined
  if ('status' in e && typeof e.status === 'number') return e.status
  if ('response' in e) return statusOf(e.response)
  return undefined
}

function bodyOf(e: unknown): unknown {
  if (typeof e !== 'object' || e === null) return undefined
  if ('body' in e) return e.body
  if ('data' in e) return e.data
  return undefined
}

/**
 * Maps a thrown request error: 403 → log in, 426 → update the app, 5xx / 408 / 429 / network →
 * retry later, any other 4xx → the server refused this write (use its Message when there is one).
 */
export function failureFromError(e: unknown): Failure {
  const status = statusOf(e)
  if (status === 403) return { kind: 'auth' }
  if (status === 426) return { kind: 'upgrade' }
  if (status === undefined || status >= 500 || status === 408 || status === 429 || status === 0) {
    return { kind: 'retry', error: SYNC_MESSAGES.network }
  }
  if (status >= 400) {
    const env = envelope.safeParse(bodyOf(e))
    if (env.success && env.data.ErrorCode !== SUCCESS)
      return envelopeFailure(env.data.ErrorCode, env.data.Message)
    return { kind: 'rejected', message: SYNC_MESSAGES.rejected }
  }
  return { kind: 'retry', error: SYNC_MESSAGES.network }
}
