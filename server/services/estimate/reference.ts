import { createHash } from 'node:crypto'
import { and, asc, count, eq, gt, ilike, isNull, or, sql, type SQL } from 'drizzle-orm'
import { asFen, fenToDecimal, perAreaYuan } from '@/domain/money/index.ts'
import { estimateRange, splitArea, defaultRooms } from '@/domain/estimate/compute.ts'
import { GRADES, PER_FLAT, type Grade, type RoomCounts } from '@/domain/estimate/model.ts'
import type { ReferenceBundle } from '@/domain/estimate/schemas.ts'
import {
  estimateBrands,
  estimateCountItems,
  estimateFunctions,
  estimateGrades,
  estimateRecipes,
  estimateSystems,
  projects,
} from '../../db/schema/index.ts'
import { Rejection, type Executor } from '../synced/store.ts'

/** Reads of the 估算 reference data (docs/estimate.md); every price leaves as 元 with 2 decimals. */

type PriceRow = { economyFen: number; standardFen: number; highFen: number; luxuryFen: number }
const pricesOf = (r: PriceRow): Record<Grade, string> => ({
  经济: fenToDecimal(asFen(r.economyFen)),
  标准: fenToDecimal(asFen(r.standardFen)),
  高档: fenToDecimal(asFen(r.highFen)),
  豪华: fenToDecimal(asFen(r.luxuryFen)),
})
// Grades in their own order, not by collation (PGlite and PostgreSQL may sort Chinese differently).
const gradeRank = sql`case ${estimateBrands.grade} when '经济' then 1 when '标准' then 2 when '高档' then 3 else 4 end`

const trimNumber = (v: string) => (v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v)

export async function listFunctions(db: Executor, projectType?: string) {
  const rows = await db
    .select()
    .from(estimateFunctions)
    .where(projectType ? eq(estimateFunctions.projectType, projectType) : undefined)
    .orderBy(asc(estimateFunctions.projectType), asc(estimateFunctions.sort))
  return rows.map((r) => ({
    Code: r.code,
    Name: r.name,
    ProjectType: r.projectType,
    Share: trimNumber(r.share),
    Sort: r.sort,
  }))
}

export async function listSystems(db: Executor) {
  const rows = await db.select().from(estimateSystems).orderBy(asc(estimateSystems.sort))
  return rows.map((r) => ({
    Code: r.code,
    Name: r.name,
    Specialty: r.specialty,
    Prices: pricesOf(r),
    Sort: r.sort,
  }))
}

const brandDoc = (r: typeof estimateBrands.$inferSelect) => ({
  ID: r.id,
  SystemCode: r.systemCode,
  Grade: r.grade as Grade,
  Name: r.name,
  Initials: r.initials,
  Premium: r.premium,
})

/** The whole reference set in one answer (SynchronousFileClearing): the client's offline copy. */
export async function referenceBundle(db: Executor): Promise<ReferenceBundle> {
  const [Functions, Systems, grades, counts, recipes, brands] = await Promise.all([
    listFunctions(db),
    listSystems(db),
    db.select().from(estimateGrades),
    db.select().from(estimateCountItems).orderBy(asc(estimateCountItems.code)),
    db.select().from(estimateRecipes).orderBy(asc(estimateRecipes.sort)),
    db
      .select()
      .from(estimateBrands)
      .orderBy(
        asc(estimateBrands.systemCode),
        gradeRank,
        asc(estimateBrands.sort),
        asc(estimateBrands.id),
      ),
  ])
  const body = {
    Functions,
    Systems,
    Grades: grades
      .map((g) => ({ SystemCode: g.systemCode, Grade: g.grade as Grade, Content: g.content }))
      .sort(
        (a, b) =>
          a.SystemCode.localeCompare(b.SystemCode) ||
          GRADES.indexOf(a.Grade) - GRADES.indexOf(b.Grade),
      ),
    CountItems: counts.map((c) => ({
      Code: c.code,
      Room: c.room as keyof RoomCounts,
      SystemCode: c.systemCode,
      Name: c.name,
      Unit: c.unit,
      PerRoom: trimNumber(c.perRoom),
      Prices: pricesOf(c),
    })),
    Recipes: recipes.map((r) => ({
      SystemCode: r.systemCode,
      Code: r.code,
      Name: r.name,
      Features: r.features,
      Unit: r.unit,
      Content: trimNumber(r.content),
      Price: fenToDecimal(asFen(r.priceFen)),
      MaterialName: r.materialName,
      MaterialSpec: r.materialSpec,
      MaterialUnit: r.materialUnit,
      Consumption: trimNumber(r.consumption),
      MaterialPrice: r.materialName ? fenToDecimal(asFen(r.materialPriceFen)) : '',
    })),
    Brands: brands.map(brandDoc),
    PerFlat: PER_FLAT,
  }
  return {
    Version: createHash('sha1').update(JSON.stringify(body)).digest('hex').slice(0, 12),
    ...body,
  }
}

