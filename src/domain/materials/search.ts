/**
 * Instant search over a material list (issue 11): every keystroke searches up to 200,000 items by
 * code, name and specification, and by the pinyin initials of the name (gj → 钢筋), and returns
 * the matched ranges for highlighting. Built once per list; a query that extends the previous one
 * (the usual case while typing) only re-checks the previous matches.
 *
 * A query is split on white space; every term must match (AND). Each term is scored by where it
 * matched (TIER, lower is better) and an item's score is the sum; ties go to the shorter name, then
 * to the order of the list.
 *
 * Main materials first: a Chinese material name is head-final (热轧带肋钢筋 is a kind of 钢筋,
 * 钢筋套筒 a kind of 套筒, 钢筋混凝土排水管 a kind of 排水管), so a name (or its initials) that ENDS
 * with the term names that material and ranks before one that only starts with it or contains it.
 */
export interface SearchableItem {
  Code: string
  Name: string
  Spec: string
  /** Pinyin initials of Name, one character per UTF-16 unit of Name (see MaterialItem). */
  Initials?: string
}

export type HighlightField = 'Code' | 'Name' | 'Spec'
/** A matched range [start, end) of a field's text, in UTF-16 units. */
export interface Highlight {
  field: HighlightField
  start: number
  end: number
}
export interface SearchHit {
  /** Position of the item in the list the index was built from. */
  index: number
  score: number
  ranges: Highlight[]
}
export interface SearchResult {
  /** All items that match (hits holds the best `limit` of them). */
  total: number
  hits: SearchHit[]
}

export const TIER = {
  codeExact: 0,
  codePrefix: 1,
  nameExact: 2,
  nameEnds: 3,
  namePrefix: 4,
  nameContains: 5,
  initialsEnds: 6,
  initialsPrefix: 7,
  initialsContains: 8,
  specContains: 9,
  codeContains: 10,
} as const

/** Lower case and full-width ASCII (ＨＲＢ４００, the ideographic space) folded to half width, length kept. */
export function foldText(text: string): string {
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c >= 0xff01 && c <= 0xff5e) out += String.fromCharCode(c - 0xfee0)
    else if (c === 0x3000) out += ' '
    else out += text[i]
  }
  const lower = out.toLowerCase()
  // A few letters (İ) grow when lower-cased: keep the original so ranges still line up.
  return lower.length === text.length ? lower : out
}

export function queryTerms(query: string): string[] {
  return foldText(query).split(/\s+/).filter(Boolean)
}

const ASCII = /^[\x21-\x7e]+$/
const CACHE_SIZE = 16

export interface MaterialSearchIndex {
  readonly size: number
  search(query: string, limit?: number): SearchResult
}

export function buildSearchIndex(items: readonly SearchableItem[]): MaterialSearchIndex {
  const n = items.length
  const code: string[] = new Array<string>(n)
  const name: string[] = new Array<string>(n)
  const spec: string[] = new Array<string>(n)
  const hay: string[] = new Array<string>(n)
  const initials: string[] = new Array<string>(n)
  for (let i = 0; i < n; i++) {
    const it = items[i] as SearchableItem
    code[i] = foldText(it.Code)
    name[i] = foldText(it.Name)
    spec[i] = foldText(it.Spec)
    hay[i] = `${code[i]}\n${name[i]}\n${spec[i]}`
    // Initials that do not line up with the name cannot be highlighted: leave them out.
    initials[i] = it.Initials && it.Initials.length === it.Name.length ? foldText(it.Initials) : ''
  }
  const cache = new Map<string, Int32Array>()

  const tier = (i: number, term: string, ascii: boolean): number => {
    const inHay = (hay[i] as string).includes(term)
    const ini = ascii ? (initials[i] as string).indexOf(term) : -1
    if (!inHay && ini < 0) return -1
    const c = code[i] as string
    const nm = name[i] as string
    if (inHay) {
      if (c === term) return TIER.codeExact
      if (c.startsWith(term)) return TIER.codePrefix
      if (nm === term) return TIER.nameExact
      if (nm.endsWith(term)) return TIER.nameEnds
      if (nm.startsWith(term)) return TIER.namePrefix
      if (nm.includes(term)) return TIER.nameContains
    }
    if (ini >= 0 && (initials[i] as string).endsWith(term)) return TIER.initialsEnds
    if (ini === 0) return TIER.initialsPrefix
    if (ini > 0) return TIER.initialsContains
    if ((spec[i] as string).includes(term)) return TIER.specContains
    return c.includes(term) ? TIER.codeContains : -1
  }

  const candidatesFor = (key: string): Int32Array | null => {
    let best: string | null = null
    for (const k of cache.keys())
      if (key.startsWith(k) && (best === null || k.length > best.length)) best = k
    return best === null ? null : (cache.get(best) ?? null)
  }

  const remember = (key: string, matches: Int32Array) => {
    cache.delete(key)
    cache.set(key, matches)
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string)
  }

  return {
    size: n,
    search(query: string, limit = 200): SearchResult {
      const terms = queryTerms(query)
      if (terms.length === 0) {
        const hits = Array.from({ length: Math.min(limit, n) }, (_, index) => ({
          index,
          score: 0,
          ranges: [],
        }))
        return { total: n, hits }
      }
      const key = terms.join(' ')
      const ascii = terms.map((t) => ASCII.test(t))
      const previous = candidatesFor(key)
      const count = previous ? previous.length : n
      const matches = new Int32Array(count)
      const scores = new Uint16Array(count)
      let total = 0
      for (let k = 0; k < count; k++) {
        const i = previous ? (previous[k] as number) : k
        let score = 0
        for (let t = 0; t < terms.length; t++) {
          const s = tier(i, terms[t] as string, ascii[t] as boolean)
          if (s < 0) {
            score = -1
            break
          }
          score += s
        }
        if (score < 0) continue
        matches[total] = i
        scores[total] = score
        total++
      }
      remember(key, matches.slice(0, total))
      const hits = rank(matches, scores, total, limit, (i) => (name[i] as string).length).map(
        ([index, score]) => ({
          index,
          score,
          ranges: highlight(
            terms,
            code[index] as string,
            name[index] as string,
            spec[index] as string,
            initials[index] as string,
          ),
        }),
      )
      return { total, hits }
    },
  }
}

