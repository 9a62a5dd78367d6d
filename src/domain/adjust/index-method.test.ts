import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { parseFixed, INDEX_PLACES, WEIGHT_PLACES } from './exact'
import { indexDifference, weightGap, WEIGHT_ONE } from './index-method'

const w = (v: string) => parseFixed(v, WEIGHT_PLACES) ?? 0n
const idx = (v: string) => parseFixed(v, INDEX_PLACES) ?? 0n

describe('method A.1 (price index)', () => {
  it('reproduces the worked check of DOMAIN.md: 1000 万 × [0.42 + (0.13×120/100 + 0.45×1200/1000) − 1] = 116 万', () => {
    // By hand: 0.13 × 1.2 = 0.156; 0.45 × 1.2 = 0.54; 0.42 + 0.156 + 0.54 − 1 = 0.116;
    // 10,000,000 元 × 0.116 = 1,160,000 元 = 116,000,000 分.
    const out = indexDifference(1_000_000_000, w('0.42'), [
      { b: w('0.13'), f0: idx('100'), ft: idx('120') },
      { b: w('0.45'), f0: idx('1000'), ft: idx('1200') },
    ])
    expect(out.bracket).toBe('0.116000')
    expect(out.amountFen).toBe(116_000_000)
  })

  it('rounds the exact product once, half away from zero, to 分', () => {
    // P0 = 100.00 元 = 10,000 分, A = 0.5, B = 0.5, Ft/F0 = 103/101:
    // bracket = 0.5 × 103/101 − 0.5 = 1/101; 10,000/101 = 99.0099 → 99 分.
    const up = indexDifference(10_000, w('0.5'), [{ b: w('0.5'), f0: idx('101'), ft: idx('103') }])
    expect(up.amountFen).toBe(99)
    // A fall by the same ratio gives −99 分 (symmetric rounding).
    const down = indexDifference(10_000, w('0.5'), [
      { b: w('0.5'), f0: idx('103'), ft: idx('101') },
    ])
    expect(down.amountFen).toBe(-97) // 0.5 × 101/103 − 0.5 = −1/103; 10,000/103 = 97.087 → −97
  })

  it('tells how far the weights are from 1, in millionths and without float error', () => {
    expect(weightGap(w('0.1'), [{ b: w('0.2') }, { b: w('0.7') }])).toBe(0n) // 0.1 + 0.2 + 0.7 is 1 here, unlike floats
    expect(weightGap(w('0.42'), [{ b: w('0.13') }, { b: w('0.44') }])).toBe(-10_000n)
  })

  it('gives ΔP = 0 whenever every current index equals its base index', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.bigInt({ min: 1n, max: 10_000_000n }),
        (aMicro, p0, f) => {
          const a = BigInt(aMicro)
          const out = indexDifference(p0, a, [{ b: WEIGHT_ONE - a, f0: f, ft: f }])
          expect(out.amountFen).toBe(0)
        },
      ),
    )
  })

  it('never moves ΔP against the index change (tiny changes may round to 0 分)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999_999 }),
        fc.integer({ min: 1_000_000, max: 1_000_000_000 }),
        fc.bigInt({ min: 1_000n, max: 10_000_000n }),
        fc.bigInt({ min: 1_000n, max: 10_000_000n }),
        (aMicro, p0, f0, ft) => {
          const a = BigInt(aMicro)
          const out = indexDifference(p0, a, [{ b: WEIGHT_ONE - a, f0, ft }])
          const sign = ft > f0 ? 1 : ft < f0 ? -1 : 0
          expect(out.amountFen * sign).toBeGreaterThanOrEqual(0)
          if (sign === 0) expect(out.amountFen).toBe(0)
        },
      ),
    )
  })
})
