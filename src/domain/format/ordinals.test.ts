import { describe, expect, it } from 'vitest'
import { tenderName, toChineseOrdinal } from './ordinals'

describe('toChineseOrdinal: 一 … 三十', () => {
  it.each<[number, string]>([
    [1, '一'],
    [2, '二'],
    [9, '九'],
    [10, '十'],
    [11, '十一'],
    [15, '十五'],
    [19, '十九'],
    [20, '二十'],
    [21, '二十一'],
    [29, '二十九'],
    [30, '三十'],
  ])('%i → %s', (n, expected) => {
    expect(toChineseOrdinal(n)).toBe(expected)
  })

  it('spells every number of 1..30 differently and without Arabic digits', () => {
    const all = Array.from({ length: 30 }, (_, i) => toChineseOrdinal(i + 1))
    expect(new Set(all).size).toBe(30)
    for (const s of all) expect(s).not.toMatch(/\d/)
  })

  it.each<[number, string]>([
    [0, '0'],
    [31, '31'],
    [-1, '-1'],
    [1.5, '1.5'],
    [Number.NaN, 'NaN'],
    [100, '100'],
  ])('outside 1..30: %s → the Arabic "%s"', (n, expected) => {
    expect(toChineseOrdinal(n)).toBe(expected)
  })
})

describe('tenderName: 第一标段 … 第三十标段', () => {
  it.each<[number, string]>([
    [1, '第一标段'],
    [10, '第十标段'],
    [12, '第十二标段'],
    [30, '第三十标段'],
    [31, '第31标段'],
  ])('%i → %s', (n, expected) => {
    expect(tenderName(n)).toBe(expected)
  })
})
