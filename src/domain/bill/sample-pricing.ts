import { INDEX_DRIFT_END, seriesMovement } from '../adjust/price-indices'
import { SEED_TABLES } from '../benchmark/rebase'
import { addMonths, monthsBetween } from '../materials/period'
import { OVERHEAD_SHARE, PROFIT_SHARE, type MarketItem } from './sample-market'

/**
 * The 综合单价 of a market line (./sample-market.ts) in a city and month (docs/projects-data.md
 * "Demo data"): a base price × a city factor × a period factor, with the base range chosen so the
 * product stays inside the line's market range for every city and every month.
 *
 * - City: the 对标 location factor of the city (src/domain/benchmark/data/location-factors.json,
 *   national average 1.00). Labour, machines, overhead and profit follow it fully, materials half
 *   (steel, cement, copper and glass trade nationally), so a line's factor is
 *   1 + (location − 1) × (1 − material share ÷ 2).
 * - Period: the 调价 seed indices' movement (src/domain/adjust/price-indices.ts) from the base
 *   month: 人工 by the labour series, 机械 by the machine series, 材料 by the line's material
 *   series ('general': flat), weighted by the line's mid shares.
 */

/** The month the base prices stand for: the middle of the 2024–2026 window. */
export const MARKET_BASE_PERIOD = '2025-06'
/** The first month the ranges are held for (earlier months price as this one). */
export const MARKET_FIRST_PERIOD = '2024-01'

const mid = (r: readonly [number, number]) => (r[0] + r[1]) / 2
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v))

/** Mid shares of 人工, 机械 and 材料 (管理费 and 利润 at their mid shares take the rest). */
function midShares(item: MarketItem) {
  const labour = mid(item.labour)
  const machine = mid(item.machine)
  const material = 1 - labour - machine - mid(OVERHEAD_SHARE) - mid(PROFIT_SHARE)
  return { labour, machine, material }
}

const LOCATION = Object.values(SEED_TABLES.location)
const LOCATION_MIN = Math.min(...LOCATION)
const LOCATION_MAX = Math.max(...LOCATION)

export function cityFactorOf(item: MarketItem, location: number): number {
  const lf = clamp(location, LOCATION_MIN, LOCATION_MAX)
  return 1 + (lf - 1) * (1 - midShares(item).material / 2)
}

// eslint-disable-next-line guard/domain-state -- a memo of a pure function of the constant market table; no user state
const periodFactors = new Map<MarketItem, Map<string, number>>()

export function periodFactorOf(item: MarketItem, period: string): number {
  let known = periodFactors.get(item)
  if (!known) periodFactors.set(item, (known = new Map<string, number>()))
  let factor = known.get(period)
  if (factor === undefined) known.set(period, (factor = computePeriodFactor(item, period)))
  return factor
}

function computePeriodFactor(item: MarketItem, period: string): number {
  const p = monthsBetween(MARKET_FIRST_PERIOD, period) < 0 ? MARKET_FIRST_PERIOD : period
  const s = midShares(item)
  const move = (key: string) => seriesMovement(key, p, MARKET_BASE_PERIOD)
  const material = item.cls === 'general' ? 1 : move(item.cls)
  return (
    (s.labour * move('labour') + s.machine * move('machine') + s.material * material) /
    (s.labour + s.machine + s.material)
  )
}

/**
 * The months whose factors bound a line: the first month through a year past the drift's end
 * (after it the indices only repeat their yearly wobble).
 */
export function boundingPeriods(): string[] {
  const count = monthsBetween(MARKET_FIRST_PERIOD, addMonths(INDEX_DRIFT_END, 12))
  return Array.from({ length: count + 1 }, (_, k) => addMonths(MARKET_FIRST_PERIOD, k))
}

// eslint-disable-next-line guard/domain-state -- a memo of a pure function of the constant market table; no user state
const bounds = new Map<MarketItem, { min: number; max: number }>()

/** The smallest and largest city × period factor of a line over every city and month. */
export function factorBounds(item: MarketItem): { min: number; max: number } {
  let b = bounds.get(item)
  if (!b) {
    const periods = boundingPeriods().map((p) => periodFactorOf(item, p))
    const cities = [cityFactorOf(item, LOCATION_MIN), cityFactorOf(item, LOCATION_MAX)]
    b = {
      min: Math.min(...cities) * Math.min(...periods),
      max: Math.max(...cities) * Math.max(...periods),
    }
    bounds.set(item, b)
  }
  return b
}

/**
 * The 综合单价 in 分 of a line in a city (its location factor) and month, at `position` (0 … 1)
 * of the base range: 0 the plainest, 1 the best specified the market range allows.
 */
export function marketPriceFen(
  item: MarketItem,
  location: number,
  period: string,
  position: number,
): number {
  const { min, max } = factorBounds(item)
  const low = item.range[0] / min
  const high = item.range[1] / max
  // 1 % in from each end of the base range, so rounding to the 分 never leaves the market range.
  const base = low + (high - low) * (0.01 + 0.98 * clamp(position, 0, 1))
  // eslint-disable-next-line guard/money -- made-up demo prices: binary rounding is fine here
  return Math.round(base * cityFactorOf(item, location) * periodFactorOf(item, period) * 100)
}
