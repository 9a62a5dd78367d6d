import type { SmartBoqDb, SyncedRow } from '@/data/db'
import type { SyncedEntity } from '@/domain/api/sync'
import type { OutboxEdit } from './outbox-store'
import { rowKey } from './outbox-store'

/**
 * The rows of an answered run, read in one request per entity and written back once: an ack
 * changes the copy here, so a later ack of the same row in the run sees it (as one by one would).
 * 1,000 acks took a get and a put each, awaited in turn (most of a pasted bill's push).
 */
export class AckedRows {
  private readonly rows = new Map<string, SyncedRow | undefined>()
  private readonly touched = new Map<string, { entity: SyncedEntity; id: string }>()

  private constructor(private readonly db: SmartBoqDb) {}

  static async load(db: SmartBoqDb, edit: OutboxEdit, seqs: readonly number[]) {
    const out = new AckedRows(db)
    const ids = new Map<SyncedEntity, Set<string>>()
    for (const seq of seqs) {
      const e = edit.entry(seq)
      if (e) ids.set(e.entity, (ids.get(e.entity) ?? new Set()).add(e.entityId))
    }
    for (const [entity, set] of ids) {
      const keys = [...set]
      const found = await db.entityTable(entity).bulkGet(keys)
      keys.forEach((id, k) => out.rows.set(rowKey(entity, id), found[k]))
    }
    return out
  }

  get(entity: SyncedEntity, id: string): SyncedRow | undefined {
    return this.rows.get(rowKey(entity, id))
  }

  /** Replaces the row (undefined deletes it). */
  set(entity: SyncedEntity, id: string, row: SyncedRow | undefined): void {
    const key = rowKey(entity, id)
    this.rows.set(key, row)
    this.touched.set(key, { entity, id })
  }

  async flush(): Promise<void> {
    const puts = new Map<SyncedEntity, SyncedRow[]>()
    const deletes = new Map<SyncedEntity, string[]>()
    for (const [key, { entity, id }] of this.touched) {
      const row = this.rows.get(key)
      if (row) puts.set(entity, [...(puts.get(entity) ?? []), row])
      else deletes.set(entity, [...(deletes.get(entity) ?? []), id])
    }
    for (const [entity, ids] of deletes) await this.db.entityTable(entity).bulkDelete(ids)
    for (const [entity, rows] of puts) await this.db.entityTable(entity).bulkPut(rows)
  }
}
