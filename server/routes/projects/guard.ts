import type { Context } from 'hono'
import { z } from 'zod'
import { SYNC_HEADERS, UPGRADE_ERROR_CODE } from '../../../src/domain/api/sync.ts'
import { requireUser, TOKEN_HEADER } from '../../auth/middleware.ts'
import { ErrorCode, fail } from '../../lib/envelope.ts'
import { describeIssue, readInput } from '../../lib/validate.ts'
import type { MutationInput } from '../../services/sync/mutations.ts'
import { Rejection as RejectionClass, type Rejection } from '../../services/projects/store.ts'

/** Lowest X-Schema-Version whose write shapes this server accepts (docs/sync.md). */
export const MIN_SCHEMA_VERSION = 2
const UPGRADE_MESSAGE = '应用版本过旧，请刷新页面更新'
const BAD_HEADERS = '同步请求头无效'
const uuid = z.uuid()
const count = (min: number) => z.coerce.number().int().min(min).max(Number.MAX_SAFE_INTEGER)

export type SyncHeaders = { kind: 'direct' } | { kind: 'sync'; value: NonNullable<MutationInput['sync']> } | { kind: 'response'; response: Response }

/** Schema version too old → the "please update" answer; changes nothing. */
export function upgradeAnswer(c: Context): Response | undefined {
  const raw = c.req.header(SYNC_HEADERS.schemaVersion)
  if (raw === undefined) return undefined
  const version = Number(raw)
  return Number.isInteger(version) && version >= MIN_SCHEMA_VERSION ? undefined : fail(c, UPGRADE_MESSAGE, UPGRADE_ERROR_CODE)
}

/** A replay carries all the outbox headers; a call with none of them is a direct write. */
export function readSyncHeaders(c: Context): SyncHeaders {
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

/** The client id of a pull, if any and well-formed. */
export const badClientId = (value: string | undefined) => value !== undefined && !uuid.safeParse(value).success
export { BAD_HEADERS }

/**
 * The caller of a write: signed in, and for a GET that writes, proof it is not a cross-site
 * request (a page elsewhere can make the browser send a GET with the cookie, but cannot add a
 * custom header without a CORS preflight this server never grants).
 */
export function writer(c: Context): { userId: string } | { response: Response } {
  const auth = requireUser(c)
  if (!auth.user) return { response: auth.response }
  if (c.req.method === 'GET' && c.req.header(TOKEN_HEADER) === undefined && c.req.header(SYNC_HEADERS.clientId) === undefined) {
    return { response: fail(c, '请求来源无效，请刷新页面后重试', ErrorCode.notLoggedIn, 403) }
  }
  const upgrade = upgradeAnswer(c)
  if (upgrade) return { response: upgrade }
  return { userId: auth.user.id }
}

/** The signed-in reader, or the 403 answer. */
export function reader(c: Context): { userId: string } | { response: Response } {
  const auth = requireUser(c)
  return auth.user ? { userId: auth.user.id } : { response: auth.response }
}

export const refused = (c: Context, rejection: Rejection) => fail(c, rejection.message, rejection.code)

/** Runs a call's work; a Rejection becomes its envelope (nothing was written). */
export async function answer(c: Context, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof RejectionClass) return refused(c, error)
    throw error
  }
}

const rawPayload = z.record(z.string(), z.unknown())
const CJK = /[\u4e00-\u9fff]/

/**
 * readInput with the schema's own Chinese message (src/domain/projects/schemas.ts) when it has
 * one, so the user reads 栋数必须是正整数 rather than a generic 参数 … 无效.
 */
export async function readCall<S extends z.ZodType>(c: Context, schema: S): Promise<{ success: true; data: z.output<S> } | { success: false; response: Response }> {
  const raw = await readInput(c, rawPayload)
  if (!raw.success) return raw
  const parsed = await schema.safeParseAsync(raw.data)
  if (parsed.success) return { success: true, data: parsed.data }
  const issue = parsed.error.issues[0]
  return { success: false, response: fail(c, issue && CJK.test(issue.message) ? issue.message : describeIssue(parsed.error.issues, raw.data)) }
}