export async function defaultMatching(db: Executor, projectType: string, totalArea: number) {
  const functions = await listFunctions(db, projectType)
  if (functions.length === 0) throw new Rejection('未知的项目类型')
  const areas = splitArea(totalArea, functions)
  return functions.map((f, i) => ({ ...f, Area: areas[i]?.Area ?? 0 }))
}

/** Unit costs (元/m²) of released templates of a type, in one city or all. */
async function unitCosts(db: Executor, projectType: string, city?: string): Promise<number[]> {
  const where = [
    eq(projects.isTemplate, true),
    eq(projects.released, true),
    isNull(projects.deletedAt),
    eq(projects.projectType, projectType),
    gt(projects.builtArea, '0'),
    gt(projects.totalCostFen, 0),
  ]
  if (city) where.push(eq(projects.city, city))
  const rows = await db
    .select({ fen: projects.totalCostFen, area: projects.builtArea })
    .from(projects)
    .where(and(...where))
  return rows.flatMap((r) => perAreaYuan(asFen(r.fen), r.area) ?? [])
}

/**
 * EvaluationTotalarea: the range of comparable released templates — the same type and city when
 * there are at least 3, else the same type anywhere — as P25 / median / P75 × the area, with n.
 */
export async function totalAreaRange(
  db: Executor,
  projectType: string,
  city: string,
  totalArea: number,
) {
  let scope: '同城同类' | '同类' | '无' = '同城同类'
  let samples = city ? await unitCosts(db, projectType, city) : []
  if (samples.length < 3) {
    const all = await unitCosts(db, projectType)
    if (all.length > samples.length) [samples, scope] = [all, '同类']
  }
  if (samples.length === 0) scope = '无'
  samples.sort((a, b) => a - b)
  const r = estimateRange(samples, totalArea)
  const yuan = (fen: number | null) => (fen === null ? null : fenToDecimal(asFen(fen)))
  return {
    Scope: scope,
    N: r.n,
    Confidence: r.confidence,
    Samples: samples,
    P25: r.p25,
    Median: r.median,
    P75: r.p75,
    Low: yuan(r.LowFen),
    Mid: yuan(r.MidFen),
    High: yuan(r.HighFen),
  }
}

/** EvaluationArea_Number: households of a residential area and its rooms (住宅、公寓 only). */
export function areaNumbers(projectType: string, area: number, flatArea: number) {
  if (projectType !== '住宅' && projectType !== '公寓')
    throw new Rejection('仅住宅、公寓项目按户型计算房间数')
  return defaultRooms(area, flatArea, PER_FLAT)
}

export async function gradePrices(db: Executor, systemCode?: string) {
  const systems = (await listSystems(db)).filter((s) => !systemCode || s.Code === systemCode)
  if (systemCode && systems.length === 0) throw new Rejection('系统不存在')
  return systems.flatMap((s) =>
    GRADES.map((g) => ({ SystemCode: s.Code, SystemName: s.Name, Grade: g, Price: s.Prices[g] })),
  )
}

export async function gradeInfo(db: Executor, systemCode: string, grade: Grade) {
  const system = (await listSystems(db)).find((s) => s.Code === systemCode)
  if (!system) throw new Rejection('系统不存在')
  const [info] = await db
    .select()
    .from(estimateGrades)
    .where(and(eq(estimateGrades.systemCode, systemCode), eq(estimateGrades.grade, grade)))
  const [brands] = await db
    .select({ n: count() })
    .from(estimateBrands)
    .where(and(eq(estimateBrands.systemCode, systemCode), eq(estimateBrands.grade, grade)))
  return {
    SystemCode: system.Code,
    SystemName: system.Name,
    Grade: grade,
    Price: system.Prices[grade],
    Content: info?.content ?? '',
    BrandCount: brands?.n ?? 0,
  }
}

async function pageBrands(db: Executor, where: SQL | undefined, page: number, size: number) {
  const [total] = await db.select({ n: count() }).from(estimateBrands).where(where)
  const rows = await db
    .select()
    .from(estimateBrands)
    .where(where)
    .orderBy(
      asc(estimateBrands.systemCode),
      gradeRank,
      asc(estimateBrands.sort),
      asc(estimateBrands.id),
    )
    .limit(size)
    .offset((page - 1) * size)
  return { rows: rows.map(brandDoc), total: total?.n ?? 0 }
}

/** GetBrandDetail: the brands of a system (and grade), paged. */
export function brandsOf(
  db: Executor,
  q: { SystemCode: string; Grade?: Grade | undefined; PageIndex: number; PageSize: number },
) {
  const where = and(
    eq(estimateBrands.systemCode, q.SystemCode),
    q.Grade ? eq(estimateBrands.grade, q.Grade) : undefined,
  )
  return pageBrands(db, where, q.PageIndex, q.PageSize)
}

/** GetBrandDetailFromCJK: brands whose name (汉字) or pinyin initials contain the words, paged. */
export function searchBrands(db: Executor, q: { Q: string; PageIndex: number; PageSize: number }) {
  const pattern = `%${q.Q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const where = q.Q
    ? or(ilike(estimateBrands.name, pattern), ilike(estimateBrands.initials, pattern))
    : undefined
  return pageBrands(db, where, q.PageIndex, q.PageSize)
}
