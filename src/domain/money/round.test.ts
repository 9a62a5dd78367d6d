import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { divRound, divRoundInt, divRoundToNumber, mulDivRound } from './round'

const SAFE = Number.MAX_SAFE_INTEGER
const nonZero = fc.integer({ min: -1e9, max: 1e9 }).filter((d) => d !== 0)

describe('the one rounding rule: half away from zero', () => {
  it.each([
    [5n, 2n, 3n],
    [-5n, 2n, -3n],
    [5n, -2n, -3n],
    [-5n, -2n, 3n],
    [7n, 3n, 2n],
    [-7n, 3n, -2n],
    [4n, 8n, 1n],
    [-4n, 8n, -1n],
    [3n, 8n, 0n],
    [-3n, 8n, 0n],
  ])('%s ÷ %s → %s', (n, d, q) => {
    expect(divRound(n, d)).toBe(q)
    expect(divRoundInt(Number(n), Number(d))).toBe(Number(q))
  })

  it('rounds every exact half away from zero, both signs (k + ½ → k + 1, −k − ½ → −k − 1)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 1, max: 1000 }), (k, h) => {
        // (2k + 1)·h ÷ 2h = k + ½ exactly
        const n = (2 * k + 1) * h
        expect(divRoundInt(n, 2 * h)).toBe(k + 1)
        expect(divRoundInt(-n, 2 * h)).toBe(-(k + 1))
        expect(divRound(BigInt(-n), BigInt(2 * h))).toBe(BigInt(-(k + 1)))
      }),
    )
  })

  it('the Number and BigInt paths agree, and the result is the nearest integer', () => {
    fc.assert(
      fc.property(fc.integer({ min: -SAFE, max: SAFE }), nonZero, (n, d) => {
        const q = divRoundInt(n, d)
        expect(BigInt(q)).toBe(divRound(BigInt(n), BigInt(d)))
        // |n − q·d| ≤ |d| / 2, exactly
        const rest = BigInt(n) - BigInt(q) * BigInt(d)
        expect(2n * (rest < 0n ? -rest : rest) <= BigInt(Math.abs(d))).toBe(true)
      }),
    )
  })

  it('never gives −0', () => {
    expect(Object.is(divRoundInt(-1, 3), 0)).toBe(true)
    expect(Object.is(divRoundToNumber(-1n, 3n), 0)).toBe(true)
  })

  it('refuses division by zero and non-integers', () => {
    expect(() => divRound(1n, 0n)).toThrow(RangeError)
    expect(() => divRoundInt(1, 0)).toThrow(RangeError)
    expect(() => divRoundInt(1.5, 2)).toThrow(RangeError)
  })
})

describe('mulDivRound: a × b ÷ d exactly, past 2^53 in between', () => {
  it('agrees with BigInt arithmetic for any safe operands', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 1, max: 1e9 }),
        (a, b, d) => {
          const exact = divRound(BigInt(a) * BigInt(b), BigInt(d))
          if (exact > BigInt(SAFE) || exact < BigInt(-SAFE)) {
            expect(() => mulDivRound(a, b, d)).toThrow(RangeError)
          } else {
            expect(mulDivRound(a, b, d)).toBe(Number(exact))
          }
        },
      ),
    )
  })

  it('takes the exact path where a binary product would have lost the last digits', () => {
    // 469,151,334.930 (thousandths) × 41,453.80 元 (分): the product passes 2^53
    expect(Math.round((469_151_334_930 * 4_145_380) / 1000)).toBe(1_944_810_560_792_124)
    expect(mulDivRound(469_151_334_930, 4_145_380, 1000)).toBe(1_944_810_560_792_123)
  })
})
