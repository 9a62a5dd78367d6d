import { describe, expect, it } from 'vitest'
import {
  citySeries,
  comparePeriods,
  materialKey,
  meanFen,
  trendSeries,
  type PricePoint,
} from './trend'

const point = (
  type: 2 | 3,
  city: string,
  period: string,
  fen: number,
  packageId = `${type}-${city}-${period}`,
): PricePoint => ({ packageId, type, city, period, fen })

describe('materialKey', () => {
  it('treats spacing, case and full-width letters alike, but not another unit', () => {
    expect(materialKey({ Name: '钢筋 ', Spec: 'HRB400E  Φ12', Unit: 't' })).toBe(
      materialKey({ Name: '钢筋', Spec: 'ｈｒｂ400e Φ12', Unit: 't' }),
    )
    expect(materialKey({ Name: '钢筋', Spec: 'Φ12', Unit: 't' })).not.toBe(
      materialKey({ Name: '钢筋', Spec: 'Φ12', Unit: 'kg' }),
    )
  })
})

describe('trendSeries', () => {
  const points = [
    point(3, '深圳', '2026-05', 366700),
    point(3, '深圳', '2026-04', 370000),
    point(2, '深圳', '2026-05', 355000, 'm1'),
    point(2, '深圳', '2026-05', 356001, 'm2'),
    point(3, '广州', '2026-05', 360000),
    point(3, '深圳', '2025-12', 380000),
  ]

  it('gives one line per type, oldest period first, the exact mean of several packages', () => {
    const series = trendSeries(
      points.filter((p) => p.city === '深圳'),
      'type',
    )
    expect(series).toEqual([
      { key: 'type:2', label: '市场价', points: [{ period: '2026-05', fen: 355501 }] },
      {
        key: 'type:3',
        label: '官方信息价',
        points: [
          { period: '2025-12', fen: 380000 },
          { period: '2026-04', fen: 370000 },
          { period: '2026-05', fen: 366700 },
        ],
      },
    ])
  })

  it('gives one line per city and keeps to the bounds', () => {
    const series = trendSeries(
      points.filter((p) => p.type === 3),
      'city',
      { from: '2026-01', to: '2026-05' },
    )
    expect(series.map((s) => [s.label, s.points.map((p) => p.period)])).toEqual([
      ['广州', ['2026-05']],
      ['深圳', ['2026-04', '2026-05']],
    ])
  })

  it('meanFen rounds half away from zero and refuses no values', () => {
    expect(meanFen([1, 2])).toBe(2)
    expect(meanFen([1, 1, 2])).toBe(1)
    expect(() => meanFen([])).toThrow(RangeError)
  })
})

describe('citySeries (各城市信息价)', () => {
  it('always shows the chosen city, first, with up to eight cities of the bulletins', () => {
    // Code-point order puts 深圳 (U+6DF1) after these nine cities: sliced first, it was left out.
    const cities = ['上海', '北京', '南京', '厦门', '合肥', '天津', '广州', '成都', '杭州']
    const points = [...cities, '深圳'].flatMap((c) => [
      point(3, c, '2026-05', 360000),
      point(2, c, '2026-05', 350000),
    ])
    const series = citySeries(points, '深圳')
    expect(series).toHaveLength(8)
    expect(series[0]?.label).toBe('深圳')
    expect(series.map((s) => s.key).every((k) => k.startsWith('city:'))).toBe(true)
    expect(series.slice(1).map((s) => s.label)).toEqual(cities.slice(0, 7))
    // Only the 官方信息价 points: one per city and period.
    expect(series[0]?.points).toEqual([{ period: '2026-05', fen: 360000 }])
    expect(citySeries(points, '拉萨').map((s) => s.label)).toEqual(cities.slice(0, 8))
  })
})

describe('comparePeriods', () => {
  it('pairs materials by key and gives the exact change in percent', () => {
    const may = [
      { Name: '热轧带肋钢筋', Spec: 'HRB400E Φ12', Unit: 't', fen: 370000 },
      { Name: '中砂', Spec: '', Unit: 'm³', fen: 18400 },
      { Name: '碎石', Spec: '5-25mm', Unit: 'm³', fen: 14500 },
    ]
    const june = [
      { Name: '中砂', Spec: '', Unit: 'm³', fen: 18400 },
      { Name: '热轧带肋钢筋', Spec: 'HRB400E  Φ12', Unit: 't', fen: 366700 },
      { Name: '加气块', Spec: 'B06', Unit: 'm³', fen: 28300 },
    ]
    const rows = comparePeriods(may, june)
    expect(rows.map((r) => [r.Name, r.fromFen, r.toFen, r.changeFen, r.changePct])).toEqual([
      ['热轧带肋钢筋', 370000, 366700, -3300, '-0.89'],
      ['中砂', 18400, 18400, 0, '0.00'],
      ['碎石', 14500, null, null, null],
      ['加气块', null, 28300, null, null],
    ])
  })
})
