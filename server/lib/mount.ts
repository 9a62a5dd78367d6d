import type { Context, Hono, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { z } from 'zod'
import type { AnyCall, CallWireData } from '@/domain/api/registry/define.ts'
import { requireUser, type SessionUser } from '../auth/middleware.ts'
import type { Db } from '../db/client.ts'
import type { AppEnv } from '../types.ts'
import { ErrorCode, fail, ok } from './envelope.ts'
import { readSyncHeaders, upgradeAnswer, writerCheck, type SyncValue } from './call-guards.ts'
import { Rejection } from './refusal.ts'
import { readCallInput } from './validate.ts'

/** What a handler gets: the validated input, the caller and the replay headers. */
export interface CallContext<C extends AnyCall> {
  c: Context<AppEnv>
  db: Db
  input: z.output<C['input']>
  /** The signed-in caller (always set unless the call is public). */
  user: SessionUser | undefined
  /** The caller's id; '' only on a public call made anonymously. */
  userId: string
  /** The outbox headers of a replayed write (replay calls only). */
  sync: SyncValue | undefined
}

/** A page of a list: the envelope carries Total. */
export class Paged<D> {
  constructor(
    readonly data: D,
    readonly total: number,
  ) {}
}
export const paged = <D>(data: D, total: number) => new Paged(data, total)

/** An envelope made elsewhere (the sync engine's stored answer of a replayed write). */
export class Stored {
  constructor(readonly body: { ErrorCode: string; Message: string; Data: unknown }) {}
}

type Result<D> = D | Paged<D> | Stored | Response
export type Handler<C extends AnyCall> = (
  ctx: CallContext<C>,
) => Promise<Result<CallWireData<C>>> | Result<CallWireData<C>>

const ADMIN_ONLY = '仅管理员可以操作'

/** Access of the registry entry: the 403 answer, or the caller. */
function admit(
  c: Context<AppEnv>,
  call: AnyCall,
): { response: Response } | { user: SessionUser | undefined } {
  if (call.access === 'public') return { user: c.get('user') }
  const auth = requireUser(c)
  if (!auth.user) return { response: auth.response }
  if (call.access === 'admin' && !auth.user.isAdmin)
    return { response: fail(c, ADMIN_ONLY, ErrorCode.notLoggedIn, 403) }
  if (call.access === 'writer') {
    const refused = writerCheck(c) ?? upgradeAnswer(c)
    if (refused) return { response: refused }
  }
  return { user: auth.user }
}

function reply<D>(c: Context<AppEnv>, result: Result<D>): Response {
  if (result instanceof Response) return result
  if (result instanceof Stored) return c.json(result.body, 200)
  if (result instanceof Paged) return ok(c, result.data, result.total)
  return ok(c, result)
}

/**
 * Mounts a registry call on the app: access check, its own body limit (calls with maxBody; every
 * other call is under BODY_LIMIT in app.ts), the replay headers, input validation (bad input:
 * ErrorCode "1" and the schema's Chinese message, nothing written), then the handler. A thrown
 * Rejection becomes its envelope; anything else is the app's 500 path.
 */
export function mount<C extends AnyCall>(app: Hono<AppEnv>, call: C, handler: Handler<C>): void {
  const maxBody = call.maxBody
  // Uploads keep their own limit; a large JSON save may still grow with BODY_LIMIT.
  const limitFor = (c: Context<AppEnv>): MiddlewareHandler<AppEnv> | undefined =>
    maxBody === undefined
      ? undefined
      : bodyLimit({
          maxSize: call.multipart ? maxBody : Math.max(maxBody, c.var.config.bodyLimit),
          onError: (c) =>
            call.maxBodyMessage
              ? fail(c, call.maxBodyMessage)
              : fail(c, '请求内容过大', ErrorCode.tooLarge, 413),
        })
  const run = async (c: Context<AppEnv>, user: SessionUser | undefined): Promise<Response> => {
    let sync: SyncValue | undefined
    if (call.replay) {
      const headers = readSyncHeaders(c)
      if (headers.kind === 'response') return headers.response
      sync = headers.kind === 'sync' ? headers.value : undefined
    }
    const input = await readCallInput(c, call.input, call.multipart)
    if (!input.success) return input.response
    try {
      const data = input.data as z.output<C['input']>
      return reply(
        c,
        await handler({ c, db: c.var.db, input: data, user, userId: user?.id ?? '', sync }),
      )
    } catch (error) {
      if (error instanceof Rejection)
        return c.json({ ErrorCode: error.code, Message: error.message, Data: error.data }, 200)
      throw error
    }
  }
  const handle = async (c: Context<AppEnv>): Promise<Response> => {
    const who = admit(c, call)
    if ('response' in who) return who.response
    const limit = limitFor(c)
    if (!limit) return run(c, who.user)
    // The access check runs before the body limit: an anonymous body is never read.
    let answer: Response | undefined
    const refused = await limit(c as Context<AppEnv, string>, async () => {
      answer = await run(c, who.user)
    })
    return refused ?? answer ?? fail(c, '请求内容格式无效')
  }
  for (const method of [call.method, ...call.alsoMethods]) {
    if (method === 'GET') app.get(call.path, handle)
    else app.post(call.path, handle)
  }
}

/** The calls whose body limit is their own (lower-cased /api paths), for app.ts. */
export function ownBodyLimits(calls: readonly AnyCall[]): Set<string> {
  return new Set(
    calls.filter((c) => c.maxBody !== undefined).map((c) => `/api${c.path}`.toLowerCase()),
  )
}
