import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseDecimal, renderDecimal, roundDecimal, shiftDecimal } from './decimal'
import { parseScaled, roundTo, scaledToDecimal, toScaled, toScaledExact } from './scaled'

/** toScaled, with its RangeError as 'range'. */
function safeOrThrow(text: string, places: number): number | null | 'range' {
  try {
    return toScaled(text, places)
  } catch (e) {
    if (e instanceof RangeError) return 'range'
    throw e
  }
}

describe('the one parser: value × 10^places on the decimal digits', () => {
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
    [' 7 ', 2, 700],
    [1e-7, 2, 0],
    [-0.004, 2, 0],
  ] as const)('%s at %i places → %i', (value, places, expected) => {
    expect(toScaled(value, places)).toBe(expected)
  })

  it('says why there is no number', () => {
    expect(parseScaled(null, 2)).toEqual({ ok: false, failure: 'blank' })
    expect(parseScaled('  ', 2)).toEqual({ ok: false, failure: 'blank' })
    expect(parseScaled('12元', 2)).toEqual({ ok: false, failure: 'invalid' })
    expect(parseScaled(Number.NaN, 2)).toEqual({ ok: false, failure: 'invalid' })
    expect(parseScaled(Infinity, 2)).toEqual({ ok: false, failure: 'invalid' })
    expect(parseScaled('1.005', 2, { exact: true })).toEqual({ ok: false, failure: 'precision' })
    expect(parseScaled('1e20', 2)).toEqual({ ok: false, failure: 'range' })
    expect(parseScaled('1.50', 2, { exact: true })).toEqual({ ok: true, value: 150 })
  })

  it('toScaled gives null for blank and non-numeric input and throws beyond safe integers', () => {
    for (const v of [null, undefined, '', '  ', 'abc', Number.NaN, Infinity])
      expect(toScaled(v, 2)).toBeNull()
    expect(() => toScaled('1e20', 2)).toThrow(RangeError)
  })

  it('exact mode refuses extra decimals instead of rounding them', () => {
    expect(toScaledExact('3667.5', 2)).toBe(366750)
    expect(toScaledExact('1,234.56', 2)).toBe(123456)
    expect(toScaledExact('-1.20', 2)).toBe(-120)
    expect(toScaledExact('1.005', 2)).toBeNull()
    expect(toScaledExact(1.005, 2)).toBeNull()
    expect(toScaledExact('1e20', 2)).toBeNull()
  })

  it('a number and its shortest text parse alike (the fast path never differs)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.integer({ min: 0, max: 6 }),
        (x, places) => {
          expect(toScaled(x, places)).toBe(toScaled(String(x), places))
        },
      ),
    )
  })

  it('plain text scanned by char code reads as the decimal reader reads it', () => {
    const digits = (max: number) => fc.stringMatching(new RegExp(`^[0-9]{0,${max}}$`))
    fc.assert(
      fc.property(
        fc.boolean(),
        digits(17),
        fc.option(digits(9), { nil: undefined }),
        fc.integer({ min: 0, max: 6 }),
        fc.boolean(),
        (negative, int, frac, places, exact) => {
          const text = `${negative ? '-' : ''}${int}${frac === undefined ? '' : `.${frac}`}`
          const d = parseDecimal(text)
          const expected =
            d === null
              ? null
              : exact && d.frac.length > places
                ? null
                : BigInt(renderDecimal(roundDecimal(shiftDecimal(d, places), 0), false))
          const got = exact ? toScaledExact(text, places) : safeOrThrow(text, places)
          if (expected === null) expect(got).toBeNull()
          else if (
            expected > BigInt(Number.MAX_SAFE_INTEGER) ||
            -expected > BigInt(Number.MAX_SAFE_INTEGER)
          )
            expect(got).toBe(exact ? null : 'range')
          else expect(got).toBe(Number(expected))
        },
      ),
    )
  })

  it('round-trips every safe integer through its decimal text', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.integer({ min: 0, max: 6 }), (n, places) => {
        const text = scaledToDecimal(n, places)
        expect(toScaledExact(text, places)).toBe(n === 0 ? 0 : n)
        expect(text).toMatch(places === 0 ? /^-?\d+$/ : new RegExp(`^-?\\d+\\.\\d{${places}}$`))
      }),
    )
  })

  it('renders exactly, bigints too', () => {
    expect(scaledToDecimal(123450, 2)).toBe('1234.50')
    expect(scaledToDecimal(-5, 2)).toBe('-0.05')
    expect(scaledToDecimal(0, 2)).toBe('0.00')
    expect(scaledToDecimal(7, 0)).toBe('7')
    expect(scaledToDecimal(123456789012345678901n, 2)).toBe('1234567890123456789.01')
    expect(() => scaledToDecimal(1.5, 2)).toThrow(RangeError)
  })

  it('roundTo rounds a number on its decimal digits', () => {
    expect(roundTo(1.005, 2)).toBe(1.01)
    expect(roundTo(-1.005, 2)).toBe(-1.01)
    expect(roundTo(1.0000005, 6)).toBe(1.000001)
    expect(roundTo(2.5, 0)).toBe(3)
    expect(roundTo(-2.5, 0)).toBe(-3)
    expect(roundTo(Number.NaN, 2)).toBeNull()
  })
})
