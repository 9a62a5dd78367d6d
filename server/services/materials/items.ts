import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { MaterialItemInput } from '@/domain/materials/schemas.ts'
import { materialKey } from '@/domain/materials/trend.ts'
import type { Db } from '../../db/client.ts'
import { materialHistory, materialItems, materialPackages } from '../../db/schema/index.ts'
import type { Tx } from '../synced/store.ts'
import { itemColumns, itemDoc, type ItemDoc } from './docs.ts'

/**
 * Items of a package: writes that record history (InsertData, BatchUpdate, deletes; paging is in
 * paging.ts). A write is one transaction: the items, one history row per changed item
 * under one batch id, and the package's item count and update time.
 */
export class MaterialWriteError extends Error {}

export interface WriteContext {
  packageId: string
  userId: string | null
}

type HistoryEntry = {
  itemId: string
  action: 'insert' | 'update' | 'delete'
  before: ItemDoc | null
  after: ItemDoc | null
}

/** Appends the batch's history rows and moves the package's count and update time. */
export async function recordBatch(
  tx: Tx,
  ctx: WriteContext,
  entries: readonly HistoryEntry[],
  restoredTo: number | null = null,
  restoredBefore = false,
): Promise<string> {
  const batchId = randomUUID()
  for (let i = 0; i < entries.length; i += 500) {
    await tx.insert(materialHistory).values(
      entries.slice(i, i + 500).map((e) => ({
        packageId: ctx.packageId,
        itemId: e.itemId,
        batchId,
        action: e.action,
        before: e.before as Record<string, unknown> | null,
        after: e.after as Record<string, unknown> | null,
        restoredTo,
        restoredBefore,
        userId: ctx.userId,
      })),
    )
  }
  const delta = entries.reduce(
    (n, e) => n + (e.action === 'insert' ? 1 : e.action === 'delete' ? -1 : 0),
    0,
  )
  await tx
    .update(materialPackages)
    .set({ itemCount: sql`${materialPackages.itemCount} + ${delta}`, updatedAt: sql`now()` })
    .where(eq(materialPackages.id, ctx.packageId))
  return batchId
}

async function packagePeriod(tx: Tx, packageId: string): Promise<string> {
  const [p] = await tx
    .select({ period: materialPackages.period })
    .from(materialPackages)
    .where(eq(materialPackages.id, packageId))
    .for('update')
  if (!p) throw new MaterialWriteError('价格包不存在')
  return p.period
}

/** Adds validated items at the end of the package; returns their ids. */
export async function insertItems(
  db: Db,
  ctx: WriteContext,
  items: readonly MaterialItemInput[],
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const period = await packagePeriod(tx, ctx.packageId)
    const [last] = await tx
      .select({ max: sql<number | null>`max(${materialItems.sort})` })
      .from(materialItems)
      .where(eq(materialItems.packageId, ctx.packageId))
    const start = Number(last?.max ?? -1) + 1
    const values = items.map((item, i) => ({
      id: randomUUID(),
      packageId: ctx.packageId,
      sort: start + i,
      ...itemColumns(item, period),
    }))
    const entries: HistoryEntry[] = []
    for (let i = 0; i < values.length; i += 500) {
      const rows = await tx
        .insert(materialItems)
        .values(values.slice(i, i + 500))
        .returning()
      for (const r of rows)
        entries.push({ itemId: r.id, action: 'insert', before: null, after: itemDoc(r) })
    }
    await recordBatch(tx, ctx, entries)
    return values.map((v) => v.id)
  })
}

export interface UpsertResult {
  /** The item written for each input item, in input order. */
  ids: string[]
  inserted: number
  updated: number
}

/**
 * InsertData with Mode 'update' (a new period's bulletin over an existing package): an input item
 * that is the same material (materialKey) as an item of the package replaces that item's fields,
 * keeping its id, place and, when the input leaves them empty, its code, brand and source; the
 * rest are added at the end. A material repeated in the input updates once; its later copies are
 * added. One transaction, one history batch; unchanged items are not recorded.
 */
