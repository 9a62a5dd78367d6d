import { and, asc, eq, inArray } from 'drizzle-orm'
import {
  ADMIN_MUST_TRANSFER,
  ROLE_ADMIN,
  ROLE_MEMBER,
  teamAuthority,
  type TeamAuthority,
  type TeamMember,
} from '@/domain/teams/schemas.ts'
import type { Db } from '../../db/client.ts'
import {
  teamGroupingMembers,
  teamGroupings,
  teamMembers,
  teams,
  users,
} from '../../db/schema/index.ts'
import { Rejection } from '../../lib/refusal.ts'
import { maskPhone } from '../backstage/lists.ts'
import { asAdmin, iso, membership, unique, type Tx } from './access.ts'
import { notify } from './notices.ts'

export const NOT_A_MEMBER = '该用户不是团队成员'

async function isMember(tx: Tx, teamId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
  return rows.length > 0
}

/** GetTeamIdMemberList: the administrator first, then by joining time; phones masked. */
export async function listMembers(db: Db, userId: string, teamId: string): Promise<TeamMember[]> {
  const team = await membership(db, teamId, userId)
  const rows = await db
    .select({
      userId: users.id,
      userName: users.userName,
      phone: users.phone,
      joinedAt: teamMembers.joinedAt,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(asc(teamMembers.joinedAt), asc(users.id))
  const groupings = await db
    .select({ userId: teamGroupingMembers.userId, id: teamGroupings.id, name: teamGroupings.name })
    .from(teamGroupingMembers)
    .innerJoin(teamGroupings, eq(teamGroupings.id, teamGroupingMembers.groupingId))
    .where(eq(teamGroupingMembers.teamId, teamId))
    .orderBy(asc(teamGroupings.createdAt), asc(teamGroupings.id))
  const byUser = new Map<string, { ID: string; Name: string }[]>()
  for (const g of groupings)
    byUser.set(g.userId, [...(byUser.get(g.userId) ?? []), { ID: g.id, Name: g.name }])
  const members = rows.map((r): TeamMember => ({
    UserId: r.userId,
    UserName: r.userName,
    Phone: maskPhone(r.phone),
    Role: r.userId === team.adminId ? ROLE_ADMIN : ROLE_MEMBER,
    Groupings: byUser.get(r.userId) ?? [],
    JoinTime: iso(r.joinedAt),
  }))
  return [
    ...members.filter((m) => m.Role === ROLE_ADMIN),
    ...members.filter((m) => m.Role !== ROLE_ADMIN),
  ]
}

/** OperationMember delete (administrator): the member leaves every grouping too (cascade). */
export function removeMember(
  db: Db,
  userId: string,
  teamId: string,
  target: string,
): Promise<{ UserId: string; UserName: string }> {
  return db.transaction(async (tx) => {
    const team = await asAdmin(tx, teamId, userId)
    if (target === userId) throw new Rejection('管理员不能移除自己，请先转让管理员，或解散团队')
    const [user] = await tx
      .select({ id: users.id, userName: users.userName })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, target)))
    if (!user) throw new Rejection(NOT_A_MEMBER)
    await tx
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, target)))
    await notify(tx, {
      kind: 'removed',
      teamId,
      teamName: team.name,
      actorId: userId,
      userIds: [target],
    })
    return { UserId: user.id, UserName: user.userName }
  })
}

/** LeaveTeam: a member leaves; the administrator must transfer the role (or delete the team) first. */
export function leaveTeam(db: Db, userId: string, teamId: string): Promise<null> {
  return db.transaction(async (tx) => {
    const m = await membership(tx, teamId, userId, true)
    if (m.isAdmin) throw new Rejection(ADMIN_MUST_TRANSFER)
    await tx
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    return null
  })
}

/** TransferAdministrators (administrator): another member becomes the administrator; the caller stays a member. */
export function transferAdmin(
  db: Db,
  userId: string,
  teamId: string,
  target: string,
): Promise<null> {
  return db.transaction(async (tx) => {
    const team = await asAdmin(tx, teamId, userId)
    if (target === userId) throw new Rejection('你已是该团队的管理员')
    if (!(await isMember(tx, teamId, target))) throw new Rejection(NOT_A_MEMBER)
    const clash = '对方已管理一个同名团队，请先修改团队名称再转让'
    const same = await tx
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.adminId, target), eq(teams.name, team.name)))
    if (same.length > 0) throw new Rejection(clash)
    await unique(clash, () =>
      tx.update(teams).set({ adminId: target, updatedAt: new Date() }).where(eq(teams.id, teamId)),
    )
    await notify(tx, {
      kind: 'admin',
      teamId,
      teamName: team.name,
      actorId: userId,
      userIds: [target],
    })
    return null
  })
}

/** GetTeam_MemberAuthority: the caller's role and what it allows. */
export async function memberAuthority(
  db: Db,
  userId: string,
  teamId: string,
): Promise<TeamAuthority> {
  const m = await membership(db, teamId, userId)
  return teamAuthority(teamId, m.isAdmin)
}

/** The ids among `ids` that are not members of the team. */
export async function notMembers(
  tx: Tx,
  teamId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return []
  const found = await tx
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), inArray(teamMembers.userId, [...ids])))
  const known = new Set(found.map((f) => f.userId))
  return ids.filter((id) => !known.has(id))
}
