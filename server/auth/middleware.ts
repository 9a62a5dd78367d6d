import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { ErrorCode, fail } from '../lib/envelope.ts'
import { findSessionUser, type SessionUser } from '../services/auth/sessions.ts'
import type { AppEnv } from '../types.ts'

export type { SessionUser } from '../services/auth/sessions.ts'

declare module 'hono' {
  interface ContextVariableMap {
    /** The signed-in user (from X-Token or the `token` cookie); undefined when anonymous. */
    user: SessionUser | undefined
  }
}

export const TOKEN_COOKIE = 'token'
export const TOKEN_HEADER = 'X-Token'
export const LOGIN_REQUIRED = '请先登录!'
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Puts `user` on c.var for every /api call. The X-Token header wins over the cookie. A
 * state-changing call whose only credential is the cookie (which browsers send along with
 * cross-site requests) must come from this origin, else it is refused with 403 (CSRF).
 */
export function sessionAuth(now: () => Date): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header(TOKEN_HEADER)?.trim()
    const cookie = getCookie(c, TOKEN_COOKIE)
    if (!header && cookie && !SAFE_METHODS.has(c.req.method) && !sameOrigin(c)) {
      return fail(c, '请求来源无效，请刷新页面后重试', ErrorCode.notLoggedIn, 403)
    }
    const token = header || cookie
    const user =
      token && TOKEN_SHAPE.test(token)
        ? await findSessionUser(c.var.db, token, now(), c.var.config.adminUser)
        : undefined
    c.set('user', user)
    await next()
  }
}

/** Origin (or, without it, Referer) names the host the request was sent to. */
export function sameOrigin(c: Context): boolean {
  const host = c.req.header('host') ?? new URL(c.req.url).host
  const source = c.req.header('origin') ?? c.req.header('referer')
  if (!source || source === 'null') return false
  try {
    return new URL(source).host.toLowerCase() === host.toLowerCase()
  } catch {
    return false
  }
}

/**
 * The signed-in user, or the 403 answer to return:
 *   const auth = requireUser(c); if (!auth.user) return auth.response
 */
export function requireUser(
  c: Context,
): { user: SessionUser; response?: undefined } | { user?: undefined; response: Response } {
  const user = c.get('user')
  if (user) return { user }
  return { response: fail(c, LOGIN_REQUIRED, ErrorCode.notLoggedIn, 403) }
}
