import { and, eq, gt, isNull } from 'drizzle-orm'
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

/** Opens a session; the returned token is the only copy of it (the row keeps a hash). */
export async function createSession(
  db: Db,
  userId: string,
  now: Date,
  ttlHours: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken()
  const expiresAt = new Date(now.getTime() + ttlHours * 3_600_000)
  await db.insert(sessions).values({ userId, tokenHash: sha256(token), createdAt: now, expiresAt })
  return { token, expiresAt }
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

/** After a password change every other sign-in of the account ends. */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  now: Date,
  keepSessionId?: string,
): Promise<void> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
  for (const r of rows) if (r.id !== keepSessionId) await revokeSession(db, r.id, now)
}
