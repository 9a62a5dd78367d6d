import { HOT_CITIES, type ProjectType, type StructureRowDoc } from '@/domain/projects/model.ts'
import { buildTree, projectTotals } from '@/domain/projects/structure.ts'
import { roundTo } from '@/domain/money/index.ts'
import type { BillData } from '@/domain/bill/model.ts'
import type { SamplePricing } from '@/domain/bill/sample.ts'
import { SEED_TABLES } from '@/domain/benchmark/rebase.ts'
import { addMonths, periodOf } from '@/domain/materials/period.ts'
import { demoBill } from './bills.ts'
import { pricingOf, TYPE_PROFILE } from './profiles.ts'
import { MATERIAL_CITIES } from './materials/cities.ts'
import { createRng, type Rng } from './prng.ts'
import {
  BRANDS,
  BUILDING_WORDS,
  CITY_TIER,
  CONTENTS,
  DISCIPLINES,
  DISTRICTS,
  GENERIC_DISTRICTS,
  GIVEN,
  NAME_PATTERNS,
  PHASES,
  STUDIOS,
  SURNAMES,
  TYPE_WEIGHTS,
} from './words.ts'

/** The demo data set as plain values (no database): the same options always give the same set. */
export interface DemoOptions {
  seed: number
  authors: number
  templates: number
  /** Generate structure rows (synced documents); the search bench skips them. */
  structure: boolean
}
export const DEFAULT_DEMO: DemoOptions = {
  seed: 20_251_121,
  authors: 40,
  templates: 400,
  structure: true,
}

export interface DemoAuthor {
  id: string
  phone: string
  userName: string
}
export interface DemoRow extends StructureRowDoc {
  ID: string
}
export interface DemoTemplate {
  id: string
  ownerIndex: number
  name: string
  type: ProjectType
  city: string
  /** The pricing month of its bill (计价期), YYYY-MM; Year is its year. */
  period: string
  year: number
  releasedAt: Date
  builtArea: number
  inArea: number
  sellArea: number
  totalCostFen: number
  priceFen: number
  description: string
  releaseNotes: string
  structure: DemoRow[]
  disciplines: { name: string; costFen: number }[]
  contents: { name: string; unit: string; value: number }[]
  /** How its bill is priced (city factor, month, grade, 含量 multipliers). */
  pricing: SamplePricing
  /** The priced bill (with the structure only); 总造价, disciplines and contents come from it. */
  bill: BillData | null
  /** Indexes of the authors who liked it (never its own author). */
  likedBy: number[]
}
export interface DemoData {
  authors: DemoAuthor[]
  templates: DemoTemplate[]
}

/** Areas keep 2 decimals. */
const area2 = (n: number) => roundTo(n, 2) ?? 0
// Intl (toLocaleString) costs more than all the rest of a template; the bench makes 100,000.
const groupThousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')

export function generateDemo(options: DemoOptions = DEFAULT_DEMO): DemoData {
  const rng = createRng(options.seed)
  const authors = makeAuthors(rng, options.authors)
  const cityWeights = HOT_CITIES.map(
    (c) => [c, CITY_TIER[c] === 1 ? 5 : CITY_TIER[c] === 2 ? 3 : 1] as const,
  )
  const templates: DemoTemplate[] = []
  // Name → how many templates carry it so far (a counter, not a scan: 100,000 names in the bench).
  const names = new Map<string, number>()
  for (let i = 0; i < options.templates; i++) {
    // The first templates go round every city of the material library, so the trading centre
    // has templates wherever the library has prices; the rest are drawn by weight.
    const city = i < COVERED_CITIES.length ? COVERED_CITIES[i] : undefined
    const t = withBill(makeTemplate(rng, authors.length, cityWeights, options.structure, city))
    // Same name twice reads like a bug in a list: number the repeats like real phases are.
    const seen = names.get(t.name) ?? 0
    names.set(t.name, seen + 1)
    // A numbered repeat could equal another base name only if names ended in （n）; none do.
    templates.push(seen === 0 ? t : { ...t, name: `${t.name}（${seen + 1}）` })
  }
  return { authors, templates }
}

