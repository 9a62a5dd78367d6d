import type { Context, Hono } from 'hono'
import { SYNC_CALLS as calls } from '../../src/domain/api/calls/sync.ts'
import { ENTITY_CORE, MUTATION_OPS } from '../../src/domain/api/sync-entities.ts'
import { SYNC_HEADERS, type BatchEntry, type BatchResult } from '../../src/domain/api/sync.ts'
import { BAD_HEADERS, badClientId, upgradeAnswer } from '../lib/call-guards.ts'
import { mount } from '../lib/mount.ts'
import { Rejection } from '../lib/refusal.ts'
import type { AppEnv } from '../types.ts'

/** The calls an outbox entry can be: every synced entity's write calls ("GET /SjyqList/DeleteProJect"). */
const REPLAYABLE = new Set(Object.values(ENTITY_CORE).flatMap((core) => MUTATION_OPS.map((op) => `${core.writes[op].method} ${core.writes[op].path}`)))

const NOT_REPLAYABLE = '该接口不能批量同步'
const BAD_ANSWER = '服务器内部错误，请稍后重试'

/** The request headers one entry is replayed with: the batch's own (session, X-Token) plus its mutation's. */
function entryHeaders(c: Context<AppEnv>, entry: BatchEntry): Headers {
  const headers = new Headers(c.req.raw.headers)
  headers.delete('content-length')
  headers.delete('content-type')
  if (entry.Method === 'POST') headers.set('content-type', 'application/x-www-form-urlencoded;charset=UTF-8')
  headers.set(SYNC_HEADERS.mutationId, entry.MutationId)
  headers.set(SYNC_HEADERS.mutationSeq, String(entry.Seq))
  headers.set(SYNC_HEADERS.baseVersion, String(entry.BaseVersion))
  return headers
}

/**
 * POST /api/Sync/Batch: many outbox entries in one request (docs/sync.md "Batched replay"). Each
 * entry goes through its own call exactly as a single replay would (validation, ownership,
 * idempotency by X-Mutation-Id, its own transaction), in order; the batch stops after the first
 * entry that did not succeed, so the client handles every answer in seq order as before.
 */
export function syncBatchRoutes(api: Hono<AppEnv>, app: Hono<AppEnv>): void {
  mount(api, calls.batch, async ({ c, input }) => {
    const upgrade = upgradeAnswer(c)
    if (upgrade) return upgrade
    if (badClientId(c.req.header(SYNC_HEADERS.clientId))) throw new Rejection(BAD_HEADERS)
    const results: BatchResult[] = []
    for (const entry of input.Entries) {
      const result = await replay(app, c, entry)
      results.push(result)
      if (result.Status !== 200 || result.ErrorCode !== '0') break
    }
    return { Results: results }
  })
}

async function replay(app: Hono<AppEnv>, c: Context<AppEnv>, entry: BatchEntry): Promise<BatchResult> {
  if (!REPLAYABLE.has(`${entry.Method} ${entry.Path}`)) return { Status: 200, ErrorCode: '1', Message: NOT_REPLAYABLE, Data: null }
  const url = new URL(`/api${entry.Path}`, c.req.url)
  if (entry.Method === 'GET') url.search = entry.Body
  const res = await app.request(url.toString(), { method: entry.Method, headers: entryHeaders(c, entry), body: entry.Method === 'POST' ? entry.Body : undefined }, c.env)
  try {
    const body = (await res.json()) as { ErrorCode?: unknown; Message?: unknown; Data?: unknown }
    return { Status: res.status, ErrorCode: typeof body.ErrorCode === 'string' ? body.ErrorCode : '', Message: typeof body.Message === 'string' ? body.Message : '', Data: body.Data ?? null }
  } catch {
    return { Status: res.status >= 400 ? res.status : 500, ErrorCode: '500', Message: BAD_ANSWER, Data: null }
  }
}
