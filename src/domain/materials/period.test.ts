import { describe, expect, it } from 'vitest'
import { recentPeriods } from './period'

describe('recentPeriods', () => {
  it('offers the month of now and the 23 before it, newest first, across a year end', () => {
    const months = recentPeriods(new Date('2026-02-15T00:00:00Z'))
    expect(months).toHaveLength(24)
    expect(months.slice(0, 3)).toEqual(['2026-02', '2026-01', '2025-12'])
    expect(months.at(-1)).toBe('2024-03')
  })
})
