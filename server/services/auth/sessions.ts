import { and, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sessions, users } from '../../db/schema/index.ts'
import { newToken, sha256 } from './crypto.ts'

/** The signed-in user as handlers see it on `c.var.user`. */
export interface SessionUser {
  id: string
  phone: string
  userName: string
  headPic: string
  isAdmin: boolean
  sessionId: string
}

/** Where a sign-in came from, for the device list of 个人中心. */
export interface SessionOrigin {
  userAgent: string
  ip: string
}

/**
 * Opens a session; the returned token is the only copy of it (the row keeps a hash). With
 * `maxPerUser`, the user's oldest live sessions beyond that many end (SESSION_MAX_PER_USER).
 */
export async function createSession(
  db: Db,
  userId: string,
  now: Date,
  ttlHours: number,
  options: { origin?: SessionOrigin; maxPerUser?: number } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken()
  const expiresAt = new Date(now.getTime() + ttlHours * 3_600_000)
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: sha256(token),
      createdAt: now,
      expiresAt,
      userAgent: (options.origin?.userAgent ?? '').slice(0, 200),
      ip: (options.origin?.ip ?? '').slice(0, 64),
    })
    .returning({ id: sessions.id })
  if (row && options.maxPerUser !== undefined)
    await endOldestSessions(db, userId, row.id, options.maxPerUser, now)
  return { token, expiresAt }
}

/** Ends the live sessions of a user beyond the newest `keep` (the new one always stays). */
async function endOldestSessions(
  db: Db,
  userId: string,
  newId: string,
  keep: number,
  now: Date,
): Promise<void> {
  const beyond = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(live(userId, now), ne(sessions.id, newId)))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .offset(Math.max(0, keep - 1))
  await db.update(sessions).set({ revokedAt: now }).where(inArray(sessions.id, beyond))
}

const live = (userId: string, now: Date) =>
  and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now))

/** The user's live sessions, newest first (个人中心 "登录设备"). */
export async function listSessions(db: Db, userId: string, now: Date) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
    })
    .from(sessions)
    .where(live(userId, now))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
}

/**
 * Sessions that can never be used again: expired, or revoked (kept a day, so a request that was
 * in flight still finds its row). Purged on the daily timer.
 */
export async function purgeSessions(db: Db, now: Date): Promise<number> {
  const dayAgo = new Date(now.getTime() - 24 * 3_600_000)
  const gone = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.revokedAt, dayAgo)))
    .returning({ id: sessions.id })
  return gone.length
}

/** The user of a live (not expired, not revoked) session, or undefined. */
export async function findSessionUser(
  db: Db,
  token: string,
  now: Date,
  adminUser: string,
): Promise<SessionUser | undefined> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      id: users.id,
      phone: users.phone,
      userName: users.userName,
      headPic: users.headPic,
      isAdmin: users.isAdmin,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sha256(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1)
  if (!row) return undefined
  return { ...row, isAdmin: row.isAdmin || row.userName === adminUser }
}

export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

/**
 * Ends every sign-in of the account but `keepSessionId` (after a password change, or
 * 退出其他设备); answers how many of them were live. Sessions past their expiry are revoked too:
 * "expired" is judged by this server's clock, which another server sharing the database may not share.
 */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  now: Date,
  keepSessionId?: string,
): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? sql`true` : ne(sessions.id, keepSessionId),
      ),
    )
    .returning({ expiresAt: sessions.expiresAt })
  return ended.filter((s) => s.expiresAt.getTime() > now.getTime()).length
}
