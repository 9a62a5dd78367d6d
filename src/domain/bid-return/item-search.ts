/**
 * The search of bottomLevelData (按项目编码或名称查看各家的清单行): an item matches when its
 * 项目编码 starts with the query or its 项目名称 contains it; the query is trimmed and latin
 * letters match in either case.
 */
export interface ItemSearch<T> {
  /** Up to `limit` matching items, in bill order. */
  items: T[]
  /** How many items match in all. */
  total: number
}

/** The test of the search for `query` on an item's code and name; null for a blank query (nothing matches). */
export function searchMatcher(query: string): ((code: string, name: string) => boolean) | null {
  const q = query.trim().toLowerCase()
  if (q === '') return null
  return (code, name) => code.toLowerCase().startsWith(q) || name.toLowerCase().includes(q)
}

export function searchItems<T extends { code: string; name: string }>(
  items: readonly T[],
  query: string,
  limit: number,
): ItemSearch<T> {
  const matches = searchMatcher(query)
  if (!matches) return { items: [], total: 0 }
  const found: T[] = []
  let total = 0
  for (const it of items) {
    if (!matches(it.code, it.name)) continue
    total++
    if (found.length < limit) found.push(it)
  }
  return { items: found, total }
}
