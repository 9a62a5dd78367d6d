import { describe, expect, it } from 'vitest'
import { scaleLinear } from '@visx/scale'
import { countTicks } from './bid-figure'

describe('the item-count axis of the 差额率分布 chart', () => {
  it('shows whole counts only, even when the largest bin holds 3 items', () => {
    const y = scaleLinear({ domain: [0, 3], range: [200, 0], nice: true })
    const axis = countTicks(y.ticks(3))
    expect(axis.tickValues).toEqual([0, 1, 2, 3])
    expect(countTicks(y.ticks(5)).tickValues.every(Number.isInteger)).toBe(true)
  })

  it('groups thousands', () => {
    expect(countTicks([0, 5000, 12000]).tickFormat(12000)).toBe('12,000')
  })
})
