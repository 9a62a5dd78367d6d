import { and, eq, isNull, sql } from 'drizzle-orm'
import type { SessionUser } from '../../auth/middleware.ts'
import type { Db } from '../../db/client.ts'
import { materialItems, materialPackages, type MaterialPackageRow } from '../../db/schema/index.ts'
import { asFen, fenToDecimal } from '@/domain/money/index.ts'
import { Rejection } from '../../lib/refusal.ts'
import { packageDoc } from './docs.ts'
import { getPackage } from './packages.ts'

/**
 * Who may read or change a package (issue 11): official (3) and market (2) packages are read by
 * every signed-in user and written by the administrator only; a personal package (1) is read and
 * written by its owner only (the administrator too, from the back office). An unreadable package
 * answers as a missing one, so ids of other users' packages reveal nothing.
 */
export const NOT_FOUND = '价格包不存在'
export const READ_ONLY = '官方和市场价格包为只读，仅管理员可以修改'

export async function readablePackage(
  db: Db,
  user: SessionUser | undefined,
  id: string,
): Promise<MaterialPackageRow> {
  const row = await getPackage(db, id)
  if (!row || (row.type === 1 && row.ownerId !== user?.id && !user?.isAdmin))
    throw new Rejection(NOT_FOUND)
  return row
}

export async function writablePackage(
  db: Db,
  user: SessionUser | undefined,
  id: string,
): Promise<MaterialPackageRow> {
  const row = await readablePackage(db, user, id)
  if (row.type !== 1 && !user?.isAdmin) throw new Rejection(READ_ONLY)
  return row
}

/** Only the administrator creates official and market packages. */
export function assertMayCreate(user: SessionUser | undefined, type: number): void {
  if (type !== 1 && !user?.isAdmin) throw new Rejection(READ_ONLY)
}

/**
 * One official package per city and period (a second bulletin of the period updates the first:
 * InsertData with its PackageID and Mode 'update'); market packages are one per name, city and period.
 */
export async function assertNewPeriod(
  db: Db,
  pkg: { Type: number; Name: string; City: string; Period: string },
): Promise<void> {
  if (pkg.Type === 1) return
  const same = [
    eq(materialPackages.type, pkg.Type),
    eq(materialPackages.city, pkg.City),
    eq(materialPackages.period, pkg.Period),
  ]
  if (pkg.Type === 2) same.push(eq(materialPackages.name, pkg.Name))
  const [row] = await db
    .select({ id: materialPackages.id })
    .from(materialPackages)
    .where(and(...same))
    .limit(1)
  if (!row) return
  const where = pkg.City || '全国'
  throw new Rejection(
    pkg.Type === 3
      ? `${where}${pkg.Period}的官方信息价已发布，请选择更新该价格包`
      : `${where}${pkg.Period}已有同名市场价格包，请选择更新该价格包`,
  )
}

export interface PackageEdit {
  ID: string
  Name?: string | undefined
  Province?: string | undefined
  City?: string | undefined
  Period?: string | undefined
  Source?: string | undefined
}

export async function editPackage(db: Db, id: string, edit: PackageEdit) {
  const set = {
    ...(edit.Name !== undefined ? { name: edit.Name } : {}),
    ...(edit.Province !== undefined ? { province: edit.Province } : {}),
    ...(edit.City !== undefined ? { city: edit.City } : {}),
    ...(edit.Period !== undefined ? { period: edit.Period } : {}),
    ...(edit.Source !== undefined ? { source: edit.Source } : {}),
    updatedAt: sql`now()`,
  }
  const [row] = await db
    .update(materialPackages)
    .set(set)
    .where(eq(materialPackages.id, id))
    .returning()
  if (!row) throw new Rejection(NOT_FOUND)
  return packageDoc(row)
}

export async function removePackage(db: Db, id: string): Promise<null> {
  await db.delete(materialPackages).where(eq(materialPackages.id, id))
  return null
}

export const DEFAULT_HEADS = [
  { Field: 'Code', Title: '编码', Visible: true },
  { Field: 'Name', Title: '名称', Visible: true },
  { Field: 'Spec', Title: '规格型号', Visible: true },
  { Field: 'Unit', Title: '单位', Visible: true },
  { Field: 'PriceTax', Title: '含税价', Visible: true },
  { Field: 'PriceNoTax', Title: '除税价', Visible: true },
  { Field: 'TaxRate', Title: '税率', Visible: true },
  { Field: 'Brand', Title: '品牌', Visible: true },
  { Field: 'Source', Title: '来源', Visible: true },
  { Field: 'Period', Title: '期次', Visible: true },
] as const

type Head = { Field: (typeof DEFAULT_HEADS)[number]['Field']; Title: string; Visible: boolean }

export function headsOf(row: MaterialPackageRow): Head[] {
  return Array.isArray(row.heads) && row.heads.length > 0
    ? (row.heads as Head[])
    : DEFAULT_HEADS.map((h) => ({ ...h }))
}

export async function saveHeads(db: Db, id: string, heads: Head[]): Promise<Head[]> {
  await db
    .update(materialPackages)
    .set({ heads, updatedAt: sql`now()` })
    .where(eq(materialPackages.id, id))
  return heads
}

/** The sources of the shared packages of a type, with how many packages each has. */
export async function listSources(db: Db, type: number | undefined) {
  const rows = await db
    .select({ source: materialPackages.source, n: sql<number>`count(*)`.mapWith(Number) })
    .from(materialPackages)
    .where(
      and(isNull(materialPackages.ownerId), type ? eq(materialPackages.type, type) : undefined),
    )
    .groupBy(materialPackages.source)
    .orderBy(sql`count(*) desc`, materialPackages.source)
  return rows.map((r) => ({ Source: r.source, Count: r.n }))
}

/** One material in every shared package (信息价 and 市场价), oldest period first. */
export async function materialTrend(
  db: Db,
  q: { Name: string; Spec: string; Unit: string; City?: string | undefined },
) {
  const rows = await db
    .select({
      packageId: materialPackages.id,
      type: materialPackages.type,
      city: materialPackages.city,
      period: materialPackages.period,
      fen: materialItems.priceTaxFen,
    })
    .from(materialItems)
    .innerJoin(materialPackages, eq(materialPackages.id, materialItems.packageId))
    .where(
      and(
        eq(materialItems.name, q.Name),
        eq(materialItems.spec, q.Spec),
        q.Unit ? eq(materialItems.unit, q.Unit) : undefined,
        isNull(materialPackages.ownerId),
        q.City ? eq(materialPackages.city, q.City) : undefined,
      ),
    )
    .orderBy(materialPackages.period, materialPackages.city)
    .limit(5000)
  return rows.map((r) => ({
    PackageID: r.packageId,
    Type: r.type === 2 ? (2 as const) : (3 as const),
    City: r.city,
    Period: r.period,
    PriceTax: fenToDecimal(asFen(r.fen)),
  }))
}
