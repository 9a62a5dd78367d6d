import { addMonths, monthsBetween } from '../materials/period'

/**
 * Seed price-index table for method A.1 (editable per scheme; the /api and screens start from it).
 *
 * WHERE THE FIGURES COME FROM: they are invented, not published figures. They imitate the shape of
 * the monthly 建设工程价格指数 that provincial cost-management stations publish (base period =
 * 100, one decimal, per city and per resource class) and follow the broad movement of 2023–2025
 * (steel and cement easing, labour rising slowly). Each series is a base level per city times a
 * deterministic monthly drift (through INDEX_DRIFT_END) plus a small fixed wobble, so a test can
 * recompute any value of any month. Replace them with a bulletin's own figures for real work.
 */

export interface IndexSeries {
  /** Stable key ('labour', 'steel' …). */
  Key: string
  Name: string
}

export const INDEX_SERIES: readonly IndexSeries[] = [
  { Key: 'labour', Name: '人工' },
  { Key: 'steel', Name: '钢材' },
  { Key: 'cement', Name: '水泥' },
  { Key: 'concrete', Name: '商品混凝土' },
  { Key: 'timber', Name: '木材' },
  { Key: 'sand', Name: '砂石' },
  { Key: 'machine', Name: '施工机具' },
]

/** Per-city level of the first period (base 100 in 2022-12), one decimal. */
const CITY_LEVEL: Readonly<Record<string, number>> = {
  北京: 1036,
  上海: 1042,
  广州: 1028,
  深圳: 1031,
  成都: 1019,
  武汉: 1022,
  杭州: 1033,
  西安: 1015,
}
/** Monthly drift of each series in tenths of an index point. */
const DRIFT: Readonly<Record<string, number>> = {
  labour: 3,
  steel: -4,
  cement: -2,
  concrete: -1,
  timber: 1,
  sand: 0,
  machine: 1,
}
const WOBBLE = [0, 4, 7, 3, -2, -5, -3, 1, 5, 6, 2, -1]

export const INDEX_FIRST_PERIOD = '2023-01'
/**
 * The drift runs from the first period through this month (the window the demo figures are
 * calibrated on, docs/price-adjustment.md "Seed indices"); later months keep its level and the
 * same monthly wobble, so the table reaches any current month without running away.
 */
export const INDEX_DRIFT_END = '2026-12'
export const INDEX_CITIES = Object.keys(CITY_LEVEL)

export interface IndexEntry {
  City: string
  Key: string
  Name: string
  Period: string
  /** Index value, decimal text with one decimal ("103.6"). */
  Value: string
}

/** Tenths of an index point of a series above a city's first-period level (null: unknown series). */
function movementTenths(key: string, k: number): number | null {
  const drift = DRIFT[key]
  if (drift === undefined) return null
  const seriesShift = INDEX_SERIES.findIndex((s) => s.Key === key)
  const drifted = Math.min(k, monthsBetween(INDEX_FIRST_PERIOD, INDEX_DRIFT_END))
  return drift * drifted + (WOBBLE[(k + seriesShift) % WOBBLE.length] ?? 0)
}

/** The seeded index of one series in one city and period; null before the table or for an unknown city or series. */
export function seedIndex(city: string, key: string, period: string): string | null {
  const level = CITY_LEVEL[city]
  const k = monthsBetween(INDEX_FIRST_PERIOD, period)
  const move = movementTenths(key, k)
  if (level === undefined || move === null || k < 0) return null
  const tenths = level + move
  return `${Math.floor(tenths / 10)}.${tenths % 10}`
}

/**
 * How a series moves from `base` to `period`, without a city's level: (100 + movement) at
 * `period` over the same at `base` (both clamped to the first period). The demo bills price
 * their items with it (src/domain/bill/sample-pricing.ts), so they move as these indices do.
 */
export function seriesMovement(key: string, period: string, base: string): number {
  const at = (p: string) =>
    1000 + (movementTenths(key, Math.max(0, monthsBetween(INDEX_FIRST_PERIOD, p))) ?? 0)
  return at(period) / at(base)
}

/**
 * The whole seed table from the first period through `lastPeriod` (the seed passes the month it
 * runs in): 8 cities × 7 series × the months.
 */
export function seedIndexTable(lastPeriod: string): IndexEntry[] {
  const out: IndexEntry[] = []
  const months = monthsBetween(INDEX_FIRST_PERIOD, lastPeriod)
  for (const city of INDEX_CITIES) {
    for (const s of INDEX_SERIES) {
      for (let k = 0; k <= months; k++) {
        const period = addMonths(INDEX_FIRST_PERIOD, k)
        out.push({
          City: city,
          Key: s.Key,
          Name: s.Name,
          Period: period,
          Value: seedIndex(city, s.Key, period) ?? '',
        })
      }
    }
  }
  return out
}

/** Index entries of one city and series in the given periods (what a factor's Ft list is built from). */
export function indexValues(
  table: readonly IndexEntry[],
  city: string,
  key: string,
  periods: readonly string[],
): { Period: string; Values: { Value: string }[] }[] {
  return periods.map((period) => ({
    Period: period,
    Values: table
      .filter((e) => e.City === city && e.Key === key && e.Period === period)
      .map((e) => ({ Value: e.Value })),
  }))
}
