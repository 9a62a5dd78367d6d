import type { Context, Hono } from 'hono'
import { SYNC_CALLS as calls } from '@/domain/api/calls/sync.ts'
import { ENTITIES, MUTATION_OPS } from '@/domain/api/sync-entities.ts'
import { SYNC_HEADERS, type BatchEntry, type BatchResult } from '@/domain/api/sync.ts'
import { BAD_HEADERS, badClientId, upgradeAnswer } from '../lib/call-guards.ts'
import { mount } from '../lib/mount.ts'
import { nulAt } from '../lib/validate.ts'
import { Rejection } from '../lib/refusal.ts'
import { entityFields } from '../services/synced/fields.ts'
import { applyWriteGroup, type GroupEntry } from '../services/synced/group.ts'
import type { AppEnv } from '../types.ts'
import { entityWrites, writeOp, type EntityWrite } from './entity-writes.ts'

/** The calls an outbox entry can be: every synced entity's write calls ("GET /SjyqList/DeleteProJect"). */
const REPLAYABLE = new Set(
  Object.values(ENTITIES).flatMap((core) =>
    MUTATION_OPS.map((op) => `${core.writes[op].method} ${core.writes[op].path}`),
  ),
)

const NOT_REPLAYABLE = '该接口不能批量同步'
const BAD_ANSWER = '服务器内部错误，请稍后重试'

/** The request headers one entry is replayed with: the batch's own (session, X-Token) plus its mutation's. */
function entryHeaders(c: Context<AppEnv>, entry: BatchEntry): Headers {
  const headers = new Headers(c.req.raw.headers)
  headers.delete('content-length')
  headers.delete('content-type')
  if (entry.Method === 'POST')
    headers.set('content-type', 'application/x-www-form-urlencoded;charset=UTF-8')
  headers.set(SYNC_HEADERS.mutationId, entry.MutationId)
  headers.set(SYNC_HEADERS.mutationSeq, String(entry.Seq))
  headers.set(SYNC_HEADERS.baseVersion, String(entry.BaseVersion))
  return headers
}

/**
 * POST /api/Sync/Batch: many outbox entries in one request (docs/sync.md "Batched replay"), in
 * order; the batch stops after the first entry that did not succeed, so the client handles every
 * answer in seq order as before. A run of valid creates, or of updates or deletes of one entity, of
 * distinct rows goes together in one transaction of a few queries (applyWriteGroup: same checks,
 * same answers as one by one); every
 * other entry, and a run that cannot go together, goes through its own call exactly as a single
 * replay would (validation, ownership, idempotency by X-Mutation-Id, its own transaction).
 */
export function syncBatchRoutes(api: Hono<AppEnv>, app: Hono<AppEnv>): void {
  const writes = entityWrites()
  mount(api, calls.batch, async ({ c, db, userId, input }) => {
    const upgrade = upgradeAnswer(c)
    if (upgrade) return upgrade
    const clientId = c.req.header(SYNC_HEADERS.clientId)
    if (badClientId(clientId)) throw new Rejection(BAD_HEADERS)
    const results: BatchResult[] = []
    const entries = input.Entries
    const oneByOne = async (from: number, to: number): Promise<boolean> => {
      for (let i = from; i < to; i++) {
        const result = await replay(app, c, entries[i] as BatchEntry)
        results.push(result)
        if (result.Status !== 200 || result.ErrorCode !== '0') return false
      }
      return true
    }
    for (let i = 0; i < entries.length;) {
      const group = clientId === undefined ? [] : await writeGroup(writes, entries, i)
      const answers =
        group.length > 1 && clientId !== undefined
          ? await applyWriteGroup(db, userId, clientId, entries[i]?.BaseVersion ?? 0, group)
          : null
      if (answers) results.push(...answers.map((a) => ({ Status: 200, ...a })))
      else if (!(await oneByOne(i, i + Math.max(1, group.length)))) break
      i += Math.max(1, group.length)
    }
    return { Results: results }
  })
}

