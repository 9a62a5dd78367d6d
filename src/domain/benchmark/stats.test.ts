import { describe, expect, it } from 'vitest'
import { benchmarkStats, percentileInc } from './stats'

describe('percentileInc: Excel PERCENTILE.INC', () => {
  it.each<[number[], number, number | null]>([
    [[1, 2, 3, 4], 0.25, 1.75],
    [[1, 2, 3, 4], 0.5, 2.5],
    [[1, 2, 3, 4], 0.75, 3.25],
    [[15, 20, 35, 40, 50], 0.25, 20],
    [[15, 20, 35, 40, 50], 0.4, 29],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.25, 3.25],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.75, 7.75],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9, 9.1],
    [[7], 0.25, 7],
    [[1, 3], 0, 1],
    [[1, 3], 1, 3],
    [[], 0.5, null],
    [[1, 2], 1.5, null],
    [[1, 2], -0.1, null],
  ])('%j at %s → %s', (sorted, p, expected) => {
    const got = percentileInc(sorted, p)
    if (expected === null) expect(got).toBeNull()
    else expect(got).toBeCloseTo(expected, 10)
  })
})

describe('benchmarkStats', () => {
  const samples = [3000, 3200, 3500, 3800, 4000, 4200, 5000] // 元/m²

  it('summarises the samples: n, min, quartiles, median, max, mean', () => {
    const s = benchmarkStats([...samples].reverse(), null)
    expect(s).toMatchObject({ n: 7, min: 3000, p25: 3350, median: 3800, p75: 4100, max: 5000, target: null, deviation: null, flag: null })
    expect(s.mean).toBeCloseTo(26700 / 7, 10)
    expect(s.lowerFence).toBeCloseTo(3350 - 1.5 * 750, 10)
    expect(s.upperFence).toBeCloseTo(4100 + 1.5 * 750, 10)
  })

  // P25 3350, P75 4100, IQR 750 → fences 2225 and 5225; median 3800.
  it.each<[number, number | null | undefined, '偏低' | '正常' | '偏高' | '异常', number]>([
    [3800, undefined, '正常', 0],
    [3350, undefined, '正常', ((3350 - 3800) / 3800) * 100],
    [4100, undefined, '正常', ((4100 - 3800) / 3800) * 100],
    [3000, undefined, '偏低', ((3000 - 3800) / 3800) * 100],
    [5000, undefined, '偏高', ((5000 - 3800) / 3800) * 100],
    [2225, undefined, '偏低', ((2225 - 3800) / 3800) * 100],
    [2224, undefined, '异常', ((2224 - 3800) / 3800) * 100],
    [5226, undefined, '异常', ((5226 - 3800) / 3800) * 100],
    [4100, 5, '异常', ((4100 - 3800) / 3800) * 100],
    [4100, 10, '正常', ((4100 - 3800) / 3800) * 100],
    [3000, 20, '异常', ((3000 - 3800) / 3800) * 100],
    [3000, 25, '偏低', ((3000 - 3800) / 3800) * 100],
    [3000, null, '偏低', ((3000 - 3800) / 3800) * 100],
  ])('target %s with limit %s → %s', (target, limit, flag, deviation) => {
    const s = benchmarkStats(samples, target, { deviationLimit: limit })
    expect(s.flag).toBe(flag)
    expect(s.deviation).toBeCloseTo(deviation, 10)
  })

  it('leaves out non-finite samples and counts only the usable ones', () => {
    const s = benchmarkStats([1, null, Number.NaN, 3, undefined, Infinity, 2], 2)
    expect(s).toMatchObject({ n: 3, min: 1, median: 2, max: 3, mean: 2, flag: '正常', deviation: 0 })
  })

  it('gives n = 0 and nulls without samples', () => {
    expect(benchmarkStats([], 100)).toMatchObject({ n: 0, min: null, median: null, mean: null, target: 100, deviation: null, flag: null })
  })

  it('a single sample: every quantile is that value, zero IQR', () => {
    const s = benchmarkStats([50], 50)
    expect(s).toMatchObject({ n: 1, p25: 50, median: 50, p75: 50, flag: '正常' })
    expect(benchmarkStats([50], 51).flag).toBe('异常')
  })

  it('median 0 has no deviation but still a flag', () => {
    const s = benchmarkStats([-1, 0, 1], 0.8, { deviationLimit: 10 })
    expect(s.deviation).toBeNull()
    expect(s.flag).toBe('偏高')
  })
})
