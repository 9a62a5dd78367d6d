import { eq } from 'drizzle-orm'
import type { Context, Hono } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'
import { looksLikeReserved } from '@/domain/account/names.ts'
import { encodeLoginData } from '@/domain/account/schemas.ts'
import { describeDevice } from '@/domain/account/sessions.ts'
import { ACCOUNT_CALLS as calls } from '@/domain/api/calls/account.ts'
import { requireUser, TOKEN_COOKIE, sessionAuth } from '../auth/middleware.ts'
import { users, type UserRow } from '../db/schema/index.ts'
import { mount } from '../lib/mount.ts'
import { Rejection } from '../lib/refusal.ts'
import * as accounts from '../services/auth/accounts.ts'
import { sendCode, verifyCode } from '../services/auth/codes.ts'
import { resolveAccountOptions, type AccountOptions } from '../services/auth/options.ts'
import {
  createSession,
  listSessions,
  revokeSession,
  revokeUserSessions,
} from '../services/auth/sessions.ts'
import { countLookup } from '../services/auth/throttle.ts'
import type { AppDeps, AppEnv } from '../types.ts'

/**
 * Accounts (SPEC §7, docs/accounts.md). `accountApi(deps)` gives the auth middleware, to run
 * before every /api route, and the function that mounts the account calls.
 */
export function accountApi(deps: AppDeps): {
  auth: ReturnType<typeof sessionAuth>
  routes: (app: Hono<AppEnv>) => void
} {
  const options = resolveAccountOptions(deps)
  return { auth: sessionAuth(options.now), routes: (app) => accountRoutes(app, options) }
}

const UNAVAILABLE_NAME = '该用户名不可用'

function accountRoutes(app: Hono<AppEnv>, o: AccountOptions): void {
  const ctx = (c: Context<AppEnv>): accounts.AccountCtx => ({
    db: c.var.db,
    limits: o.limits,
    now: o.now(),
    ip: o.clientIp(c),
  })
  // Look-alikes too (zero-width characters, full-width or Cyrillic letters): src/domain/account/names.ts.
  const isAdminName = (c: Context<AppEnv>, name: string) =>
    looksLikeReserved(name, c.var.config.adminUser)

  async function signIn(c: Context<AppEnv>, user: UserRow): Promise<string> {
    const { token, expiresAt } = await createSession(
      c.var.db,
      user.id,
      o.now(),
      c.var.config.sessionTtlHours,
      {
        origin: { userAgent: c.req.header('user-agent') ?? '', ip: o.clientIp(c) },
        maxPerUser: c.var.config.sessionMaxPerUser,
      },
    )
    // Secure when the request reached us (or the trusted proxy: TRUST_PROXY) over https.
    setCookie(c, TOKEN_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure: c.var.https,
      expires: expiresAt,
    })
    return encodeLoginData({
      ID: user.id,
      UserName: user.userName,
      HeadPic: user.headPic,
      Token: token,
    })
  }

  mount(app, calls.userLogion, async ({ c, input: { Type, Code, Model } }) => {
    const user =
      Type === 'pwd'
        ? await accounts.loginWithPassword(ctx(c), Model.Phone, Model.pwd)
        : await accounts.loginWithCode(ctx(c), Model.Phone, Code)
    return signIn(c, user)
  })

  mount(app, calls.userRegister, async ({ c, input: { Type, Code, Model } }) => {
    if (Type === 'add') {
      if (isAdminName(c, Model.UserName)) throw new Rejection(UNAVAILABLE_NAME)
      await accounts.register(ctx(c), {
        phone: Model.Phone,
        password: Model.pwd,
        userName: Model.UserName,
        code: Code,
      })
    } else if (/^\d{6}$/.test(Code)) {
      await accounts.resetPassword(ctx(c), { phone: Model.Phone, password: Model.pwd, code: Code })
    } else {
      const auth = requireUser(c)
      if (!auth.user) return auth.response
      await accounts.changePassword(ctx(c), auth.user, {
        phone: Model.Phone,
        oldPassword: Model.OldPwd ?? '',
        password: Model.pwd,
      })
    }
    return null
  })

  mount(app, calls.getMsg, async ({ c, db, input: { Mobile, Type } }) => {
    await countLookup(db, o.limits, Mobile, o.clientIp(c), o.now())
    const known = (await accounts.findUserByPhone(db, Mobile)) !== undefined
    if (Type === 'r' && known) throw new Rejection(accounts.ALREADY_REGISTERED)
    if (Type !== 'r' && !known) throw new Rejection(accounts.NOT_REGISTERED)
    await sendCode(db, o.sms, o.limits, {
      phone: Mobile,
      type: Type,
      ip: o.clientIp(c),
      now: o.now(),
    })
    return null
  })

  mount(app, calls.codeCheck, async ({ c, db, input: { Phone, Code } }) => {
    await countLookup(db, o.limits, Phone, o.clientIp(c), o.now())
    if (!(await accounts.findUserByPhone(db, Phone))) throw new Rejection(accounts.NOT_REGISTERED)
    await verifyCode(db, o.limits, {
      phone: Phone,
      type: 'c',
      code: Code,
      now: o.now(),
      consume: false,
    })
    return null
  })

  mount(app, calls.updatePhone, async ({ c, userId, input: { Phone, Code } }) => {
    await accounts.changePhone(ctx(c), userId, Phone, Code)
    return null
  })

  mount(app, calls.logout, async ({ c, db, user }) => {
    if (user) await revokeSession(db, user.sessionId, o.now())
    deleteCookie(c, TOKEN_COOKIE, { path: '/' })
    return null
  })

  mount(app, calls.getUserAuthority, ({ user }) => {
    if (!user) return []
    const list = [{ Code: 'user', Name: '普通用户' }]
    if (user.isAdmin) list.push({ Code: 'admin', Name: '管理员' })
    return list
  })

  mount(app, calls.getSessions, async ({ db, user, userId }) =>
    (await listSessions(db, userId, o.now())).map((s) => ({
      ID: s.id,
      Current: s.id === user?.sessionId,
      Device: describeDevice(s.userAgent),
      Ip: s.ip,
      CreateTime: s.createdAt.toISOString(),
      ExpireTime: s.expiresAt.toISOString(),
    })),
  )

  mount(app, calls.logoutOthers, async ({ db, user, userId }) => ({
    Count: await revokeUserSessions(db, userId, o.now(), user?.sessionId),
  }))

  mount(app, calls.getAccountInformation, ({ user }) => {
    const { id, userName, headPic, phone } = user ?? {
      id: '',
      userName: '',
      headPic: '',
      phone: '',
    }
    return { ID: id, UserName: userName, HeadPic: headPic, Phone: phone }
  })

  mount(
    app,
    calls.editAccountInformation,
    async ({ c, db, user, userId, input: { UserName, HeadPic } }) => {
      if (UserName !== undefined && !user?.isAdmin && isAdminName(c, UserName))
        throw new Rejection(UNAVAILABLE_NAME)
      // Only site paths or http(s) URLs: a javascript: or data: "avatar" must never reach an <img>.
      if (HeadPic !== undefined && HeadPic !== '' && !/^(\/(?!\/)|https?:\/\/)/i.test(HeadPic))
        throw new Rejection('头像地址无效')
      await db
        .update(users)
        .set({
          ...(UserName !== undefined && { userName: UserName }),
          ...(HeadPic !== undefined && { headPic: HeadPic }),
          updatedAt: o.now(),
        })
        .where(eq(users.id, userId))
      return null
    },
  )
}
