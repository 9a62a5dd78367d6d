import { describe, expect, it } from 'vitest'
import { asFen as f } from '../money'
import {
  changePercent,
  completePrices,
  formatTaxRate,
  noTaxFromTax,
  taxFromNoTax,
  taxRateBasis,
} from './price'
import { formatPriceAge, monthsBetween, periodRange, priceAge } from './period'

describe('tax rates', () => {
  it('reads tax rates as hundredths of a percent', () => {
    expect(['13', '9', '3.5', '0', '100', '13.00'].map(taxRateBasis)).toEqual([
      1300, 900, 350, 0, 10_000, 1300,
    ])
    expect(['-1', '100.01', '9.125', 'x'].map(taxRateBasis)).toEqual([null, null, null, null])
    expect([1300, 950, 0, 1].map(formatTaxRate)).toEqual(['13', '9.5', '0', '0.01'])
  })
})

describe('含税/除税 conversion by tax rate', () => {
  it('derives 除税价 from 含税价 exactly: 3,667.00 at 13 % → 3,245.13', () => {
    // 366700 / 1.13 = 324513.27… → 324513
    expect(noTaxFromTax(366700, 1300)).toBe(324513)
    // 113.00 at 13 % is exactly 100.00: no float artefact.
    expect(noTaxFromTax(11300, 1300)).toBe(10000)
    expect(noTaxFromTax(10900, 900)).toBe(10000)
    expect(noTaxFromTax(1, 1300)).toBe(1)
    expect(noTaxFromTax(12345, 0)).toBe(12345)
  })

  it('derives 含税价 from 除税价 and rounds the half 分 up', () => {
    expect(taxFromNoTax(10000, 1300)).toBe(11300)
    // 0.50 × 1.03 = 0.515 → 0.52
    expect(taxFromNoTax(50, 300)).toBe(52)
    expect(taxFromNoTax(324513, 1300)).toBe(366700)
  })

  it('completes the missing price and keeps a published pair as is', () => {
    expect(completePrices(f(11300), null, 1300)).toEqual({ taxFen: 11300, noTaxFen: 10000 })
    expect(completePrices(null, f(10000), 900)).toEqual({ taxFen: 10900, noTaxFen: 10000 })
    expect(completePrices(f(11300), f(10001), 1300)).toEqual({ taxFen: 11300, noTaxFen: 10001 })
    expect(completePrices(null, null, 1300)).toBeNull()
  })
})

describe('changePercent is exact', () => {
  it.each<[number, number, number, string | null]>([
    [366700, 362200, 2, '-1.23'],
    [10000, 11000, 2, '10.00'],
    [30000, 30001, 2, '0.00'],
    [300, 301, 4, '0.3333'],
    [200, 201, 2, '0.50'],
    [200, 199, 2, '-0.50'],
    [0, 100, 2, null],
    [12345, 12345, 1, '0.0'],
  ])('%s → %s (%s places) = %s', (from, to, places, expected) => {
    expect(changePercent(from, to, places)).toBe(expected)
  })
})

describe('价格时效', () => {
  it('counts months between periods across years', () => {
    expect(monthsBetween('2025-11', '2026-02')).toBe(3)
    expect(periodRange('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02'])
    expect(periodRange('2026-02', '2025-11')).toEqual([])
  })

  it('flags a price older than the threshold, not one exactly at it', () => {
    expect(priceAge('2026-02', '2026-05', 3)).toEqual({ months: 3, stale: false })
    expect(priceAge('2026-01', '2026-05', 3)).toEqual({ months: 4, stale: true })
    expect(priceAge('2026-07', '2026-05', 0)).toEqual({ months: 0, stale: false })
    expect(() => priceAge('2026-13', '2026-05', 3)).toThrow('期次应为有效年月，例如 2026-05')
  })

  it('formats the age for the grid', () => {
    expect([0, 1, 12, 15].map(formatPriceAge)).toEqual(['本期', '1个月前', '1年前', '1年3个月前'])
  })
})
