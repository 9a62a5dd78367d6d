import type { BillData } from '../bill/model'
import { normalizeUnit } from '../bill/quantity'
import { divRoundInt, toScaled } from '../money'
import type { StructureRow } from '../projects/structure'
import type { Recipe } from './generate'
import { recipesFromTemplate, type TemplateBill } from './recipes'

/**
 * 智能清单 source (c): the indicators of comparable templates (docs/estimate.md "Smart list").
 * Comparable = the same project type and city, built area within the band (½× to 2× the
 * project's); below 3 in the city, the same type in any city (within the band). Each template
 * gives its items' 含量 (quantity per m²) and prices; an item kept by at least half of the
 * templates becomes a recipe whose 含量 and price are the medians across the templates that have it.
 */

export const AREA_BAND = { low: 0.5, high: 2 } as const
export const MIN_SAME_CITY = 3

export interface TemplateMeta {
  ID: string
  Name: string
  ProjectType: string
  City: string
  BuiltArea: number
}

/** A template with its per-m² recipes (recipesFromTemplate of its bill). */
export interface TemplateIndicators extends TemplateMeta {
  Recipes: Recipe[]
}

export type ComparableScope = '同城同类' | '同类' | '无'

export function inAreaBand(area: number, projectArea: number): boolean {
  return (
    projectArea > 0 && area >= projectArea * AREA_BAND.low && area <= projectArea * AREA_BAND.high
  )
}

/** The comparable templates of a project: same type, city and area band, else same type and band. */
export function comparableTemplates<T extends TemplateMeta>(
  all: readonly T[],
  project: { ProjectType: string; City: string; BuiltArea: number },
): { scope: ComparableScope; templates: T[] } {
  const band = all.filter(
    (t) =>
      t.ProjectType === project.ProjectType &&
      t.BuiltArea > 0 &&
      inAreaBand(t.BuiltArea, project.BuiltArea),
  )
  const city = band.filter((t) => project.City !== '' && t.City === project.City)
  if (city.length >= MIN_SAME_CITY) return { scope: '同城同类', templates: city }
  if (band.length > 0)
    return { scope: band.length > city.length ? '同类' : '同城同类', templates: band }
  return { scope: '无', templates: [] }
}

/** A template's bill as the generator reads it: items with their 专业 and row MultNum, the built area of the leaf rows. */
export function templateBillOf(
  data: Pick<BillData, 'units' | 'items'>,
  structure: readonly Pick<StructureRow, 'ID' | 'ParentID' | 'BuiltArea' | 'MultNum'>[],
): TemplateBill {
  const parents = new Set(structure.map((r) => r.ParentID).filter(Boolean))
  const mult = new Map(structure.map((r) => [r.ID, Math.max(1, r.MultNum ?? 1)]))
  const builtC = structure
    .filter((r) => !parents.has(r.ID))
    .reduce((s, r) => s + (toScaled(r.BuiltArea ?? 0, 2) ?? 0) * (mult.get(r.ID) ?? 1), 0)
  const unitOf = new Map(data.units.map((u) => [u.ID, u]))
  const items: TemplateBill['Items'][number][] = []
  for (const i of data.items) {
    const u = unitOf.get(i.UnitId)
    if (u) items.push({ ...i, Specialty: u.Specialty, MultNum: mult.get(u.RowId) ?? 1 })
  }
  return { BuiltArea: builtC / 100, Items: items }
}

/** What is the "same item" across bills: 专业, the national 9 digits of the code, unit, name and features. */
const itemKey = (r: Recipe) =>
  [r.Specialty, r.Code.slice(0, 9), normalizeUnit(r.Unit), r.Name.trim(), r.Features.trim()].join(
    '\u0001',
  )

/** Median of integers, the middle pair averaged and rounded half up (PERCENTILE.INC at 0.5). */
function medianInt(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b)
  const mid = s.length >> 1
  return s.length % 2 ? s[mid]! : divRoundInt(s[mid - 1]! + s[mid]!, 2)
}

interface Gathered {
  first: Recipe
  codes: Map<string, number>
  micro: number[]
  fen: number[]
}

/** One template's recipes merged by itemKey: 含量 summed (micro units), price weighted by 含量 (分). */
function perTemplate(
  recipes: readonly Recipe[],
): Map<string, { first: Recipe; micro: number; fen: number | null }> {
  const out = new Map<
    string,
    { first: Recipe; micro: number; fen: number | null; pricedMicro: number; amount: number }
  >()
  for (const r of recipes) {
    const key = itemKey(r)
    const micro = toScaled(r.Content, 6) ?? 0
    const g = out.get(key) ?? { first: r, micro: 0, fen: null, pricedMicro: 0, amount: 0 }
    g.micro += micro
    if (r.Price !== null) {
      g.pricedMicro += micro
      g.amount += micro * (toScaled(r.Price, 2) ?? 0)
    }
    g.fen = g.pricedMicro > 0 ? divRoundInt(g.amount, g.pricedMicro) : null
    out.set(key, g)
  }
  return out
}

export interface IndicatorRecipes {
  /** Templates the medians are taken over. */
  n: number
  recipes: Recipe[]
}

/** Recipes from the medians of the comparable templates' indicators (an item needs ≥ half of them). */
export function recipesFromIndicators(
  templates: readonly Pick<TemplateIndicators, 'Recipes'>[],
): IndicatorRecipes {
  const n = templates.length
  const all = new Map<string, Gathered>()
  for (const t of templates) {
    for (const [key, g] of perTemplate(t.Recipes)) {
      const a: Gathered = all.get(key) ?? {
        first: g.first,
        codes: new Map<string, number>(),
        micro: [],
        fen: [],
      }
      a.codes.set(g.first.Code, (a.codes.get(g.first.Code) ?? 0) + 1)
      a.micro.push(g.micro)
      if (g.fen !== null) a.fen.push(g.fen)
      all.set(key, a)
    }
  }
  const recipes: Recipe[] = []
  for (const a of all.values()) {
    if (a.micro.length * 2 < n) continue
    const content = medianInt(a.micro)
    if (content <= 0) continue
    // The code most templates use (ties: the smallest), so the 自编 part is a real one.
    const code = [...a.codes.entries()].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1))[0]![0]
    recipes.push({
      ...a.first,
      Code: code,
      Content: content / 1_000_000,
      Price: a.fen.length ? medianInt(a.fen) / 100 : null,
      PriceSource: '模板中位',
    })
  }
  recipes.sort((x, y) =>
    x.Specialty === y.Specialty
      ? x.Code < y.Code
        ? -1
        : x.Code > y.Code
          ? 1
          : 0
      : x.Specialty < y.Specialty
        ? -1
        : 1,
  )
  return { n, recipes }
}

/** A template's indicators from its bill (what the server sends per released template). */
export function indicatorsOf(meta: TemplateMeta, bill: TemplateBill): TemplateIndicators {
  return { ...meta, Recipes: recipesFromTemplate(bill) }
}
