import type { SmartBoqDb } from '@/data/db'
import { SYNCED_ENTITIES, type SyncedEntity } from '@/domain/api/sync-entities'
import { billItems, billResources } from '@/domain/bill/entities'
import { pricesById, recomposeItem } from '@/domain/bill/compose'
import { rowDoc } from '@/domain/entity/define'
import type { ModelRow } from './reference-relations'
import type { AppliedWrite } from './reference-server'

/** The end-state checks of both sync fuzz tests, over every synced entity. */

/** A client's rows of every synced entity as entity:id → { version, data }, and its tombstones. */
export async function clientState(db: SmartBoqDb): Promise<{
  rows: Record<string, { version: number; data: Record<string, unknown> }>
  tombstones: number
}> {
  const rows: Record<string, { version: number; data: Record<string, unknown> }> = {}
  let tombstones = 0
  for (const entity of SYNCED_ENTITIES)
    for (const r of await db.entityTable(entity).toArray()) {
      if (r.deleted !== 0) tombstones++
      rows[`${entity}:${r.id}`] = { version: r.version, data: r.data }
    }
  return { rows, tombstones }
}

/** Live rows as the relation checks read them, from entity:id keys. */
export function modelRows(rows: Record<string, { data: Record<string, unknown> }>): ModelRow[] {
  return Object.entries(rows).map(([key, r]) => {
    const at = key.indexOf(':')
    return {
      entity: key.slice(0, at) as SyncedEntity,
      id: key.slice(at + 1),
      deleted: false,
      data: r.data,
    }
  })
}

/**
 * Items whose 组价 gives another 综合单价 (or parts) than the one stored while they are Derived:
 * a price or a composition written on one device and the item's price on another, each on a stale
 * copy of the other.
 */
export function staleDerivedItems(rows: readonly ModelRow[]): string[] {
  const resources = rows
    .filter((r) => r.entity === 'billResources' && !r.deleted)
    .map((r) => rowDoc(billResources, r.id, r.data))
  const out: string[] = []
  for (const r of rows) {
    if (r.entity !== 'billItems' || r.deleted || r.data['Compose'] === undefined) continue
    const item = rowDoc(billItems, r.id, r.data)
    const prices = pricesById(resources.filter((x) => x.ProId === item.ProId))
    // A line whose resource was deleted keeps the price it was composed with (（人材机已删除）).
    if (item.Compose?.Lines.some((l) => !prices.has(l.ResourceId))) continue
    if (recomposeItem(item, prices) !== null) out.push(`billItems:${r.id}`)
  }
  return out
}

/**
 * The live rows the applied writes leave, replayed on their own: a create starts a row, an update
 * sets each field it sent (not those answered as conflicts), a delete (or a cascade) ends it, and
 * a write to a deleted row changes nothing. Compared with the server's rows, it tells a write
 * the server acknowledged but did not keep ("no write lost").
 */
export function expectedRows(
  applied: readonly AppliedWrite[],
): Record<string, Record<string, unknown>> {
  const rows = new Map<string, { deleted: boolean; data: Record<string, unknown> }>()
  for (const w of applied) {
    const key = `${w.entity}:${w.id}`
    let row = rows.get(key)
    if (w.op === 'delete') {
      if (row) row.deleted = true
      continue
    }
    if (!row) {
      if (w.op !== 'create') continue
      row = { deleted: false, data: {} }
      rows.set(key, row)
    }
    if (row.deleted) continue
    for (const [f, v] of Object.entries(w.fields)) if (!w.conflicts.includes(f)) row.data[f] = v
  }
  return Object.fromEntries([...rows].filter(([, r]) => !r.deleted).map(([k, r]) => [k, r.data]))
}
