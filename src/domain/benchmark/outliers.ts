import { benchmarkStats, type BenchmarkOptions, type BenchmarkStats } from './stats'

/**
 * 剔除离群样本 (issue 37 item 5): the samples beyond the 1.5·IQR fences of a result are left out
 * and the statistics computed again on the rest. The result keeps the statistics before and
 * which samples went, so the screen shows both and never hides what was dropped. Fences exist
 * from n = 4 on; below that nothing is dropped.
 */

export interface OutlierDrop {
  /** The statistics with every sample, as without 剔除. */
  before: BenchmarkStats
  /** The samples left out (their index in the result's samples before dropping). */
  dropped: number[]
}

export function withoutOutliers(
  used: readonly number[],
  target: number | null,
  options: BenchmarkOptions,
): { stats: BenchmarkStats; keep: boolean[]; drop: OutlierDrop | null } {
  const before = benchmarkStats(used, target, options)
  const keepAll = used.map(() => true)
  const { lowerFence: lo, upperFence: hi } = before
  if (lo === null || hi === null) return { stats: before, keep: keepAll, drop: null }
  const keep = used.map((v) => !Number.isFinite(v) || (v >= lo && v <= hi))
  const dropped = keep.flatMap((k, i) => (k ? [] : [i]))
  if (dropped.length === 0) return { stats: before, keep, drop: null }
  const stats = benchmarkStats(
    used.filter((_, i) => keep[i]),
    target,
    options,
  )
  return { stats, keep, drop: { before, dropped } }
}
