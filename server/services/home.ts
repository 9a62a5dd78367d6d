import { and, eq, isNull, sql } from 'drizzle-orm'
import type { GetSumData, IndexTypeCount, TypeSummaryRow } from '@/domain/api/home.ts'
import { decimalToNumber } from '@/domain/money/index.ts'
import type { Db } from '../db/client.ts'
import { projects } from '../db/schema/index.ts'
import { releasedTemplate } from './shop/cards.ts'

export { listTemplates, type Page, type TemplateFilter } from './shop/list.ts'

/** Label for templates released without a project type. */
export const UNTYPED = '未分类'
/** How many hot cities the home page shows. */
export const HOT_CITY_LIMIT = 10

// Inlined, not a bind parameter: GROUP BY and SELECT must be the same expression text.
const typeLabel = sql<string>`coalesce(nullif(${projects.projectType}, ''), ${sql.raw(`'${UNTYPED}'`)})`

export async function getSum(db: Db): Promise<GetSumData> {
  const [templates] = await db
    .select({
      templates: sql<number>`count(*)::int`,
      authors: sql<number>`count(distinct ${projects.ownerId})::int`,
      cities: sql<number>`count(distinct nullif(${projects.city}, ''))::int`,
    })
    .from(projects)
    .where(releasedTemplate)
  // A public figure counts public projects only: released ones (templates or not). Users' own,
  // unreleased projects are private and stay out of it.
  const [all] = await db
    .select({ projects: sql<number>`count(*)::int` })
    .from(projects)
    .where(and(eq(projects.released, true), isNull(projects.deletedAt)))
  return {
    TemplateCount: Number(templates?.templates ?? 0),
    AuthorCount: Number(templates?.authors ?? 0),
    ProjectCount: Number(all?.projects ?? 0),
    CityCount: Number(templates?.cities ?? 0),
  }
}

/**
 * Per type: count, Σ built area, and 单方造价 = Σ cost ÷ Σ area over templates that have an area
 * (a template without area would add cost and no area). Division and rounding happen in SQL on
 * numeric, so no float ever touches the sum.
 */
export async function getTypeSummary(db: Db): Promise<TypeSummaryRow[]> {
  const withArea = sql`${projects.builtArea} > 0`
  const rows = await db
    .select({
      type: typeLabel,
      count: sql<number>`count(*)::int`,
      area: sql<string>`coalesce(sum(${projects.builtArea}), 0)::text`,
      avg: sql<
        string | null
      >`round(sum(${projects.totalCostFen}) filter (where ${withArea}) / nullif(sum(${projects.builtArea}) filter (where ${withArea}), 0) / 100, 2)::text`,
    })
    .from(projects)
    .where(releasedTemplate)
    .groupBy(typeLabel)
    .orderBy(sql`count(*) desc`, sql`${typeLabel} collate "C"`)
  return rows.map((r) => ({
    Type: r.type,
    TemplateCount: Number(r.count),
    TotalBuiltArea: decimalToNumber(r.area),
    AvgUnitCost: r.avg === null ? null : decimalToNumber(r.avg),
  }))
}

export async function getIndexTypeCount(db: Db): Promise<IndexTypeCount> {
  const types = await db
    .select({ type: typeLabel, count: sql<number>`count(*)::int` })
    .from(projects)
    .where(releasedTemplate)
    .groupBy(typeLabel)
    .orderBy(sql`count(*) desc`, sql`${typeLabel} collate "C"`)
  const cities = await db
    .select({ city: projects.city, count: sql<number>`count(*)::int` })
    .from(projects)
    .where(and(releasedTemplate, sql`${projects.city} <> ''`))
    .groupBy(projects.city)
    .orderBy(sql`count(*) desc`, sql`${projects.city} collate "C"`)
    .limit(HOT_CITY_LIMIT)
  return {
    Types: types.map((t) => ({ Type: t.type, Count: Number(t.count) })),
    Cities: cities.map((t) => ({ City: t.city, Count: Number(t.count) })),
  }
}
