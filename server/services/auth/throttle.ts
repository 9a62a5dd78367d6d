import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rateLimits } from '../../db/schema/index.ts'
import { Rejection } from '../../lib/refusal.ts'
import type { AccountLimits } from './options.ts'
import { giveBack, minutesLeft, take, type Limit } from './rate-limit.ts'

/**
 * The sign-in and look-up limits of docs/accounts.md "Limits". Every try takes its hit before
 * the password or code is compared (a reservation), so a burst of parallel requests cannot get
 * more comparisons than the limit allows; a try that succeeds gives its hits back.
 */

const HOUR_MS = 3_600_000

export const tooManyLogins = (minutes: number) => `登录失败次数过多，请${minutes}分钟后再试`
export const tooManyLoginsHere = (minutes: number) =>
  `当前网络登录失败次数过多，请${minutes}分钟后再试`
export const tooManyLookups = (minutes: number) => `查询过于频繁，请${minutes}分钟后再试`
export const tooManyLookupsPhone = (minutes: number) =>
  `该手机号操作过于频繁，请${minutes}分钟后再试`

/** A failed-sign-in reservation; give it back (`release`) when the password was right. */
export interface LoginTry {
  release(): Promise<void>
}

/**
 * Reserves one password try for this phone and this client address (separate counters: a phone
 * under attack locks that phone only; an address guessing across phones locks that address only).
 */
export async function reserveLoginTry(
  db: Db,
  limits: AccountLimits,
  phone: string,
  ip: string,
  now: Date,
): Promise<LoginTry> {
  const window = limits.loginWindowMs
  const byPhone: Limit = {
    key: `login:phone:${phone}`,
    max: limits.loginMaxFailsPhone,
    windowMs: window,
  }
  const byIp: Limit = { key: `login:ip:${ip}`, max: limits.loginMaxFailsIp, windowMs: window }
  const taken = await take(db, [byPhone, byIp], now)
  if (!taken.ok) {
    const minutes = minutesLeft(taken.retryMs)
    throw new Rejection(
      taken.limit === byPhone ? tooManyLogins(minutes) : tooManyLoginsHere(minutes),
    )
  }
  return { release: () => giveBack(db, taken.keys) }
}

/**
 * One look-up of whether a phone is registered (GetMsg, CodeCheck and the calls that answer
 * 该手机号未注册 or 该手机号已注册), counted per client address and per phone per hour.
 */
export async function countLookup(
  db: Db,
  limits: AccountLimits,
  phone: string,
  ip: string,
  now: Date,
): Promise<void> {
  const byIp: Limit = { key: `lookup:ip:${ip}`, max: limits.lookupHourlyCapIp, windowMs: HOUR_MS }
  const byPhone: Limit = {
    key: `lookup:phone:${phone}`,
    max: limits.lookupHourlyCapPhone,
    windowMs: HOUR_MS,
  }
  const taken = await take(db, [byIp, byPhone], now)
  if (taken.ok) return
  const minutes = minutesLeft(taken.retryMs)
  throw new Rejection(taken.limit === byIp ? tooManyLookups(minutes) : tooManyLookupsPhone(minutes))
}

/** Ends a phone's sign-in lock (after a reset proved the phone with an SMS code). */
export async function clearLoginLock(db: Db, phone: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, `login:phone:${phone}`))
}
