import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import { rowDoc } from '@/domain/entity/define.ts'
import { quotaItems } from '@/domain/bill/quota-entity.ts'
import { compareTeamQuotas, type TeamQuota } from '@/domain/bill/quota-share.ts'
import type { Db } from '../../db/client.ts'
import { syncRows, teamMembers, users } from '../../db/schema/index.ts'
import type { EntityService } from '../synced/services.ts'
import { Rejection, str, type Executor } from '../synced/store.ts'
import { membership } from '../teams/access.ts'

/**
 * The team-shared 定额库 (docs/bill.md "团队定额库"). A share (quotaShares, owned by the sharer)
 * names one of the sharer's 定额库 and a team; the write is refused unless the sharer is a member
 * of that team. A member reads the 子目 of every share of the team whose sharer is still a member
 * (a member who left shares nothing there any more, whatever their share documents say).
 */
export const NOT_YOUR_TEAM = '只能共享给你所在的团队'

async function isMember(tx: Executor, teamId: string, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
  return row !== undefined
}

export const quotaShareService: EntityService = {
  entities: ['quotaShares'],
  async check(tx, set) {
    for (const w of set.dirty('quotaShares')) {
      if (w.deleted || !(w.isNew || w.changed.has('TeamId'))) continue
      if (!(await isMember(tx, str(w.data['TeamId']), w.ownerId)))
        throw new Rejection(NOT_YOUR_TEAM)
    }
  },
}

/**
 * GetTeamQuotas: the live 子目 of the 定额库 the team's other current members share with it, by
 * sharer, 定额库 and 定额编号. A caller outside the team is refused as for a missing team (its
 * existence is not revealed); the caller's own shared 定额库 are in their own 定额库 already.
 */
export async function readTeamQuotas(db: Db, userId: string, teamId: string): Promise<TeamQuota[]> {
  await membership(db, teamId, userId)
  const shares = await db
    .selectDistinct({
      ownerId: syncRows.ownerId,
      ownerName: users.userName,
      library: sql<string>`${syncRows.data}->>'Library'`,
    })
    .from(syncRows)
    .innerJoin(
      teamMembers,
      and(eq(teamMembers.userId, syncRows.ownerId), eq(teamMembers.teamId, teamId)),
    )
    .innerJoin(users, eq(users.id, syncRows.ownerId))
    .where(
      and(
        eq(syncRows.entity, 'quotaShares'),
        eq(syncRows.deleted, false),
        ne(syncRows.ownerId, userId),
        sql`${syncRows.data}->>'TeamId' = ${teamId}`,
      ),
    )
  if (shares.length === 0) return []
  const owners = new Map(shares.map((s) => [s.ownerId, s.ownerName]))
  const shared = new Set(shares.map((s) => `${s.ownerId}\u0000${s.library}`))
  const rows = await db
    .select({ id: syncRows.id, ownerId: syncRows.ownerId, data: syncRows.data })
    .from(syncRows)
    .where(
      and(
        eq(syncRows.entity, 'quotaItems'),
        eq(syncRows.deleted, false),
        inArray(syncRows.ownerId, [...owners.keys()]),
        inArray(sql<string>`${syncRows.data}->>'Library'`, [
          ...new Set(shares.map((s) => s.library)),
        ]),
      ),
    )
  return rows
    .map((r) => ({
      ...rowDoc(quotaItems, r.id, r.data),
      OwnerId: r.ownerId,
      OwnerName: owners.get(r.ownerId) ?? '',
    }))
    .filter((q) => shared.has(`${q.OwnerId}\u0000${q.Library}`))
    .sort(compareTeamQuotas)
}
