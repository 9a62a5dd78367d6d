import type { TemplateListQuery, TemplateSort } from '@/domain/api/shop'
import type { ListSearchInput } from './list-address'

/** The list's filters as they sit in the address (so reload and back keep them). */
export interface ListSearch {
  /** Project type (住宅 …). */
  ptype?: string
  city?: string
  year?: number
  /** Built area range in m². */
  amin?: number
  amax?: number
  /** Text in template name, author or city. */
  q?: string
  sort?: TemplateSort
  page?: number
  /** Cards per page, one of PAGE_SIZES; PAGE_SIZE when absent. */
  size?: number
}

export const PAGE_SIZE = 12
export const PAGE_SIZES = [12, 24, 48] as const

/** The GetProjectList query of one page of the list. */
export function toListQuery(s: ListSearch): TemplateListQuery {
  return {
    PageIndex: s.page ?? 1,
    PageSize: s.size ?? PAGE_SIZE,
    Type: s.ptype,
    City: s.city,
    Name: s.q,
    Year: s.year,
    AreaMin: s.amin,
    AreaMax: s.amax,
    Sort: s.sort ?? (s.q ? 'relevance' : 'newest'),
  }
}

/** A change of any filter starts again at page 1. */
export function withFilter(s: ListSearch, change: Partial<ListSearch>): ListSearch {
  return withoutEmpty({ ...s, ...change, page: undefined })
}

// Unset keys leave the address instead of showing up as ?city=.
function withoutEmpty(s: ListSearch): ListSearch {
  const next = { ...s }
  for (const k of Object.keys(next) as (keyof ListSearch)[])
    if (next[k] === undefined || next[k] === '') delete next[k]
  return next
}

/** The sorts ?sort= accepts. */
export const LIST_SORTS = [
  'newest',
  'likes',
  'price',
  'priceDesc',
  'relevance',
] as const satisfies readonly TemplateSort[]

// TanStack parses query values as JSON first: ?name=2023 arrives as a number, ?year=x as text.
const text = (v: unknown, max: number): string | undefined =>
  typeof v === 'string' || typeof v === 'number'
    ? String(v).trim().slice(0, max) || undefined
    : undefined

const whole = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN
  return Number.isSafeInteger(n) && n > 0 ? n : undefined
}

/** Checks the address values: a malformed one is dropped, never an error screen. Areas are whole m². */
export function parseListSearch(raw: ListSearchInput): ListSearch {
  const parsed: ListSearch = {
    ptype: text(raw.ptype, 20),
    city: text(raw.city, 20),
    year: whole(raw.year),
    amin: whole(raw.amin),
    amax: whole(raw.amax),
    q: text(raw.q, 50),
    sort: LIST_SORTS.find((s) => s === raw.sort),
    page: whole(raw.page),
    size: PAGE_SIZES.find((n) => n === whole(raw.size)),
  }
  return withoutEmpty(parsed)
}
