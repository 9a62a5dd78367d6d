import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { PackageType } from '@/domain/materials/model.ts'
import type { MaterialPackageInput } from '@/domain/materials/schemas.ts'
import type { Db } from '../../db/client.ts'
import { materialPackages } from '../../db/schema/index.ts'
import { escapeLike, searchWords } from '../shop/grams.ts'
import { packageDoc } from './docs.ts'

/**
 * Price packages (docs/materials.md): list with item counts and dates, create, read. Pure DB
 * functions: the calls check who may see or change what.
 */
export interface PackageFilter {
  type?: PackageType
  province?: string
  city?: string
  period?: string
  /** Personal packages of this user (with type 1), or packages visible to them: theirs and the shared ones. */
  ownerId?: string
  /** Every package, personal ones of all users included (the back office). */
  all?: boolean
  /** Words that must each appear in the name, province, city or period (the upload picker's search). */
  q?: string
  page?: number
  size?: number
}

export async function listPackages(db: Db, filter: PackageFilter = {}) {
  const where: SQL[] = []
  if (filter.type) where.push(eq(materialPackages.type, filter.type))
  if (filter.province) where.push(eq(materialPackages.province, filter.province))
  if (filter.city) where.push(eq(materialPackages.city, filter.city))
  if (filter.period) where.push(eq(materialPackages.period, filter.period))
  for (const word of searchWords(filter.q ?? '')) {
    const like = `%${escapeLike(word)}%`
    where.push(
      sql`(${materialPackages.name} ilike ${like} or ${materialPackages.province} ilike ${like} or ${materialPackages.city} ilike ${like} or ${materialPackages.period} like ${like})`,
    )
  }
  const visible = filter.ownerId
    ? or(eq(materialPackages.ownerId, filter.ownerId), isNull(materialPackages.ownerId))
    : isNull(materialPackages.ownerId)
  if (visible && !filter.all) where.push(visible)
  const size = Math.min(Math.max(filter.size ?? 50, 1), 500)
  const page = Math.max(filter.page ?? 1, 1)
  const rows = await db
    .select({ row: materialPackages, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(materialPackages)
    .where(and(...where))
    .orderBy(
      desc(materialPackages.period),
      materialPackages.city,
      materialPackages.type,
      materialPackages.id,
    )
    .limit(size)
    .offset((page - 1) * size)
  return {
    rows: rows.map((r) => packageDoc(r.row)),
    total: rows[0]?.total ?? (page > 1 ? await countPackages(db, and(...where)) : 0),
  }
}

async function countPackages(db: Db, where: SQL | undefined): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(materialPackages)
    .where(where)
  return r?.n ?? 0
}

export async function getPackage(db: Db, id: string) {
  const [row] = await db.select().from(materialPackages).where(eq(materialPackages.id, id))
  return row
}

export async function createPackage(
  db: Db,
  input: MaterialPackageInput,
  ownerId: string | null,
  id?: string,
) {
  const [row] = await db
    .insert(materialPackages)
    .values({
      ...(id ? { id } : {}),
      type: input.Type,
      name: input.Name,
      province: input.Province,
      city: input.City,
      period: input.Period,
      ownerId,
    })
    .returning()
  if (!row) throw new Error('insert returned no row')
  return packageDoc(row)
}