export async function upsertItems(
  db: Db,
  ctx: WriteContext,
  items: readonly MaterialItemInput[],
): Promise<UpsertResult> {
  return db.transaction(async (tx) => {
    const period = await packagePeriod(tx, ctx.packageId)
    const existing = new Map<string, ItemDoc>()
    const rows = await tx
      .select()
      .from(materialItems)
      .where(eq(materialItems.packageId, ctx.packageId))
      .orderBy(asc(materialItems.sort), asc(materialItems.id))
    for (const r of rows) {
      const doc = itemDoc(r)
      if (!existing.has(materialKey(doc))) existing.set(materialKey(doc), doc)
    }
    const ids: string[] = []
    const changes: { before: ItemDoc; columns: ReturnType<typeof itemColumns> }[] = []
    const fresh: { index: number; item: MaterialItemInput }[] = []
    items.forEach((item, index) => {
      const key = materialKey(item)
      const before = existing.get(key)
      if (!before) {
        fresh.push({ index, item })
        ids.push('')
        return
      }
      existing.delete(key)
      ids.push(before.ID)
      const merged = {
        ...item,
        Code: item.Code || before.Code,
        Brand: item.Brand || before.Brand,
        Source: item.Source || before.Source,
      }
      changes.push({ before, columns: itemColumns(merged, period) })
    })
    const entries: HistoryEntry[] = []
    for (let i = 0; i < changes.length; i += 500) {
      const part = changes.slice(i, i + 500)
      const json = JSON.stringify(
        part.map(({ before, columns: c }) => ({
          id: before.ID,
          code: c.code,
          name: c.name,
          spec: c.spec,
          unit: c.unit,
          price_tax_fen: c.priceTaxFen,
          price_fen: c.priceFen,
          tax_rate: c.taxRate,
          brand: c.brand,
          source: c.source,
          period: c.period,
          initials: c.initials,
        })),
      )
      await tx.execute(sql`update material_items m set code = x.code, name = x.name, spec = x.spec, unit = x.unit, price_tax_fen = x.price_tax_fen,
          price_fen = x.price_fen, tax_rate = x.tax_rate, brand = x.brand, source = x.source, period = x.period, initials = x.initials, updated_at = now()
        from jsonb_to_recordset(${json}::jsonb) as x(id uuid, code text, name text, spec text, unit text, price_tax_fen bigint, price_fen bigint,
          tax_rate numeric, brand text, source text, period text, initials text)
        where m.id = x.id and m.package_id = ${ctx.packageId}`)
      const after = await itemsById(
        tx,
        ctx.packageId,
        part.map((c) => c.before.ID),
      )
      for (const { before } of part) {
        const now = after.get(before.ID)
        if (now && !sameItem(before, now))
          entries.push({ itemId: before.ID, action: 'update', before, after: now })
      }
    }
    const updated = entries.length
    const [last] = await tx
      .select({ max: sql<number | null>`max(${materialItems.sort})` })
      .from(materialItems)
      .where(eq(materialItems.packageId, ctx.packageId))
    const start = Number(last?.max ?? -1) + 1
    const values = fresh.map(({ item }, i) => ({
      id: randomUUID(),
      packageId: ctx.packageId,
      sort: start + i,
      ...itemColumns(item, period),
    }))
    fresh.forEach(({ index }, i) => (ids[index] = values[i]?.id ?? ''))
    for (let i = 0; i < values.length; i += 500) {
      const inserted = await tx
        .insert(materialItems)
        .values(values.slice(i, i + 500))
        .returning()
      for (const r of inserted)
        entries.push({ itemId: r.id, action: 'insert', before: null, after: itemDoc(r) })
    }
    if (entries.length > 0) await recordBatch(tx, ctx, entries)
    return { ids, inserted: values.length, updated }
  })
}

/** Replaces the given items' fields (BatchUpdate); items of another package are refused. Unchanged items are not recorded. */
export async function updateItems(
  db: Db,
  ctx: WriteContext,
  changes: readonly { id: string; item: MaterialItemInput }[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const period = await packagePeriod(tx, ctx.packageId)
    const current = await itemsById(
      tx,
      ctx.packageId,
      changes.map((c) => c.id),
    )
    const entries: HistoryEntry[] = []
    for (const change of changes) {
      const before = current.get(change.id)
      if (!before) throw new MaterialWriteError('材料不存在或不属于该价格包')
      const [row] = await tx
        .update(materialItems)
        .set({ ...itemColumns(change.item, period), updatedAt: sql`now()` })
        .where(eq(materialItems.id, change.id))
        .returning()
      if (!row) throw new MaterialWriteError('材料不存在或不属于该价格包')
      const after = itemDoc(row)
      if (!sameItem(before, after))
        entries.push({ itemId: row.id, action: 'update', before, after })
    }
    if (entries.length > 0) await recordBatch(tx, ctx, entries)
    return entries.length
  })
}

export async function deleteItems(
  db: Db,
  ctx: WriteContext,
  ids: readonly string[],
): Promise<number> {
  return db.transaction(async (tx) => {
    await packagePeriod(tx, ctx.packageId)
    const current = await itemsById(tx, ctx.packageId, ids)
    if (current.size !== new Set(ids).size)
      throw new MaterialWriteError('材料不存在或不属于该价格包')
    await tx.delete(materialItems).where(inArray(materialItems.id, [...current.keys()]))
    await recordBatch(
      tx,
      ctx,
      [...current.values()].map((before) => ({
        itemId: before.ID,
        action: 'delete' as const,
        before,
        after: null,
      })),
    )
    return current.size
  })
}

export async function itemsById(
  tx: Tx,
  packageId: string,
  ids: readonly string[],
): Promise<Map<string, ItemDoc>> {
  const out = new Map<string, ItemDoc>()
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await tx
      .select()
      .from(materialItems)
      .where(
        and(
          eq(materialItems.packageId, packageId),
          inArray(materialItems.id, ids.slice(i, i + 1000)),
        ),
      )
    for (const r of rows) out.set(r.id, itemDoc(r))
  }
  return out
}

const FIELDS = [
  'Code',
  'Name',
  'Spec',
  'Unit',
  'PriceTax',
  'PriceNoTax',
  'TaxRate',
  'Brand',
  'Source',
  'Period',
  'Sort',
] as const
export function sameItem(a: ItemDoc, b: ItemDoc): boolean {
  return FIELDS.every((f) => a[f] === b[f])
}
