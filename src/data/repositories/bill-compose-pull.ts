import type { EntityData, SmartBoqDb } from '@/data/db'
import type { RowChange } from '@/domain/api/sync'
import { pricesById, recomposeItem } from '@/domain/bill/compose'
import { updateItems } from './bill'
import { composedItems, listResources } from './bill-compose'

/**
 * 组价 after a pull (docs/bill.md "组价", docs/sync.md "Derived values after a pull"). A Derived
 * item's 综合单价 and parts are written by the device that composes it, from the prices that device
 * holds; another device may have changed one of those prices meanwhile (a different row, so no
 * conflict), a price edit may come back as a conflict (the row takes the server's price, the items
 * it repriced keep theirs), a failed one may be discarded: the item is then priced by a copy the
 * server does not hold. So once a pull brought a resource or a composed item (the device's own
 * writes come back too), the device recomputes the Derived items concerned from what it now holds
 * and writes those that differ (row and outbox in one transaction). Devices holding the same state
 * compute the same values, so their writes agree and stop once every device is current. The rule
 * it keeps: a Derived item's 综合单价 is its composition's, so one typed over it does not survive
 * the next sync (as it does not survive a price edit); unticking 按组价计算综合单价 keeps a typed one.
 */

/** Ids of the resources and composed items a pull brought, gathered page by page. */
export interface PulledCompose {
  resources: Set<string>
  items: Set<string>
}

export const pulledCompose = (): PulledCompose => ({ resources: new Set(), items: new Set() })

export function notePulledCompose(into: PulledCompose, changes: readonly RowChange[]): void {
  for (const c of changes) {
    if (c.Deleted) continue
    if (c.Entity === 'billResources') into.resources.add(c.ID)
    else if (c.Entity === 'billItems' && c.Data['Compose'] !== undefined) into.items.add(c.ID)
  }
}

/**
 * Reprices the Derived items a pull concerns: those it brought and those using a resource it
 * brought. A line whose resource is gone keeps the price it was composed with (the item is left
 * alone), and a released template is frozen. Returns the number of items written.
 */
export async function repriceAfterPull(db: SmartBoqDb, pulled: PulledCompose): Promise<number> {
  if (pulled.resources.size === 0 && pulled.items.size === 0) return 0
  return db.transaction(
    'rw',
    [db.meta, db.outbox, db.conflicts, ...db.entityTables()],
    async () => {
      const rows = [
        ...(await db.billResources.bulkGet([...pulled.resources])),
        ...(await db.billItems.bulkGet([...pulled.items])),
      ]
      const projectIds = new Set(
        rows.flatMap((r) =>
          r && r.deleted === 0 && typeof r.data['ProId'] === 'string' ? [r.data['ProId']] : [],
        ),
      )
      const updates: { id: string; fields: EntityData }[] = []
      for (const projectId of projectIds) {
        if ((await db.projects.get(projectId))?.data['Released'] === 1) continue
        const prices = pricesById(await listResources(db, projectId))
        for (const item of await composedItems(db, projectId)) {
          const lines = item.Compose?.Lines ?? []
          const concerned =
            pulled.items.has(item.ID) || lines.some((l) => pulled.resources.has(l.ResourceId))
          if (!concerned || lines.some((l) => !prices.has(l.ResourceId))) continue
          const next = recomposeItem(item, prices)
          if (next) updates.push({ id: item.ID, fields: { ...next } })
        }
      }
      if (updates.length === 0) return 0
      const written = await updateItems(db, updates)
      return written.ok ? updates.length : 0
    },
  )
}
