import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  averageValues,
  baseDateFromDeadline,
  delayedValue,
  p0WithoutTax,
  quantityRule,
  rateFromControl,
  vatOnDifference,
} from './rules'

const v = (value: bigint, weight = 0n) => ({ value, weight })

describe('several values in one period', () => {
  // Prices 100.00, 110.00, 130.00 元 used for 1 t, 1 t, 2 t.
  const three = [v(10_000n, 1_000n), v(11_000n, 1_000n), v(13_000n, 2_000n)]
  it('arithmetic mean: (100 + 110 + 130) / 3 = 113.333… → 113.33', () => {
    expect(averageValues(three, 'mean')).toBe(11_333n)
  })
  it('quantity-weighted mean: (100×1 + 110×1 + 130×2) / 4 = 117.50', () => {
    expect(averageValues(three, 'weighted')).toBe(11_750n)
  })
  it('main usage period: the price of the largest quantity, 130.00', () => {
    expect(averageValues(three, 'main')).toBe(13_000n)
  })
  it('weighted falls back to the plain mean without quantities, and one value stands alone', () => {
    expect(averageValues([v(1n), v(2n)], 'weighted')).toBe(2n) // 1.5 rounds half away from zero
    expect(averageValues([v(7n)], 'main')).toBe(7n)
  })
  it('every average lies between the smallest and the largest value', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.bigInt({ min: 0n, max: 10n ** 10n }), fc.bigInt({ min: 0n, max: 10n ** 6n })),
          { minLength: 1, maxLength: 10 },
        ),
        fc.constantFrom('mean', 'weighted', 'main' as const),
        (xs, how) => {
          const out = averageValues(
            xs.map(([a, w]) => v(a, w)),
            how,
          )
          const vals = xs.map(([a]) => a)
          expect(out >= vals.reduce((m, x) => (x < m ? x : m))).toBe(true)
          expect(out <= vals.reduce((m, x) => (x > m ? x : m))).toBe(true)
        },
      ),
    )
  })
})

describe('the delay rule (2024 §8.7.4)', () => {
  it('takes the higher price for an employer delay and the lower for a contractor delay', () => {
    expect(delayedValue(100n, 120n, 'employer')).toEqual({ value: 120n, from: 'planned' })
    expect(delayedValue(130n, 120n, 'employer')).toEqual({ value: 130n, from: 'actual' })
    expect(delayedValue(100n, 120n, 'contractor')).toEqual({ value: 100n, from: 'actual' })
    expect(delayedValue(130n, 120n, 'contractor')).toEqual({ value: 120n, from: 'planned' })
  })
  it('keeps the actual price without a delay or a planned price', () => {
    expect(delayedValue(100n, 120n, 'none').value).toBe(100n)
    expect(delayedValue(100n, null, 'employer').value).toBe(100n)
  })
})

describe('VAT and P0', () => {
  it('puts VAT on a difference: 1,160,000.00 元 × 9 % = 104,400.00 元', () => {
    expect(vatOnDifference(116_000_000, '9')).toBe(10_440_000)
    expect(vatOnDifference(-50_000, '9')).toBe(-4_500)
  })
  it('takes VAT out of P0 entered with it: 1,090,000.00 / 1.09 = 1,000,000.00 元', () => {
    expect(p0WithoutTax(109_000_000, true, 900n)).toBe(100_000_000)
    expect(p0WithoutTax(109_000_000, false, 900n)).toBe(109_000_000)
    // 100.00 / 1.09 = 91.7431… → 91.74
    expect(p0WithoutTax(10_000, true, 900n)).toBe(9_174)
  })
  it('sets the 合同基准日 28 days before the bid deadline', () => {
    expect(baseDateFromDeadline('2025-03-01')).toBe('2025-02-01')
    expect(baseDateFromDeadline('2024-03-10')).toBe('2024-02-11') // 2024 is a leap year
  })
})

