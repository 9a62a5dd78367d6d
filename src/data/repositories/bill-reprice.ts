import type { SmartBoqDb } from '@/data/db'
import type { BillItem } from '@/domain/bill/model'
import { repriceItem, rowsByItem, type RepriceRow } from '@/domain/materials/bill-reprice'
import type { PriceCandidate } from '@/domain/materials/pricing'
import { candidatesOf } from '@/domain/estimate/preview'
import { getItems, itemOf } from './bill-docs'
import { updateItems, type Checked } from './bill'
import { cachedItems, cachedPackages } from './material-cache'

/**
 * Re-pricing a project's bill from the price packages (docs/materials.md "Pricing a bill"). The
 * plan is made from the local bill and the packages downloaded to this device (so it works
 * offline); applying it is ONE transaction of the bill's own updates (outbox entries included),
 * after checking that no planned item changed since the plan was shown.
 */
export const STALE_PLAN = '清单在预览后已被修改，请重新预览'

/** Every live 分部分项 and 单价措施 item of a project. */
export async function projectItems(db: SmartBoqDb, projectId: string): Promise<BillItem[]> {
  const rows = await db.billItems.where('projectId').equals(projectId).toArray()
  return rows
    .filter((r) => r.deleted === 0)
    .map(itemOf)
    .sort((a, b) => a.UnitId.localeCompare(b.UnitId) || a.Sort - b.Sort)
}

/** The downloaded packages' prices by material key, and the packages' names for the list. */
export async function libraryPrices(): Promise<{
  candidates: Map<string, PriceCandidate[]>
  names: Map<string, string>
}> {
  const packages = await cachedPackages()
  const items = await cachedItems(packages.map((p) => p.ID))
  return {
    candidates: candidatesOf(packages, items),
    names: new Map(packages.map((p) => [p.ID, p.Name])),
  }
}

/** Applies the planned rows in one transaction; nothing is written when an item changed meanwhile. */
export async function applyBillReprice(
  db: SmartBoqDb,
  rows: readonly RepriceRow[],
): Promise<Checked<number>> {
  const byItem = rowsByItem(rows)
  return db.transaction(
    'rw',
    [db.meta, db.outbox, db.conflicts, ...db.entityTables()],
    async () => {
      const items = await getItems(db, [...byItem.keys()])
      if (items.length !== byItem.size) return { ok: false as const, message: STALE_PLAN }
      const updates = []
      for (const item of items) {
        const next = repriceItem(item, byItem.get(item.ID) ?? [])
        if (next === null) return { ok: false as const, message: STALE_PLAN }
        updates.push({ id: item.ID, fields: { ...next } })
      }
      return updateItems(db, updates)
    },
  )
}
