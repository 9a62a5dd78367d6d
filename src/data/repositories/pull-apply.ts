import type { SmartBoqDb, SyncedRow } from '@/data/db'
import { indexColumns } from '@/data/db'
import type { RowChange, SyncedEntity } from '@/domain/api/sync'
import { META_KEYS } from './meta'
import { rowKey, unconfirmedFields } from './outbox'
import { allEntries, deleteAcked, unconfirmedEntries } from './outbox-store'

export interface ChangesPage {
  changes: RowChange[]
  nextCursor: string
  lastMutationSeq: number
}

/** The row a pulled change leaves behind, or null to delete it, or undefined to leave it alone. */
function merge(
  c: RowChange,
  local: SyncedRow | undefined,
  pending: Set<string> | undefined,
  now: number,
) {
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

interface OutboxView {
  /** Fields of each row with pending or failed entries (never overwritten by a pull). */
  unconfirmed: Map<string, Set<string>>
  /** Rows with any entry, acked ones included (their version may be ahead of a change). */
  touched: Set<string>
}

async function outboxView(db: SmartBoqDb): Promise<OutboxView> {
  const unconfirmed = new Map<string, Set<string>>()
  const touched = new Set<string>()
  for (const e of await allEntries(db)) {
    const key = rowKey(e.entity, e.entityId)
    touched.add(key)
    if (e.status === 'acked') continue
    const set = unconfirmed.get(key) ?? new Set<string>()
    for (const f of e.changedFields) set.add(f)
    unconfirmed.set(key, set)
  }
  return { unconfirmed, touched }
}

/**
 * Applies one pull page in ONE transaction: upserts and tombstones, never over fields with
 * unconfirmed entries, drops acked entries the server has applied, then advances the cursor.
 * If anything throws, nothing of the page is stored and the cursor stays where it was.
 *
 * Reading every local row of a page doubled the IndexedDB requests of a pull (bench/sync). A
 * row is read only when its local copy can matter: it has outbox entries (unconfirmed fields, or
 * an acked write whose version may be ahead of the change), or a full resync is running (stale
 * rows, versions from before a reset). Any other local row was stored by an earlier page of this
 * cursor, so its version is below every change the server sends now (docs/sync.md).
 */
export async function applyChangesPage(
  db: SmartBoqDb,
  page: ChangesPage,
  scope = 'all',
  now = Date.now(),
): Promise<number> {
  const byEntity = new Map<SyncedEntity, Map<string, RowChange>>()
  for (const c of page.changes) {
    const m = byEntity.get(c.Entity) ?? new Map<string, RowChange>()
    m.set(c.ID, c) // the last change of a row in a page wins
    byEntity.set(c.Entity, m)
  }
  await db.transaction('rw', [db.outbox, db.meta, ...db.entityTables()], async () => {
    const { unconfirmed: pending, touched } = await outboxView(db)
    const resyncing = (await db.meta.get(META_KEYS.resync))?.value === true
    for (const [entity, changes] of byEntity) {
      const table = db.entityTable(entity)
      const ids = [...changes.keys()]
      const readIds = resyncing ? ids : ids.filter((id) => touched.has(rowKey(entity, id)))
      const locals = new Map<string, SyncedRow>()
      if (readIds.length > 0) {
        const rows = await table.bulkGet(readIds)
        rows.forEach((row, i) => row && locals.set(readIds[i] ?? '', row))
      }
      const puts: SyncedRow[] = []
      const deletes: string[] = []
      for (const [id, c] of changes) {
        const next = merge(c, locals.get(id), pending.get(rowKey(entity, id)), now)
        if (next === null) deletes.push(id)
        else if (next !== undefined) puts.push(next)
      }
      if (puts.length > 0) await table.bulkPut(puts)
      if (deletes.length > 0) await table.bulkDelete(deletes)
    }
    if (page.lastMutationSeq > 0) await deleteAcked(db, page.lastMutationSeq)
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
    await deleteAcked(db)
    await db.meta.where('key').startsWith('cursor:').delete()
    await markForResync(db)
  })
}

async function markForResync(db: SmartBoqDb): Promise<void> {
  let marked = 0
  for (const table of db.entityTables()) {
    marked += await table.toCollection().modify((r) => {
      r.stale = 1
    })
  }
  // With nothing stored (the first sync) there is nothing to settle afterwards, and pages then
  // need not read local rows (see applyChangesPage).
  if (marked > 0) await db.meta.put({ key: META_KEYS.resync, value: true })
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
    const unconfirmed = await unconfirmedEntries(db)
    const creating = new Set(
      unconfirmed.filter((e) => e.op === 'create').map((e) => rowKey(e.entity, e.entityId)),
    )
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
