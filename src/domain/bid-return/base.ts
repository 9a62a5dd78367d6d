import type { BandOptions, BaseOptions } from './model'
import { toFen } from '../money'

/**
 * The comparison base of one figure (an item's 合价 or a bill's total, in 分) and the band test.
 * Means are taken on integer 分 and rounded once, half away from zero.
 */

/** Σ ÷ n on integers, rounded half away from zero. */
export function meanFen(values: readonly number[]): number | null {
  if (values.length === 0) return null
  let sum = 0
  for (const v of values) sum += v
  const m = Math.abs(sum) / values.length
  const r = Math.floor(m + 0.5)
  return sum < 0 ? -r : r
}

/** The values a 'mean' base averages: bids (and the control price), N highest and lowest dropped when ≥ 3 remain. */
export function meanPool(
  bids: readonly number[],
  control: number | null,
  o: BaseOptions,
): { values: number[]; dropped: boolean } {
  const values = [...bids]
  if (o.includeControl && control !== null) values.push(control)
  values.sort((a, b) => a - b)
  const hi = Math.max(0, Math.floor(o.dropHighest ?? 0))
  const lo = Math.max(0, Math.floor(o.dropLowest ?? 0))
  if (hi + lo === 0 || values.length - hi - lo < 3) return { values, dropped: false }
  return { values: values.slice(lo, values.length - hi), dropped: true }
}

/**
 * The base for one figure. `bids` are the bidders' values (missing bids left out), `control`
 * the control price's, `given` the user's value for this figure. null when there is none.
 */
export function baseValue(
  bids: readonly number[],
  control: number | null,
  given: number | null,
  o: BaseOptions,
): number | null {
  switch (o.kind) {
    case 'control':
      return control
    case 'given':
      return given
    case 'mean':
      return meanFen(meanPool(bids, control, o).values)
    case 'lowest':
      return bids.length === 0 ? null : Math.min(...bids)
    case 'secondLowest': {
      if (bids.length < 2) return null
      const sorted = [...bids].sort((a, b) => a - b)
      return sorted[1] ?? null
    }
  }
}

/** 差额率 = (bid − base) ÷ base as a ratio; null when the base is missing or 0. */
export function diffRate(bid: number, base: number | null): number | null {
  return base === null || base === 0 ? null : (bid - base) / Math.abs(base)
}

/** Out of the band: |差额率| (percent) or |差额| (元) beyond the limit, > or ≥ as chosen. */
export function outOfBand(diffFen: number | null, rate: number | null, band: BandOptions): boolean {
  // Compare in the figure's own unit on exact integers where possible: 分 for 差额, percent for 差额率.
  const x =
    band.by === 'rate'
      ? rate === null
        ? null
        : Math.abs(rate * 100)
      : diffFen === null
        ? null
        : Math.abs(diffFen)
  if (x === null) return false
  const limit = band.by === 'rate' ? band.limit : (toFen(band.limit) ?? 0)
  // Percent from a float ratio: 10.000000000000002 must not count as beyond 10.
  const eps = band.by === 'rate' ? 1e-9 : 0
  return band.inclusive ? x >= limit - eps : x > limit + eps
}
