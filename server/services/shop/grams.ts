import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

/**
 * Search text → what the search_grams() GIN indexes can answer (docs/search.md). A word of one
 * character is looked up as itself, a longer word by all its 2-character grams; every word must
 * occur (AND). The grams only narrow the candidates: an ILIKE per word then checks the real
 * substring, so "杭州" never matches a name holding 杭 and 州 apart.
 */
const MAX_WORDS = 5

/** Lower-cased words of the text (split on white space), at most five, no duplicates. */
export function searchWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(/\s+/u)
    .filter((w) => w !== '')
  return [...new Set(words)].slice(0, MAX_WORDS)
}

/** The grams a name must contain to hold every word: same rule as SQL search_grams(). */
export function queryGrams(words: readonly string[]): string[] {
  const grams = new Set<string>()
  for (const word of words) {
    // Code points, not UTF-16 units: PostgreSQL's substr counts characters.
    const chars = Array.from(word)
    if (chars.length === 1) grams.add(word)
    for (let i = 0; i + 1 < chars.length; i++) grams.add(`${chars[i] ?? ''}${chars[i + 1] ?? ''}`)
  }
  return [...grams]
}

/** Escapes LIKE wildcards so a search for "50%" or "a_b" matches literally (default escape \). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`)
}

/**
 * `column` contains every word: the indexable gram test plus the exact recheck. Undefined when
 * there is no word (the caller then has no name condition).
 */
export function containsWords(column: AnyPgColumn, words: readonly string[]): SQL | undefined {
  const recheck = holdsWords(column, words)
  if (!recheck) return undefined
  const grams = sql.join(
    queryGrams(words).map((g) => sql`${g}`),
    sql`, `,
  )
  return sql`(search_grams(${column}) @> array[${grams}]::text[] and ${recheck})`
}

/**
 * The exact test alone, for rows already found: ORDER BY uses it, as computing the grams of
 * every matched row again would cost more than the lookup itself.
 */
export function holdsWords(column: AnyPgColumn, words: readonly string[]): SQL | undefined {
  if (words.length === 0) return undefined
  return sql`(${sql.join(
    words.map((w) => sql`${column} ilike ${`%${escapeLike(w)}%`}`),
    sql` and `,
  )})`
}
