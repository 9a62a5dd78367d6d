import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users, type UserRow } from '../../db/schema/index.ts'
import { AccountError, verifyCode } from './codes.ts'
import { dummyPasswordCheck, hashPassword, verifyPassword } from './crypto.ts'
import type { AccountLimits } from './options.ts'
import { revokeUserSessions } from './sessions.ts'
import { deliverInvitations } from '../teams/invitations.ts'
import { clearLoginLock, countLookup, reserveLoginTry } from './throttle.ts'

export const NOT_REGISTERED = '该手机号未注册'
export const ALREADY_REGISTERED = '该手机号已注册'
export const BAD_CREDENTIALS = '手机号或密码错误'

export interface AccountCtx {
  db: Db
  limits: AccountLimits
  now: Date
  ip: string
}

export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1)
  return row
}

/**
 * Password sign-in, limited per phone and per client address; the try is reserved before the
 * comparison (throttle.ts) and given back when the password is right. An unknown phone reads
 * like a wrong password.
 */
export async function loginWithPassword(
  ctx: AccountCtx,
  phone: string,
  password: string,
): Promise<UserRow> {
  const attempt = await reserveLoginTry(ctx.db, ctx.limits, phone, ctx.ip, ctx.now)
  const user = await findUserByPhone(ctx.db, phone)
  const good = user
    ? await verifyPassword(password, user.passwordHash, user.passwordSalt)
    : (await dummyPasswordCheck(password), false)
  if (!user || !good) throw new AccountError(BAD_CREDENTIALS)
  await attempt.release()
  return user
}

/** Tells a registered phone from an unknown one: counted as a look-up (throttle.ts). */
const lookup = (ctx: AccountCtx, phone: string) =>
  countLookup(ctx.db, ctx.limits, phone, ctx.ip, ctx.now)

export async function loginWithCode(
  ctx: AccountCtx,
  phone: string,
  code: string,
): Promise<UserRow> {
  await lookup(ctx, phone)
  const user = await findUserByPhone(ctx.db, phone)
  if (!user) throw new AccountError(NOT_REGISTERED)
  await verifyCode(ctx.db, ctx.limits, { phone, type: 'd', code, now: ctx.now, consume: true })
  return user
}

export async function register(
  ctx: AccountCtx,
  input: { phone: string; password: string; userName: string; code: string },
): Promise<void> {
  await lookup(ctx, input.phone)
  if (await findUserByPhone(ctx.db, input.phone)) throw new AccountError(ALREADY_REGISTERED)
  await verifyCode(ctx.db, ctx.limits, {
    phone: input.phone,
    type: 'r',
    code: input.code,
    now: ctx.now,
    consume: true,
  })
  const { hash, salt } = await hashPassword(input.password)
  const inserted = await ctx.db
    .insert(users)
    .values({
      phone: input.phone,
      userName: input.userName,
      passwordHash: hash,
      passwordSalt: salt,
    })
    .onConflictDoNothing({ target: users.phone })
    .returning({ id: users.id })
  // Two registrations of one phone racing: the unique index decides, the loser is told plainly.
  const [made] = inserted
  if (!made) throw new AccountError(ALREADY_REGISTERED)
  // Team invitations that waited for this number reach its new owner (docs/teams.md).
  await deliverInvitations(ctx.db, made.id, input.phone)
}

/** Reset (anonymous, code sent with GetMsg Type c): every session of the account ends. */
export async function resetPassword(
  ctx: AccountCtx,
  input: { phone: string; password: string; code: string },
): Promise<void> {
  await lookup(ctx, input.phone)
  const user = await findUserByPhone(ctx.db, input.phone)
  if (!user) throw new AccountError(NOT_REGISTERED)
  await verifyCode(ctx.db, ctx.limits, {
    phone: input.phone,
    type: 'c',
    code: input.code,
    now: ctx.now,
    consume: true,
  })
  await setPassword(ctx, user, input.password)
  // The SMS code proved the phone: a sign-in lock left by guessers ends with the reset.
  await clearLoginLock(ctx.db, input.phone)
}

/** Change password (signed in) with the old one; wrong old passwords count as failed logins. */
export async function changePassword(
  ctx: AccountCtx,
  user: { id: string; phone: string; sessionId: string },
  input: { phone: string; oldPassword: string; password: string },
): Promise<void> {
  if (input.phone !== user.phone) throw new AccountError('手机号与当前账号不一致')
  const attempt = await reserveLoginTry(ctx.db, ctx.limits, user.phone, ctx.ip, ctx.now)
  const row = await findUserByPhone(ctx.db, user.phone)
  if (!row || !(await verifyPassword(input.oldPassword, row.passwordHash, row.passwordSalt)))
    throw new AccountError('原密码错误')
  await attempt.release()
  await setPassword(ctx, user, input.password, user.sessionId)
}

async function setPassword(
  ctx: AccountCtx,
  user: { id: string; phone: string },
  password: string,
  keepSessionId?: string,
): Promise<void> {
  const { hash, salt } = await hashPassword(password)
  await ctx.db
    .update(users)
    .set({ passwordHash: hash, passwordSalt: salt, updatedAt: ctx.now })
    .where(eq(users.id, user.id))
  await revokeUserSessions(ctx.db, user.id, ctx.now, keepSessionId)
}

export async function changePhone(
  ctx: AccountCtx,
  userId: string,
  phone: string,
  code: string,
): Promise<void> {
  await lookup(ctx, phone)
  if (await findUserByPhone(ctx.db, phone)) throw new AccountError(ALREADY_REGISTERED)
  await verifyCode(ctx.db, ctx.limits, { phone, type: 'r', code, now: ctx.now, consume: true })
  try {
    await ctx.db.update(users).set({ phone, updatedAt: ctx.now }).where(eq(users.id, userId))
  } catch (error) {
    if (isUniqueViolation(error)) throw new AccountError(ALREADY_REGISTERED)
    throw error
  }
  await deliverInvitations(ctx.db, userId, phone)
}

export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true
  }
  return false
}
