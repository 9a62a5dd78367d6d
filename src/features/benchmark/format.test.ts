import { describe, expect, it } from 'vitest'
import { figureText } from './format'

describe('figureText', () => {
  it('shows a share (a fraction under unit %) in percent: 1 → 100.00, 0.125 → 12.50', () => {
    const share = { unit: '%', money: false }
    expect(figureText(1, share)).toBe('100.00')
    expect(figureText(0.125, share)).toBe('12.50')
  })

  it('money with thousands separators and 2 decimals, 含量 to 4 decimals, none as —', () => {
    expect(figureText(4424.449, { unit: '元/m²', money: true })).toBe('4,424.45')
    expect(figureText(0.243, { unit: 'm³/m²', money: false })).toBe('0.2430')
    expect(figureText(null, { unit: '%', money: false })).toBe('—')
  })
})
