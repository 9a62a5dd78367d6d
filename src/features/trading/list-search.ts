import type { TemplateListQuery, TemplateSort } from '@/domain/api/shop'

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
}

export const PAGE_SIZE = 12

/** The GetProjectList query of one page of the list. */
export function toListQuery(s: ListSearch): TemplateListQuery {
  return {
    PageIndex: s.page ?? 1,
    PageSize: PAGE_SIZE,
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
  const next: ListSearch = { ...s, ...change, page: undefined }
  for (const k of Object.keys(next) as (keyof ListSearch)[]) if (next[k] === undefined || next[k] === '') delete next[k]
  return next
}