/** The material library's cities: every one of them gets templates. */
const COVERED_CITIES = MATERIAL_CITIES.map((c) => c.city)
/** Release dates run from 2024-02 over 1,000 days (to 2026-10); bills are priced 0–4 months before. */
const RELEASE_FROM = Date.UTC(2024, 1, 1)
const FIRST_PRICING = '2024-01'

/** A template with structure gets its bill, and takes its 总造价 and indicators from it. */
function withBill(t: DemoTemplate): DemoTemplate {
  if (t.structure.length === 0 || t.builtArea <= 0) return t
  const made = demoBill(t.id, t.structure, t.pricing)
  return {
    ...t,
    bill: made.bill,
    totalCostFen: made.totalCostFen,
    disciplines: made.disciplines,
    contents: made.contents,
  }
}

function makeAuthors(rng: Rng, count: number): DemoAuthor[] {
  const used = new Set<string>()
  const out: DemoAuthor[] = []
  for (let i = 0; i < count; i++) {
    let name =
      rng.next() < 0.15
        ? `${rng.pick(SURNAMES)}${rng.pick(STUDIOS)}`
        : `${rng.pick(SURNAMES)}${rng.pick(GIVEN)}`
    for (let k = 2; used.has(name); k++) name = `${name.replace(/\d+$/, '')}${k}`
    used.add(name)
    // 199 0000 xxxx: a block no real subscriber is given in the demo's fiction; unique per author.
    out.push({ id: rng.uuid(), phone: `1990000${String(i).padStart(4, '0')}`, userName: name })
  }
  return out
}

function fill(pattern: string, rng: Rng, district: string): string {
  return pattern
    .replace('{d}', district)
    .replace('{b}', rng.pick(BRANDS))
    .replace('{p}', rng.pick(PHASES))
    .replace('{k}', String(rng.int(1, 12)))
}

function makeTemplate(
  rng: Rng,
  authorCount: number,
  cityWeights: readonly (readonly [string, number])[],
  withStructure: boolean,
  cityGiven: string | undefined,
): DemoTemplate {
  const id = rng.uuid()
  const type = rng.weighted(TYPE_WEIGHTS)
  const drawn = rng.weighted(cityWeights)
  const city = cityGiven ?? drawn
  const district = rng.pick(DISTRICTS[city] ?? GENERIC_DISTRICTS)
  const name = `${city}${fill(rng.pick(NAME_PATTERNS[type]), rng, district)}`
  const profile = TYPE_PROFILE[type]
  const structure = makeStructure(
    rng,
    id,
    type,
    area2(rng.range(...profile.area)),
    profile.sellable,
  )
  const totals = projectTotals(buildTree(structure))
  const location = SEED_TABLES.location[city] ?? 1
  // Without a bill (the search bench): a 单方 inside the type's range, higher in dearer cities.
  const [lo, hi] = profile.unitCost
  const place = (location - 0.9) / 0.25
  const unitCostFen = Math.round((lo + (hi - lo) * (0.1 + 0.5 * place + 0.3 * rng.next())) * 100)
  const totalCostFen = Math.round((unitCostFen * Math.round(totals.BuiltArea * 100)) / 100)
  const releasedAt = new Date(
    RELEASE_FROM + Math.floor(rng.next() * 1000) * 86_400_000 + rng.int(8, 20) * 3_600_000,
  )
  const released = periodOf(releasedAt)
  const lag = addMonths(released, -rng.int(0, 4))
  const period = lag < FIRST_PRICING ? FIRST_PRICING : lag
  const year = Number(period.slice(0, 4))
  const pricing = pricingOf(profile, location, period, rng.next())
  const priceFen =
    rng.next() < 0.2 ? 0 : rng.pick([99, 199, 299, 499, 699, 999, 1499, 1999, 2999]) * 100
  const ownerIndex = rng.int(0, authorCount - 1)
  const likes = Math.min(authorCount - 1, Math.floor(rng.next() ** 2.5 * 30))
  const likedBy = new Set<number>()
  while (likedBy.size < likes) {
    const who = rng.int(0, authorCount - 1)
    if (who !== ownerIndex) likedBy.add(who)
  }
  return {
    id,
    ownerIndex,
    name,
    type,
    city,
    period,
    year,
    releasedAt,
    builtArea: totals.BuiltArea,
    inArea: totals.InArea,
    sellArea: totals.SellArea,
    totalCostFen,
    priceFen,
    description: `${city}${district}${type}项目，建筑面积约${groupThousands(Math.round(totals.BuiltArea))}平方米，${year}年${rng.pick(['招标控制价', '施工图预算', '结算'])}口径。`,
    releaseNotes: rng.pick([
      '含完整项目结构与专业拆分。',
      '单方指标已按建筑面积复核。',
      '适用于同类项目估算对标。',
      '含钢筋、混凝土含量指标。',
    ]),
    structure: withStructure ? structure : [],
    disciplines: splitCost(rng, totalCostFen),
    contents: CONTENTS.map(([n, unit, lo, hi]) => ({
      name: n,
      unit,
      value: Math.round(rng.range(lo, hi) * 10_000) / 10_000,
    })),
    pricing,
    bill: null,
    likedBy: [...likedBy].sort((a, b) => a - b),
  }
}

