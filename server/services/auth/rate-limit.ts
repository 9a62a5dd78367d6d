import { inArray, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rateLimits } from '../../db/schema/index.ts'

/** One limit: at most `max` hits on `key` per fixed window of `windowMs`. */
export interface Limit {
  key: string
  max: number
  windowMs: number
}

export type Taken =
  | { ok: true; keys: string[] }
  /** `limit` was full; the others taken before it were given back. */
  | { ok: false; limit: Limit; retryMs: number }

/**
 * Takes one hit on a counter in a single statement and answers the count after it. The row lock
 * of INSERT … ON CONFLICT DO UPDATE makes parallel hits queue, on one server or several sharing
 * the database: each sees the count including every hit before it, so no more than `max` of
 * them can ever see a count within the limit.
 */
async function hit(db: Db, limit: Limit, now: Date): Promise<{ hits: number; windowStart: Date }> {
  const at = now.toISOString()
  const expired = new Date(now.getTime() - limit.windowMs).toISOString()
  const stale = sql`${rateLimits.windowStart} <= ${expired}::timestamptz`
  const [row] = await db
    .insert(rateLimits)
    .values({ key: limit.key, windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${stale} then 1 else ${rateLimits.hits} + 1 end`,
        windowStart: sql`case when ${stale} then ${at}::timestamptz else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ hits: rateLimits.hits, windowStart: rateLimits.windowStart })
  if (!row) throw new Error(`rate limit ${limit.key}: no row`)
  return row
}

/**
 * Takes a hit on each limit in order. The first one over its limit is answered, and the hits
 * already taken (its own included) are given back: a refused request counts against nothing.
 */
export async function take(db: Db, limits: readonly Limit[], now: Date): Promise<Taken> {
  const taken: string[] = []
  for (const limit of limits) {
    const { hits, windowStart } = await hit(db, limit, now)
    taken.push(limit.key)
    if (hits > limit.max) {
      await giveBack(db, taken)
      return {
        ok: false,
        limit,
        retryMs: Math.max(0, windowStart.getTime() + limit.windowMs - now.getTime()),
      }
    }
  }
  return { ok: true, keys: taken }
}

/** Gives one hit back on each key (a try that turned out not to count, e.g. a right password). */
export async function giveBack(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(inArray(rateLimits.key, [...keys]))
}

/** Whole minutes until a window ends, at least 1, for the messages ("请15分钟后再试"). */
export const minutesLeft = (ms: number): number => Math.max(1, Math.ceil(ms / 60_000))

/** Counters whose window started before `before` (the longest window is a day): purged daily. */
export async function purgeRateLimits(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, before))
    .returning({ key: rateLimits.key })
  return gone.length
}
