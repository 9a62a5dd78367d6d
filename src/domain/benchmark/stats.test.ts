import { describe, expect, it } from 'vitest'
import { benchmarkStats, confidenceOf, histogram, percentileInc } from './stats'

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
    expect(s).toMatchObject({
      n: 7,
      min: 3000,
      p25: 3350,
      median: 3800,
      p75: 4100,
      max: 5000,
      target: null,
      deviation: null,
      flag: null,
    })
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
    expect(s).toMatchObject({
      n: 3,
      min: 1,
      median: 2,
      max: 3,
      mean: 2,
      flag: '正常',
      deviation: 0,
      confidence: '低',
    })
  })

  it('gives n = 0 and nulls without samples', () => {
    expect(benchmarkStats([], 100)).toMatchObject({
      n: 0,
      min: null,
      median: null,
      mean: null,
      target: 100,
      deviation: null,
      flag: null,
    })
  })

  it('a single sample: every quantile is that value, no quartile flag, no fences (仅供参考)', () => {
    const s = benchmarkStats([50], 50)
    expect(s).toMatchObject({
      n: 1,
      p25: 50,
      median: 50,
      p75: 50,
      flag: null,
      lowerFence: null,
      upperFence: null,
      confidence: '仅供参考',
    })
    // 51 is outside the zero-width quartile box, but n = 1 gives no quartile flag …
    expect(benchmarkStats([50], 51).flag).toBeNull()
    // … while the user's limit still applies: (51 − 50) ÷ 50 = 2 % > 1 %.
    expect(benchmarkStats([50], 51, { deviationLimit: 1 })).toMatchObject({
      flag: '异常',
      flagReason: 'limit',
    })
  })

  it('n = 2: median is the midpoint, still no quartile flag', () => {
    // [10, 20]: P25 = 12.5, median 15, P75 = 17.5; target 30 would be 偏高 with n ≥ 3.
    expect(benchmarkStats([20, 10], 30)).toMatchObject({
      n: 2,
      p25: 12.5,
      median: 15,
      p75: 17.5,
      flag: null,
      deviation: 100,
    })
  })

  it('n = 3: quartile flags but no fences (a far outlier is only 偏高)', () => {
    // [1, 2, 3]: P25 1.5, P75 2.5; with n ≥ 4 the upper fence 2.5 + 1.5 = 4 would make 100 异常.
    expect(benchmarkStats([1, 2, 3], 100)).toMatchObject({
      flag: '偏高',
      flagReason: null,
      upperFence: null,
    })
  })

  it('n = 4: the fences apply (1.5·IQR)', () => {
    // [1, 2, 3, 4]: P25 1.75, P75 3.25, IQR 1.5 → fences −0.5 and 5.5.
    expect(benchmarkStats([1, 2, 3, 4], 5.5)).toMatchObject({
      flag: '偏高',
      lowerFence: -0.5,
      upperFence: 5.5,
    })
    expect(benchmarkStats([1, 2, 3, 4], 5.51)).toMatchObject({ flag: '异常', flagReason: 'fence' })
    expect(benchmarkStats([1, 2, 3, 4], -0.51)).toMatchObject({ flag: '异常', flagReason: 'fence' })
  })

  it('ties: quantiles of equal values, target equal to them is 正常', () => {
    // [5, 5, 5, 5, 9]: P25 = P50 = P75 = 5, IQR 0 → fences 5 and 5, so 9 is 异常 and 5 正常.
    expect(benchmarkStats([5, 5, 9, 5, 5], 5)).toMatchObject({
      p25: 5,
      median: 5,
      p75: 5,
      flag: '正常',
    })
    expect(benchmarkStats([5, 5, 9, 5, 5], 9).flag).toBe('异常')
  })

  it('median 0 has no deviation but still a flag', () => {
    const s = benchmarkStats([-1, 0, 1], 0.8, { deviationLimit: 10 })
    expect(s.deviation).toBeNull()
    expect(s.flag).toBe('偏高')
  })

  it.each<[number, string]>([
    [0, '仅供参考'],
    [2, '仅供参考'],
    [3, '低'],
    [4, '低'],
    [5, '中'],
    [9, '中'],
    [10, '高'],
    [250, '高'],
  ])('confidence at n = %i is %s', (n, c) => {
    expect(confidenceOf(n)).toBe(c)
  })

  it('histogram only from n = 10: Sturges bins that count every sample once', () => {
    expect(benchmarkStats([1, 2, 3, 4, 5, 6, 7, 8, 9], 5).histogram).toBeNull()
    // n = 10 → ⌈log2 10⌉ + 1 = 5 bins of width (10 − 1) ÷ 5 = 1.8 over [1, 10].
    const bins = benchmarkStats([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 5).histogram
    expect(bins?.map((b) => b.count)).toEqual([2, 2, 2, 2, 2])
    expect(bins?.[0]).toMatchObject({ from: 1 })
    expect(bins?.[4]?.to).toBe(10)
    expect(histogram([3, 3, 3])).toEqual([{ from: 3, to: 3, count: 3 }])
  })
})