/** Buildings (some repeated with MultNum), a basement, and a group row holding the buildings. */
function makeStructure(
  rng: Rng,
  proId: string,
  type: ProjectType,
  targetArea: number,
  sellable: boolean,
): DemoRow[] {
  const rows: DemoRow[] = []
  const row = (
    parent: string,
    sort: number,
    name: string,
    area: number | null,
    mult: number,
  ): DemoRow => {
    const r: DemoRow = {
      ID: rng.uuid(),
      ProId: proId,
      ParentID: parent,
      Sort: sort,
      Num: '',
      Project_Name: name,
      BuiltArea: area === null ? null : area2(area),
      InArea: area === null ? null : area2(area * rng.range(0.78, 0.86)),
      SellArea: area === null ? null : sellable ? area2(area * rng.range(0.9, 0.98)) : 0,
      MultNum: mult,
      TenderID: '',
    }
    rows.push(r)
    return r
  }
  const basement = targetArea * rng.range(0.15, 0.3)
  const above = targetArea - basement
  const group = row('', 1, `${BUILDING_WORDS[type][0] ?? '主楼'}区`, null, 1)
  const kinds = rng.int(1, 3)
  const sums = [0, 0, 0]
  for (let k = 0; k < kinds; k++) {
    const word = rng.pick(BUILDING_WORDS[type])
    const mult = rng.int(1, 4)
    const b = row(group.ID, k + 1, `${k + 1}#${word}`, above / kinds / mult, mult)
    ;[b.BuiltArea, b.InArea, b.SellArea].forEach(
      (v, i) => (sums[i] = (sums[i] ?? 0) + Math.round((v ?? 0) * 100) * mult),
    )
  }
  // A group row shows its children's totals (the roll-up ignores its own figures anyway).
  ;[group.BuiltArea, group.InArea, group.SellArea] = sums.map((c) => c / 100) as [
    number,
    number,
    number,
  ]
  const base = row('', 2, '地下室', basement, 1)
  base.SellArea = 0
  return rows
}

/** Splits the total by discipline shares; the largest remainder keeps the sum exact to the 分. */
function splitCost(rng: Rng, totalFen: number): { name: string; costFen: number }[] {
  const weights = DISCIPLINES.map(([, lo, hi]) => rng.range(lo, hi))
  const sum = weights.reduce((a, b) => a + b, 0)
  const parts = weights.map((w) => Math.floor((totalFen * w) / sum))
  let rest = totalFen - parts.reduce((a, b) => a + b, 0)
  for (let i = 0; rest > 0; i = (i + 1) % parts.length, rest--) parts[i] = (parts[i] ?? 0) + 1
  return DISCIPLINES.map(([name], i) => ({ name, costFen: parts[i] ?? 0 }))
}
