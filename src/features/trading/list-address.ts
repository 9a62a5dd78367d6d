/**
 * The list filter keys /Page/filterpage passes through from the address. Only this tiny module
 * is imported by the route's search check (which loads with the first chunk); the values are
 * checked by parseListSearch (list-search.ts) in the screen's own chunk.
 */
export const LIST_KEYS = [
  'ptype',
  'city',
  'year',
  'amin',
  'amax',
  'q',
  'sort',
  'page',
  'size',
] as const

/** Unchecked filter values as they come from the address. */
export type ListSearchInput = { [K in (typeof LIST_KEYS)[number]]?: unknown }

/** Keeps the filter keys of a parsed query string, unchecked. */
export function pickListKeys(raw: Record<string, unknown>): ListSearchInput {
  const out: ListSearchInput = {}
  for (const k of LIST_KEYS) if (raw[k] !== undefined) out[k] = raw[k]
  return out
}
