import { describe, expect, it } from 'vitest'
import { baseValue, meanFen, outOfBand } from './base'

describe('comparison base', () => {
  const bids = [300, 100, 500, 200, 400]
  it.each<[string, Parameters<typeof baseValue>[3], number | null]>([
    ['control', { kind: 'control' }, 350],
    ['given', { kind: 'given' }, 250],
    ['mean of the five bids: 1,500 ÷ 5', { kind: 'mean' }, 300],
    [
      'mean, 1 highest and 1 lowest dropped: (200 + 300 + 400) ÷ 3',
      { kind: 'mean', dropHighest: 1, dropLowest: 1 },
      300,
    ],
    [
      'mean with the control, 1 and 1 dropped: (200 + 300 + 350 + 400) ÷ 4 = 312.5 → 313',
      { kind: 'mean', dropHighest: 1, dropLowest: 1, includeControl: true },
      313,
    ],
    [
      'mean, 2 and 2 dropped would leave 1 (< 3): nothing dropped',
      { kind: 'mean', dropHighest: 2, dropLowest: 2 },
      300,
    ],
    ['lowest', { kind: 'lowest' }, 100],
    ['second lowest', { kind: 'secondLowest' }, 200],
  ])('%s', (_label, options, expected) => {
    expect(baseValue(bids, 350, 250, options)).toBe(expected)
  })

  it('second lowest needs two bids; ties count as separate bids', () => {
    expect(baseValue([100], null, null, { kind: 'secondLowest' })).toBeNull()
    expect(baseValue([100, 100, 300], null, null, { kind: 'secondLowest' })).toBe(100)
  })

  it('means round half away from zero on 分', () => {
    expect(meanFen([1, 2])).toBe(2)
    expect(meanFen([-1, -2])).toBe(-2)
    expect(meanFen([])).toBeNull()
  })

  it('band: > or ≥ the limit, by 差额率 (percent) or 差额 (元)', () => {
    expect(outOfBand(null, 0.1, { by: 'rate', limit: 10, inclusive: false })).toBe(false)
    expect(outOfBand(null, 0.1, { by: 'rate', limit: 10, inclusive: true })).toBe(true)
    expect(outOfBand(null, -0.1000001, { by: 'rate', limit: 10, inclusive: false })).toBe(true)
    expect(outOfBand(100000, null, { by: 'amount', limit: 1000, inclusive: false })).toBe(false)
    expect(outOfBand(-100000, null, { by: 'amount', limit: 1000, inclusive: true })).toBe(true)
    expect(outOfBand(null, null, { by: 'rate', limit: 10, inclusive: true })).toBe(false)
  })
})
