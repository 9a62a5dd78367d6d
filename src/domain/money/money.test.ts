import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { NumericInput } from './decimal'
import {
  addFen,
  asFen,
  asMilli,
  decimalToNumber,
  exactFen,
  fenToDecimal,
  fenToYuan,
  lineAmountFen,
  milliToDecimal,
  parseFen,
  perAreaFen,
  perAreaYuan,
  quotient,
  rateAmountFen,
  requireFen,
  roundYuan,
  sumFen,
  sumYuan,
  toFen,
  toMilli,
} from './money'

describe('元 ⇄ 分', () => {
  it.each<[NumericInput, number | null]>([
    [0.1, 10],
    ['0.29', 29],
    [0.29, 29],
    [1.005, 101],
    [-1.005, -101],
    [0.004, 0],
    ['12.345', 1235],
    ['12.344', 1234],
    ['1,234.56', 123456],
    [19.99, 1999],
    [1e6, 100000000],
    [1e-7, 0],
    ['abc', null],
    [null, null],
    ['', null],
  ])('toFen(%s) → %s', (input, fen) => {
    expect(toFen(input)).toBe(fen)
  })

  it('keeps amounts above 10^10 元 exact to the 分', () => {
    expect(toFen('98765432109.875')).toBe(9_876_543_210_988)
    expect(toFen(98765432109.875)).toBe(9_876_543_210_988)
    expect(toFen('-12345678901234.565')).toBe(-1_234_567_890_123_457)
    expect(fenToDecimal(asFen(9_876_543_210_988))).toBe('98765432109.88')
    expect(fenToYuan(asFen(9_876_543_210_988))).toBe(98765432109.88)
    expect(sumYuan([98765432109.87, 0.01, 0.02])).toBe(98765432109.9)
    expect(() => toFen('1e20')).toThrow(RangeError)
  })

  it('round-trips every amount: 分 → 元 (text or number) → 分', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        const fen = asFen(n === 0 ? 0 : n)
        expect(toFen(fenToDecimal(fen))).toBe(fen)
        expect(exactFen(fenToDecimal(fen))).toBe(fen)
      }),
    )
    // As a JSON number, 元 carries up to 15 significant digits exactly: |分| < 10^15.
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 15) + 1, max: 10 ** 15 - 1 }), (n) => {
        const fen = asFen(n === 0 ? 0 : n)
        expect(toFen(fenToYuan(fen))).toBe(fen)
      }),
    )
  })

  it('rounds half a 分 away from zero in both signs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (k) => {
        const half = `${scaled(k)}5` // k 分 and a half
        expect(toFen(half)).toBe(k + 1)
        expect(toFen(`-${half}`)).toBe(-(k + 1))
      }),
    )
  })

  it('fenToYuan takes SQL sums as text and bigints', () => {
    expect(fenToYuan('123456789012345')).toBe(1_234_567_890_123.45)
    expect(fenToYuan(123n)).toBe(1.23)
    expect(fenToYuan(asFen(-5))).toBe(-0.05)
    const tenDimes = Array.from({ length: 10 }, () => asFen(10))
    expect(tenDimes.reduce((s, f) => s + fenToYuan(f), 0)).not.toBe(1)
    expect(fenToYuan(String(tenDimes.reduce((s, f) => s + f, 0)))).toBe(1)
  })

  it('parseFen says why, exactFen refuses a third decimal, requireFen throws', () => {
    expect(parseFen('x')).toEqual({ ok: false, failure: 'invalid' })
    expect(parseFen('1.005', { exact: true })).toEqual({ ok: false, failure: 'precision' })
    expect(exactFen('3667.5')).toBe(366750)
    expect(exactFen('1.005')).toBeNull()
    expect(requireFen('7')).toBe(700)
    expect(() => requireFen('abc')).toThrow(RangeError)
    expect(() => requireFen(Number.NaN)).toThrow(RangeError)
  })

  it('roundYuan and decimalToNumber', () => {
    expect(roundYuan('99.995')).toBe(100)
    expect(roundYuan('')).toBeNull()
    expect(decimalToNumber('3000.25')).toBe(3000.25)
    expect(decimalToNumber(null)).toBe(0)
    expect(decimalToNumber('')).toBe(0)
  })
})

