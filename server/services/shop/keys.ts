import { and, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm'
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { templateSearch, templateSearchCounts } from '../../db/schema/index.ts'
import { searchWords } from './grams.ts'
import type { Page } from './list.ts'

/**
 * The key table (docs/search.md "The key table"): a one-word search of one to three characters —
 * the common Chinese query (杭州, 住宅, 杭, 张建国) — is one range of template_search's order index,
 * already in the relevance order, and its Total one row of template_search_counts, however many
 * templates match. The triggers of migration 0009 keep both in step with projects and users.
 */

/** Ranks of a key row: name (0 exact, 1 prefix, 2 contains), author (3), hot city or equal city (4). */
export const NAME_RANKS = 2
export const ALL_RANKS = 4
/** Rank of the `\u0001<city>` rows (the city counts) and of the `\u0002<owner id>` rows (the author's). */
const CITY_RANK = 5
const CITY_KEY = '\u0001'
const AUTHOR_RANK = 6
/** Longest key (characters): migration 0009's search_keys(). */
const MAX_KEY = 3

/**
 * The key a search text is answered by, or undefined when the text needs the gram index: more
 * than one word, a word longer than three characters, or letters the lower-casing changes (the
 * list's city arm compares the text as typed).
 */
export function searchKey(text: string): string | undefined {
  const t = text.trim()
  const words = searchWords(t)
  const word = words[0]
  if (words.length !== 1 || word === undefined || word !== t) return undefined
  return Array.from(word).length <= MAX_KEY ? word : undefined
}

/** One page of ids of the templates holding `key` at a rank up to `maxRank`, in the relevance order, and their number. */
export async function keyPage(
  db: Db,
  key: string,
  maxRank: number,
  page: Page,
): Promise<{ ids: string[]; total: number }> {
  const where = and(eq(templateSearch.key, key), lte(templateSearch.rank, maxRank))
  const [rows, counts] = await Promise.all([
    db
      .select({ id: templateSearch.projectId })
      .from(templateSearch)
      .where(where)
      // Exactly the order index (NOT NULL columns, so NULLS LAST changes nothing but the match).
      .orderBy(
        sql`${templateSearch.rank}, ${templateSearch.thumbs} desc nulls last, ${templateSearch.releasedAt} desc nulls last, ${templateSearch.projectId} desc nulls last`,
      )
      .limit(page.size)
      .offset((page.index - 1) * page.size),
    db
      .select({ total: sql<number>`coalesce(sum(${templateSearchCounts.n}), 0)::int` })
      .from(templateSearchCounts)
      .where(and(eq(templateSearchCounts.key, key), lte(templateSearchCounts.rank, maxRank))),
  ])
  return { ids: rows.map((r) => r.id), total: Number(counts[0]?.total ?? 0) }
}

/** Public templates per city, from the counts. */
export async function cityTotals(db: Db, cities: readonly string[]): Promise<Map<string, number>> {
  if (cities.length === 0) return new Map()
  const rows = await db
    .select({ key: templateSearchCounts.key, n: templateSearchCounts.n })
    .from(templateSearchCounts)
    .where(
      and(
        inArray(
          templateSearchCounts.key,
          cities.map((c) => CITY_KEY + c),
        ),
        eq(templateSearchCounts.rank, CITY_RANK),
      ),
    )
  return new Map(rows.map((r) => [r.key.slice(CITY_KEY.length), Number(r.n)]))
}

/** The counts row of an author (join it with authorStatsOf): n = released templates, thumbs = their likes. */
export const authorStats = alias(templateSearchCounts, 'author_stats')

/** Join condition of authorStats() to the user id column; authors without a released template drop out. */
export function authorStatsOf(userId: AnyPgColumn): SQL {
  return and(
    eq(authorStats.key, sql`chr(2) || ${userId}::text`),
    eq(authorStats.rank, AUTHOR_RANK),
    gt(authorStats.n, 0),
  ) as SQL
}
