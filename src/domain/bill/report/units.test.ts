import { describe, expect, it } from 'vitest'
import { fenIn, fenInNumber } from './units'

describe('report amount units', () => {
  it('converts integer 分 exactly to 元, 万元 and 亿元 with 2, 4 and 6 decimals', () => {
    expect(fenIn(123456789, '元')).toBe('1,234,567.89')
    expect(fenIn(123456789, '万元')).toBe('123.4568')
    expect(fenIn(123456789, '亿元')).toBe('0.012346')
    expect(fenIn(1234567890123, '亿元')).toBe('123.456789')
  })

  it('rounds once, half away from zero, at the unit decimals', () => {
    expect(fenIn(50, '万元')).toBe('0.0001') // 0.5 元 → 1 元
    expect(fenIn(49, '万元')).toBe('0.0000')
    expect(fenIn(-50, '万元')).toBe('-0.0001')
    expect(fenIn(5000, '亿元')).toBe('0.000001') // 50 元 → 100 元
    expect(fenIn(4999, '亿元')).toBe('0.000000')
  })

  it('stays exact beyond binary floats: 9,007,199,254,740,991 分 in 万元', () => {
    expect(fenIn(Number.MAX_SAFE_INTEGER, '万元', false)).toBe('9007199254.7410')
    expect(fenInNumber(1000000, '万元')).toBe(1)
  })

  it('refuses a non-integer 分', () => {
    expect(() => fenIn(1.5, '元')).toThrow(RangeError)
  })
})
