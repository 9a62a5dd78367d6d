import { describe, expect, it } from 'vitest'
import { fenText, priceText, qtyText } from './figures'

describe('回标 figures', () => {
  it('amounts in 分 read as 元 with 2 decimals and thousands separators', () => {
    expect(fenText(1234567890)).toBe('12,345,678.90')
    expect(fenText(-441006138)).toBe('-4,410,061.38')
    expect(fenText(0)).toBe('0.00')
  })

  it('unit prices keep 2 decimals, up to 6 when they have more, with separators', () => {
    expect(priceText(25.8)).toBe('25.80')
    expect(priceText(469.2)).toBe('469.20')
    expect(priceText(5.877023)).toBe('5.877023')
    expect(priceText(5127.91)).toBe('5,127.91')
    expect(priceText(1.12345678)).toBe('1.123457')
  })

  it('quantities keep the decimals the bill states, with separators', () => {
    expect(qtyText(45806.7)).toBe('45,806.7')
    expect(qtyText(1200)).toBe('1,200')
    expect(qtyText(0.125)).toBe('0.125')
  })
})
