import { describe, expect, it } from 'vitest'
import { hasPricedItem } from './release'

describe('the release rule: a priced bill', () => {
  it('needs an item whose 工程量 × 综合单价 rounds to at least 1 分', () => {
    expect(hasPricedItem([])).toBe(false)
    expect(
      hasPricedItem([
        { Quantity: 10, UnitPrice: null },
        { Quantity: null, UnitPrice: 5 },
        { Quantity: 0, UnitPrice: 5 },
      ]),
    ).toBe(false)
    // 0.001 × 0.01 = 0.00001 元: rounds to 0 分.
    expect(hasPricedItem([{ Quantity: 0.001, UnitPrice: 0.01 }])).toBe(false)
    expect(
      hasPricedItem([
        { Quantity: null, UnitPrice: null },
        { Quantity: 1, UnitPrice: 0.01 },
      ]),
    ).toBe(true)
  })
})
