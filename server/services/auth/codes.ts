import { randomBytes } from 'node:crypto'
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { smsCodes } from '../../db/schema/index.ts'
import type { SmsProvider } from '../../sms/provider.ts'
import { hashSmsCode, newSmsCode, sameHash } from './crypto.ts'
import type { AccountLimits } from './options.ts'
import { Rejection } from '../../lib/refusal.ts'

export type SmsType = 'd' | 'r' | 'c'
const DAY_MS = 24 * 3_600_000

/** A refused account action: its message is shown in the login dialog. */
export class AccountError extends Rejection {}

/** Sends a new code after the resend interval and the daily caps allow it. */
export async function sendCode(
  db: Db,
  sms: SmsProvider,
  limits: AccountLimits,
  input: { phone: string; type: SmsType; ip: string; now: Date },
): Promise<void> {
  const { phone, type, ip, now } = input
  const since = (ms: number) => new Date(now.getTime() - ms)
  const [recent] = await db
    .select({ n: count() })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), gt(smsCodes.createdAt, since(limits.resendMs))))
  if ((recent?.n ?? 0) > 0) throw new AccountError('验证码发送过于频繁，请60秒后再试')
  const [byPhone] = await db
    .select({ n: count() })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), gt(smsCodes.createdAt, since(DAY_MS))))
  if ((byPhone?.n ?? 0) >= limits.dailyCapPhone)
    throw new AccountError('该手机号今日获取验证码次数已达上限，请明天再试')
  const [byIp] = await db
    .select({ n: count() })
    .from(smsCodes)
    .where(and(eq(smsCodes.ip, ip), gt(smsCodes.createdAt, since(DAY_MS))))
  if ((byIp?.n ?? 0) >= limits.dailyCapIp)
    throw new AccountError('今日获取验证码次数已达上限，请明天再试')

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
    throw Object.assign(new AccountError('短信发送失败，请稍后重试'), { cause: error })
  }
}

/**
 * Checks a code against the newest live one for this phone and type. A wrong code uses up one of
 * the tries; `consume` ends the code on success (CodeCheck looks without consuming).
 */
export async function verifyCode(
  db: Db,
  limits: AccountLimits,
  input: { phone: string; type: SmsType; code: string; now: Date; consume: boolean },
): Promise<void> {
  const { phone, type, code, now } = input
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.type, type), isNull(smsCodes.consumedAt)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1)
  if (!row || row.expiresAt.getTime() <= now.getTime())
    throw new AccountError('验证码已失效，请重新获取')
  if (row.attempts >= limits.codeMaxTries) throw new AccountError('验证码错误次数过多，请重新获取')
  if (!sameHash(hashSmsCode(code, row.codeSalt), row.codeHash)) {
    await db
      .update(smsCodes)
      .set({ attempts: row.attempts + 1 })
      .where(eq(smsCodes.id, row.id))
    const left = limits.codeMaxTries - row.attempts - 1
    throw new AccountError(
      left > 0 ? `验证码错误，还可尝试${left}次` : '验证码错误次数过多，请重新获取',
    )
  }
  if (input.consume) {
    // Conditional update: two requests racing with the same code cannot both succeed.
    const done = await db
      .update(smsCodes)
      .set({ consumedAt: now })
      .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.consumedAt)))
      .returning({ id: smsCodes.id })
    if (done.length === 0) throw new AccountError('验证码已失效，请重新获取')
  }
}
