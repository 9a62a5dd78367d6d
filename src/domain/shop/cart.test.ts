import { describe, expect, it } from 'vitest'
import { cartTotals, selectAllState } from './cart'

describe('cart totals', () => {
  it('sums only the selected lines, in 分 so 0.1 + 0.2 is exactly 0.3', () => {
    const t = cartTotals([
      { Price: 0.1, Selected: 1 },
      { Price: 0.2, Selected: 1 },
      { Price: 999, Selected: 0 },
    ])
    expect(t).toEqual({ lineCount: 3, selectedCount: 2, selectedFen: 30, selectedYuan: 0.3 })
  })

  it('keeps large sums exact', () => {
    const lines = Array.from({ length: 1000 }, () => ({ Price: 12345678.91, Selected: 1 as const }))
    expect(cartTotals(lines).selectedFen).toBe(1234567891000)
    expect(cartTotals(lines).selectedYuan).toBe(12345678910)
  })

  it('is zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({
      lineCount: 0,
      selectedCount: 0,
      selectedFen: 0,
      selectedYuan: 0,
    })
  })
})

describe('select-all state', () => {
  it('is unchecked, mixed or checked', () => {
    expect(selectAllState([])).toBe(false)
    expect(selectAllState([{ Selected: 0 }, { Selected: 0 }])).toBe(false)
    expect(selectAllState([{ Selected: 1 }, { Selected: 0 }])).toBe('indeterminate')
    expect(selectAllState([{ Selected: 1 }, { Selected: 1 }])).toBe(true)
  })
})
