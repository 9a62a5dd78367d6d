import { describe, expect, it } from 'vitest'
import { composedFields, composeFen, pricesById, recomposeItem } from './compose'
import type { Compose } from './compose-entity'
import { compositionWarning } from './composition'
import { testResource } from './compose-fixtures'

const resource = testResource

const prices = pricesById([
  resource('labour', '人工', 150),
  resource('rebar', '材料', 3667),
  resource('tie', '材料', 1.25),
  resource('crane', '机械', 800),
])

const compose = (over: Partial<Compose> = {}): Compose => ({
  Lines: [
    { ResourceId: 'labour', Consumption: 1.2345 },
    { ResourceId: 'rebar', Consumption: 1.025 },
    { ResourceId: 'tie', Consumption: 0.004 },
    { ResourceId: 'crane', Consumption: 0.05 },
  ],
  FeeBase: '人工费+机械费',
  OverheadRate: 12.5,
  ProfitRate: 7,
  RiskRate: 1,
  Derived: 1,
  ...over,
})

describe('组价: the 综合单价 composed from resource lines, exact in 分', () => {
  it('sums each kind exactly and rounds it once (3758.675 + 0.005 = 3758.68, not 3758.68 + 0.01)', () => {
    const parts = composeFen(compose(), prices)
    // 人工 1.2345 × 150 = 185.175 → 185.18; 机械 0.05 × 800 = 40.00
    expect(parts.Labour).toBe(18518)
    expect(parts.Material).toBe(375868)
    expect(parts.Machine).toBe(4000)
    // 管理费 (185.18 + 40) × 12.5 % = 28.1475 → 28.15
    expect(parts.Overhead).toBe(2815)
    // 利润 225.18 × 7 % = 15.7626 → 15.76, 风险 3983.86 × 1 % = 39.8386 → 39.84
    expect(parts.Profit).toBe(1576 + 3984)
    expect(parts.UnitPrice).toBe(18518 + 375868 + 4000 + 2815 + 5560)
  })

  it('charges 管理费 and 利润 on the chosen base', () => {
    const on = (FeeBase: Compose['FeeBase']) =>
      composeFen(compose({ FeeBase, ProfitRate: 0, RiskRate: 0, OverheadRate: 10 }), prices)
        .Overhead
    expect(on('人工费')).toBe(1852) // 185.18 × 10 %
    expect(on('人工费+机械费')).toBe(2252) // 225.18 × 10 %
    expect(on('直接费')).toBe(39839) // 3983.86 × 10 % = 398.386
  })

  it('counts a line whose resource is gone or unpriced as 0', () => {
    const parts = composeFen(
      compose({
        Lines: [
          { ResourceId: 'gone', Consumption: 3 },
          { ResourceId: 'labour', Consumption: 2 },
        ],
        OverheadRate: 0,
        ProfitRate: 0,
        RiskRate: 0,
      }),
      new Map([...prices, ['free', resource('free', '材料', null)]]),
    )
    expect(parts).toMatchObject({ Labour: 30000, Material: 0, UnitPrice: 30000 })
  })

  it('gives parts that pass the composition check of the bill (Σ parts = 综合单价)', () => {
    const fields = composedFields(composeFen(compose(), prices))
    expect(fields.UnitPrice).toBe(4067.61)
    expect(compositionWarning(fields)).toBeNull()
  })

  it('derives the item fields only for a Derived composition, and only when they move', () => {
    const typed = { Compose: compose({ Derived: 0 }), UnitPrice: 10, Labour: null, Material: null }
    expect(recomposeItem({ ...typed, Machine: null, Overhead: null, Profit: null }, prices)).toBe(
      null,
    )
    const derived = { Compose: compose(), UnitPrice: 10, Labour: null, Material: null }
    const next = recomposeItem({ ...derived, Machine: null, Overhead: null, Profit: null }, prices)
    expect(next?.UnitPrice).toBe(4067.61)
    expect(recomposeItem({ Compose: compose(), ...next! }, prices)).toBe(null)
    const dearer = new Map([...prices, ['labour', resource('labour', '人工', 160)]])
    expect(recomposeItem({ Compose: compose(), ...next! }, dearer)?.Labour).toBe(197.52)
  })
})
