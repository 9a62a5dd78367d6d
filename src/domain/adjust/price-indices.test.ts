import { describe, expect, it } from 'vitest'
import { priceAdjustment } from './compute'
import { indexValues, seedIndex, seedIndexTable } from './price-indices'

describe('seed price-index table', () => {
  const table = seedIndexTable()
  it('covers 8 cities × 7 series × 36 periods with one-decimal values', () => {
    expect(table).toHaveLength(2_016)
    expect(table.every((e) => /^\d+\.\d$/.test(e.Value))).toBe(true)
  })
  it('follows its stated formula: 成都 steel 2023-01 = 101.9 + 0 drift + wobble 0.4 = 102.3; 2024-01 drifts 12 × −0.4', () => {
    expect(seedIndex('成都', 'steel', '2023-01')).toBe('102.3')
    // k = 12: 1019 − 48 + WOBBLE[(12 + 1) % 12 = 1] = 4 → 975 tenths
    expect(seedIndex('成都', 'steel', '2024-01')).toBe('97.5')
    expect(seedIndex('成都', 'steel', '2026-01')).toBeNull()
    expect(seedIndex('拉萨', 'steel', '2024-01')).toBeNull()
  })
  it('feeds method A.1 directly', () => {
    const periods = ['2024-06', '2024-07']
    const factor = (key: string, name: string, b: string) => ({
      Name: name,
      B: b,
      F0: seedIndex('成都', key, '2024-01'),
      Ft: indexValues(table, '成都', key, periods),
    })
    const out = priceAdjustment({
      Index: {
        A: '0.3',
        Factors: [
          factor('labour', '人工', '0.25'),
          factor('steel', '钢材', '0.3'),
          factor('cement', '水泥', '0.15'),
        ],
        Periods: periods.map((p) => ({ Period: p, P0: '1000000' })),
      },
    })
    expect(out.ok).toBe(true)
    if (out.ok)
      expect(out.result.index?.periods.map((p) => p.factors.map((f) => Number(f.Ft)))).toEqual(
        periods.map((p) =>
          ['labour', 'steel', 'cement'].map((k) => Number(seedIndex('成都', k, p))),
        ),
      )
  })
})
