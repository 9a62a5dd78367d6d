import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm'
import type { TemplateCard } from '@/domain/api/home.ts'
import type { TemplateSort } from '@/domain/api/shop.ts'
import { HOT_CITIES } from '@/domain/projects/model.ts'
import type { Db } from '../../db/client.ts'
import { projects, users } from '../../db/schema/index.ts'
import { cardColumns, releasedTemplate, toCard } from './cards.ts'
import { containsWords, escapeLike, holdsWords, searchWords } from './grams.ts'
import { ALL_RANKS, keyPage, NAME_RANKS, searchKey } from './keys.ts'
import { formatDecimal } from '@/domain/money/index.ts'

export interface TemplateFilter {
  type?: string | undefined
  city?: string | undefined
  year?: number | undefined
  /** Built area range in m², inclusive. */
  areaMin?: number | undefined
  areaMax?: number | undefined
  /** The header's search text: template name, author name or city (docs/search.md). */
  name?: string | undefined
  /** Match `name` against template names only (the search's template group). */
  nameOnly?: boolean | undefined
  /** Only this author's templates (author homepage). */
  ownerId?: string | undefined
}

export interface Page {
  index: number
  size: number
}

/** Cities a list search matches: hot cities containing the text, and the text itself. */
export function citiesContaining(text: string): string[] {
  const t = text.trim()
  if (t === '') return []
  return [...new Set([...HOT_CITIES.filter((c) => c.includes(t)), t])]
}

/** Most authors a list search expands to (their ids go into the query as a list). */
const MAX_AUTHORS = 1000

/** Ids of authors whose name holds every word (served by users_name_grams_idx). */
async function authorIdsMatching(db: Db, words: readonly string[]): Promise<string[]> {
  const match = containsWords(users.userName, words)
  if (!match) return []
  const rows = await db.select({ id: users.id }).from(users).where(match).limit(MAX_AUTHORS)
  return rows.map((r) => r.id)
}

/** The WHERE of a list query (exported for the EXPLAIN tests of docs/search.md). */
export async function filterConditions(
  db: Db,
  filter: TemplateFilter,
): Promise<{
  where: SQL
  nameMatch: SQL | undefined
  authorMatch: SQL | undefined
  textMatch: SQL | undefined
}> {
  const conditions: SQL[] = [releasedTemplate]
  if (filter.type) conditions.push(eq(projects.projectType, filter.type))
  if (filter.city) conditions.push(eq(projects.city, filter.city))
  if (filter.year !== undefined) conditions.push(eq(projects.year, filter.year))
  if (filter.areaMin !== undefined)
    conditions.push(gte(projects.builtArea, formatDecimal(filter.areaMin, 2, false) ?? '0'))
  if (filter.areaMax !== undefined)
    conditions.push(lte(projects.builtArea, formatDecimal(filter.areaMax, 2, false) ?? '0'))
  if (filter.ownerId) conditions.push(eq(projects.ownerId, filter.ownerId))
  let nameMatch: SQL | undefined
  let authorMatch: SQL | undefined
  let textMatch: SQL | undefined
  if (filter.name) {
    const words = searchWords(filter.name)
    nameMatch = containsWords(projects.name, words)
    if (filter.nameOnly) {
      // No words (only blanks) matches nothing rather than everything.
      conditions.push(nameMatch ?? sql`false`)
    } else {
      // Each arm has an index (grams GIN, owner btree, (released, city) btree): a BitmapOr.
      const authorIds = await authorIdsMatching(db, words)
      authorMatch = authorIds.length > 0 ? inArray(projects.ownerId, authorIds) : undefined
      const cities = citiesContaining(filter.name)
      const cityMatch =
        cities.length > 0
          ? and(eq(projects.released, true), inArray(projects.city, cities))
          : undefined
      textMatch = or(nameMatch, authorMatch, cityMatch)
      if (textMatch) conditions.push(textMatch)
    }
  }
  return { where: and(...conditions) as SQL, nameMatch, authorMatch, textMatch }
}

/**
 * ORDER BY of a sort. Relevance: exact name, then name prefix, then name contains, then author
 * match, then city match; ties by likes and newest. Every order ends on the id so pages never
 * overlap or skip rows.
 */
