import { describe, expect, it } from 'vitest'
import { classifyContent, classifyMaterial } from './contents'
import { normalizeUnit, quantityDecimals, roundQuantity, unitMultiple } from './quantity'

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
  })
})
