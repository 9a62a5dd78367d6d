import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { changesQuery, SYNC_HEADERS, UPGRADE_ERROR_CODE } from '../../src/domain/api/sync.ts'
import { requireUser, TOKEN_HEADER } from '../auth/middleware.ts'
import { ErrorCode, fail, ok } from '../lib/envelope.ts'
import { readInput } from '../lib/validate.ts'
import { readChanges } from '../services/sync/changes.ts'
import { applyMutation, type MutationInput } from '../services/sync/mutations.ts'
import { projectFields } from '../services/sync/project-fields.ts'
import type { AppEnv } from '../types.ts'

/** Lowest X-Schema-Version whose write shapes this server accepts (docs/sync.md). */
export const MIN_SCHEMA_VERSION = 2
const UPGRADE_MESSAGE = '应用版本过旧，请刷新页面更新'
const BAD_HEADERS = '同步请求头无效'
const uuid = z.uuid()
const count = (min: number) => z.coerce.number().int().min(min).max(Number.MAX_SAFE_INTEGER)

type SyncHeaders = { kind: 'direct' } | { kind: 'sync'; value: NonNullable<MutationInput['sync']> } | { kind: 'response'; response: Response }

/** Schema version too old → the "please update" answer; changes nothing. */
function upgradeAnswer(c: Context): Response | undefined {
  const raw = c.req.header(SYNC_HEADERS.schemaVersion)
  if (raw === undefined) return undefined
  const version = Number(raw)
  return Number.isInteger(version) && version >= MIN_SCHEMA_VERSION ? undefined : fail(c, UPGRADE_MESSAGE, UPGRADE_ERROR_CODE)
}

/** A replay carries all the outbox headers; a call with none of them is a direct write. */
function readSyncHeaders(c: Context): SyncHeaders {
  const h = (name: string) => c.req.header(name)
  const clientId = h(SYNC_HEADERS.clientId)
  const mutationId = h(SYNC_HEADERS.mutationId)
  if (clientId === undefined && mutationId === undefined) return { kind: 'direct' }
  if (h(SYNC_HEADERS.schemaVersion) === undefined) return { kind: 'response', response: fail(c, UPGRADE_MESSAGE, UPGRADE_ERROR_CODE) }
  const parsed = z
    .object({ clientId: uuid, mutationId: uuid, seq: count(1), baseVersion: count(0) })
    .safeParse({ clientId, mutationId, seq: h(SYNC_HEADERS.mutationSeq), baseVersion: h(SYNC_HEADERS.baseVersion) })
  return parsed.success ? { kind: 'sync', value: parsed.data } : { kind: 'response', response: fail(c, BAD_HEADERS) }
}

const rawFields = z.record(z.string(), z.unknown())

/**
 * Projects writes replayed from the outbox (EditProject, DeleteProJect) and the pull of changes
 * (docs/sync.md, docs/api.md "Sync").
 */
export const syncRoutes = new Hono<AppEnv>()

syncRoutes.post('/SjyqList/EditProject', async (c) => {
  const auth = requireUser(c)
  if (!auth.user) return auth.response
  const upgrade = upgradeAnswer(c)
  if (upgrade) return upgrade
  const headers = readSyncHeaders(c)
  if (headers.kind === 'response') return headers.response
  const raw = await readInput(c, rawFields)
  if (!raw.success) return raw.response
  const type = raw.data['Type']
  const id = raw.data['ID']
  if (typeof id !== 'string' || !uuid.safeParse(id).success) return fail(c, '项目编号无效')
  if (type !== 'add' && type !== 'update') return fail(c, '操作类型无效')
  const checked = projectFields(raw.data, type === 'add')
  const sync = headers.kind === 'sync' ? headers.value : undefined
  // Bad input of a replay is recorded like any answer (a replay gets the same rejection);
  // a direct call's bad input writes nothing at all.
  if (!checked.ok && !sync) return fail(c, checked.message)
  const result = await applyMutation(c.var.db, {
    userId: auth.user.id,
    entity: 'projects',
    entityId: id,
    op: type === 'add' ? 'create' : 'update',
    fields: checked.ok ? checked.fields : {},
    sync,
    rejection: checked.ok ? undefined : checked.message,
  })
  return c.json(result, 200)
})

syncRoutes.get('/SjyqList/DeleteProJect', async (c) => {
  const auth = requireUser(c)
  if (!auth.user) return auth.response
  // A GET that deletes: a cross-site page can make the browser send it with the cookie, but
  // cannot add a custom header without a CORS preflight this server never grants.
  if (c.req.header(TOKEN_HEADER) === undefined && c.req.header(SYNC_HEADERS.clientId) === undefined) {
    return fail(c, '请求来源无效，请刷新页面后重试', ErrorCode.notLoggedIn, 403)
  }
  const upgrade = upgradeAnswer(c)
  if (upgrade) return upgrade
  const headers = readSyncHeaders(c)
  if (headers.kind === 'response') return headers.response
  const id = c.req.query('ID')
  if (id === undefined || !uuid.safeParse(id).success) return fail(c, '项目编号无效')
  const sync = headers.kind === 'sync' ? headers.value : undefined
  const result = await applyMutation(c.var.db, { userId: auth.user.id, entity: 'projects', entityId: id, op: 'delete', fields: {}, sync })
  return c.json(result, 200)
})

syncRoutes.get('/Sync/Changes', async (c) => {
  const auth = requireUser(c)
  if (!auth.user) return auth.response
  const upgrade = upgradeAnswer(c)
  if (upgrade) return upgrade
  const input = await readInput(c, changesQuery)
  if (!input.success) return input.response
  const clientId = c.req.header(SYNC_HEADERS.clientId)
  if (clientId !== undefined && !uuid.safeParse(clientId).success) return fail(c, BAD_HEADERS)
  return ok(c, await readChanges(c.var.db, auth.user.id, clientId, input.data.cursor, input.data.limit))
})
