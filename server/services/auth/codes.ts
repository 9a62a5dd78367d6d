import { randomBytes } from 'node:crypto'
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { smsCodes } from '../../db/schema/index.ts'
import type { SmsProvider } from '../../sms/provider.ts'
import { hashSmsCode, newSmsCode, sameHash } from './crypto.ts'
import type { AccountLimits } from './options.ts'
import { Rejection } from '../../lib/refusal.ts'
import { giveBack, take, type Limit } from './rate-limit.ts'

export type SmsType = 'd' | 'r' | 'c'
const DAY_MS = 24 * 3_600_000

/** A refused account action: its message is shown in the login dialog. */
export class AccountError extends Rejection {}

export const CODE_EXPIRED = '验证码已失效，请重新获取'
export const CODE_TRIES_USED = '验证码错误次数过多，请重新获取'

/**
 * Sends a new code after the resend interval and the daily caps allow it. The three counters are
 * taken before sending (services/auth/rate-limit.ts), so a burst of parallel requests cannot send
 * more than they allow; an undelivered code gives its hits back.
 */
export async function sendCode(
  db: Db,
  sms: SmsProvider,
  limits: AccountLimits,
  input: { phone: string; type: SmsType; ip: string; now: Date },
): Promise<void> {
  const { phone, type, ip, now } = input
  const resend: Limit = { key: `sms:resend:${phone}`, max: 1, windowMs: limits.resendMs }
  const byPhone: Limit = { key: `sms:phone:${phone}`, max: limits.dailyCapPhone, windowMs: DAY_MS }
  const byIp: Limit = { key: `sms:ip:${ip}`, max: limits.dailyCapIp, windowMs: DAY_MS }
  const taken = await take(db, [resend, byPhone, byIp], now)
  if (!taken.ok) {
    if (taken.limit === resend) throw new AccountError('验证码发送过于频繁，请60秒后再试')
    if (taken.limit === byPhone)
      throw new AccountError('该手机号今日获取验证码次数已达上限，请明天再试')
    throw new AccountError('今日获取验证码次数已达上限，请明天再试')
  }

  const code = newSmsCode()
  const salt = randomBytes(16).toString('hex')
  const [row] = await db
    .insert(smsCodes)
    .values({
      phone,
      type,
      codeHash: hashSmsCode(code, salt),
      codeSalt: salt,
      ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + limits.codeTtlMs),
    })
    .returning({ id: smsCodes.id })
  try {
    await sms.send({ mobile: phone, type, code })
  } catch (error) {
    // Undelivered: forget it, so neither the resend interval nor the caps count it.
    if (row) await db.delete(smsCodes).where(eq(smsCodes.id, row.id))
    await giveBack(db, taken.keys)
    throw Object.assign(new AccountError('短信发送失败，请稍后重试'), { cause: error })
  }
}

/**
 * Checks a code against the newest live one for this phone and type. The try is taken first, in
 * one UPDATE … SET attempts = attempts + 1 … RETURNING that only matches while tries are left:
 * parallel checks queue on the row lock, so at most `codeMaxTries` comparisons ever happen and
 * the code is dead after them. A right code gives its try back; `consume` ends the code on
 * success (CodeCheck looks without consuming).
 */
export async function verifyCode(
  db: Db,
  limits: AccountLimits,
  input: { phone: string; type: SmsType; code: string; now: Date; consume: boolean },
): Promise<void> {
  const { phone, type, code, now } = input
  const newest = newestCode(db, phone, type)
  const [row] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(
      and(
        inArray(smsCodes.id, newest),
        isNull(smsCodes.consumedAt),
        gt(smsCodes.expiresAt, now),
        lt(smsCodes.attempts, limits.codeMaxTries),
      ),
    )
    .returning({
      id: smsCodes.id,
      attempts: smsCodes.attempts,
      codeHash: smsCodes.codeHash,
      codeSalt: smsCodes.codeSalt,
    })
  if (!row) throw new AccountError(await whyNoTry(db, newestCode(db, phone, type), now))
  if (!sameHash(hashSmsCode(code, row.codeSalt), row.codeHash)) {
    const left = limits.codeMaxTries - row.attempts
    throw new AccountError(left > 0 ? `验证码错误，还可尝试${left}次` : CODE_TRIES_USED)
  }
  const back = sql`${smsCodes.attempts} - 1`
  if (!input.consume) {
    await db.update(smsCodes).set({ attempts: back }).where(eq(smsCodes.id, row.id))
    return
  }
  // Conditional update: two requests racing with the same code cannot both succeed.
  const done = await db
    .update(smsCodes)
    .set({ consumedAt: now, attempts: back })
    .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id })
  if (done.length === 0) throw new AccountError(CODE_EXPIRED)
}

/** The id of the newest unconsumed code of this phone and type, as a subquery. */
function newestCode(db: Db, phone: string, type: SmsType) {
  return db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.type, type), isNull(smsCodes.consumedAt)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1)
}

/** Why no try could be taken: no live code, or its tries are used up. */
async function whyNoTry(db: Db, newest: ReturnType<typeof newestCode>, now: Date): Promise<string> {
  const [row] = await db
    .select({ attempts: smsCodes.attempts, expiresAt: smsCodes.expiresAt })
    .from(smsCodes)
    .where(inArray(smsCodes.id, newest))
  if (!row || row.expiresAt.getTime() <= now.getTime()) return CODE_EXPIRED
  return CODE_TRIES_USED
}