/**
 * The longest run of entries from `start` that can go together: writes (valid input) of distinct
 * rows with one base version, none naming (in any field) a row that a later entry of the run
 * writes, and all of one kind, so applying them at once equals applying them in order:
 * - creates (any entities);
 * - updates of one entity (an update's cascade reaches only rows of other entities: a structure
 *   row un-confirms its project, which a mixed run could have set in between);
 * - deletes of one entity, not folders (a deleted folder moves its children to its parent, which
 *   depends on which folder goes first).
 */
async function writeGroup(
  writes: Map<string, EntityWrite>,
  entries: readonly BatchEntry[],
  start: number,
): Promise<GroupEntry[]> {
  const group: GroupEntry[] = []
  const rows = new Set<string>()
  const named = new Set<string>()
  const base = entries[start]?.BaseVersion
  for (const entry of entries.slice(start)) {
    if (entry.BaseVersion !== base) break
    const write = await readWrite(writes, entry)
    const first = group[0] ?? write
    if (
      !write ||
      !first ||
      !sameKind(first, write) ||
      rows.has(`${write.entity}:${write.entityId}`) ||
      named.has(write.entityId)
    )
      break
    rows.add(`${write.entity}:${write.entityId}`)
    for (const value of Object.values(write.fields)) if (typeof value === 'string') named.add(value)
    group.push(write)
  }
  return group
}

const sameKind = (a: GroupEntry, b: GroupEntry): boolean =>
  a.op === b.op &&
  (a.op === 'create' || (a.entity === b.entity && !(a.op === 'delete' && a.entity === 'folders')))

/** The entry as a write of an entity write call whose input and fields are valid; null for anything else. */
async function readWrite(
  writes: Map<string, EntityWrite>,
  entry: BatchEntry,
): Promise<GroupEntry | null> {
  const write = writes.get(`${entry.Method} ${entry.Path}`)
  const raw = write ? rawInput(entry) : undefined
  if (!write || !raw) return null
  const parsed = await write.call.input.safeParseAsync(raw)
  // A NUL is refused by the call itself (server/lib/validate.ts): leave the entry to it.
  if (!parsed.success || nulAt(parsed.data) !== undefined) return null
  const body = parsed.data as Record<string, unknown>
  const op = writeOp(write, body)
  if (!op || typeof body['ID'] !== 'string') return null
  const checked =
    op === 'delete'
      ? { ok: true as const, fields: {} }
      : entityFields(write.entity, body, op === 'create')
  if (!checked.ok) return null
  return {
    entity: write.entity,
    entityId: body['ID'],
    op,
    fields: checked.fields,
    mutationId: entry.MutationId,
    seq: entry.Seq,
  }
}

/** The entry's fields as its call reads them (server/lib/validate.ts); undefined for a body the group leaves to the call (repeated or list keys). */
function rawInput(entry: BatchEntry): Record<string, string> | undefined {
  const out: Record<string, string> = {}
  for (const [key, value] of new URLSearchParams(entry.Body)) {
    if (key in out || key.endsWith('[]')) return undefined
    // A GET's empty query value means "not given".
    if (entry.Method === 'POST' || value !== '') out[key] = value
  }
  return out
}

async function replay(
  app: Hono<AppEnv>,
  c: Context<AppEnv>,
  entry: BatchEntry,
): Promise<BatchResult> {
  if (!REPLAYABLE.has(`${entry.Method} ${entry.Path}`))
    return { Status: 200, ErrorCode: '1', Message: NOT_REPLAYABLE, Data: null }
  const url = new URL(`/api${entry.Path}`, c.req.url)
  if (entry.Method === 'GET') url.search = entry.Body
  const res = await app.request(
    url.toString(),
    {
      method: entry.Method,
      headers: entryHeaders(c, entry),
      body: entry.Method === 'POST' ? entry.Body : undefined,
    },
    c.env,
  )
  try {
    const body = (await res.json()) as { ErrorCode?: unknown; Message?: unknown; Data?: unknown }
    return {
      Status: res.status,
      ErrorCode: typeof body.ErrorCode === 'string' ? body.ErrorCode : '',
      Message: typeof body.Message === 'string' ? body.Message : '',
      Data: body.Data ?? null,
    }
  } catch {
    return {
      Status: res.status >= 400 ? res.status : 500,
      ErrorCode: '500',
      Message: BAD_ANSWER,
      Data: null,
    }
  }
}
