import { lt } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { smsCodes } from '../../db/schema/index.ts'
import { purgeRateLimits } from './rate-limit.ts'
import { purgeSessions } from './sessions.ts'

const DAY_MS = 24 * 3_600_000

export interface AccountPurgeCounts {
  sessions: number
  codes: number
  limits: number
}

/**
 * The account rows that can never matter again, removed on the daily timer (main.ts): expired or
 * revoked sessions, expired SMS codes, and limit counters whose window (a day at most) is over.
 */
export async function purgeAccountRows(db: Db, now: Date): Promise<AccountPurgeCounts> {
  const sessions = await purgeSessions(db, now)
  const codes = await db
    .delete(smsCodes)
    .where(lt(smsCodes.expiresAt, now))
    .returning({ id: smsCodes.id })
  const limits = await purgeRateLimits(db, new Date(now.getTime() - DAY_MS))
  return { sessions, codes: codes.length, limits }
}
