import { describe, expect, it } from 'vitest'
import { SEED_TABLES } from '../benchmark/rebase'
import { periodRange } from '../materials/period'
import { BILL_LIBRARY } from './library/catalogue'
import { toFen } from '../money'
import { normalizeUnit } from './quantity'
import { sampleBill } from './sample'
import { MARKET_ITEMS, OVERHEAD_SHARE, PROFIT_SHARE } from './sample-market'
import { factorBounds, marketPriceFen } from './sample-pricing'

const CITIES = Object.entries(SEED_TABLES.location)
// Past the window and well past the indices' drift end: the ranges must hold in any later month.
const PERIODS = periodRange('2024-01', '2031-12')
const inRange = (fen: number, [lo, hi]: readonly [number, number]) =>
  fen >= Math.round(lo * 100) && fen <= Math.round(hi * 100)

describe('the market table of the demo bills (docs/projects-data.md "Demo data")', () => {
  it('holds the issue’s market ranges for the lines it names', () => {
    const range = (name: string) => MARKET_ITEMS.find((m) => m.name === name)?.range
    expect(range('平整场地')).toEqual([2, 6])
    expect(range('挖基坑土方')).toEqual([25, 70])
    expect(range('回填方')).toEqual([20, 50])
    expect(range('砌块墙')).toEqual([450, 800])
    expect(range('有梁板')).toEqual([600, 900])
    expect(range('现浇构件钢筋')).toEqual([4800, 6800])
    expect(range('金属（塑钢、断桥）窗')).toEqual([450, 1000])
  })

  it('names real 清单 lines: code, name and unit as the 清单库 has them (园林 lines aside)', () => {
    for (const m of MARKET_ITEMS.filter((i) => !i.code.startsWith('05'))) {
      const item = BILL_LIBRARY.byCode.get(m.code)
      expect(item?.name, m.code).toBe(m.name)
      expect(item?.units.map(normalizeUnit), m.code).toContain(m.unit)
    }
  })

  it('leaves every line a non-negative 材料费 and a base range that fits inside its market range', () => {
    for (const m of MARKET_ITEMS) {
      expect(
        m.labour[1] + m.machine[1] + OVERHEAD_SHARE[1] + PROFIT_SHARE[1],
        m.name,
      ).toBeLessThanOrEqual(1)
      const { min, max } = factorBounds(m)
      expect(m.range[0] / min, m.name).toBeLessThan(m.range[1] / max)
    }
  })

  it('prices every line inside its range in every city and every month, plainest to best', () => {
    let checked = 0
    for (const m of MARKET_ITEMS)
      for (const [, location] of CITIES)
        for (const period of PERIODS)
          for (const position of [0, 1]) {
            const fen = marketPriceFen(m, location, period, position)
            if (!inRange(fen, m.range))
              throw new Error(`${m.name} ${location} ${period} ${position}: ${fen / 100}`)
            checked++
          }
    expect(checked).toBe(MARKET_ITEMS.length * CITIES.length * PERIODS.length * 2)
  })

  it('prices the same line higher in a dearer city and moves it with the indices', () => {
    const rebar = MARKET_ITEMS.find((m) => m.name === '现浇构件钢筋')!
    const at = (location: number, period: string) => marketPriceFen(rebar, location, period, 0.5)
    expect(at(1.12, '2025-06')).toBeGreaterThan(at(1, '2025-06'))
    expect(at(1, '2025-06')).toBeGreaterThan(at(0.9, '2025-06'))
    // Steel eases through 2026 in the seed indices, so the rebar line does too.
    expect(at(1, '2026-06')).toBeLessThan(at(1, '2024-06'))
  })

  it('composes each generated 综合单价 of its shares exactly, each share in its range', () => {
    const row = (ID: string, Sort: number, Project_Name: string, BuiltArea: number) => ({
      ...{ ID, ProId: 'p', ParentID: '', Sort, Num: '', Project_Name, BuiltArea },
      ...{ InArea: null, SellArea: null, MultNum: 1, TenderID: '' },
    })
    const rows = [row('a', 1, '1#楼', 20000), row('b', 2, '地下室', 6000)]
    const bill = sampleBill({
      rows,
      seed: 5,
      specialties: ['土建', '装饰', '给排水', '电气', '暖通', '消防', '智能化'],
      pricing: { location: 1.1, period: '2026-11', grade: [0, 1], fitOut: 1, use: 'public' },
    })
    expect(bill.items.length).toBeGreaterThan(60)
    for (const it of bill.items) {
      const line = MARKET_ITEMS.find((m) => m.code === it.Code.slice(0, 9))!
      const price = toFen(it.UnitPrice) ?? 0
      const [l, mat, mac, o, p] = [it.Labour, it.Material, it.Machine, it.Overhead, it.Profit].map(
        (v) => toFen(v) ?? -1,
      ) as [number, number, number, number, number]
      expect(l + mat + mac + o + p).toBe(price)
      expect(Math.min(l, mat, mac, o, p)).toBeGreaterThanOrEqual(0)
      expect(inRange(price, line.range)).toBe(true)
      expect(l / price).toBeGreaterThanOrEqual(line.labour[0] - 0.005)
      expect(l / price).toBeLessThanOrEqual(line.labour[1] + 0.005)
    }
  })
})
