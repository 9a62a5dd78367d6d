/**
 * Tolerant search-param checks for validateSearch: a malformed value is dropped (undefined), never
 * an error screen. Plain functions rather than zod: validateSearch runs in the entry chunk (the
 * router needs it before any screen chunk loads), and zod's core would add ~56 KB of script to
 * every first load. New routes use these helpers (ESLint refuses zod in src/routes).
 * TanStack parses query values as JSON first, so `name=2023` arrives as a number; text fields
 * accept numbers and turn them back into text.
 */
export type SearchField<T> = (value: unknown) => T | undefined

/** A positive integer id; numeric text is accepted ("7" → 7). */
export const optionalId: SearchField<number> = (value) => {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined
  const n = typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value)
  return Number.isInteger(n) && n > 0 ? n : undefined
}

/** Text, trimmed and cut to `max` characters; empty text is absent. */
export function optionalText(max: number): SearchField<string> {
  return (value) => {
    if (typeof value !== 'string' && typeof value !== 'number') return undefined
    const s = String(value).trim().slice(0, max)
    return s === '' ? undefined : s
  }
}

/**
 * An identifier: a number stays a number and text stays text, so the router writes the address
 * back unchanged (turning ?SID=4 into text would re-serialise it as ?SID="4").
 */
export function optionalKey(max: number): SearchField<number | string> {
  return (value) => {
    if (typeof value === 'number') return Number.isInteger(value) ? value : undefined
    if (typeof value === 'string')
      return value.length >= 1 && value.length <= max ? value : undefined
    return undefined
  }
}

/** Text of at most `max` characters, kept as typed (a redirect address). */
export function optionalString(max: number): SearchField<string> {
  return (value) => (typeof value === 'string' && value.length <= max ? value : undefined)
}

export function optionalEnum<const T extends readonly [string, ...string[]]>(
  values: T,
): SearchField<T[number]> {
  return (value) =>
    typeof value === 'string' && (values as readonly string[]).includes(value) ? value : undefined
}

type Shape = Record<string, SearchField<unknown>>
export type SearchOf<S extends Shape> = {
  [K in keyof S]?: S[K] extends SearchField<infer T> ? T : never
}

/**
 * The search object of a route: each known key checked, unknown keys and bad values dropped.
 * Has `parse` (a validator object TanStack accepts as validateSearch, and callable from a
 * function validator).
 */
export function searchObject<S extends Shape>(shape: S): { parse: (raw: unknown) => SearchOf<S> } {
  return {
    parse(raw) {
      const input = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>
      const out: Record<string, unknown> = {}
      for (const key of Object.keys(shape)) {
        const value = shape[key]?.(input[key])
        if (value !== undefined) out[key] = value
      }
      return out as SearchOf<S>
    },
  }
}

/** ?id= of the header items (2 我的项目, 3 交易中心). */
export const menuIdSearch = searchObject({ id: optionalId })

/** ?SID= of the benchmark index screens: the scheme ID. */
export const schemeSearch = searchObject({ SID: optionalKey(64) })
