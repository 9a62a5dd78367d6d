import { describe, expect, it } from 'vitest'
import {
  PLACEHOLDER,
  fixed2,
  fixed6,
  formatArea,
  formatMoney,
  formatMoneyUnit,
  formatPercent,
  moneyUnitParts,
} from './money'
import type { NumericInput } from '../money/decimal'

const INVALID: NumericInput[] = [
  null,
  undefined,
  Number.NaN,
  Infinity,
  -Infinity,
  '',
  '   ',
  'abc',
  '1.2.3',
  '12元',
  '.',
  '-',
  '1,23',
]

describe('formatMoney: two decimals with thousands separators', () => {
  it.each<[NumericInput, string]>([
    [1234567.89, '1,234,567.89'],
    [-1234.5, '-1,234.50'],
    [0, '0.00'],
    [-0, '0.00'],
    [0.1 + 0.2, '0.30'],
    [1.005, '1.01'],
    [1.004999, '1.00'],
    [-1.005, '-1.01'],
    [2.675, '2.68'],
    [0.125, '0.13'],
    [-0.001, '0.00'],
    [999.995, '1,000.00'],
    [999999.999, '1,000,000.00'],
    [100, '100.00'],
    [1000, '1,000.00'],
    [1e21, '1,000,000,000,000,000,000,000.00'],
    [1.5e-7, '0.00'],
    [12345678901234567890n, '12,345,678,901,234,567,890.00'],
    [-5n, '-5.00'],
    ['1234.5', '1,234.50'],
    ['  -0.005 ', '-0.01'],
    ['1,234,567.891', '1,234,567.89'],
    ['+12', '12.00'],
    ['.5', '0.50'],
    ['5.', '5.00'],
    ['1e3', '1,000.00'],
    ['0001.10', '1.10'],
  ])('%s → %s', (input, expected) => {
    expect(formatMoney(input)).toBe(expected)
  })

  it.each(INVALID)('invalid %s → the placeholder "--"', (input) => {
    expect(formatMoney(input)).toBe(PLACEHOLDER)
    expect(PLACEHOLDER).toBe('--')
  })
})

describe('fixed2 and fixed6: fixed decimals without separators', () => {
  it.each<[NumericInput, string, string]>([
    [1234.5, '1234.50', '1234.500000'],
    [0, '0.00', '0.000000'],
    [1.005, '1.01', '1.005000'],
    [-2.5, '-2.50', '-2.500000'],
    [0.1234565, '0.12', '0.123457'],
    [-0.0000004, '0.00', '0.000000'],
    [-0.0000005, '0.00', '-0.000001'],
    ['3.14159265', '3.14', '3.141593'],
    [1e-7, '0.00', '0.000000'],
  ])('%s → %s / %s', (input, two, six) => {
    expect(fixed2(input)).toBe(two)
    expect(fixed6(input)).toBe(six)
  })

  it.each(INVALID)('invalid %s → "--"', (input) => {
    expect(fixed2(input)).toBe('--')
    expect(fixed6(input)).toBe('--')
  })
})

describe('formatMoneyUnit: 亿 from 9 integer digits, 万 from 5, 元 below', () => {
  it.each<[NumericInput, string]>([
    [123456789, '1.23亿'],
    [100000000, '1.00亿'],
    [987654321012.345, '9,876.54亿'],
    [99999999, '10,000.00万'],
    [99999999.99, '10,000.00万'],
    [12345678, '1,234.57万'],
    [10000, '1.00万'],
    [12345, '1.23万'],
    [15000, '1.50万'],
    [9999.5, '9,999.50'],
    [1234, '1,234.00'],
    [0.5, '0.50'],
    [0, '0.00'],
    [-123456789, '-1.23亿'],
    [-12345, '-1.23万'],
    [-500, '-500.00'],
    [-0.001, '0.00'],
    ['250000000', '2.50亿'],
    [125000, '12.50万'],
    [12345000, '1,234.50万'],
  ])('%s → %s', (input, expected) => {
    expect(formatMoneyUnit(input)).toBe(expected)
  })

  it('splits text and unit for chart labels', () => {
    expect(moneyUnitParts(250000000)).toEqual({ text: '2.50', unit: '亿' })
    expect(moneyUnitParts(50000)).toEqual({ text: '5.00', unit: '万' })
    expect(moneyUnitParts(5)).toEqual({ text: '5.00', unit: '' })
    expect(moneyUnitParts('x')).toBeNull()
  })

  it.each(INVALID)('invalid %s → "--"', (input) => {
    expect(formatMoneyUnit(input)).toBe('--')
  })
})

describe('formatArea and formatPercent', () => {
  it.each<[NumericInput, string]>([
    [12345.678, '12,345.68'],
    [0, '0.00'],
    ['88.5', '88.50'],
    [-3.005, '-3.01'],
    [null, '--'],
    ['abc', '--'],
  ])('formatArea(%s) → %s', (input, expected) => {
    expect(formatArea(input)).toBe(expected)
  })

  it('appends m² on request, never to the placeholder', () => {
    expect(formatArea(1234.5, true)).toBe('1,234.50m²')
    expect(formatArea(undefined, true)).toBe('--')
  })

  it.each<[NumericInput, number | undefined, string]>([
    [0.1234, undefined, '12.34%'],
    [0.5, 0, '50%'],
    [1, 1, '100.0%'],
    [-0.05, 2, '-5.00%'],
    [0.000005, 2, '0.00%'],
    [0.123456, 3, '12.346%'],
    [12.5, 0, '1,250%'],
    [0.01005, 2, '1.01%'],
    [Number.NaN, 2, '--'],
    ['', 2, '--'],
  ])('formatPercent(%s, %s) → %s', (input, digits, expected) => {
    expect(formatPercent(input, digits)).toBe(expected)
  })
})
