import type { AuthorCard, CityHit, SearchData, TemplateCard, TemplateSort } from '../api/shop'

/**
 * The trading centre's list rules over a local copy of template cards: the offline fallback of
 * GetProjectList and of the header search. Pure and synchronous so bench/search can time it over
 * 100,000 cards. The server answers the same questions from its indexes when online.
 */
export type { TemplateSort }

/** The sort choices the list offers (relevance is implied while a name is searched). */
export const SORT_OPTIONS: ReadonlyArray<{ value: TemplateSort; label: string }> = [
  { value: 'newest', label: '最新' },
  { value: 'likes', label: '最多点赞' },
  { value: 'price', label: '价格从低到高' },
  { value: 'priceDesc', label: '价格从高到低' },
]

export interface TemplateFilter {
  type?: string
  city?: string
  year?: number
  /** Built area range in m², both ends included. */
  areaMin?: number
  areaMax?: number
  /** Text in the template name (case-insensitive). */
  name?: string
  authorId?: string
}

export interface Paged<T> {
  rows: T[]
  total: number
}

/** Lower-cased, trimmed text with inner white space collapsed, for forgiving matches. */
export function normalizeText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase()
}

/**
 * How to fold a candidate before looking for the (normalized) text in it. Lower-casing CJK text
 * is slow in V8 and changes nothing a query without Latin letters could match, so it is skipped
 * then (100,000 cards, busy machine: p50 60 → about 20 ms per search).
 */
function folder(q: string): (s: string) => string {
  return /[a-z]/.test(q) ? (s) => s.toLowerCase() : (s) => s
}

function matches(
  card: TemplateCard,
  f: TemplateFilter,
  name: string,
  fold: (s: string) => string,
): boolean {
  if (f.type && card.ProjectType !== f.type) return false
  if (f.city && card.City !== f.city) return false
  if (f.year !== undefined && card.Year !== f.year) return false
  if (f.areaMin !== undefined && card.BuiltArea < f.areaMin) return false
  if (f.areaMax !== undefined && card.BuiltArea > f.areaMax) return false
  if (f.authorId && card.AuthorID !== f.authorId) return false
  if (name !== '' && !fold(card.Name).includes(name)) return false
  return true
}

// ISO timestamps compare as text; ties fall back to the ID so the order is stable across pages.
const byNewest = (a: TemplateCard, b: TemplateCard) =>
  a.ReleaseTime === b.ReleaseTime
    ? a.ID.localeCompare(b.ID)
    : a.ReleaseTime < b.ReleaseTime
      ? 1
      : -1

// Relevance: a name that starts with the text first, then any other match, newest within each.
function byRelevance(q: string) {
  const fold = folder(q)
  return (a: TemplateCard, b: TemplateCard) =>
    Number(fold(b.Name).startsWith(q)) - Number(fold(a.Name).startsWith(q)) || byNewest(a, b)
}

function comparator(sort: TemplateSort, q: string): (a: TemplateCard, b: TemplateCard) => number {
  switch (sort) {
    case 'likes':
      return (a, b) => b.Thumbs - a.Thumbs || byNewest(a, b)
    case 'price':
      return (a, b) => a.Price - b.Price || byNewest(a, b)
    case 'priceDesc':
      return (a, b) => b.Price - a.Price || byNewest(a, b)
    case 'relevance':
      return q === '' ? byNewest : byRelevance(q)
    default:
      return byNewest
  }
}

/** Filters, sorts and pages cards; `total` counts every match, as the server's Total does. */
export function filterTemplates(
  cards: readonly TemplateCard[],
  filter: TemplateFilter,
  sort: TemplateSort = 'newest',
  page: { index: number; size: number } = { index: 1, size: 20 },
): Paged<TemplateCard> {
  const name = normalizeText(filter.name ?? '')
  const fold = folder(name)
  const hits = cards.filter((c) => matches(c, filter, name, fold)).sort(comparator(sort, name))
  const start = (Math.max(1, page.index) - 1) * page.size
  return { rows: hits.slice(start, start + page.size), total: hits.length }
}

/** One card per template ID from several cached lists; the newer copy (listed later) wins. */
export function mergeCards(lists: ReadonlyArray<readonly TemplateCard[]>): TemplateCard[] {
  const byId = new Map<string, TemplateCard>()
  for (const list of lists) for (const card of list) byId.set(card.ID, card)
  return [...byId.values()]
}

/** A city matches when it contains the text or the text contains it (杭州滨江 → 杭州), as on the server. */
export function cityMatches(city: string, q: string): boolean {
  const c = city.toLowerCase()
  return c !== '' && (c.includes(q) || q.includes(c))
}

/**
 * The header search over local cards, in the server's three groups (SearchData): templates whose
 * name matches (relevance order), authors whose name matches, and cities that match with their
 * template counts (a city name finds the templates in that city).
 */
export function searchTemplates(
  cards: readonly TemplateCard[],
  text: string,
  size = 8,
): SearchData {
  const q = normalizeText(text)
  if (q === '') return { Templates: [], TemplateTotal: 0, Authors: [], AuthorTotal: 0, Cities: [] }
  const fold = folder(q)
  // Name matches with their relevance (starts with the text) worked out once, not per comparison.
  const templates: Array<{ card: TemplateCard; starts: boolean }> = []
  const authors = new Map<string, AuthorCard>()
  const cities = new Map<string, CityHit>()
  const cityHits = new Map<string, boolean>()
  for (const c of cards) {
    const at = fold(c.Name).indexOf(q)
    if (at >= 0) templates.push({ card: c, starts: at === 0 })
    if (fold(c.AuthorName).includes(q)) {
      const a = authors.get(c.AuthorID) ?? {
        ID: c.AuthorID,
        UserName: c.AuthorName,
        HeadPic: '',
        TemplateCount: 0,
        Thumbs: 0,
      }
      a.TemplateCount++
      a.Thumbs += c.Thumbs
      authors.set(c.AuthorID, a)
    }
    // Few distinct cities: decide each once.
    let cityHit = cityHits.get(c.City)
    if (cityHit === undefined) cityHits.set(c.City, (cityHit = cityMatches(c.City, q)))
    if (cityHit) {
      const h = cities.get(c.City) ?? { City: c.City, Count: 0 }
      h.Count++
      cities.set(c.City, h)
    }
  }
  templates.sort((a, b) => Number(b.starts) - Number(a.starts) || byNewest(a.card, b.card))
  const found = templates.map((t) => t.card)
  const authorList = [...authors.values()].sort(
    (a, b) => b.TemplateCount - a.TemplateCount || a.UserName.localeCompare(b.UserName, 'zh-CN'),
  )
  return {
    Templates: found.slice(0, size),
    TemplateTotal: found.length,
    Authors: authorList.slice(0, size),
    AuthorTotal: authorList.length,
    Cities: [...cities.values()].sort(
      (a, b) => b.Count - a.Count || a.City.localeCompare(b.City, 'zh-CN'),
    ),
  }
}
