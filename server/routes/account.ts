import { eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'
import { z } from 'zod'
import {
  codeCheckQuery,
  editAccountPayload,
  encodeLoginData,
  getMsgQuery,
  updatePhonePayload,
  userLogionPayload,
  userRegisterPayload,
} from '../../src/domain/account/schemas.ts'
import { TOKEN_COOKIE, requireUser, sessionAuth } from '../auth/middleware.ts'
import { users, type UserRow } from '../db/schema/index.ts'
import { ok, fail } from '../lib/envelope.ts'
import { describeIssue, readInput, type InputResult } from '../lib/validate.ts'
import * as accounts from '../services/auth/accounts.ts'
import { AccountError, sendCode, verifyCode } from '../services/auth/codes.ts'
import { resolveAccountOptions, type AccountOptions } from '../services/auth/options.ts'
import { createSession, revokeSession } from '../services/auth/sessions.ts'
import type { AppDeps, AppEnv } from '../types.ts'

/**
 * Accounts (SPEC §7, issue 3; docs/accounts.md). `accountApi(deps)` gives the auth middleware,
 * to run before every /api route, and the account routes.
 */
export function accountApi(deps: AppDeps): { auth: ReturnType<typeof sessionAuth>; routes: Hono<AppEnv> } {
  const options = resolveAccountOptions(deps)
  return { auth: sessionAuth(options.now), routes: accountRoutes(options) }
}

const rawFields = z.record(z.string(), z.unknown())
const UNAVAILABLE_NAME = '该用户名不可用'

/** Like readInput, but the schemas' own Chinese messages (手机号格式不正确 …) reach the user. */
async function readAccountInput<S extends z.ZodType>(c: Context, schema: S): Promise<InputResult<z.output<S>>> {
  const raw = await readInput(c, rawFields)
  if (!raw.success) return raw
  const parsed = await schema.safeParseAsync(raw.data)
  if (parsed.success) return { success: true, data: parsed.data }
  const issue = parsed.error.issues[0]
  const message = issue && /[\u4e00-\u9fff]/.test(issue.message) ? issue.message : describeIssue(parsed.error.issues, raw.data)
  return { success: false, response: fail(c, message) }
}

/** Runs an account action; an AccountError becomes its Message, anything else the 500 path. */
async function attempt(c: Context, action: () => Promise<Response>): Promise<Response> {
  try {
    return await action()
  } catch (error) {
    if (error instanceof AccountError) return fail(c, error.message)
    throw error
  }
}

function accountRoutes(o: AccountOptions): Hono<AppEnv> {
  const r = new Hono<AppEnv>()
  const ctx = (c: Context<AppEnv>): accounts.AccountCtx => ({ db: c.var.db, limits: o.limits, now: o.now(), ip: o.clientIp(c) })
  const isAdminName = (c: Context<AppEnv>, name: string) => name.trim().toLowerCase() === c.var.config.adminUser.toLowerCase()

  async function signIn(c: Context<AppEnv>, user: UserRow): Promise<Response> {
    const { token, expiresAt } = await createSession(c.var.db, user.id, o.now(), c.var.config.sessionTtlHours)
    setCookie(c, TOKEN_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure: new URL(c.req.url).protocol === 'https:',
      expires: expiresAt,
    })
    return ok(c, encodeLoginData({ ID: user.id, UserName: user.userName, HeadPic: user.headPic, Token: token }))
  }

  r.post('/index/UserLogion', async (c) => {
    const input = await readAccountInput(c, userLogionPayload)
    if (!input.success) return input.response
    const { Type, Code, Model } = input.data
    return attempt(c, async () => {
      const user = Type === 'pwd' ? await accounts.loginWithPassword(ctx(c), Model.Phone, Model.pwd) : await accounts.loginWithCode(ctx(c), Model.Phone, Code)
      return signIn(c, user)
    })
  })

  r.post('/index/UserRegister', async (c) => {
    const input = await readAccountInput(c, userRegisterPayload)
    if (!input.success) return input.response
    const { Type, Code, Model } = input.data
    return attempt(c, async () => {
      if (Type === 'add') {
        if (isAdminName(c, Model.UserName)) return fail(c, UNAVAILABLE_NAME)
        await accounts.register(ctx(c), { phone: Model.Phone, password: Model.pwd, userName: Model.UserName, code: Code })
      } else if (/^\d{6}$/.test(Code)) {
        await accounts.resetPassword(ctx(c), { phone: Model.Phone, password: Model.pwd, code: Code })
      } else {
        const auth = requireUser(c)
        if (!auth.user) return auth.response
        await accounts.changePassword(ctx(c), auth.user, { phone: Model.Phone, oldPassword: Model.OldPwd ?? '', password: Model.pwd })
      }
      return ok(c, null)
    })
  })

  r.get('/index/GetMsg', async (c) => {
    const input = await readAccountInput(c, getMsgQuery)
    if (!input.success) return input.response
    const { Mobile, Type } = input.data
    return attempt(c, async () => {
      const known = (await accounts.findUserByPhone(c.var.db, Mobile)) !== undefined
      if (Type === 'r' && known) return fail(c, accounts.ALREADY_REGISTERED)
      if (Type !== 'r' && !known) return fail(c, accounts.NOT_REGISTERED)
      await sendCode(c.var.db, o.sms, o.limits, { phone: Mobile, type: Type, ip: o.clientIp(c), now: o.now() })
      return ok(c, null)
    })
  })

  r.get('/index/CodeCheck', async (c) => {
    const input = await readAccountInput(c, codeCheckQuery)
    if (!input.success) return input.response
    const { Phone, Code } = input.data
    return attempt(c, async () => {
      if (!(await accounts.findUserByPhone(c.var.db, Phone))) return fail(c, accounts.NOT_REGISTERED)
      await verifyCode(c.var.db, o.limits, { phone: Phone, type: 'c', code: Code, now: o.now(), consume: false })
      return ok(c, null)
    })
  })

  r.post('/index/UpdatePhone', async (c) => {
    const auth = requireUser(c)
    if (!auth.user) return auth.response
    const input = await readAccountInput(c, updatePhonePayload)
    if (!input.success) return input.response
    const { Phone, Code } = input.data
    return attempt(c, async () => {
      await accounts.changePhone(ctx(c), auth.user.id, Phone, Code)
      return ok(c, null)
    })
  })

  r.post('/Command/Logout', async (c) => {
    const user = c.get('user')
    if (user) await revokeSession(c.var.db, user.sessionId, o.now())
    deleteCookie(c, TOKEN_COOKIE, { path: '/' })
    return ok(c, null)
  })

  r.get('/Command/GetUser_Authority', (c) => {
    const user = c.get('user')
    if (!user) return ok(c, [])
    const list = [{ Code: 'user', Name: '普通用户' }]
    if (user.isAdmin) list.push({ Code: 'admin', Name: '管理员' })
    return ok(c, list)
  })

  r.get('/SjyqList/GetAccount_Information', (c) => {
    const auth = requireUser(c)
    if (!auth.user) return auth.response
    const { id, userName, headPic, phone } = auth.user
    return ok(c, { ID: id, UserName: userName, HeadPic: headPic, Phone: phone })
  })

  r.post('/SjyqList/EditAccount_Information', async (c) => {
    const auth = requireUser(c)
    if (!auth.user) return auth.response
    const input = await readAccountInput(c, editAccountPayload)
    if (!input.success) return input.response
    const { UserName, HeadPic } = input.data
    if (UserName !== undefined && !auth.user.isAdmin && isAdminName(c, UserName)) return fail(c, UNAVAILABLE_NAME)
    // Only site paths or http(s) URLs: a javascript: or data: "avatar" must never reach an <img>.
    if (HeadPic !== undefined && HeadPic !== '' && !/^(\/(?!\/)|https?:\/\/)/i.test(HeadPic)) return fail(c, '头像地址无效')
    await c.var.db
      .update(users)
      .set({ ...(UserName !== undefined && { userName: UserName }), ...(HeadPic !== undefined && { headPic: HeadPic }), updatedAt: o.now() })
      .where(eq(users.id, auth.user.id))
    return ok(c, null)
  })

  return r
}
