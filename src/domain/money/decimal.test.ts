import { describe, expect, it } from 'vitest'
import {
  type Decimal,
  type NumericInput,
  groupThousands,
  parseDecimal,
  roundDecimal,
  shiftDecimal,
} from './decimal'

describe('parseDecimal reads the digits a person sees', () => {
  it.each<[NumericInput, Decimal | null]>([
    [1.005, { negative: false, int: '1', frac: '005' }],
    [-0, { negative: false, int: '0', frac: '' }],
    [1e21, { negative: false, int: '1000000000000000000000', frac: '' }],
    [1.5e-7, { negative: false, int: '0', frac: '00000015' }],
    ['-00012.3400', { negative: true, int: '12', frac: '34' }],
    ['1,234,567.5', { negative: false, int: '1234567', frac: '5' }],
    ['2.5E+3', { negative: false, int: '2500', frac: '' }],
    [-12n, { negative: true, int: '12', frac: '' }],
    ['1e500', null],
    ['12,34', null],
    ['0x10', null],
    ['1 000', null],
    [Number.NaN, null],
  ])('%s → %j', (input, expected) => {
    expect(parseDecimal(input)).toEqual(expected)
  })
})

describe('shiftDecimal and roundDecimal', () => {
  it('shifts the point both ways without float error', () => {
    const d = parseDecimal('123.456')!
    expect(shiftDecimal(d, 2)).toEqual({ negative: false, int: '12345', frac: '6' })
    expect(shiftDecimal(d, -5)).toEqual({ negative: false, int: '0', frac: '00123456' })
  })

  it.each<[string, number, string, string]>([
    ['0.5', 0, '1', ''],
    ['-0.5', 0, '1', ''],
    ['9.995', 2, '10', '00'],
    ['0.0049', 2, '0', '00'],
    ['1.2', 3, '1', '200'],
  ])('round %s to %i places → %s.%s', (input, places, int, frac) => {
    const r = roundDecimal(parseDecimal(input)!, places)
    expect([r.int, r.frac]).toEqual([int, frac])
  })

  it('a value that rounds to zero loses its minus sign', () => {
    expect(roundDecimal(parseDecimal('-0.004')!, 2).negative).toBe(false)
    expect(roundDecimal(parseDecimal('-0.5')!, 0).negative).toBe(true)
  })

  it('groups thousands', () => {
    expect(
      ['0', '12', '999', '1000', '123456', '1234567', '12345678901'].map(groupThousands),
    ).toEqual(['0', '12', '999', '1,000', '123,456', '1,234,567', '12,345,678,901'])
  })
})