/**
 * The best `limit` matches: by score, then shorter name, then list order. Matches arrive in list
 * order, so grouping by score and then by name length (both small integers) orders them without a
 * comparison sort: linear even when a one-letter query matches every item.
 */
function rank(
  matches: Int32Array,
  scores: Uint16Array,
  total: number,
  limit: number,
  nameLength: (i: number) => number,
): [number, number][] {
  const byScore = new Map<number, number[]>()
  for (let k = 0; k < total; k++) {
    const s = scores[k] as number
    let b = byScore.get(s)
    if (!b) byScore.set(s, (b = []))
    b.push(matches[k] as number)
  }
  const out: [number, number][] = []
  for (const s of [...byScore.keys()].sort((a, b) => a - b)) {
    if (out.length >= limit) break
    const byLength = new Map<number, number[]>()
    for (const i of byScore.get(s) ?? []) {
      const len = nameLength(i)
      let l = byLength.get(len)
      if (!l) byLength.set(len, (l = []))
      l.push(i)
    }
    for (const len of [...byLength.keys()].sort((a, b) => a - b)) {
      for (const i of byLength.get(len) ?? []) {
        if (out.length >= limit) break
        out.push([i, s])
      }
      if (out.length >= limit) break
    }
  }
  return out
}

/** Every occurrence of every term in code, name and spec; initials matches map onto the name. */
export function highlight(
  terms: readonly string[],
  code: string,
  name: string,
  spec: string,
  initials = '',
): Highlight[] {
  const ranges: Highlight[] = []
  const add = (field: HighlightField, text: string, term: string) => {
    let found = false
    for (let at = text.indexOf(term); at >= 0; at = text.indexOf(term, at + term.length)) {
      ranges.push({ field, start: at, end: at + term.length })
      found = true
    }
    return found
  }
  for (const term of terms) {
    add('Code', code, term)
    const inName = add('Name', name, term)
    if (!inName && initials) add('Name', initials, term)
    add('Spec', spec, term)
  }
  return mergeRanges(ranges)
}

/** Overlapping or touching ranges of one field become one, ordered by field then start. */
export function mergeRanges(ranges: readonly Highlight[]): Highlight[] {
  const order: HighlightField[] = ['Code', 'Name', 'Spec']
  const sorted = [...ranges].sort(
    (a, b) => order.indexOf(a.field) - order.indexOf(b.field) || a.start - b.start,
  )
  const out: Highlight[] = []
  for (const r of sorted) {
    const last = out[out.length - 1]
    if (last && last.field === r.field && r.start <= last.end) last.end = Math.max(last.end, r.end)
    else out.push({ ...r })
  }
  return out
}

/** Splits a text into plain and highlighted parts for rendering. */
export function splitHighlights(
  text: string,
  ranges: readonly Highlight[],
  field: HighlightField,
): { text: string; hit: boolean }[] {
  const parts: { text: string; hit: boolean }[] = []
  let at = 0
  for (const r of ranges) {
    if (r.field !== field || r.start < at) continue
    if (r.start > at) parts.push({ text: text.slice(at, r.start), hit: false })
    parts.push({ text: text.slice(r.start, r.end), hit: true })
    at = r.end
  }
  if (at < text.length) parts.push({ text: text.slice(at), hit: false })
  return parts
}
