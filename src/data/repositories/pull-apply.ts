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
  // A row already confirmed at a newer version (our own acked write) is newer than this change.
  if (local && local.version > c.Version) return undefined
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
          r.version = 0
        })
    }
    await db.outbox.where('[status+seq]').between(['acked', Dexie.minKey], ['acked', Dexie.maxKey]).delete()
    await db.meta.where('key').startsWith('cursor:').delete()
  })
}
