import { describe, expect, it } from 'vitest'
import { defaultPeriods, planComparison, type ComparablePackage } from './compare'

const pkg = (
  City: string,
  Period: string,
  Type: 1 | 2 | 3 = 3,
  Name = `${City}${Period}信息价`,
): ComparablePackage => ({ ID: `${Type}-${City}-${Period}-${Name}`, Type, Name, City, Period })

describe('两期对比 pairing (planComparison)', () => {
  it('never pairs two cities: 北京 2026-09 against 上海 2026-10 is refused with a message', () => {
    const packages = [pkg('北京', '2026-09'), pkg('上海', '2026-10')]
    const plan = planComparison(packages, { ...defaultPeriods(packages), place: '' })
    expect(plan.fromPackages).toEqual([])
    expect(plan.toPackages).toEqual([])
    expect(plan.places).toEqual([])
    expect(plan.message).toBe(
      '2026-09 与 2026-10 没有同一城市的价格包，无法对比；请选择同一城市都有价格包的两个期次',
    )
  })

  it('pairs the two periods of the one city they share', () => {
    const packages = [pkg('北京', '2026-09'), pkg('上海', '2026-09'), pkg('上海', '2026-10')]
    const plan = planComparison(packages, { from: '2026-09', to: '2026-10', place: '' })
    expect(plan.message).toBeNull()
    expect(plan.place?.city).toBe('上海')
    expect([plan.fromPackages.map((p) => p.ID), plan.toPackages.map((p) => p.ID)]).toEqual([
      ['3-上海-2026-09-上海2026-09信息价'],
      ['3-上海-2026-10-上海2026-10信息价'],
    ])
  })

  it('asks for the city when several have both periods, then pairs within the chosen one', () => {
    const packages = ['北京', '上海', '深圳']
      .flatMap((c) => [pkg(c, '2026-09'), pkg(c, '2026-10')])
      .concat(pkg('广州', '2026-10'))
    const open = planComparison(packages, { from: '2026-09', to: '2026-10', place: '' })
    expect(open.message).toBe('2026-09 与 2026-10 有 3 个城市的价格包，请选择城市')
    expect(open.places.map((p) => p.label).sort()).toEqual(['上海', '北京', '深圳'].sort())
    expect(open.fromPackages).toEqual([])
    const key = open.places.find((p) => p.city === '深圳')?.key ?? ''
    const chosen = planComparison(packages, { from: '2026-09', to: '2026-10', place: key })
    expect(chosen.message).toBeNull()
    expect(
      [...chosen.fromPackages, ...chosen.toPackages].map((p) => `${p.City} ${p.Period}`),
    ).toEqual(['深圳 2026-09', '深圳 2026-10'])
  })

  it('never pairs two package types of one city (信息价 with 市场价)', () => {
    const plan = planComparison(
      [pkg('深圳', '2026-09', 3), pkg('深圳', '2026-10', 2, '深圳2026-10市场价')],
      { from: '2026-09', to: '2026-10', place: '' },
    )
    expect(plan.fromPackages).toEqual([])
    expect(plan.message).toContain('没有同一城市的价格包')
  })

  it('offers every package of the city in a period when there are several (market packages of several names)', () => {
    const packages = [
      pkg('深圳', '2026-09', 2, 'A 市场价'),
      pkg('深圳', '2026-09', 2, 'B 市场价'),
      pkg('深圳', '2026-10', 2, 'A 市场价'),
    ]
    const plan = planComparison(packages, { from: '2026-09', to: '2026-10', place: '' })
    expect(plan.fromPackages.map((p) => p.Name)).toEqual(['A 市场价', 'B 市场价'])
    expect(plan.toPackages.map((p) => p.Name)).toEqual(['A 市场价'])
  })

  it('says why when the periods cannot be compared: one period only, the same period, or in the wrong order', () => {
    const one = [pkg('北京', '2026-10'), pkg('上海', '2026-10')]
    expect(planComparison(one, { ...defaultPeriods(one), place: '' }).message).toBe(
      '列表中只有 2026-10 一期的价格包，无法两期对比',
    )
    const two = [pkg('北京', '2026-09'), pkg('北京', '2026-10')]
    expect(planComparison(two, { from: '2026-10', to: '2026-10', place: '' }).message).toBe(
      '请选择两个不同的期次',
    )
    expect(planComparison(two, { from: '2026-10', to: '2026-09', place: '' }).message).toBe(
      '前一期应早于后一期',
    )
    expect(defaultPeriods(two)).toEqual({ from: '2026-09', to: '2026-10' })
  })
})
