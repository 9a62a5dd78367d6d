import { foldText, queryTerms } from '../../materials/search'
import type { BillLibrary, LibraryItem } from './types'

/**
 * 清单库 search by code, name or pinyin initials (docs/bill.md "清单库"). Each term of the query
 * (split on white space, all must match) gets the best tier it reaches; an item's score is the
 * sum, lower first, then the shorter name, then code order. A 12-digit term matches its 9-digit
 * item exactly. ~1,000 items: a plain scan per keystroke, no index needed.
 */
export const LIBRARY_TIER = {
  codeExact: 0,
  codePrefix: 1,
  namePrefix: 2,
  initialsPrefix: 3,
  substring: 4,
} as const

export interface LibraryHit {
  item: LibraryItem
  score: number
}

const ASCII = /^[\x21-\x7e]+$/

function tier(item: LibraryItem, name: string, term: string): number {
  const code = item.code
  if (code === term || (/^\d{12}$/.test(term) && term.startsWith(code)))
    return LIBRARY_TIER.codeExact
  if (code.startsWith(term)) return LIBRARY_TIER.codePrefix
  if (name.startsWith(term)) return LIBRARY_TIER.namePrefix
  const ascii = ASCII.test(term)
  if (ascii && item.initials.startsWith(term)) return LIBRARY_TIER.initialsPrefix
  if (name.includes(term) || code.includes(term) || (ascii && item.initials.includes(term)))
    return LIBRARY_TIER.substring
  return -1
}

/** The best `limit` items for a query; an empty query gives none. */
export function searchLibrary(library: BillLibrary, query: string, limit = 50): LibraryHit[] {
  const terms = queryTerms(query)
  if (terms.length === 0) return []
  const hits: LibraryHit[] = []
  for (const item of library.items) {
    const name = foldText(item.name)
    let score = 0
    for (const term of terms) {
      const t = tier(item, name, term)
      if (t < 0) {
        score = -1
        break
      }
      score += t
    }
    if (score >= 0) hits.push({ item, score })
  }
  // Items are in code order and the sort is stable: a query of digits lists ties in code order,
  // any other the shorter name first (平板 before 预制平板), then code order.
  if (!terms.every((t) => /^\d+$/.test(t)))
    hits.sort((a, b) => a.score - b.score || a.item.name.length - b.item.name.length)
  else hits.sort((a, b) => a.score - b.score)
  return hits.slice(0, limit)
}
