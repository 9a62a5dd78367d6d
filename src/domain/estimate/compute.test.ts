import { describe, expect, it } from 'vitest'
import { computeEstimate, defaultRooms, estimateRange, splitArea, unitPriceFen } from './compute'
import type { BrandRef, CountItemRef, SystemRef } from './model'

const prices = (e: string, s: string, h = '0', l = '0') => ({ 经济: e, 标准: s, 高档: h, 豪华: l })
const S1: SystemRef = {
  Code: 'S1',
  Name: '土建',
  Specialty: '土建',
  Prices: prices('100', '200.50'),
  Sort: 1,
}
const S2: SystemRef = {
  Code: 'S2',
  Name: '暖通',
  Specialty: '暖通',
  Prices: prices('60', '80'),
  Sort: 2,
}
const BRAND: BrandRef = {
  ID: 'b1',
  SystemCode: 'S2',
  Grade: '标准',
  Name: '格力',
  Initials: 'GL',
  Premium: '5',
}
const BATH: CountItemRef = {
  Code: 'C1',
  Room: '卫生间',
  SystemCode: 'S2',
  Name: '洁具',
  Unit: '套',
  PerRoom: '1',
  Prices: prices('1500', '3000'),
}

describe('splitArea', () => {
  it('splits the total by the shares and gives leftover hundredths to the largest remainders', () => {
    expect(
      splitArea(10000, [
        { Code: 'a', Name: 'A', Share: '60' },
        { Code: 'b', Name: 'B', Share: '25' },
        { Code: 'c', Name: 'C', Share: '15' },
      ]).map((f) => f.Area),
    ).toEqual([6000, 2500, 1500])
    // 100 m² in thirds: 3333 + 3333 + 3333 hundredths, the 1 left goes to the first.
    const thirds = splitArea(100, [
      { Code: 'a', Name: 'A', Share: '1' },
      { Code: 'b', Name: 'B', Share: '1' },
      { Code: 'c', Name: 'C', Share: '1' },
    ])
    expect(thirds.map((f) => f.Area)).toEqual([33.34, 33.33, 33.33])
  })
})

describe('computeEstimate', () => {
  it('adds area × unit price per function and system, the brand premium and the count-based items, in 分', () => {
    const r = computeEstimate({
      Functions: [
        { Code: 'A', Name: '住宅', Area: 1000 },
        { Code: 'B', Name: 'B区', Area: 500.5 },
      ],
      Choices: [
        { Function: 'B', System: 'S1', Grade: '经济', BrandId: '' },
        { Function: 'A', System: 'S2', Grade: '标准', BrandId: 'b1' },
      ],
      Grade: '标准',
      Rooms: { 卫生间: 3 },
      Systems: [S1, S2],
      CountItems: [BATH],
      Brands: [BRAND],
    })
    // A×S1 1000 × 200.50; A×S2 1000 × 84 (80 + 5 %); B×S1 500.5 × 100; B×S2 500.5 × 80; 3 × 3000.
    expect(
      r.Lines.map((l) => [l.Function, l.System, l.Grade, l.UnitPriceFen, l.AmountFen]),
    ).toEqual([
      ['A', 'S1', '标准', 20050, 20_050_000],
      ['A', 'S2', '标准', 8400, 8_400_000],
      ['B', 'S1', '经济', 10000, 5_005_000],
      ['B', 'S2', '标准', 8000, 4_004_000],
    ])
    expect(r.CountLines.map((l) => [l.Quantity, l.AmountFen])).toEqual([[3, 900_000]])
    expect(r.TotalFen).toBe(38_359_000)
    expect(r.TotalArea).toBe(1500.5)
    // 38,359,000 ÷ 1500.5 = 25,564.145… 分/m².
    expect(r.UnitCostFen).toBe(25_564)
    expect(r.ByFunction.map((f) => f.AmountFen)).toEqual([28_450_000, 9_009_000])
    expect(r.BySystem.map((s) => s.AmountFen)).toEqual([25_055_000, 13_304_000])
  })

  it('rounds the premium-adjusted unit price to 分 half away from zero, and ignores a brand of another grade', () => {
    // 200.50 × 1.0333 = 207.17665 → 207.18.
    expect(unitPriceFen(S1, '标准', '3.33')).toBe(20718)
    const r = computeEstimate({
      Functions: [{ Code: 'A', Name: 'A', Area: 10 }],
      Choices: [{ Function: 'A', System: 'S2', Grade: '经济', BrandId: 'b1' }],
      Grade: '标准',
      Rooms: {},
      Systems: [S2],
      CountItems: [BATH],
      Brands: [BRAND],
    })
    expect([r.Lines[0]?.BrandName, r.Lines[0]?.UnitPriceFen, r.CountLines.length]).toEqual([
      '',
      6000,
      0,
    ])
  })
})

describe('estimateRange', () => {
  it('gives P25, median and P75 (PERCENTILE.INC) of the samples times the area, with n and its confidence', () => {
    const r = estimateRange([500, 100, 400, 200, 300, null], 1000.5)
    expect([r.n, r.confidence, r.p25, r.median, r.p75]).toEqual([5, '中', 200, 300, 400])
    expect([r.LowFen, r.MidFen, r.HighFen]).toEqual([20_010_000, 30_015_000, 40_020_000])
    expect(estimateRange([], 100)).toMatchObject({ n: 0, confidence: '仅供参考', MidFen: null })
  })
})

describe('defaultRooms', () => {
  it('counts households by the mean flat size and multiplies the rooms per flat', () => {
    expect(defaultRooms(10050, 100, { 卧室: 3, 客厅: 1, 卫生间: 2 })).toEqual({
      Households: 100,
      Rooms: { 卧室: 300, 客厅: 100, 卫生间: 200 },
    })
  })
})
