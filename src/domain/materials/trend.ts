import { PACKAGE_TYPE_LABELS, type PackageType } from './model'
import { periodIndex } from './period'
import { divRoundToNumber } from '../money'
import { changePercent } from './price'
import { foldText } from './search'

/**
 * Trend math of the material price library (issue 11): one material across periods and cities
 * (信息价 against 市场价), and two periods side by side with the change in percent. Prices are
 * integer 分; averages and percentages are exact (BigInt, half away from zero).
 */

/**
 * What makes two items "the same material" across packages, cities and periods: name,
 * specification (white space ignored) and unit, case- and width-folded. Codes are not used:
 * each city's bulletin numbers its materials its own way.
 */
export function materialKey(item: { Name: string; Spec: string; Unit: string }): string {
  return `${foldText(item.Name.trim())}|${foldText(item.Spec).replace(/\s+/g, '')}|${item.Unit.trim()}`
}

/** One price of one material in one package. */
export interface PricePoint {
  packageId: string
  type: PackageType
  city: string
  period: string
  /** The price compared (含税 or 除税, the caller picks), in 分. */
  fen: number
}

export interface TrendSeries {
  /** 'type:3', 'type:2' or 'city:深圳'. */
  key: string
  label: string
  /** Oldest period first; one point per period (the mean when several packages give one). */
  points: { period: string; fen: number }[]
}

/** Exact mean of integer 分, rounded half away from zero. */
export function meanFen(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('mean of no values')
  const sum = values.reduce((s, v) => s + BigInt(v), 0n)
  return divRoundToNumber(sum, BigInt(values.length))
}

/**
 * Series for the trend chart: `by: 'type'` gives one line per package type (官方信息价 against
 * 市场价, for one city), `by: 'city'` one line per city (for one type). Points outside
 * [from, to] are left out when the bounds are given.
 */
export function trendSeries(
  points: readonly PricePoint[],
  by: 'type' | 'city',
  bounds: { from?: string; to?: string } = {},
): TrendSeries[] {
  const lo = bounds.from ? periodIndex(bounds.from) : -Infinity
  const hi = bounds.to ? periodIndex(bounds.to) : Infinity
  const groups = new Map<string, { label: string; byPeriod: Map<string, number[]> }>()
  for (const p of points) {
    const at = periodIndex(p.period)
    if (at < lo || at > hi) continue
    const key = by === 'type' ? `type:${p.type}` : `city:${p.city}`
    const label = by === 'type' ? PACKAGE_TYPE_LABELS[p.type] : p.city
    let g = groups.get(key)
    if (!g) groups.set(key, (g = { label, byPeriod: new Map() }))
    const list = g.byPeriod.get(p.period)
    if (list) list.push(p.fen)
    else g.byPeriod.set(p.period, [p.fen])
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, g]) => ({
      key,
      label: g.label,
      points: [...g.byPeriod.entries()]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([period, values]) => ({ period, fen: meanFen(values) })),
    }))
}

/**
 * 各城市信息价: one line per city of the official bulletins, at most `max` lines, the chosen city
 * always among them (first), the others in name order.
 */
export function citySeries(
  points: readonly PricePoint[],
  chosenCity: string,
  max = 8,
): TrendSeries[] {
  const all = trendSeries(
    points.filter((p) => p.type === 3),
    'city',
  )
  const chosen = all.filter((s) => s.label === chosenCity)
  return [...chosen, ...all.filter((s) => s.label !== chosenCity)].slice(0, max)
}

export interface ComparedItem {
  Name: string
  Spec: string
  Unit: string
  fen: number
}

export interface ComparisonRow {
  key: string
  Name: string
  Spec: string
  Unit: string
  /** null: the material is not in that period's package. */
  fromFen: number | null
  toFen: number | null
  changeFen: number | null
  /** Exact percent with two decimals ("-1.23"); null when either side is missing or the base is 0. */
  changePct: string | null
}

/**
 * Two periods (or two packages) side by side: every material of either, matched by materialKey,
 * in the order of the first list with materials only in the second appended.
 */
export function comparePeriods(
  from: readonly ComparedItem[],
  to: readonly ComparedItem[],
): ComparisonRow[] {
  const toByKey = new Map<string, ComparedItem>()
  for (const item of to) if (!toByKey.has(materialKey(item))) toByKey.set(materialKey(item), item)
  const rows: ComparisonRow[] = []
  const seen = new Set<string>()
  const row = (
    key: string,
    base: ComparedItem,
    a: ComparedItem | undefined,
    b: ComparedItem | undefined,
  ): ComparisonRow => ({
    key,
    Name: base.Name,
    Spec: base.Spec,
    Unit: base.Unit,
    fromFen: a?.fen ?? null,
    toFen: b?.fen ?? null,
    changeFen: a && b ? b.fen - a.fen : null,
    changePct: a && b ? changePercent(a.fen, b.fen) : null,
  })
  for (const a of from) {
    const key = materialKey(a)
    if (seen.has(key)) continue
    seen.add(key)
    rows.push(row(key, a, a, toByKey.get(key)))
  }
  for (const b of to) {
    const key = materialKey(b)
    if (seen.has(key)) continue
    seen.add(key)
    rows.push(row(key, b, undefined, b))
  }
  return rows
}
