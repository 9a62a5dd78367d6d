import { Dexie } from 'dexie'
import type { SmartBoqDb, SyncedRow } from '@/data/db'
import { indexColumns } from '@/data/db'
import type { RowChange, SyncedEntity } from '@/domain/api/sync'
import { META_KEYS } from './meta'
import { rowKey, unconfirmedFields } from './outbox'

export interface ChangesPage {
  changes: RowChange[]
  nextCursor: string
  lastMutationSeq: number
}

/** The row a pulled change leaves behind, or null to delete it, or undefined to leave it alone. */
function merge(c: RowChange, local: SyncedRow | undefined, pending: Set<string> | undefined, now: number) {
  // A row already confirmed at a newer version (our own acked write) is newer than this change;
  // it still counts as seen by the server for a resync.
  if (local && local.version > c.Version) {
    if (local.stale !== 1) return undefined
    const { stale: _s, ...seen } = local
    return seen
  }
  // Server deletes win over local edits (documented in docs/sync.md).
  if (c.Deleted) return null
  const data = { ...c.Data }
  if (local && pending) {
    for (const f of pending) if (f !== 'deleted' && f in local.data) data[f] = local.data[f]
  }
  const deleted: 0 | 1 = local && pending?.has('deleted') ? local.deleted : 0
  const row: SyncedRow = {
    id: c.ID,
    version: c.Version,
    deleted,
    data,
    base: { ...c.Data },
    updatedAt: pending && local ? local.updatedAt : now,
    ...indexColumns(c.Entity, data),
  }
  return row
}

/**
 * Applies one pull page in ONE transaction: upserts and tombstones, never over fields with
 * unconfirmed entries, drops acked entries the server has applied, then advances the cursor.
 * If anything throws, nothing of the page is stored and the cursor stays where it was.
 */
export async function applyChangesPage(db: SmartBoqDb, page: ChangesPage, scope = 'all', now = Date.now()): Promise<number> {
  const byEntity = new Map<SyncedEntity, Map<string, RowChange>>()
  for (const c of page.changes) {
    const m = byEntity.get(c.Entity) ?? new Map<string, RowChange>()
    m.set(c.ID, c) // the last change of a row in a page wins
    byEntity.set(c.Entity, m)
  }
  await db.transaction('rw', [db.outbox, db.meta, ...db.entityTables()], async () => {
    const pending = await unconfirmedFields(db)
    for (const [entity, changes] of byEntity) {
      const table = db.entityTable(entity)
      const ids = [...changes.keys()]
      const locals = await table.bulkGet(ids)
      const puts: SyncedRow[] = []
      const deletes: string[] = []
      ids.forEach((id, i) => {
        const c = changes.get(id)
        if (!c) return
        const next = merge(c, locals[i], pending.get(rowKey(entity, id)), now)
        if (next === null) deletes.push(id)
        else if (next !== undefined) puts.push(next)
      })
      if (puts.length > 0) await table.bulkPut(puts)
      if (deletes.length > 0) await table.bulkDelete(deletes)
    }
    if (page.lastMutationSeq > 0) {
      await db.outbox
        .where('[status+seq]')
        .between(['acked', Dexie.minKey], ['acked', page.lastMutationSeq], true, true)
        .delete()
    }
    await db.meta.put({ key: META_KEYS.cursor(scope), value: page.nextCursor })
  })
  return page.changes.length
}

/**
 * The server's reset answer: forget server-confirmed data so a full pull can rebuild it, but
 * keep every row that has unconfirmed local edits (version 0 lets the next pull refresh it).
 */
export async function resetSyncedData(db: SmartBoqDb): Promise<void> {
  await db.transaction('rw', [db.outbox, db.meta, ...db.entityTables()], async () => {
    const pending = await unconfirmedFields(db)
    for (const table of db.entityTables()) {
      const entity = table.name as SyncedEntity
      const rows = await table.toArray()
      const drop = rows.filter((r) => !pending.has(rowKey(entity, r.id))).map((r) => r.id)
      await table.bulkDelete(drop)
      await table
        .filter((r) => pending.has(rowKey(entity, r.id)))
        .modify((r) => {
          // Nothing of it is server-confirmed any more: the full pull sets base again for rows
          // the server still has; a row it lost ends up removed when its edits are discarded.
          r.version = 0
          r.base = null
        })
    }
    await db.outbox.where('[status+seq]').between(['acked', Dexie.minKey], ['acked', Dexie.maxKey]).delete()
    await db.meta.where('key').startsWith('cursor:').delete()
    await markForResync(db)
  })
}

async function markForResync(db: SmartBoqDb): Promise<void> {
  for (const table of db.entityTables()) {
    await table.toCollection().modify((r) => {
      r.stale = 1
    })
  }
  await db.meta.put({ key: META_KEYS.resync, value: true })
}

/**
 * A pull from no cursor (first sync, or after a reset) sees every row the server has: rows
 * stored here before it are marked, and those it never sends are settled by finishResync.
 */
export async function beginResync(db: SmartBoqDb): Promise<void> {
  await db.transaction('rw', [db.meta, ...db.entityTables()], async () => {
    if ((await db.meta.get(META_KEYS.resync))?.value === true) return
    await markForResync(db)
  })
}

/**
 * After a full pull: a row stored before it that the server did not send is gone there (deleted
 * and its tombstone purged, or never confirmed), so it goes here too, unless its create is still
 * unconfirmed (the server has not seen it yet). Its remaining edits then fail or do nothing.
 */
export async function finishResync(db: SmartBoqDb): Promise<void> {
  await db.transaction('rw', [db.outbox, db.meta, ...db.entityTables()], async () => {
    if ((await db.meta.get(META_KEYS.resync))?.value !== true) return
    const unconfirmed = await db.outbox
      .where('[status+seq]')
      .between(['failed', Dexie.minKey], ['pending', Dexie.maxKey], true, true)
      .toArray()
    const creating = new Set(unconfirmed.filter((e) => e.op === 'create').map((e) => rowKey(e.entity, e.entityId)))
    for (const table of db.entityTables()) {
      const entity = table.name as SyncedEntity
      const stale = await table.filter((r) => r.stale === 1).toArray()
      const gone = stale.filter((r) => !creating.has(rowKey(entity, r.id))).map((r) => r.id)
      await table.bulkDelete(gone)
      await table
        .filter((r) => r.stale === 1)
        .modify((r) => {
          delete r.stale
        })
    }
    await db.meta.delete(META_KEYS.resync)
  })
}
