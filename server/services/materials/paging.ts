import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { materialItems, materialPackages } from '../../db/schema/index.ts'
import { escapeLike, searchWords } from '../shop/grams.ts'
import { itemDoc } from './docs.ts'

/** Items of a package a page at a time (GetMaterialData): by PageIndex, or keyset for a pull. */
export interface PageOptions {
  page?: number
  size?: number
  /** Words that must each occur in the code, name, spec or the pinyin initials. */
  q?: string
  /** Keyset paging: the page after this cursor (`start` or `<Sort>:<ID>`), ignoring `page`. */
  after?: string
}

export async function pageItems(db: Db, packageId: string, options: PageOptions = {}) {
  if (options.after !== undefined && !options.q) return pageAfter(db, packageId, options)
  const size = Math.min(Math.max(options.size ?? 100, 1), options.after === undefined ? 1000 : 5000)
  const page = Math.max(options.page ?? 1, 1)
  const where: SQL[] = [eq(materialItems.packageId, packageId)]
  const cursor = options.after === undefined ? undefined : afterCursor(options.after)
  if (cursor) where.push(cursor)
  for (const word of searchWords(options.q ?? '')) {
    const like = `%${escapeLike(word)}%`
    where.push(
      sql`(${materialItems.code} ilike ${like} or ${materialItems.name} ilike ${like} or ${materialItems.spec} ilike ${like} or ${materialItems.initials} like ${like})`,
    )
  }
  const rows = await db
    .select({ row: materialItems, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(materialItems)
    .where(and(...where))
    .orderBy(asc(materialItems.sort), asc(materialItems.id))
    .limit(size)
    .offset(cursor || options.after !== undefined ? 0 : (page - 1) * size)
  return { rows: rows.map((r) => itemDoc(r.row)), total: rows[0]?.total ?? 0 }
}

/** (sort, id) after the cursor: a range read of the (package_id, sort, id) index. */
function afterCursor(after: string): SQL | undefined {
  const at = after.indexOf(':')
  if (at < 0) return undefined
  return sql`(${materialItems.sort}, ${materialItems.id}) > (${Number(after.slice(0, at))}, ${after.slice(at + 1)}::uuid)`
}

/**
 * A pull's page: keyset on (sort, id), so page 200 of a 200,000-item package costs what page 1
 * does (PageIndex paging walked the index past every skipped row, and counted the whole package
 * on every page); Total is the package's kept item count.
 */
async function pageAfter(db: Db, packageId: string, options: PageOptions) {
  const size = Math.min(Math.max(options.size ?? 100, 1), 5000)
  const cursor = afterCursor(options.after ?? '')
  const [rows, [pkg]] = await Promise.all([
    db
      .select()
      .from(materialItems)
      .where(and(eq(materialItems.packageId, packageId), cursor))
      .orderBy(asc(materialItems.sort), asc(materialItems.id))
      .limit(size),
    db
      .select({ n: materialPackages.itemCount })
      .from(materialPackages)
      .where(eq(materialPackages.id, packageId)),
  ])
  return { rows: rows.map(itemDoc), total: pkg?.n ?? 0 }
}
