import { and, asc, count, eq, isNull, sql } from 'drizzle-orm'
import { TEAM_MEMBER_MAX, type TeamInvitation } from '@/domain/teams/schemas.ts'
import type { Db } from '../../db/client.ts'
import { teamInvitations, teamMembers, teamNotices, teams, users } from '../../db/schema/index.ts'
import { Rejection } from '../../lib/refusal.ts'
import { maskPhone } from '../backstage/lists.ts'
import { asAdmin, asAdminRead, iso, type Tx } from './access.ts'
import { notify } from './notices.ts'

/**
 * Adding by phone is an invitation (docs/teams.md "Adding by phone"): the administrator's answer
 * is the same whether the number is registered or not, so a team reveals nothing about who uses
 * 智能清单. A registered person finds the invitation in 团队消息 and accepts or declines it; an
 * unregistered number's invitation waits and reaches its owner at registration.
 */

export const INVITATION_GONE = '邀请不存在或已失效'
const limitReached = `团队成员已达上限（${TEAM_MEMBER_MAX}人）`

/** OperationMember add (administrator): invites `phone`; the answer never says whether it is registered. */
export function inviteMember(
  db: Db,
  userId: string,
  teamId: string,
  phone: string,
): Promise<{ Phone: string }> {
  return db.transaction(async (tx) => {
    const team = await asAdmin(tx, teamId, userId)
    const [user] = await tx
      .select({ id: users.id, member: teamMembers.userId })
      .from(users)
      .leftJoin(teamMembers, and(eq(teamMembers.userId, users.id), eq(teamMembers.teamId, teamId)))
      .where(eq(users.phone, phone))
    // The administrator sees the members' phones (masked) anyway: this reveals no more.
    if (user?.member) throw new Rejection(`${maskPhone(phone)}已是团队成员`)
    const [members] = await tx
      .select({ n: count() })
      .from(teamMembers)
      .where(eq(teamMembers.teamId, teamId))
    const [waiting] = await tx
      .select({ n: count() })
      .from(teamInvitations)
      .where(and(eq(teamInvitations.teamId, teamId), sql`${teamInvitations.phone} <> ${phone}`))
    if ((members?.n ?? 0) + (waiting?.n ?? 0) >= TEAM_MEMBER_MAX) throw new Rejection(limitReached)
    const [invitation] = await tx
      .insert(teamInvitations)
      .values({ teamId, phone, invitedBy: userId })
      .onConflictDoUpdate({
        target: [teamInvitations.teamId, teamInvitations.phone],
        set: { invitedBy: userId, createdAt: sql`now()` },
      })
      .returning({ id: teamInvitations.id })
    if (user && invitation && !(await waitingNotice(tx, user.id, invitation.id)))
      await notify(tx, {
        kind: 'invited',
        teamId,
        teamName: team.name,
        actorId: userId,
        userIds: [user.id],
        refId: invitation.id,
      })
    return { Phone: maskPhone(phone) }
  })
}

async function waitingNotice(tx: Tx, userId: string, invitationId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: teamNotices.id })
    .from(teamNotices)
    .where(
      and(
        eq(teamNotices.userId, userId),
        eq(teamNotices.refId, invitationId),
        isNull(teamNotices.confirmedAt),
      ),
    )
  return rows.length > 0
}

/** Confirms the notices of an invitation that was answered or withdrawn. */
async function settleNotices(tx: Tx, invitationId: string): Promise<void> {
  await tx
    .update(teamNotices)
    .set({ confirmedAt: sql`now()` })
    .where(and(eq(teamNotices.refId, invitationId), isNull(teamNotices.confirmedAt)))
}

/** AnswerInvitation: the invited person (the phone's owner) joins the team or declines. */
export function answerInvitation(
  db: Db,
  userId: string,
  invitationId: string,
  accept: boolean,
): Promise<{ TeamId: string; TeamName: string; Joined: boolean }> {
  return db.transaction(async (tx) => {
    const [inv] = await tx
      .select()
      .from(teamInvitations)
      .where(eq(teamInvitations.id, invitationId))
      .for('update')
    const [me] = await tx.select({ phone: users.phone }).from(users).where(eq(users.id, userId))
    // Someone else's invitation answers as a missing one.
    if (!inv || !me || me.phone !== inv.phone) throw new Rejection(INVITATION_GONE)
    const [team] = await tx
      .select({ name: teams.name })
      .from(teams)
      .where(eq(teams.id, inv.teamId))
      .for('update')
    if (!team) throw new Rejection(INVITATION_GONE)
    if (accept) {
      const [members] = await tx
        .select({ n: count() })
        .from(teamMembers)
        .where(eq(teamMembers.teamId, inv.teamId))
      if ((members?.n ?? 0) >= TEAM_MEMBER_MAX) throw new Rejection(limitReached)
      await tx.insert(teamMembers).values({ teamId: inv.teamId, userId }).onConflictDoNothing()
    }
    await tx.delete(teamInvitations).where(eq(teamInvitations.id, inv.id))
    await settleNotices(tx, inv.id)
    return { TeamId: inv.teamId, TeamName: team.name, Joined: accept }
  })
}

/** GetTeamInvitations (administrator): the invitations not answered yet, oldest first, phones masked. */
export async function listInvitations(
  db: Db,
  userId: string,
  teamId: string,
): Promise<TeamInvitation[]> {
  await asAdminRead(db, teamId, userId)
  const rows = await db
    .select({
      id: teamInvitations.id,
      phone: teamInvitations.phone,
      by: users.userName,
      at: teamInvitations.createdAt,
    })
    .from(teamInvitations)
    .leftJoin(users, eq(users.id, teamInvitations.invitedBy))
    .where(eq(teamInvitations.teamId, teamId))
    .orderBy(asc(teamInvitations.createdAt), asc(teamInvitations.id))
  return rows.map((r) => ({
    ID: r.id,
    Phone: maskPhone(r.phone),
    InviterName: r.by ?? '',
    CreateTime: iso(r.at),
  }))
}

/** CancelInvitation (administrator): withdraws an invitation; its notice no longer waits. */
export function cancelInvitation(
  db: Db,
  userId: string,
  teamId: string,
  invitationId: string,
): Promise<null> {
  return db.transaction(async (tx) => {
    await asAdmin(tx, teamId, userId)
    const gone = await tx
      .delete(teamInvitations)
      .where(and(eq(teamInvitations.id, invitationId), eq(teamInvitations.teamId, teamId)))
      .returning({ id: teamInvitations.id })
    if (gone.length === 0) throw new Rejection(INVITATION_GONE)
    await settleNotices(tx, invitationId)
    return null
  })
}

/**
 * A new account (or a changed phone) receives the invitations waiting for its number, as 团队消息
 * from the administrator who invited it.
 */
export async function deliverInvitations(db: Db, userId: string, phone: string): Promise<void> {
  await db.transaction(async (tx) => {
    const waiting = await tx
      .select({
        id: teamInvitations.id,
        teamId: teamInvitations.teamId,
        teamName: teams.name,
        by: teamInvitations.invitedBy,
      })
      .from(teamInvitations)
      .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
      .where(eq(teamInvitations.phone, phone))
    for (const w of waiting)
      if (!(await waitingNotice(tx, userId, w.id)))
        await notify(tx, {
          kind: 'invited',
          teamId: w.teamId,
          teamName: w.teamName,
          actorId: w.by ?? '',
          userIds: [userId],
          refId: w.id,
        })
  })
}
