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

export function searchItems<T extends { code: string; name: string }>(
  items: readonly T[],
  query: string,
  limit: number,
): ItemSearch<T> {
  const q = query.trim().toLowerCase()
  if (q === '') return { items: [], total: 0 }
  const found: T[] = []
  let total = 0
  for (const it of items) {
    if (!it.code.toLowerCase().startsWith(q) && !it.name.toLowerCase().includes(q)) continue
    total++
    if (found.length < limit) found.push(it)
  }
  return { items: found, total }
}
