import { and, asc, eq, gt, inArray, lt, max, sql } from 'drizzle-orm'
import type { ChangesData, RowChange, SyncedEntity } from '@/domain/api/sync.ts'
import type { Db } from '../../db/client.ts'
import { projects, syncClients, syncMutations, syncRows, syncState } from '../../db/schema/index.ts'

/**
 * GET /api/Sync/Changes. Versions become visible in commit order (see sync_state), so reading
 * `version > cursor` never skips a row that commits later: it will carry a higher version.
 * Cursors are "epoch:version"; one from an older epoch below the purge horizon may have missed
 * purged tombstones and gets Reset. The client's seq is read before the rows, so every mutation
 * it covers is already in (or before) this page.
 */
export async function readChanges(
  db: Db,
  userId: string,
  clientId: string | undefined,
  cursor: string | undefined,
  limit: number,
): Promise<ChangesData> {
  const [state] = await db.select().from(syncState).where(eq(syncState.id, 1))
  if (!state) throw new Error('sync_state row missing')
  const [epochText = '', versionText = ''] = (cursor ?? `${state.epoch}:0`).split(':')
  const after = Number(versionText)
  const epoch = Number(epochText)
  if (
    !/^\d+$/.test(epochText) ||
    !/^\d+$/.test(versionText) ||
    (epoch !== state.epoch && after < state.horizon)
  )
    return { Reset: true }
  const [client] = clientId
    ? await db
        .select({ lastSeq: syncClients.lastSeq })
        .from(syncClients)
        .where(and(eq(syncClients.userId, userId), eq(syncClients.clientId, clientId)))
    : []
  const rows = await db
    .select({
      entity: syncRows.entity,
      id: syncRows.id,
      version: syncRows.version,
      deleted: syncRows.deleted,
      data: syncRows.data,
    })
    .from(syncRows)
    .where(and(eq(syncRows.ownerId, userId), gt(syncRows.version, after)))
    .orderBy(asc(syncRows.version))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const changes: RowChange[] = page.map((r) => ({
    Entity: r.entity as SyncedEntity,
    ID: r.id,
    Version: r.version,
    Deleted: r.deleted,
    Data: r.deleted ? {} : r.data,
  }))
  const last = page.at(-1)
  return {
    Reset: false,
    Changes: changes,
    NextCursor: `${state.epoch}:${last ? last.version : after}`,
    HasMore: rows.length > limit,
    LastMutationSeq: client?.lastSeq ?? 0,
  }
}

export interface PurgeCounts {
  tombstones: number
  mutations: number
}

/**
 * Forgets tombstones and dedup records older than `before` (retention). Cursors of earlier
 * epochs that point below the highest purged version then get Reset. Holds the counter row
 * while it works, so no writer takes a version meanwhile.
 */
export async function purgeExpired(db: Db, before: Date): Promise<PurgeCounts> {
  return db.transaction(async (tx) => {
    await tx.select().from(syncState).where(eq(syncState.id, 1)).for('update')
    const gone = await tx
      .delete(syncRows)
      .where(and(eq(syncRows.deleted, true), lt(syncRows.changedAt, before)))
      .returning({ id: syncRows.id, entity: syncRows.entity, version: syncRows.version })
    const mutations = await tx
      .delete(syncMutations)
      .where(lt(syncMutations.createdAt, before))
      .returning({ id: syncMutations.mutationId })
    if (gone.length === 0) return { tombstones: 0, mutations: mutations.length }
    const projectIds = gone.filter((g) => g.entity === 'projects').map((g) => g.id)
    if (projectIds.length > 0) await tx.delete(projects).where(inArray(projects.id, projectIds))
    const highest = Math.max(...gone.map((g) => g.version))
    await tx
      .update(syncState)
      .set({
        epoch: sql`${syncState.epoch} + 1`,
        horizon: sql`greatest(${syncState.horizon}, ${highest})`,
      })
      .where(eq(syncState.id, 1))
    return { tombstones: gone.length, mutations: mutations.length }
  })
}

/** purgeExpired, answering the number of tombstones purged. */
export async function purgeTombstones(db: Db, before: Date): Promise<number> {
  return (await purgeExpired(db, before)).tombstones
}

/** Highest version handed out so far (tests, diagnostics). */
export async function currentVersion(db: Db): Promise<number> {
  const [row] = await db.select({ v: max(syncState.version) }).from(syncState)
  return Number(row?.v ?? 0)
}
