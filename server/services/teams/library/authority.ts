import { and, asc, eq, inArray } from 'drizzle-orm'
import {
  LEVEL_NAMES,
  LIBRARY_MESSAGES,
  type AuthorityDoc,
  type AuthorityEntry,
} from '@/domain/teams/library.ts'
import type { Db } from '../../../db/client.ts'
import { teamFileAuthority, teamGroupings, teamMembers, users } from '../../../db/schema/index.ts'
import { Rejection } from '../../../lib/refusal.ts'
import { membership } from '../access.ts'
import { needRight, seenFile } from './common.ts'

/**
 * Authority entries (docs/team-library.md "Authority"): the level resolution itself is
 * common.ts entryRank (the highest matching entry) with fileRights of the contract.
 */

/** OperationTeamFileAuthority (管理): the file's entries become exactly `entries`. */
export function setAuthority(
  db: Db,
  userId: string,
  teamId: string,
  fileId: string,
  entries: readonly AuthorityEntry[],
): Promise<{ Count: number }> {
  return db.transaction(async (tx) => {
    const m = await membership(tx, teamId, userId, true)
    const f = await seenFile(tx, m, userId, fileId, true)
    needRight([f], 'CanManage')
    const groupingIds = entries.filter((e) => e.Kind === 'grouping').map((e) => e.ID)
    const userIds = entries.filter((e) => e.Kind === 'user').map((e) => e.ID)
    if (groupingIds.length > 0) {
      const found = await tx
        .select({ id: teamGroupings.id })
        .from(teamGroupings)
        .where(and(eq(teamGroupings.teamId, teamId), inArray(teamGroupings.id, groupingIds)))
      if (found.length !== groupingIds.length)
        throw new Rejection(LIBRARY_MESSAGES.authoritySubjectMissing)
    }
    if (userIds.length > 0) {
      const found = await tx
        .select({ id: teamMembers.userId })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, teamId), inArray(teamMembers.userId, userIds)))
      if (found.length !== userIds.length)
        throw new Rejection(LIBRARY_MESSAGES.authoritySubjectMissing)
    }
    await tx.delete(teamFileAuthority).where(eq(teamFileAuthority.fileId, fileId))
    if (entries.length > 0)
      await tx.insert(teamFileAuthority).values(
        entries.map((e) => ({
          fileId,
          teamId,
          kind: e.Kind,
          groupingId: e.Kind === 'grouping' ? e.ID : null,
          userId: e.Kind === 'user' ? e.ID : null,
          level: e.Level,
        })),
      )
    return { Count: entries.length }
  })
}

const KIND_ORDER = { all: 0, grouping: 1, user: 2 } as const

/** GetFileAuthorityList (查看): 全部成员 first, then groupings, then members, with names. */
export async function listAuthority(
  db: Db,
  userId: string,
  teamId: string,
  fileId: string,
): Promise<AuthorityDoc[]> {
  const m = await membership(db, teamId, userId)
  await seenFile(db, m, userId, fileId)
  const rows = await db
    .select({
      kind: teamFileAuthority.kind,
      groupingId: teamFileAuthority.groupingId,
      userId: teamFileAuthority.userId,
      level: teamFileAuthority.level,
      groupingName: teamGroupings.name,
      userName: users.userName,
    })
    .from(teamFileAuthority)
    .leftJoin(teamGroupings, eq(teamGroupings.id, teamFileAuthority.groupingId))
    .leftJoin(users, eq(users.id, teamFileAuthority.userId))
    .where(eq(teamFileAuthority.fileId, fileId))
    .orderBy(asc(teamFileAuthority.id))
  return rows
    .map((r): AuthorityDoc => ({
      Kind: r.kind,
      ID: r.groupingId ?? r.userId ?? '',
      Name: r.kind === 'all' ? '全部成员' : (r.groupingName ?? r.userName ?? ''),
      Level: r.level,
      LevelName: LEVEL_NAMES[r.level],
    }))
    .sort((a, b) => KIND_ORDER[a.Kind] - KIND_ORDER[b.Kind] || a.Name.localeCompare(b.Name, 'zh'))
}