function orderBy(
  sort: TemplateSort,
  filter: TemplateFilter,
  nameMatch: SQL | undefined,
  authorMatch: SQL | undefined,
): SQL[] {
  const newest = [desc(projects.releasedAt), desc(projects.id)]
  switch (sort) {
    case 'likes':
      return [desc(projects.thumbs), ...newest]
    case 'price':
      return [asc(projects.priceFen), ...newest]
    case 'priceDesc':
      return [desc(projects.priceFen), ...newest]
    case 'relevance': {
      const text = (filter.name ?? '').trim().toLowerCase()
      const nameHolds = holdsWords(projects.name, searchWords(text))
      if (!nameMatch || !nameHolds) return [desc(projects.thumbs), ...newest]
      const rank = sql`case
        when lower(${projects.name}) = ${text} then 0
        when lower(${projects.name}) like ${`${escapeLike(text)}%`} then 1
        when ${nameHolds} then 2
        when ${authorMatch ?? sql`false`} then 3
        else 4 end`
      return [asc(rank), desc(projects.thumbs), ...newest]
    }
    default:
      return newest
  }
}

/**
 * Released templates matching the filter, one page plus the full count (Total). Two steps, so
 * the wide card columns and the author join touch only the page's rows: first the page's ids in
 * order with the count riding along as a window (a text search then finds and checks its rows
 * once, in a narrow row), then the cards of those ids by primary key (docs/search.md). A text
 * of one short word in the relevance order takes its page and Total from the key table instead.
 */
export async function listTemplates(
  db: Db,
  filter: TemplateFilter,
  page: Page,
  sort?: TemplateSort,
): Promise<{ rows: TemplateCard[]; total: number }> {
  const byKey = keyLookup(filter, sort)
  if (byKey) {
    const { ids, total } = await keyPage(db, byKey.key, byKey.maxRank, page)
    return { total, rows: await cardsOf(db, ids) }
  }
  const { where, nameMatch, authorMatch } = await filterConditions(db, filter)
  const ranked = await db
    .select({ id: projects.id, total: sql<number>`count(*) over ()` })
    .from(projects)
    .where(where)
    .orderBy(
      ...orderBy(sort ?? (filter.name ? 'relevance' : 'newest'), filter, nameMatch, authorMatch),
    )
    .limit(page.size)
    .offset((page.index - 1) * page.size)
  const first = ranked[0]
  if (!first) {
    // A page past the end has no row to carry the count.
    const [count] =
      page.index > 1
        ? await db
            .select({ total: sql<number>`count(*)::int` })
            .from(projects)
            .where(where)
        : []
    return { total: Number(count?.total ?? 0), rows: [] }
  }
  return {
    total: Number(first.total),
    rows: await cardsOf(
      db,
      ranked.map((r) => r.id),
    ),
  }
}

/**
 * A text-only search in the relevance order whose text is one key of the key table (keys.ts):
 * the key and the ranks it takes (names only for the search's template group).
 */
function keyLookup(
  filter: TemplateFilter,
  sort: TemplateSort | undefined,
): { key: string; maxRank: number } | undefined {
  const { name, nameOnly, ...others } = filter
  if (
    !name ||
    (sort !== undefined && sort !== 'relevance') ||
    Object.values(others).some((v) => v !== undefined)
  )
    return undefined
  const key = searchKey(name)
  return key === undefined ? undefined : { key, maxRank: nameOnly ? NAME_RANKS : ALL_RANKS }
}

/** The cards of these ids by primary key, in the ids' order. */
async function cardsOf(db: Db, ids: readonly string[]): Promise<TemplateCard[]> {
  if (ids.length === 0) return []
  const cards = await db
    .select(cardColumns)
    .from(projects)
    .innerJoin(users, eq(users.id, projects.ownerId))
    .where(inArray(projects.id, [...ids]))
  const byId = new Map(cards.map((c) => [c.id, c]))
  return ids.flatMap((id) => {
    const card = byId.get(id)
    return card ? [toCard(card)] : []
  })
}
