import { and, count, eq, gt } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { loginAttempts } from '../../db/schema/index.ts'
import type { AccountLimits } from './options.ts'

export const TOO_MANY_LOGINS = '登录失败次数过多，请15分钟后再试'

/** True when this phone or this IP failed too often within the window. */
export async function loginBlocked(
  db: Db,
  limits: AccountLimits,
  phone: string,
  ip: string,
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - limits.loginWindowMs)
  const [byPhone] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.phone, phone), gt(loginAttempts.createdAt, since)))
  if ((byPhone?.n ?? 0) >= limits.loginMaxFailsPhone) return true
  const [byIp] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), gt(loginAttempts.createdAt, since)))
  return (byIp?.n ?? 0) >= limits.loginMaxFailsIp
}

export async function recordLoginFailure(
  db: Db,
  phone: string,
  ip: string,
  now: Date,
): Promise<void> {
  await db.insert(loginAttempts).values({ phone, ip, createdAt: now })
}

/** A successful sign-in clears the phone's failures (the IP's stay: they may be other phones'). */
export async function clearLoginFailures(db: Db, phone: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.phone, phone))
}
