import type { BandOptions, BaseOptions } from './model'
import { divRoundInt, mulDivRound, toFen, toScaled } from '../money'
import { fenText } from './figures'

/**
 * The comparison base of one figure (an item's 综合单价 or a bill's total, in 分) and the band test
 * (docs/bid-return.md "Comparison base"). Means are taken on integer 分 and rounded once, half away
 * from zero; the 下浮系数 K applies last: base × (1 − K %).
 */

/** Σ ÷ n on integers, rounded half away from zero. */
export function meanFen(values: readonly number[]): number | null {
  if (values.length === 0) return null
  let sum = 0
  for (const v of values) sum += v
  return divRoundInt(sum, values.length)
}

/** The middle value (the mean of the two middle ones for an even count, rounded). */
export function medianFen(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const s = [...values].sort((a, b) => a - b)
  const mid = s.length >> 1
  return s.length % 2 === 1
    ? (s[mid] as number)
    : divRoundInt((s[mid - 1] as number) + (s[mid] as number), 2)
}

/** Bids (and the control price) kept by the drop rule: N highest and N lowest go only when ≥ 3 remain. */
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

/** base × (1 − K %), K to 4 decimals of a percent; the base unchanged without K. */
export function discounted(base: number | null, o: BaseOptions): number | null {
  const k = toScaled(o.discount ?? 0, 4) ?? 0
  if (base === null || k === 0) return base
  return mulDivRound(base, 1_000_000 - k, 1_000_000)
}

/** control × w + mean × (1 − w), w the control price's weight in percent (2 decimals). */
function weighted(control: number | null, mean: number | null, o: BaseOptions): number | null {
  if (control === null || mean === null) return null
  const w = toScaled(Math.min(100, Math.max(0, o.controlWeight ?? 50)), 2) ?? 0
  return divRoundInt(control * w + mean * (10_000 - w), 10_000)
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
  return discounted(rawBase(bids, control, given, o), o)
}

function rawBase(
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
    case 'median':
      return medianFen(bids)
    case 'weighted':
      return weighted(control, meanFen(meanPool(bids, null, o).values), o)
    case 'lowest':
      return bids.length === 0 ? null : Math.min(...bids)
    case 'secondLowest': {
      if (bids.length < 2) return null
      const sorted = [...bids].sort((a, b) => a - b)
      return sorted[1] ?? null
    }
  }
}

/**
 * How the totals' base was computed, in words (清标结果 and the report show it): the pool of
 * 有效投标人, what the drop rule did — and that it dropped nothing when too few bids remain —,
 * the weights and the 下浮系数.
 */
export function baseNote(
  valid: readonly number[],
  control: number | null,
  o: BaseOptions,
  rejected: number,
): { text: string; dropped: boolean } {
  const parts: string[] = []
  let dropped = false
  if (rejected > 0) parts.push(`${rejected} 家投标总价超过招标控制价，不作为有效投标人参与基准`)
  const usesBids = o.kind !== 'control' && o.kind !== 'given'
  if (usesBids) parts.push(`有效投标人 ${valid.length} 家`)
  if (o.kind === 'mean' || o.kind === 'weighted') {
    const pool = meanPool(valid, o.kind === 'mean' ? control : null, o)
    const hi = Math.max(0, Math.floor(o.dropHighest ?? 0))
    const lo = Math.max(0, Math.floor(o.dropLowest ?? 0))
    const withControl = o.kind === 'mean' && o.includeControl && control !== null
    if (withControl) parts.push('招标控制价计入平均')
    if (hi + lo > 0) {
      dropped = pool.dropped
      parts.push(
        pool.dropped
          ? `去掉最高 ${hi} 家、最低 ${lo} 家后取 ${pool.values.length} 个报价平均`
          : `参与平均的报价 ${valid.length + (withControl ? 1 : 0)} 个，去掉最高 ${hi} 家、最低 ${lo} 家后不足 3 个，未去掉任何报价`,
      )
    } else parts.push(`${pool.values.length} 个报价平均`)
    if (o.kind === 'weighted') {
      const w = Math.min(100, Math.max(0, o.controlWeight ?? 50))
      parts.push(`招标控制价 × ${w}% + 平均价 × ${100 - w}%`)
    }
  }
  if (o.kind === 'median') parts.push('取中位数')
  if (o.kind === 'secondLowest' && valid.length < 2) parts.push('有效投标人不足 2 家，无次低价')
  if ((o.discount ?? 0) !== 0) parts.push(`再下浮 K = ${o.discount}%`)
  if (o.kind === 'given' && o.givenTotal !== null && o.givenTotal !== undefined)
    parts.push(`指定值 ${fenText(toFen(o.givenTotal) ?? 0)} 元`)
  return { text: parts.join('；'), dropped }
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