describe('quantity beyond ±15 %', () => {
  // Q0 = 1,000 m3 at P0 = 50.00; new rate P1 = 45.00 (increase) or 55.00 (decrease).
  const Q0 = 1_000_000
  it('2013, increase to 1,300 m3: S = 1,150 × 50 + 150 × 45 = 64,250.00 元', () => {
    const out = quantityRule(Q0, 1_300_000, 5_000, 4_500, 'GB 50500-2013', 'excess')
    expect(out).toMatchObject({
      case: 'above',
      amountFen: 6_425_000,
      changeFen: 6_425_000 - 6_500_000,
    })
    expect(out.rule).toContain('超出部分')
  })
  it('2013, decrease to 800 m3: S = 800 × 55 = 44,000.00 元 (the whole quantity)', () => {
    expect(quantityRule(Q0, 800_000, 5_000, 5_500, 'GB 50500-2013', 'excess')).toMatchObject({
      case: 'below',
      amountFen: 4_400_000,
      changeFen: 400_000,
    })
  })
  it('within ±15 % keeps P0, at exactly 115 % and 85 % too', () => {
    expect(quantityRule(Q0, 1_150_000, 5_000, 4_500, 'GB 50500-2013', 'excess')).toMatchObject({
      case: 'within',
      amountFen: 5_750_000,
      changeFen: 0,
    })
    expect(quantityRule(Q0, 850_000, 5_000, 5_500, 'GB/T 50500-2024', 'whole')).toMatchObject({
      case: 'within',
      changeFen: 0,
    })
  })
  it('2024 read as excess-only follows the 2013 formula', () => {
    expect(quantityRule(Q0, 1_300_000, 5_000, 4_500, 'GB/T 50500-2024', 'excess').amountFen).toBe(
      6_425_000,
    )
  })
  it('2024 read as whole quantity: S = 1,300 × 45 = 58,500.00 元', () => {
    const out = quantityRule(Q0, 1_300_000, 5_000, 4_500, 'GB/T 50500-2024', 'whole')
    expect(out).toMatchObject({ case: 'above', amountFen: 5_850_000 })
    expect(out.rule).toContain('全部工程量')
  })
  it('keeps the exact 1.15·Q0 when it is not a whole thousandth: Q0 = 0.001, Q1 = 1', () => {
    // 1.15 × 0.001 × 100.00 + (1 − 0.00115) × 80.00 = 0.115 + 79.908 = 80.023 → 80.02 元
    expect(quantityRule(1, 1_000, 10_000, 8_000, 'GB 50500-2013', 'excess').amountFen).toBe(8_002)
  })
})

describe('a new item (Q0 = 0) is a 工程变更, not a quantity deviation', () => {
  it('prices the whole quantity at the change rate and says why', () => {
    // 120 m3 new, change rate 48.00 against a listed P0 of 50.00: S = 5,760.00; vs Q1·P0 −240.00.
    const out = quantityRule(0, 120_000, 5_000, 4_800, 'GB 50500-2013', 'excess')
    expect(out).toMatchObject({ case: 'change', amountFen: 576_000, changeFen: -24_000 })
    expect(out.rule).toContain('新增项目（工程变更）')
    expect(out.rule).not.toContain('15%')
  })
})

describe('P1 from the 招标控制价 rate P2 and the 报价浮动率 L (2013 §9.6.2)', () => {
  // P2 = 100.00, L = 6 %: lower bound 100 × 0.94 × 0.85 = 79.90, upper 100 × 1.15 = 115.00.
  it('P0 below P2 × (1 − L) × (1 − 15 %) takes that bound', () => {
    expect(rateFromControl(7_000, 10_000, 600n)).toMatchObject({
      p1: 7_990,
      lower: 7_990,
      upper: 11_500,
    })
    expect(rateFromControl(7_000, 10_000, 600n).note).toBe(
      'P0 70.00 低于 P2 × (1 − L) × (1 − 15%) = 79.90，P1 取 79.90',
    )
  })
  it('P0 above P2 × (1 + 15 %) takes that bound', () => {
    expect(rateFromControl(12_000, 10_000, 600n).p1).toBe(11_500)
  })
  it('P0 between the bounds stays, bounds included', () => {
    expect(rateFromControl(9_000, 10_000, 600n).p1).toBe(9_000)
    expect(rateFromControl(7_990, 10_000, 600n).p1).toBe(7_990)
    expect(rateFromControl(11_500, 10_000, 600n).p1).toBe(11_500)
  })
  it('rounds the bound half away from zero to 分: P2 33.33, L 3.5 % gives 27.34', () => {
    // 33.33 × 0.965 × 0.85 = 27.3389… → 27.34
    expect(rateFromControl(100, 3_333, 350n).p1).toBe(2_734)
  })
})
