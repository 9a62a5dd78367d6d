import { and, desc, eq, gt, gte, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { materialHistory, materialItems, materialPackages, users } from '../../db/schema/index.ts'
import { itemColumns, type ItemDoc } from './docs.ts'
import { itemsById, MaterialWriteError, recordBatch, sameItem, type WriteContext } from './items.ts'

/**
 * History of a package (GetHistory) and recovery: restoring a package to a history point undoes
 * every change recorded after it, and is itself one recorded batch (its rows name the point), so
 * a restore can be undone by restoring to the point just before it.
 */
export async function listHistory(
  db: Db,
  packageId: string | undefined,
  options: { page?: number; size?: number } = {},
) {
  const size = Math.min(Math.max(options.size ?? 100, 1), 1000)
  const page = Math.max(options.page ?? 1, 1)
  const where: SQL | undefined = packageId ? eq(materialHistory.packageId, packageId) : undefined
  const rows = await db
    .select({
      r: materialHistory,
      userName: users.userName,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(materialHistory)
    .leftJoin(users, eq(users.id, materialHistory.userId))
    .where(where)
    .orderBy(desc(materialHistory.id))
    .limit(size)
    .offset((page - 1) * size)
  const total = rows[0]?.total ?? (page > 1 ? await countHistory(db, where) : 0)
  const list = rows.map(({ r, userName }) => ({
    ID: r.id,
    PackageID: r.packageId,
    ItemID: r.itemId,
    BatchID: r.batchId,
    Action: r.action,
    Before: r.before as ItemDoc | null,
    After: r.after as ItemDoc | null,
    RestoredTo: r.restoredTo,
    RestoredBefore: r.restoredBefore,
    UserID: r.userId ?? '',
    UserName: userName ?? '',
    CreateTime: r.createdAt.toISOString(),
  }))
  return Object.assign(list, { total })
}

async function countHistory(db: Db, where: SQL | undefined): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(materialHistory)
    .where(where)
  return r?.n ?? 0
}

/**
 * Takes the package's items back to how they were right after history row `historyId` (which
 * must belong to the package), or with `before` right before it: that write and every later one
 * undone, so the oldest recorded write can be undone too (the published price before the first
 * edit). Returns how many items changed.
 */
export async function restorePackage(
  db: Db,
  ctx: WriteContext,
  historyId: number,
  before = false,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [pkg] = await tx
      .select({ period: materialPackages.period })
      .from(materialPackages)
      .where(eq(materialPackages.id, ctx.packageId))
      .for('update')
    if (!pkg) throw new MaterialWriteError('价格包不存在')
    const [point] = await tx
      .select({ id: materialHistory.id })
      .from(materialHistory)
      .where(and(eq(materialHistory.packageId, ctx.packageId), eq(materialHistory.id, historyId)))
    if (!point) throw new MaterialWriteError('历史记录不存在')
    const later = await tx
      .select({ itemId: materialHistory.itemId, before: materialHistory.before })
      .from(materialHistory)
      .where(
        and(
          eq(materialHistory.packageId, ctx.packageId),
          before ? gte(materialHistory.id, historyId) : gt(materialHistory.id, historyId),
        ),
      )
      .orderBy(desc(materialHistory.id))
    // Newest first: the last `before` seen per item is its state at the point (null: absent).
    const wanted = new Map<string, ItemDoc | null>()
    for (const h of later) wanted.set(h.itemId, (h.before as ItemDoc | null) ?? null)
    const current = await itemsById(tx, ctx.packageId, [...wanted.keys()])
    const entries: Parameters<typeof recordBatch>[2][number][] = []
    for (const [itemId, target] of wanted) {
      const now = current.get(itemId) ?? null
      if (target === null && now !== null) {
        await tx.delete(materialItems).where(eq(materialItems.id, itemId))
        entries.push({ itemId, action: 'delete', before: now, after: null })
      } else if (target !== null && now === null) {
        await tx.insert(materialItems).values({
          id: itemId,
          packageId: ctx.packageId,
          sort: target.Sort,
          ...itemColumns(target, pkg.period),
        })
        entries.push({ itemId, action: 'insert', before: null, after: target })
      } else if (target !== null && now !== null && !sameItem(target, now)) {
        await tx
          .update(materialItems)
          .set({ sort: target.Sort, ...itemColumns(target, pkg.period) })
          .where(eq(materialItems.id, itemId))
        entries.push({ itemId, action: 'update', before: now, after: target })
      }
    }
    if (entries.length > 0) await recordBatch(tx, ctx, entries, historyId, before)
    return entries.length
  })
}
