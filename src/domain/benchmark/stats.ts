/**
 * Benchmark statistics of DOMAIN.md "Indicators and benchmarking": for one indicator over the
 * sample projects, n, min, P25, median, P75, max and mean (quantiles as Excel PERCENTILE.INC),
 * the target's deviation from the median and its flag.
 */

export type BenchmarkFlag = '偏低' | '正常' | '偏高' | '异常'

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
  /** The 1.5·IQR fences: P25 − 1.5·IQR and P75 + 1.5·IQR. */
  lowerFence: number | null
  upperFence: number | null
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
 * 1. 异常 when the target lies outside [P25 − 1.5·IQR, P75 + 1.5·IQR] or |deviation| exceeds
 *    the user's limit;
 * 2. 偏低 below P25; 3. 偏高 above P75; 4. 正常 within [P25, P75] (bounds included).
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
    n: 0, min: null, p25: null, median: null, p75: null, max: null, mean: null,
    target: t, deviation: null, flag: null, lowerFence: null, upperFence: null,
  }
  if (n === 0) return empty
  const p25 = percentileInc(values, 0.25) as number
  const median = percentileInc(values, 0.5) as number
  const p75 = percentileInc(values, 0.75) as number
  const iqr = p75 - p25
  const lowerFence = p25 - 1.5 * iqr
  const upperFence = p75 + 1.5 * iqr
  const mean = values.reduce((sum, v) => sum + v, 0) / n
  const deviation = t === null || median === 0 ? null : ((t - median) / Math.abs(median)) * 100
  const limit = options.deviationLimit
  let flag: BenchmarkFlag | null = null
  if (t !== null) {
    const beyondLimit = usable(limit) && deviation !== null && Math.abs(deviation) > limit
    if (t < lowerFence || t > upperFence || beyondLimit) flag = '异常'
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
    lowerFence,
    upperFence,
  }
}
