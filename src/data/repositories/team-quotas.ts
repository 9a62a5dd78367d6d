import type { SmartBoqDb, TeamQuotaRow } from '@/data/db'
import { rowDoc } from '@/domain/entity/define'
import { refused } from '@/domain/entity/field'
import { compareTeamQuotas, type TeamQuota, type TeamQuotaSet } from '@/domain/bill/quota-share'
import { quotaShares, type QuotaShare } from '@/domain/bill/quota-share-entity'
import { billSpec } from './bill-docs'
import type { Checked } from './bill-docs'
import { getMeta, META_KEYS, setMeta } from './meta'
import { mutateMany } from './mutate'

/**
 * The team-shared 定额库 on the device (docs/bill.md "团队定额库"): the user's shares (quotaShares,
 * synced, owned by the user) and the read cache of what the teams share (teamQuotas), replaced
 * whole when the app is online, so the 组价 panel finds the team 子目 offline too.
 */

/** A team of the user as the cache last saw it. */
export interface CachedTeam {
  ID: string
  Name: string
  /** When its 子目 were fetched (ms). */
  pulledAt: number
}

/** Every live share of the user. */
export async function listQuotaShares(db: SmartBoqDb): Promise<QuotaShare[]> {
  const rows = await db.quotaShares.where('deleted').equals(0).toArray()
  return rows.map((r) => rowDoc(quotaShares, r.id, r.data))
}

/** Shares the 定额库 with the team (nothing written when it is shared there already). */
export async function shareQuotaLibrary(
  db: SmartBoqDb,
  library: string,
  teamId: string,
): Promise<Checked<null>> {
  const name = quotaShares.fields.Library.parse(library)
  if (refused(name)) return { ok: false, message: name.message }
  const team = quotaShares.fields.TeamId.parse(teamId)
  if (refused(team)) return { ok: false, message: team.message }
  await db.transaction('rw', [db.meta, db.outbox, db.conflicts, ...db.entityTables()], async () => {
    const held = await listQuotaShares(db)
    if (held.some((s) => s.Library === name && s.TeamId === team)) return
    await mutateMany(db, [
      billSpec('quotaShares', 'create', crypto.randomUUID(), { Library: name, TeamId: team }),
    ])
  })
  return { ok: true, value: null, warnings: [] }
}

/** Stops sharing the 定额库 with the team (every share of that pair is deleted). */
export async function unshareQuotaLibrary(
  db: SmartBoqDb,
  library: string,
  teamId: string,
): Promise<void> {
  await db.transaction('rw', [db.meta, db.outbox, db.conflicts, ...db.entityTables()], async () => {
    const held = await listQuotaShares(db)
    await mutateMany(
      db,
      held
        .filter((s) => s.Library === library && s.TeamId === teamId)
        .map((s) => billSpec('quotaShares', 'delete', s.ID)),
    )
  })
}

/**
 * Replaces the cache with what the server answered for each of the user's `teams`, in ONE
 * transaction: the teams the user is no longer in lose their rows, each listed team gets exactly
 * its answer.
 */
export async function storeTeamQuotas(
  db: SmartBoqDb,
  teams: readonly { ID: string; Name: string }[],
  quotas: ReadonlyMap<string, readonly TeamQuota[]>,
  now = Date.now(),
): Promise<void> {
  const rows: TeamQuotaRow[] = teams.flatMap((t) =>
    (quotas.get(t.ID) ?? []).map((q) => ({
      key: `${t.ID}:${q.ID}`,
      teamId: t.ID,
      quotaId: q.ID,
      data: q,
    })),
  )
  const cached: CachedTeam[] = teams.map((t) => ({ ID: t.ID, Name: t.Name, pulledAt: now }))
  await db.transaction('rw', db.meta, db.teamQuotas, async () => {
    await db.teamQuotas.clear()
    await db.teamQuotas.bulkPut(rows)
    await setMeta(db, META_KEYS.teamQuotaTeams, cached)
  })
}

/** The user's teams as last cached (none before the first refresh). */
export async function cachedTeams(db: SmartBoqDb): Promise<CachedTeam[]> {
  const teams = await getMeta<CachedTeam[]>(db, META_KEYS.teamQuotaTeams)
  return Array.isArray(teams) ? teams : []
}

/** The cached 子目 of each team, by team (the order of the team list), for the 定额库 search. */
export async function cachedTeamQuotas(
  db: SmartBoqDb,
): Promise<(TeamQuotaSet & { teamId: string })[]> {
  const teams = await cachedTeams(db)
  const rows = await db.teamQuotas.toArray()
  return teams.map((t) => ({
    teamId: t.ID,
    teamName: t.Name,
    quotas: rows
      .filter((r) => r.teamId === t.ID)
      .map((r) => r.data)
      .sort(compareTeamQuotas),
  }))
}

/** A cached team 子目 by its id (any team), or undefined. */
export async function cachedTeamQuota(
  db: SmartBoqDb,
  quotaId: string,
): Promise<TeamQuota | undefined> {
  return (await db.teamQuotas.where('quotaId').equals(quotaId).first())?.data
}
