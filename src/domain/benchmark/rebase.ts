import locationSeed from './data/location-factors.json' with { type: 'json' }
import priceSeed from './data/price-index.json' with { type: 'json' }

/**
 * Rebasing a sample's money figure to the target's city and price period (DOMAIN.md, BCIS):
 * value × LF_target ÷ LF_source × PI_target ÷ PI_source. The seed tables (./data/*.json) are
 * plausible figures, not official ones (docs/benchmarking.md); the server seeds them and an admin
 * edits them, so callers pass the tables they hold.
 */

export interface RebaseTables {
  /** City → location factor (national average 1.00). */
  location: Readonly<Record<string, number>>
  /** Period → price index: 'YYYY', and optionally 'YYYY-Qn' or 'YYYY-MM'. */
  priceIndex: Readonly<Record<string, number>>
}

export const SEED_TABLES: RebaseTables = {
  location: locationSeed.factors,
  priceIndex: priceSeed.index,
}

export interface Place {
  city: string
  /** 'YYYY', 'YYYY-Qn' or 'YYYY-MM'; a number is a year. */
  period: string | number | null
}

/**
 * The index of a period: the exact entry, else its quarter's (a month), else its year's. null
 * when none is known.
 */
export function priceIndexOf(
  period: string | number | null,
  table: RebaseTables['priceIndex'],
): number | null {
  if (period === null) return null
  const p = String(period).trim()
  const exact = table[p]
  if (exact !== undefined) return exact
  const month = /^(\d{4})-(\d{2})$/.exec(p)
  if (month) {
    const q = table[`${month[1]}-Q${Math.ceil(Number(month[2]) / 3)}`]
    if (q !== undefined) return q
  }
  const year = /^(\d{4})/.exec(p)
  return year ? (table[year[1] as string] ?? null) : null
}

export interface RebaseFactor {
  location: number
  price: number
  /** location × price: the multiplier of the sample's value. */
  factor: number
}

/** The multiplier from a sample's place to the target's; null when a city or period is unknown. */
export function rebaseFactor(
  from: Place,
  to: Place,
  tables: RebaseTables = SEED_TABLES,
): RebaseFactor | null {
  const lf = tables.location[from.city.trim()]
  const lt = tables.location[to.city.trim()]
  const pf = priceIndexOf(from.period, tables.priceIndex)
  const pt = priceIndexOf(to.period, tables.priceIndex)
  if (lf === undefined || lt === undefined || pf === null || pt === null || lf <= 0 || pf <= 0)
    return null
  const location = lt / lf
  const price = pt / pf
  return { location, price, factor: location * price }
}
