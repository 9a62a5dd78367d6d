import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import {
  NOTICES_MAX,
  type Notice,
  type NoticeKind,
  type NoticeScope,
} from '@/domain/teams/notices.ts'
import type { Db } from '../../db/client.ts'
import { teamMembers, teamNotices, users } from '../../db/schema/index.ts'
import { paged } from '../../lib/mount.ts'
import { iso, type Tx } from './access.ts'

/**
 * 确认 (docs/teams.md "确认"): a notice per user a team change concerns, written in the change's
 * own transaction (so a refused or rolled-back change leaves none). The administrator's name is
 * read inside the same transaction.
 */
export async function notify(
  tx: Tx,
  notice: {
    kind: NoticeKind
    teamId: string
    teamName: string
    actorId: string
    userIds: readonly string[]
    /** rejected: the file and the reason. */
    detail?: string
    /** invited: the invitation. */
    refId?: string
  },
): Promise<void> {
  if (notice.userIds.length === 0) return
  // '' when the actor's account is gone (an invitation outlives its inviter).
  const [actor] =
    notice.actorId === ''
      ? []
      : await tx.select({ name: users.userName }).from(users).where(eq(users.id, notice.actorId))
  await tx.insert(teamNotices).values(
    notice.userIds.map((userId) => ({
      userId,
      teamId: notice.teamId,
      teamName: notice.teamName,
      kind: notice.kind,
      actorName: actor?.name ?? '',
      detail: notice.detail ?? '',
      refId: notice.refId ?? null,
    })),
  )
}

/** The members of a team other than `except` (the administrator dissolving it). */
export async function otherMembers(tx: Tx, teamId: string, except: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), ne(teamMembers.userId, except)))
  return rows.map((r) => r.userId)
}

/** GetNotices: newest first, at most NOTICES_MAX; Total = my waiting notices. */
export async function listNotices(db: Db, userId: string, scope: NoticeScope) {
  const mine = eq(teamNotices.userId, userId)
  const rows = await db
    .select()
    .from(teamNotices)
    .where(scope === 'pending' ? and(mine, isNull(teamNotices.confirmedAt)) : mine)
    .orderBy(desc(teamNotices.createdAt), desc(teamNotices.id))
    .limit(NOTICES_MAX)
  const [waiting] = await db
    .select({ n: count() })
    .from(teamNotices)
    .where(and(mine, isNull(teamNotices.confirmedAt)))
  const data = rows.map((r): Notice => ({
    ID: r.id,
    Kind: r.kind as NoticeKind,
    TeamId: r.teamId,
    TeamName: r.teamName,
    ActorName: r.actorName,
    Detail: r.detail,
    RefId: r.refId ?? '',
    CreateTime: iso(r.createdAt),
    ConfirmTime: r.confirmedAt ? iso(r.confirmedAt) : null,
  }))
  return paged(data, waiting?.n ?? 0)
}

/** ConfirmNotices: my waiting notices among `ids` (or all of them); another user's ids change nothing. */
export async function confirmNotices(
  db: Db,
  userId: string,
  which: { all: true } | { ids: readonly string[] },
): Promise<{ Confirmed: number }> {
  // An invitation waits for its answer (AnswerInvitation), not for 确认.
  const waiting = and(
    eq(teamNotices.userId, userId),
    isNull(teamNotices.confirmedAt),
    ne(teamNotices.kind, 'invited'),
  )
  const rows = await db
    .update(teamNotices)
    .set({ confirmedAt: sql`now()` })
    .where('all' in which ? waiting : and(waiting, inArray(teamNotices.id, [...which.ids])))
    .returning({ id: teamNotices.id })
  return { Confirmed: rows.length }
}
