import { and, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { GetSumData, IndexTypeCount, TemplateCard, TypeSummaryRow } from '../../src/domain/api/home.ts'
import { decimalToNumber, fenToYuan } from '../../src/domain/api/money.ts'
import type { Db } from '../db/client.ts'
import { projects, users } from '../db/schema/index.ts'

/** The trading centre's public set: released, not deleted templates. */
const releasedTemplate = and(eq(projects.isTemplate, true), eq(projects.released, true), isNull(projects.deletedAt))

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
  const [all] = await db
    .select({ projects: sql<number>`count(*)::int` })
    .from(projects)
    .where(isNull(projects.deletedAt))
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
      avg: sql<string | null>`round(sum(${projects.totalCostFen}) filter (where ${withArea}) / nullif(sum(${projects.builtArea}) filter (where ${withArea}), 0) / 100, 2)::text`,
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

export interface TemplateFilter {
  type?: string | undefined
  city?: string | undefined
  /** Matches the template name, the author's name or the city (the header's search box). */
  name?: string | undefined
}

export interface Page {
  index: number
  size: number
}

/** Released templates, newest release first, one page plus the full count. */
export async function listTemplates(db: Db, filter: TemplateFilter, page: Page): Promise<{ rows: TemplateCard[]; total: number }> {
  const conditions: SQL[] = []
  if (filter.type) conditions.push(eq(projects.projectType, filter.type))
  if (filter.city) conditions.push(eq(projects.city, filter.city))
  if (filter.name) {
    const pattern = `%${escapeLike(filter.name)}%`
    const match = or(ilike(projects.name, pattern), ilike(users.userName, pattern), ilike(projects.city, pattern))
    if (match) conditions.push(match)
  }
  const where = and(releasedTemplate, ...conditions)
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.ownerId))
    .where(where)
  const rows = await db
    .select({
      id: projects.id,
      name: projects.name,
      authorId: projects.ownerId,
      authorName: users.userName,
      city: projects.city,
      type: projects.projectType,
      year: projects.year,
      builtArea: projects.builtArea,
      unitCost: sql<string | null>`case when ${projects.builtArea} > 0 then round(${projects.totalCostFen} / ${projects.builtArea} / 100, 2)::text end`,
      totalCostFen: projects.totalCostFen,
      priceFen: projects.priceFen,
      thumbs: projects.thumbs,
      cover: projects.cover,
      releasedAt: projects.releasedAt,
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.ownerId))
    .where(where)
    .orderBy(desc(projects.releasedAt), desc(projects.id))
    .limit(page.size)
    .offset((page.index - 1) * page.size)
  return {
    total: Number(count?.total ?? 0),
    rows: rows.map((r) => ({
      ID: r.id,
      Name: r.name,
      AuthorID: r.authorId,
      AuthorName: r.authorName,
      City: r.city,
      ProjectType: r.type,
      Year: r.year,
      BuiltArea: decimalToNumber(r.builtArea),
      UnitCost: r.unitCost === null ? null : decimalToNumber(r.unitCost),
      TotalCost: fenToYuan(r.totalCostFen),
      Price: fenToYuan(r.priceFen),
      Thumbs: r.thumbs,
      Cover: r.cover,
      // released_at is never null here (check constraint), but keep the type honest.
      ReleaseTime: r.releasedAt ? r.releasedAt.toISOString() : '',
    })),
  }
}

/** Escapes LIKE wildcards so a search for "50%" or "a_b" matches literally (default escape \). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`)
}