/** k 分 as 元 text with a third decimal place to come: 12345 → "123.45". */
const scaled = (k: number) => fenToDecimal(asFen(k))

describe('sums keep totals exact', () => {
  it('sums 0.1 + 0.2 style amounts without drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3)
    expect(sumYuan([0.1, 0.2])).toBe(0.3)
    const tenDimes = Array.from({ length: 10 }, () => 0.1)
    expect(tenDimes.reduce((a, b) => a + b, 0)).not.toBe(1)
    expect(sumYuan(tenDimes)).toBe(1)
    expect(sumYuan([1.01, 2.02, 3.03, null, '', 'x'])).toBe(6.06)
    expect(sumYuan(Array.from({ length: 10000 }, () => 19.99))).toBe(199900)
  })

  it('sumFen mixes numbers and bigints, skips blanks, refuses fractions and overflow', () => {
    expect(sumFen([10, 20n, null, undefined, -5])).toBe(25)
    expect(sumFen([])).toBe(0)
    expect(() => sumFen([1.5])).toThrow(RangeError)
    expect(() => sumFen([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError)
  })

  it('addFen refuses an unsafe total', () => {
    expect(addFen(1, 2)).toBe(3)
    expect(() => addFen(Number.MAX_SAFE_INTEGER, 1)).toThrow(RangeError)
  })

  it('the brands check what they mark', () => {
    expect(() => asFen(1.5)).toThrow(RangeError)
    expect(() => asMilli(Number.NaN)).toThrow(RangeError)
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

  it('toMilli and milliToDecimal', () => {
    expect(toMilli('12.3455')).toBe(12346)
    expect(milliToDecimal(asMilli(1235), 3)).toBe('1.235')
    expect(milliToDecimal(asMilli(1235), 2)).toBe('1.24')
    expect(milliToDecimal(asMilli(2500), 0)).toBe('3')
    expect(milliToDecimal(asMilli(-1235), 2)).toBe('-1.24')
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

describe('per-unit figures: exact quotients', () => {
  it('单方造价: 1,005.00 元 over 1,000 m² is 1.01 元/m² (binary rounding gives 1.00)', () => {
    const fen = asFen(100_500)
    expect(Math.round((fen / 100 / 1000) * 100) / 100).toBe(1) // what the copies did
    expect(perAreaFen(fen, 1000)).toBe(101)
    expect(perAreaYuan(fen, 1000)).toBe(1.01)
    expect(perAreaYuan(fen, '1000.00')).toBe(1.01)
  })

  it('has no 单方 without a positive area', () => {
    expect(perAreaYuan(asFen(100), 0)).toBeNull()
    expect(perAreaYuan(asFen(100), -5)).toBeNull()
    expect(perAreaYuan(asFen(100), null)).toBeNull()
  })

  it('matches the exact rational for any cost and area', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 13 }),
        fc.integer({ min: 1, max: 10 ** 9 }),
        (fen, centi) => {
          const area = Number(fenToDecimal(asFen(centi))) // m² with 2 decimals
          // fen ÷ (centi / 100) = fen·100 ÷ centi, half away from zero
          const n = BigInt(fen) * 100n
          const d = BigInt(centi)
          const expected = (2n * n + d) / (2n * d)
          expect(perAreaFen(asFen(fen), area)).toBe(Number(expected))
        },
      ),
    )
  })

  it('quotient scales and rounds either sign', () => {
    expect(quotient(1, 3, 4)).toBe(3333)
    expect(quotient(2, 3, 4)).toBe(6667)
    expect(quotient(-2, 3, 4)).toBe(-6667)
    expect(quotient('0.125', '0.5', 0)).toBe(0)
    expect(quotient('0.25', '0.5', 0)).toBe(1)
    expect(quotient(1005, '1000', 2)).toBe(101)
    expect(quotient(1, 0)).toBeNull()
    expect(quotient(1, 'x')).toBeNull()
  })
})
