import { desc, sql } from 'drizzle-orm'
import { matchHotCities, type AuthorCard, type SearchData } from '@/domain/api/shop.ts'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'
import { containsWords, escapeLike, searchWords } from './grams.ts'
import { authorStats, authorStatsOf, cityTotals } from './keys.ts'
import { listTemplates } from './list.ts'

/**
 * The header search (/Page/filterpage?type=search&name=): three groups, each served by an index
 * (docs/search.md). Templates: name contains every word, exact name first, then prefix, then
 * most liked and newest. Authors: users with released templates whose name contains every word,
 * exact name first, then most templates. Cities: hot cities the text names, with counts.
 */
export async function search(db: Db, text: string, size: number): Promise<SearchData> {
  const words = searchWords(text)
  const [templates, authors, cities] = await Promise.all([
    searchTemplates(db, words, text, size),
    searchAuthors(db, words, text, size),
    cityCounts(db, text),
  ])
  return {
    Templates: templates.rows,
    TemplateTotal: templates.total,
    Authors: authors.rows,
    AuthorTotal: authors.total,
    Cities: cities,
  }
}

function searchTemplates(db: Db, words: string[], text: string, size: number) {
  if (words.length === 0) return Promise.resolve({ rows: [], total: 0 })
  // Name only (the list's Name filter also takes author and city; here those have their groups).
  return listTemplates(db, { name: text, nameOnly: true }, { index: 1, size }, 'relevance')
}

async function searchAuthors(
  db: Db,
  words: string[],
  text: string,
  size: number,
): Promise<{ rows: AuthorCard[]; total: number }> {
  const match = containsWords(users.userName, words)
  if (!match) return { rows: [], total: 0 }
  const exact = text.trim().toLowerCase()
  // Each author's released templates and likes are kept by the key table's triggers (keys.ts).
  const stats = authorStats
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: users.id,
        userName: users.userName,
        headPic: users.headPic,
        count: stats.n,
        thumbs: stats.thumbs,
      })
      .from(users)
      .innerJoin(stats, authorStatsOf(users.id))
      .where(match)
      .orderBy(
        sql`case when lower(${users.userName}) = ${exact} then 0 when lower(${users.userName}) like ${`${escapeLike(exact)}%`} then 1 else 2 end`,
        desc(stats.n),
        desc(stats.thumbs),
        users.id,
      )
      .limit(size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .innerJoin(stats, authorStatsOf(users.id))
      .where(match),
  ])
  return {
    total: Number(count?.total ?? 0),
    rows: rows.map((r) => ({
      ID: r.id,
      UserName: r.userName,
      HeadPic: r.headPic,
      TemplateCount: Number(r.count),
      Thumbs: Number(r.thumbs),
    })),
  }
}

async function cityCounts(db: Db, text: string): Promise<SearchData['Cities']> {
  const cities = matchHotCities(text)
  if (cities.length === 0) return []
  // Public templates per city, kept by the key table's triggers (keys.ts): no count at read time.
  const byCity = await cityTotals(db, cities)
  return cities
    .map((City) => ({ City, Count: byCity.get(City) ?? 0 }))
    .sort((a, b) => b.Count - a.Count)
}
