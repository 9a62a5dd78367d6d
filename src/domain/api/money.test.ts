import { describe, expect, it } from 'vitest'
import { decimalToNumber, fenToYuan, yuanToFen } from './money.ts'

describe('fenToYuan', () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [199, 1.99],
    [1_200_000_001, 12_000_000.01],
    [-5, -0.05],
    ['123456789012345', 1_234_567_890_123.45],
    [123n, 1.23],
  ] as const)('%s 分 → %s 元', (fen, yuan) => {
    expect(fenToYuan(fen)).toBe(yuan)
  })

  it('keeps a SQL sum exact where adding floats would drift', () => {
    const parts = Array.from({ length: 10 }, () => 10) // ten times 0.10 元
    expect(parts.reduce((s, f) => s + fenToYuan(f), 0)).not.toBe(1)
    expect(fenToYuan(String(parts.reduce((s, f) => s + f, 0)))).toBe(1)
  })
})

describe('yuanToFen', () => {
  it.each([
    [0, 0],
    [0.29, 29],
    [1.005, 101],
    ['12.345', 1235],
    ['12.344', 1234],
    [-0.01, -1],
    ['7', 700],
    [1e-7, 0],
  ] as const)('%s 元 → %s 分', (yuan, fen) => {
    expect(yuanToFen(yuan)).toBe(fen)
  })

  it('refuses what is not an amount', () => {
    expect(() => yuanToFen('abc')).toThrow(RangeError)
    expect(() => yuanToFen(Number.NaN)).toThrow(RangeError)
  })
})

describe('decimalToNumber', () => {
  it('reads numeric strings and treats empty as 0', () => {
    expect(decimalToNumber('3000.25')).toBe(3000.25)
    expect(decimalToNumber(null)).toBe(0)
    expect(decimalToNumber('')).toBe(0)
  })
})
