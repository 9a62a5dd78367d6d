import { and, asc, count, eq, ne, sql } from 'drizzle-orm'
import { TEAM_GROUPING_MAX, type GroupingCount } from '@/domain/teams/schemas.ts'
import type { Db } from '../../db/client.ts'
import { teamGroupingMembers, teamGroupings, teamMembers } from '../../db/schema/index.ts'
import { Rejection } from '../../lib/refusal.ts'
import { asAdmin, iso, membership, unique, type Tx } from './access.ts'
import { notMembers } from './members.ts'

export const GROUPING_MISSING = '分组不存在或已删除'
export const GROUPING_NAME_TAKEN = '团队中已有同名分组，请换一个名称'

async function groupingOf(tx: Tx, teamId: string, id: string): Promise<void> {
  const rows = await tx
    .select({ id: teamGroupings.id })
    .from(teamGroupings)
    .where(and(eq(teamGroupings.id, id), eq(teamGroupings.teamId, teamId)))
  if (rows.length === 0) throw new Rejection(GROUPING_MISSING)
}

async function nameFree(tx: Tx, teamId: string, name: string, except?: string): Promise<void> {
  const clash = await tx
    .select({ id: teamGroupings.id })
    .from(teamGroupings)
    .where(
      and(
        eq(teamGroupings.teamId, teamId),
        eq(teamGroupings.name, name),
        except ? ne(teamGroupings.id, except) : undefined,
      ),
    )
  if (clash.length > 0) throw new Rejection(GROUPING_NAME_TAKEN)
}

/** GetGroupingCount: every grouping (oldest first) with its size, and the size of 全部成员. */
export async function groupingCounts(
  db: Db,
  userId: string,
  teamId: string,
): Promise<GroupingCount> {
  await membership(db, teamId, userId)
  const [all] = await db
    .select({ n: count() })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId))
  const size = sql<number>`(select count(*)::int from ${teamGroupingMembers} gm where gm.grouping_id = ${teamGroupings.id})`
  const rows = await db
    .select({
      id: teamGroupings.id,
      name: teamGroupings.name,
      createdAt: teamGroupings.createdAt,
      size,
    })
    .from(teamGroupings)
    .where(eq(teamGroupings.teamId, teamId))
    .orderBy(asc(teamGroupings.createdAt), asc(teamGroupings.id))
  return {
    AllMembers: Number(all?.n ?? 0),
    Groupings: rows.map((r) => ({
      ID: r.id,
      Name: r.name,
      MemberCount: Number(r.size),
      CreateTime: iso(r.createdAt),
    })),
  }
}

type GroupingOp =
  | { Type: 'add'; TeamId: string; Name: string }
  | { Type: 'update'; TeamId: string; ID: string; Name: string }
  | { Type: 'delete'; TeamId: string; ID: string }

/** OperationGrouping (administrator): add, rename or delete a grouping. */
export function operateGrouping(db: Db, userId: string, op: GroupingOp): Promise<{ ID: string }> {
  return db.transaction(async (tx) => {
    await asAdmin(tx, op.TeamId, userId)
    if (op.Type === 'add') {
      const [n] = await tx
        .select({ n: count() })
        .from(teamGroupings)
        .where(eq(teamGroupings.teamId, op.TeamId))
      if ((n?.n ?? 0) >= TEAM_GROUPING_MAX)
        throw new Rejection(`每个团队最多${TEAM_GROUPING_MAX}个分组`)
      await nameFree(tx, op.TeamId, op.Name)
      const [row] = await unique(GROUPING_NAME_TAKEN, () =>
        tx
          .insert(teamGroupings)
          .values({ teamId: op.TeamId, name: op.Name })
          .returning({ id: teamGroupings.id }),
      )
      if (!row) throw new Error('grouping not inserted')
      return { ID: row.id }
    }
    await groupingOf(tx, op.TeamId, op.ID)
    if (op.Type === 'update') {
      await nameFree(tx, op.TeamId, op.Name, op.ID)
      await unique(GROUPING_NAME_TAKEN, () =>
        tx.update(teamGroupings).set({ name: op.Name }).where(eq(teamGroupings.id, op.ID)),
      )
    } else {
      await tx.delete(teamGroupings).where(eq(teamGroupings.id, op.ID))
    }
    return { ID: op.ID }
  })
}

/** OperationMemberGrouping (administrator): the grouping's members become exactly `userIds`. */
export function setGroupingMembers(
  db: Db,
  userId: string,
  teamId: string,
  groupId: string,
  userIds: readonly string[],
): Promise<{ GroupId: string; MemberCount: number }> {
  return db.transaction(async (tx) => {
    await asAdmin(tx, teamId, userId)
    await groupingOf(tx, teamId, groupId)
    if ((await notMembers(tx, teamId, userIds)).length > 0)
      throw new Rejection('所选成员中有人已不在团队中，请刷新后重试')
    await tx.delete(teamGroupingMembers).where(eq(teamGroupingMembers.groupingId, groupId))
    if (userIds.length > 0)
      await tx
        .insert(teamGroupingMembers)
        .values(userIds.map((id) => ({ groupingId: groupId, teamId, userId: id })))
    return { GroupId: groupId, MemberCount: userIds.length }
  })
}
