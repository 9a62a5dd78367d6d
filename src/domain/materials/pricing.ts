import { DEFAULT_PRIORITY, type PackageType } from './model'
import { periodIndex } from './period'
import { changePercent } from './price'

/**
 * Pricing a bill from the material library (issue 11): a main material takes its price from the
 * packages by a priority of types the user sets (default 个人 > 市场价 > 官方信息价), and the
 * choice records the package and period. Re-pricing to another city or period lists every change
 * before anything is applied.
 */

/** A price the library offers for one material. */
export interface PriceCandidate {
  packageId: string
  type: PackageType
  city: string
  period: string
  taxFen: number
  noTaxFen: number
}

/** The price a bill item carries, with where it came from. */
export type PriceChoice = PriceCandidate

export interface PricingOptions {
  /** Types in order of preference; types left out are never used. */
  priority?: readonly PackageType[]
  /** Only packages of this city (a package without a city, such as a personal one, fits any). */
  city?: string
  /** The bill's price period: the newest price not after it; without it, the newest. */
  period?: string
}

/**
 * The price for one material: the first type of the priority that has a fitting candidate, and
 * within it the newest period not after `period` (ties: the smaller package id, so the choice is
 * stable). Null when nothing fits.
 */
export function pickPrice(
  candidates: readonly PriceCandidate[],
  options: PricingOptions = {},
): PriceChoice | null {
  const priority = options.priority ?? DEFAULT_PRIORITY
  const limit = options.period ? periodIndex(options.period) : Infinity
  for (const type of priority) {
    let best: PriceCandidate | null = null
    for (const c of candidates) {
      if (c.type !== type) continue
      if (options.city && c.city && c.city !== options.city) continue
      const at = periodIndex(c.period)
      if (at > limit) continue
      if (best === null) {
        best = c
        continue
      }
      const bestAt = periodIndex(best.period)
      if (at > bestAt || (at === bestAt && c.packageId < best.packageId)) best = c
    }
    if (best) return best
  }
  return null
}

/** Validates a user-set priority: each type at most once, at least one. */
export function isValidPriority(priority: readonly number[]): priority is PackageType[] {
  return (
    priority.length > 0 &&
    priority.length <= 3 &&
    new Set(priority).size === priority.length &&
    priority.every((t) => t === 1 || t === 2 || t === 3)
  )
}

export interface BillMaterial {
  /** The bill item (or its material line) being priced. */
  id: string
  /** materialKey of the material. */
  key: string
  current: PriceChoice | null
}

export interface RepriceChange {
  id: string
  key: string
  from: PriceChoice | null
  to: PriceChoice
  /** 含税 difference in 分 (to − from); null when there was no price before. */
  changeFen: number | null
  changePct: string | null
}

export interface RepriceDiff {
  /** Every item whose price or source would change. */
  changes: RepriceChange[]
  /** Items the new city/period has no price for: they keep their current price. */
  missing: BillMaterial[]
  /** Items whose price and source stay the same. */
  unchanged: number
}

/**
 * What re-pricing would do, without doing it: for each bill material, the price pickPrice finds
 * under the new options, compared with the current one. A change of source alone (same price,
 * another package or period) is listed too, since the recorded source changes.
 */
export function repriceDiff(
  items: readonly BillMaterial[],
  candidatesByKey: ReadonlyMap<string, readonly PriceCandidate[]>,
  options: PricingOptions,
): RepriceDiff {
  const changes: RepriceChange[] = []
  const missing: BillMaterial[] = []
  let unchanged = 0
  for (const item of items) {
    const to = pickPrice(candidatesByKey.get(item.key) ?? [], options)
    if (!to) {
      missing.push(item)
      continue
    }
    const from = item.current
    if (from && samePrice(from, to)) {
      unchanged++
      continue
    }
    changes.push({
      id: item.id,
      key: item.key,
      from,
      to,
      changeFen: from ? to.taxFen - from.taxFen : null,
      changePct: from ? changePercent(from.taxFen, to.taxFen) : null,
    })
  }
  return { changes, missing, unchanged }
}

function samePrice(a: PriceChoice, b: PriceChoice): boolean {
  return (
    a.packageId === b.packageId &&
    a.period === b.period &&
    a.taxFen === b.taxFen &&
    a.noTaxFen === b.noTaxFen
  )
}
