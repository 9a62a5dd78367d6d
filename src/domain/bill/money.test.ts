import { describe, expect, it } from 'vitest'
import { classifyContent, classifyMaterial } from './contents'
import {
  addFen,
  fenToDecimal,
  lineAmountFen,
  milliToDecimal,
  normalizeUnit,
  unitMultiple,
  quantityDecimals,
  rateAmountFen,
  roundQuantity,
  roundYuan,
  toFen,
  toMilli,
  toScaled,
} from './money'

describe('toScaled: exact decimal → integer, half away from zero', () => {
  it.each([
    [1.005, 2, 101],
    ['1.005', 2, 101],
    [-1.005, 2, -101],
    [2.675, 2, 268],
    [1.004999, 2, 100],
    ['1,234.50', 2, 123450],
    [0.1 + 0.2, 2, 30],
    [1.0005, 3, 1001],
    [-0.0005, 3, -1],
    [0.0004, 3, 0],
    ['1e3', 2, 100000],
    [123456789.125, 2, 12345678913],
  ] as const)('%s at %i places → %i', (value, places, expected) => {
    expect(toScaled(value, places)).toBe(expected)
  })

  it('gives null for blank and non-numeric input', () => {
    for (const v of [null, undefined, '', '  ', 'abc', Number.NaN, Infinity])
      expect(toScaled(v, 2)).toBeNull()
  })

  it('refuses values whose scaled integer is not exact', () => {
    expect(() => toScaled('1e20', 2)).toThrow(RangeError)
  })

  it('toFen and toMilli are 2 and 3 places', () => {
    expect(toFen('12.345')).toBe(1235)
    expect(toMilli('12.3455')).toBe(12346)
  })
})

describe('units and 工程量 decimals', () => {
  it.each([
    ['t', 3],
    ['吨', 3],
    ['m', 2],
    ['M2', 2],
    ['m²', 2],
    ['立方米', 2],
    ['kg', 2],
    ['个', 0],
    ['台', 0],
    ['樘', 0],
    ['系统', 0],
    ['奇怪单位', 2],
  ] as const)('%s keeps %i decimals', (unit, places) => {
    expect(quantityDecimals(unit)).toBe(places)
  })

  it('normalises unit spellings', () => {
    expect(normalizeUnit(' M³ ')).toBe('m3')
    expect(normalizeUnit('㎡')).toBe('m2')
    expect(normalizeUnit('樘')).toBe('樘')
  })

  it('keeps a unit counted in multiples apart from its base unit: 5 of 10m2 are 50 m²', () => {
    expect(normalizeUnit('10m2')).toBe('10m2')
    expect(normalizeUnit('10㎡')).toBe('10㎡')
    expect(unitMultiple('10m2')).toEqual({ base: 'm2', multiple: 10 })
    expect(unitMultiple('100M3')).toEqual({ base: 'm3', multiple: 100 })
    expect(unitMultiple('10㎡')).toEqual({ base: 'm2', multiple: 10 })
    expect(unitMultiple('m3')).toEqual({ base: 'm3', multiple: 1 })
    expect(unitMultiple('10')).toEqual({ base: '10', multiple: 1 })
  })

  it('counts 含量 of an item in 10m2 or 100m3 times its multiple', () => {
    expect(classifyContent('011101001001', 'm2')).toMatchObject({ factor: 1 })
    expect(classifyContent('011101001001', '10m2')).toMatchObject({ factor: 10 })
    expect(classifyContent('010101001001', '100m3')).toMatchObject({ factor: 100 })
    expect(classifyContent('010515001001', 't')).toMatchObject({ factor: 1000 })
    expect(classifyMaterial('商品混凝土C30', '10m3')).toMatchObject({ factor: 10 })
  })

  it('rounds 工程量 to its unit', () => {
    expect(roundQuantity('1.2345', 't')).toBe(1.235)
    expect(roundQuantity(1.005, 'm3')).toBe(1.01)
    expect(roundQuantity(2.5, '个')).toBe(3)
    expect(roundQuantity('', 'm')).toBeNull()
    expect(roundYuan('99.995')).toBe(100)
  })
})

describe('lineAmountFen: 合价 = 工程量 × 综合单价 in 分', () => {
  it.each([
    [1, 0.01, 1],
    ['1.005', '1.00', 101],
    [1.005, 1, 101],
    [0.5, 0.01, 1],
    [0.499, 0.01, 0],
    [3.333, 3.33, 1110],
    [12.345, 678.9, 838102],
    [1234.56, 389.47, 48082408],
    [-1.5, 0.01, -2],
    [1.001, 0.5, 50],
    [0.125, 0.04, 1],
  ] as const)('%s × %s = %i 分', (q, p, fen) => {
    expect(lineAmountFen(q, p)).toBe(fen)
  })

  it('counts a blank 工程量 or 单价 as 0', () => {
    expect(lineAmountFen(null, 12)).toBe(0)
    expect(lineAmountFen(3, '')).toBe(0)
  })

  it('stays exact where the integer product passes 2^53', () => {
    // 999,999,999.999 m3 × 99,999.99 元 = 99,999,989,999,999.90001 元 → 9,999,998,999,999,990 分 is unsafe.
    expect(() => lineAmountFen('999999999.999', '99999.99')).toThrow(RangeError)
    // 900,000,000.001 × 10,000.01 = 9,000,009,000,010.00001 元 → 900,000,900,001,000 分.
    expect(lineAmountFen('900000000.001', '10000.01')).toBe(900000900001000)
  })
})

describe('rateAmountFen: base × rate %', () => {
  it.each([
    [100000, 2.5, 2500],
    [12345, 3.5, 432],
    [12347, 3.5, 432],
    [12358, 3.5, 433],
    [100, 0.5, 1],
    [-100, 0.5, -1],
    [100000000, '1.717', 1717000],
    [123, 0, 0],
  ] as const)('%i 分 × %s%% = %i 分', (base, rate, fen) => {
    expect(rateAmountFen(base, rate)).toBe(fen)
  })

  it('uses BigInt for large products', () => {
    expect(rateAmountFen(9_000_000_000_000, '9.123456')).toBe(821111040000)
  })
})

describe('rendering', () => {
  it('fenToDecimal is exact', () => {
    expect(fenToDecimal(123450)).toBe('1234.50')
    expect(fenToDecimal(-5)).toBe('-0.05')
    expect(fenToDecimal(0)).toBe('0.00')
  })
  it('milliToDecimal rounds to the wanted places', () => {
    expect(milliToDecimal(1235, 3)).toBe('1.235')
    expect(milliToDecimal(1235, 2)).toBe('1.24')
    expect(milliToDecimal(2500, 0)).toBe('3')
  })
  it('addFen refuses an unsafe total', () => {
    expect(addFen(1, 2)).toBe(3)
    expect(() => addFen(Number.MAX_SAFE_INTEGER, 1)).toThrow(RangeError)
  })
})
