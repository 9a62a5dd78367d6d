import { describe, expect, it } from 'vitest'
import { priceAdjustment } from './compute'
import { periodOf } from '../materials/period'
import {
  INDEX_CITIES,
  INDEX_SERIES,
  indexValues,
  seedIndex,
  seedIndexTable,
  seriesMovement,
} from './price-indices'

describe('seed price-index table', () => {
  const table = seedIndexTable('2026-11')
  it('covers 8 cities × 7 series × every month from 2023-01 through the given month, one-decimal values', () => {
    // 2023-01 … 2026-11 is 47 months.
    expect(table).toHaveLength(8 * 7 * 47)
    expect(table.every((e) => /^\d+\.\d$/.test(e.Value))).toBe(true)
    const last = table.filter((e) => e.Period === '2026-11')
    expect(last).toHaveLength(INDEX_CITIES.length * INDEX_SERIES.length)
    expect(table.some((e) => e.Period > '2026-11')).toBe(false)
  })
  it('reaches the real current month when given it (a fixed clock above, the real one here)', () => {
    const now = periodOf(new Date())
    const current = seedIndexTable(now).filter((e) => e.Period === now)
    expect(current).toHaveLength(INDEX_CITIES.length * INDEX_SERIES.length)
    expect(current.every((e) => Number(e.Value) > 0)).toBe(true)
  })
  it('follows its stated formula: 成都 steel 2023-01 = 101.9 + 0 drift + wobble 0.4 = 102.3; 2024-01 drifts 12 × −0.4', () => {
    expect(seedIndex('成都', 'steel', '2023-01')).toBe('102.3')
    // k = 12: 1019 − 48 + WOBBLE[(12 + 1) % 12 = 1] = 4 → 975 tenths
    expect(seedIndex('成都', 'steel', '2024-01')).toBe('97.5')
    // k = 46 (2026-11): 1019 − 184 + WOBBLE[47 % 12 = 11] = −1 → 834 tenths
    expect(seedIndex('成都', 'steel', '2026-11')).toBe('83.4')
    expect(seedIndex('成都', 'steel', '2022-12')).toBeNull()
    expect(seedIndex('拉萨', 'steel', '2024-01')).toBeNull()
  })
  it('stops drifting after 2026-12: a later month keeps that level and only repeats the yearly wobble', () => {
    expect(seedIndex('成都', 'labour', '2027-12')).toBe(seedIndex('成都', 'labour', '2026-12'))
    expect(seedIndex('成都', 'steel', '2031-05')).toBe(seedIndex('成都', 'steel', '2027-05'))
    expect(seriesMovement('steel', '2025-06', '2025-06')).toBe(1)
    // Without the city's level: (1000 + drift × k + wobble) at k = 41 over the same at k = 29;
    // labour is series 0, so both months take WOBBLE[5] = −5.
    const move = seriesMovement('labour', '2026-06', '2025-06')
    expect(move).toBeCloseTo((1000 + 3 * 41 - 5) / (1000 + 3 * 29 - 5), 12)
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
