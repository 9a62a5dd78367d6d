import type { Context } from 'hono'
import { z } from 'zod'
import { SYNC_HEADERS, UPGRADE_ERROR_CODE } from '@/domain/api/sync.ts'
import { TOKEN_HEADER } from '../auth/middleware.ts'
import { ErrorCode, fail } from './envelope.ts'

/** Lowest X-Schema-Version whose write shapes this server accepts (docs/sync.md). */
export const MIN_SCHEMA_VERSION = 2
const UPGRADE_MESSAGE = '应用版本过旧，请刷新页面更新'
export const BAD_HEADERS = '同步请求头无效'
const uuid = z.uuid()
const count = (min: number) => z.coerce.number().int().min(min).max(Number.MAX_SAFE_INTEGER)

/** The outbox headers of a replayed write. */
export interface SyncValue {
  clientId: string
  mutationId: string
  seq: number
  baseVersion: number
}
export type SyncHeaders =
  { kind: 'direct' } | { kind: 'sync'; value: SyncValue } | { kind: 'response'; response: Response }

/** Schema version too old → the "please update" answer; changes nothing. */
export function upgradeAnswer(c: Context): Response | undefined {
  const raw = c.req.header(SYNC_HEADERS.schemaVersion)
  if (raw === undefined) return undefined
  const version = Number(raw)
  return Number.isInteger(version) && version >= MIN_SCHEMA_VERSION
    ? undefined
    : fail(c, UPGRADE_MESSAGE, UPGRADE_ERROR_CODE)
}

/** A replay carries all the outbox headers; a call with none of them is a direct write. */
export function readSyncHeaders(c: Context): SyncHeaders {
  const h = (name: string) => c.req.header(name)
  const clientId = h(SYNC_HEADERS.clientId)
  const mutationId = h(SYNC_HEADERS.mutationId)
  if (clientId === undefined && mutationId === undefined) return { kind: 'direct' }
  if (h(SYNC_HEADERS.schemaVersion) === undefined)
    return { kind: 'response', response: fail(c, UPGRADE_MESSAGE, UPGRADE_ERROR_CODE) }
  const parsed = z
    .object({ clientId: uuid, mutationId: uuid, seq: count(1), baseVersion: count(0) })
    .safeParse({
      clientId,
      mutationId,
      seq: h(SYNC_HEADERS.mutationSeq),
      baseVersion: h(SYNC_HEADERS.baseVersion),
    })
  return parsed.success
    ? { kind: 'sync', value: parsed.data }
    : { kind: 'response', response: fail(c, BAD_HEADERS) }
}

/** The client id of a pull, if any and well-formed. */
export const badClientId = (value: string | undefined) =>
  value !== undefined && !uuid.safeParse(value).success

/**
 * A GET that writes needs proof it is not a cross-site request: a page elsewhere can make the
 * browser send a GET with the cookie, but cannot add a custom header without a CORS preflight
 * this server never grants. Undefined when the call may go on.
 */
export function writerCheck(c: Context): Response | undefined {
  if (
    c.req.method === 'GET' &&
    c.req.header(TOKEN_HEADER) === undefined &&
    c.req.header(SYNC_HEADERS.clientId) === undefined
  ) {
    return fail(c, '请求来源无效，请刷新页面后重试', ErrorCode.notLoggedIn, 403)
  }
  return undefined
}
