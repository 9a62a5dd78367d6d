import type { EntityData, SmartBoqDb } from '@/data/db'
import { sortResources, type BillResource } from '@/domain/bill/compose-entity'
import type { Compose } from '@/domain/bill/compose-entity'
import { emptyCompose, pricesById, recomposeItem, type ResourcePrices } from '@/domain/bill/compose'
import { billResourceFieldSchemas, billResourceInput } from '@/domain/bill/schemas'
import { materialKey } from '@/domain/materials/trend'
import type { BillItem } from '@/domain/bill/model'
import { billSpec, docFields, getItems, itemOf, resourceOf, type Checked } from './bill-docs'
import { updateItems } from './bill'
import { mutateMany } from './mutate'
import { entityCall } from './entity-calls'
import { entityPayload } from '@/domain/projects/calls'

/**
 * 组价 on the device (docs/bill.md "组价"): the project's 人材机 and the items composed of them.
 * A price change is ONE transaction: the resources and every Derived item using them (their
 * 综合单价 and parts recomputed, src/domain/bill/compose.ts), with their outbox entries.
 */

/** The project's live resources, by kind then Sort. */
export async function listResources(db: SmartBoqDb, projectId: string): Promise<BillResource[]> {
  const rows = await db.billResources.where('projectId').equals(projectId).toArray()
  return sortResources(rows.filter((r) => r.deleted === 0).map(resourceOf))
}

/** The stored rows of a project's live composed items (the worker reads them). */
export async function composedRows(
  db: SmartBoqDb,
  projectId: string,
): Promise<{ id: string; data: EntityData }[]> {
  const rows = await db.billItems.where('projectId').equals(projectId).toArray()
  return rows
    .filter((r) => r.deleted === 0 && r.data['Compose'] !== undefined)
    .map((r) => ({ id: r.id, data: r.data }))
}

/** Every live composed item of a project. */
export async function composedItems(db: SmartBoqDb, projectId: string): Promise<BillItem[]> {
  const rows = await db.billItems.where('projectId').equals(projectId).toArray()
  return rows.filter((r) => r.deleted === 0 && r.data['Compose'] !== undefined).map(itemOf)
}

export type NewResource = Pick<BillResource, 'Kind' | 'Name'> &
  Partial<Omit<BillResource, 'ID' | 'ProId' | 'Kind' | 'Name'>>

/**
 * The project's resource of the same kind, name, spec and unit (materialKey), or a new one: a
 * resource is priced once per project, whatever the number of items that use it.
 */
export async function ensureResource(
  db: SmartBoqDb,
  projectId: string,
  given: NewResource,
): Promise<Checked<string>> {
  const key = materialKey({ Name: given.Name, Spec: given.Spec ?? '', Unit: given.Unit ?? '' })
  const existing = (await listResources(db, projectId)).find(
    (r) => r.Kind === given.Kind && materialKey(r) === key,
  )
  if (existing) return { ok: true, value: existing.ID, warnings: [] }
  const ID = crypto.randomUUID()
  const parsed = billResourceInput.safeParse({ ...given, ProId: projectId, ID, Sort: Date.now() })
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? '人材机无效' }
  await mutateMany(db, [billSpec('billResources', 'create', ID, docFields(parsed.data))])
  return { ok: true, value: ID, warnings: [] }
}

/**
 * Changes an item's composition: `edit` gets the stored one (inside the transaction, so quick
 * successive edits each build on the last); a Derived one sets its 综合单价 and parts in the same
 * write.
 */
export async function saveCompose(
  db: SmartBoqDb,
  itemId: string,
  edit: (current: Compose) => Compose,
): Promise<Checked<number>> {
  return db.transaction(
    'rw',
    [db.meta, db.outbox, db.conflicts, ...db.entityTables()],
    async () => {
      const [item] = await getItems(db, [itemId])
      if (!item) return { ok: false as const, message: '清单项不存在或已被删除' }
      const prices = pricesById(await listResources(db, item.ProId))
      const compose = edit(item.Compose ?? emptyCompose())
      const derived = recomposeItem({ ...item, Compose: compose }, prices)
      return updateItems(db, [{ id: itemId, fields: { Compose: compose, ...derived } }])
    },
  )
}

/**
 * Changes resources (a price, its source, the flags) and reprices every Derived item of the
 * project that uses a changed one, in one transaction. Bad input: nothing is written.
 */
export async function updateResources(
  db: SmartBoqDb,
  projectId: string,
  updates: readonly { id: string; fields: EntityData }[],
): Promise<Checked<number>> {
  const checked: { id: string; fields: EntityData }[] = []
  for (const u of updates) {
    const fields: EntityData = {}
    for (const [key, value] of Object.entries(u.fields)) {
      const schema = billResourceFieldSchemas[key as keyof typeof billResourceFieldSchemas]
      if (!schema || key === 'ProId') return { ok: false, message: `字段 ${key} 无效` }
      const parsed = schema.safeParse(value)
      if (!parsed.success)
        return { ok: false, message: parsed.error.issues[0]?.message ?? '输入无效' }
      fields[key] = parsed.data
    }
    checked.push({ id: u.id, fields })
  }
  return db.transaction(
    'rw',
    [db.meta, db.outbox, db.conflicts, ...db.entityTables()],
    async () => {
      const resources = await listResources(db, projectId)
      const byId = new Map(resources.map((r) => [r.ID, r]))
      for (const u of checked)
        if (!byId.has(u.id)) return { ok: false as const, message: '人材机不存在或已被删除' }
      await mutateMany(
        db,
        checked.map((u) => billSpec('billResources', 'update', u.id, u.fields)),
      )
      // Read back as stored: the reader gives the declared types.
      const after = pricesById(await listResources(db, projectId))
      const items = await repricedItems(db, projectId, after, new Set(checked.map((c) => c.id)))
      const written = await updateItems(db, items)
      return written.ok ? { ...written, value: items.length } : written
    },
  )
}

/** The item updates a change of the given resources causes. */
async function repricedItems(
  db: SmartBoqDb,
  projectId: string,
  prices: ResourcePrices,
  changed: ReadonlySet<string>,
): Promise<{ id: string; fields: EntityData }[]> {
  const out: { id: string; fields: EntityData }[] = []
  for (const item of await composedItems(db, projectId)) {
    if (!item.Compose?.Lines.some((l) => changed.has(l.ResourceId))) continue
    const next = recomposeItem(item, prices)
    if (next) out.push({ id: item.ID, fields: { ...next } })
  }
  return out
}

/**
 * Writes a package switch computed in the worker (src/domain/bill/compose-reprice.ts): the new
 * price choice on the project, the resources' new prices and the items' new 综合单价, in ONE
 * transaction with their outbox entries.
 */
export async function applyComposeRepricing(
  db: SmartBoqDb,
  projectId: string,
  choice: EntityData,
  result: {
    resources: readonly { id: string; fields: EntityData }[]
    items: readonly { id: string; fields: EntityData }[]
  },
): Promise<Checked<number>> {
  return db.transaction(
    'rw',
    [db.meta, db.outbox, db.conflicts, ...db.entityTables()],
    async () => {
      await mutateMany(db, [
        {
          entity: 'projects',
          entityId: projectId,
          op: 'update',
          call: entityCall('projects', 'update'),
          fields: { PriceChoice: choice },
          payload: entityPayload('projects', 'update', projectId, { PriceChoice: choice }),
        },
        ...result.resources.map((u) => billSpec('billResources', 'update', u.id, u.fields)),
      ])
      const written = await updateItems(db, result.items)
      return written.ok ? { ...written, value: result.items.length } : written
    },
  )
}
