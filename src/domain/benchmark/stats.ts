/**
 * Benchmark statistics of DOMAIN.md "Indicators and benchmarking": for one indicator over the
 * sample projects, n, min, P25, median, P75, max and mean (quantiles as Excel PERCENTILE.INC),
 * the target's deviation from the median and its flag.
 */

export type BenchmarkFlag = '偏低' | '正常' | '偏高' | '异常'

/** How far to trust a figure by its n (DOMAIN.md): ≥ 10 高, 5–9 中, 3–4 低, below 3 仅供参考. */
export type Confidence = '高' | '中' | '低' | '仅供参考'

/** Why a target is 异常: outside the 1.5·IQR fences, or beyond the user's 偏差率限额. */
export type FlagReason = 'fence' | 'limit'

export interface HistogramBin {
  /** Lower bound (included) and upper bound (excluded, except the last bin). */
  from: number
  to: number
  count: number
}

/** Quartile flags need n ≥ 3, the 1.5·IQR fences n ≥ 4, a histogram n ≥ 10 (BCIS draws none below). */
export const MIN_N_FLAGS = 3
export const MIN_N_FENCES = 4
export const MIN_N_HISTOGRAM = 10

export function confidenceOf(n: number): Confidence {
  if (n >= 10) return '高'
  if (n >= 5) return '中'
  if (n >= 3) return '低'
  return '仅供参考'
}

export interface BenchmarkOptions {
  /**
   * The user's deviation limit (偏差率限额) in percent, e.g. 20 for ±20 %. A target whose
   * |deviation| exceeds it is 异常 whatever the quartiles say. Omitted or null: no limit.
   */
  deviationLimit?: number | null
}

export interface BenchmarkStats {
  /** Number of usable samples (finite numbers); always shown. */
  n: number
  min: number | null
  p25: number | null
  median: number | null
  p75: number | null
  max: number | null
  mean: number | null
  target: number | null
  /** (target − median) ÷ |median| × 100 in percent (positive = above the median); null without a target or with median 0. */
  deviation: number | null
  /** null without a target or without samples. */
  flag: BenchmarkFlag | null
  /** What made the flag 异常 (null for the other flags). */
  flagReason: FlagReason | null
  /** The 1.5·IQR fences: P25 − 1.5·IQR and P75 + 1.5·IQR; null below n = 4. */
  lowerFence: number | null
  upperFence: number | null
  confidence: Confidence
  /** Sturges bins (⌈log2 n⌉ + 1) over [min, max]; null below n = 10. */
  histogram: HistogramBin[] | null
}

/** Equal-width bins over [min, max], Sturges' count; all samples in one bin when min = max. */
export function histogram(sorted: readonly number[]): HistogramBin[] {
  const n = sorted.length
  if (n === 0) return []
  const min = sorted[0] as number
  const max = sorted[n - 1] as number
  const k = max === min ? 1 : Math.ceil(Math.log2(n)) + 1
  const width = (max - min) / k
  const bins = Array.from({ length: k }, (_, i) => ({
    from: min + i * width,
    to: i === k - 1 ? max : min + (i + 1) * width,
    count: 0,
  }))
  for (const v of sorted) {
    const i = width === 0 ? 0 : Math.min(k - 1, Math.floor((v - min) / width))
    ;(bins[i] as HistogramBin).count++
  }
  return bins
}

/**
 * Excel PERCENTILE.INC on sorted values: rank h = p·(n − 1), linear interpolation between the
 * neighbouring order statistics. p outside [0, 1] or an empty list gives null.
 */
export function percentileInc(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0 || !(p >= 0 && p <= 1)) return null
  const h = p * (sorted.length - 1)
  const lo = Math.floor(h)
  const hi = Math.ceil(h)
  const a = sorted[lo] as number
  const b = sorted[hi] as number
  return a + (h - lo) * (b - a)
}

function usable(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

/**
 * Flag rule, first match wins:
 * 1. 异常 when |deviation| exceeds the user's limit (any n ≥ 1), or, from n = 4, when the target
 *    lies outside [P25 − 1.5·IQR, P75 + 1.5·IQR];
 * 2. below n = 3 no quartile flag (null): the figure is 仅供参考;
 * 3. 偏低 below P25; 4. 偏高 above P75; 5. 正常 within [P25, P75] (bounds included).
 * Non-finite samples (null, NaN, ±Infinity) are left out and not counted in n.
 */
export function benchmarkStats(
  samples: readonly (number | null | undefined)[],
  target?: number | null,
  options: BenchmarkOptions = {},
): BenchmarkStats {
  const values = samples.filter(usable).sort((a, b) => a - b)
  const n = values.length
  const t = usable(target) ? target : null
  const empty: BenchmarkStats = {
    n: 0,
    min: null,
    p25: null,
    median: null,
    p75: null,
    max: null,
    mean: null,
    target: t,
    deviation: null,
    flag: null,
    flagReason: null,
    lowerFence: null,
    upperFence: null,
    confidence: '仅供参考',
    histogram: null,
  }
  if (n === 0) return empty
  const p25 = percentileInc(values, 0.25) as number
  const median = percentileInc(values, 0.5) as number
  const p75 = percentileInc(values, 0.75) as number
  const iqr = p75 - p25
  const fenced = n >= MIN_N_FENCES
  const lowerFence = fenced ? p25 - 1.5 * iqr : null
  const upperFence = fenced ? p75 + 1.5 * iqr : null
  const mean = values.reduce((sum, v) => sum + v, 0) / n
  const deviation = t === null || median === 0 ? null : ((t - median) / Math.abs(median)) * 100
  const limit = options.deviationLimit
  let flag: BenchmarkFlag | null = null
  let flagReason: FlagReason | null = null
  if (t !== null) {
    const beyondLimit = usable(limit) && deviation !== null && Math.abs(deviation) > limit
    const outside = lowerFence !== null && upperFence !== null && (t < lowerFence || t > upperFence)
    if (outside || beyondLimit) [flag, flagReason] = ['异常', outside ? 'fence' : 'limit']
    else if (n < MIN_N_FLAGS) flag = null
    else if (t < p25) flag = '偏低'
    else if (t > p75) flag = '偏高'
    else flag = '正常'
  }
  return {
    n,
    min: values[0] as number,
    p25,
    median,
    p75,
    max: values[n - 1] as number,
    mean,
    target: t,
    deviation,
    flag,
    flagReason,
    lowerFence,
    upperFence,
    confidence: confidenceOf(n),
    histogram: n >= MIN_N_HISTOGRAM ? histogram(values) : null,
  }
}
