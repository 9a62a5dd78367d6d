import { and, count, desc, eq, ne, sql } from 'drizzle-orm'
import type { TeamListItem } from '@/domain/teams/schemas.ts'
import type { Db } from '../../db/client.ts'
import { teamMembers, teams, users } from '../../db/schema/index.ts'
import { Rejection } from '../../lib/refusal.ts'
import { asAdmin, iso, unique, type Tx } from './access.ts'
import { notify, otherMembers } from './notices.ts'

export const NAME_TAKEN = '你已有同名团队，请换一个名称'
export const TEAMS_PER_ADMIN_MAX = 50

/** Refuses a name the user already gives another team they administer. */
async function nameFree(tx: Tx, adminId: string, name: string, except?: string): Promise<void> {
  const clash = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(
      and(
        eq(teams.adminId, adminId),
        eq(teams.name, name),
        except ? ne(teams.id, except) : undefined,
      ),
    )
  if (clash.length > 0) throw new Rejection(NAME_TAKEN)
}

/** GetTeamList: the caller's teams, newest first. */
export async function listTeams(db: Db, userId: string): Promise<TeamListItem[]> {
  const memberCount = sql<number>`(select count(*)::int from ${teamMembers} m where m.team_id = ${teams.id})`
  const rows = await db
    .select({
      id: teams.id,
      name: teams.name,
      img: teams.img,
      adminId: teams.adminId,
      adminName: users.userName,
      createdAt: teams.createdAt,
      memberCount,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(users, eq(users.id, teams.adminId))
    .where(eq(teamMembers.userId, userId))
    .orderBy(desc(teams.createdAt), teams.id)
  return rows.map((r) => ({
    ID: r.id,
    Name: r.name,
    Img: r.img,
    IsAdmin: r.adminId === userId,
    AdminName: r.adminName,
    MemberCount: Number(r.memberCount),
    CreateTime: iso(r.createdAt),
  }))
}

/** OperationTeam add: the caller becomes the administrator and first member. */
export function createTeam(
  db: Db,
  userId: string,
  input: { Name: string; Img: string },
): Promise<{ ID: string }> {
  return db.transaction(async (tx) => {
    // The caller's user row serialises their own creates (the per-admin limit and names).
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    const [owned] = await tx.select({ n: count() }).from(teams).where(eq(teams.adminId, userId))
    if ((owned?.n ?? 0) >= TEAMS_PER_ADMIN_MAX)
      throw new Rejection(`每人最多管理${TEAMS_PER_ADMIN_MAX}个团队`)
    await nameFree(tx, userId, input.Name)
    const [team] = await unique(NAME_TAKEN, () =>
      tx
        .insert(teams)
        .values({ name: input.Name, img: input.Img, adminId: userId })
        .returning({ id: teams.id }),
    )
    if (!team) throw new Error('team not inserted')
    await tx.insert(teamMembers).values({ teamId: team.id, userId })
    return { ID: team.id }
  })
}

/** OperationTeam update (administrator): the name, the image or both. */
export function updateTeam(
  db: Db,
  userId: string,
  input: { ID: string; Name?: string | undefined; Img?: string | undefined },
): Promise<{ ID: string }> {
  return db.transaction(async (tx) => {
    await asAdmin(tx, input.ID, userId)
    if (input.Name !== undefined) await nameFree(tx, userId, input.Name, input.ID)
    const set = {
      updatedAt: new Date(),
      ...(input.Name !== undefined ? { name: input.Name } : {}),
      ...(input.Img !== undefined ? { img: input.Img } : {}),
    }
    await unique(NAME_TAKEN, () => tx.update(teams).set(set).where(eq(teams.id, input.ID)))
    return { ID: input.ID }
  })
}

/** OperationTeam delete (administrator): the team, its memberships and groupings. */
export function deleteTeam(db: Db, userId: string, teamId: string): Promise<{ ID: string }> {
  return db.transaction(async (tx) => {
    const team = await asAdmin(tx, teamId, userId)
    const members = await otherMembers(tx, teamId, userId)
    await tx.delete(teams).where(eq(teams.id, teamId))
    await notify(tx, {
      kind: 'dissolved',
      teamId,
      teamName: team.name,
      actorId: userId,
      userIds: members,
    })
    return { ID: teamId }
  })
}
