import { describe, expect, it } from 'vitest'
import { itemAnalysis, unitAnalyses } from './analysis'
import { composeFen, pricesById } from './compose'
import { COMPOSED_ITEMS, COMPOSED_RESOURCES } from './compose-fixtures'
import { toFen } from '../money'

const byId = new Map(COMPOSED_RESOURCES.map((r) => [r.ID, r]))
const [wall, column, typed, plain] = COMPOSED_ITEMS

describe('表-09 综合单价分析表 from the composition', () => {
  it('prints each resource line with its 消耗量, 单价 and 合价 in its kind column, hand-worked', () => {
    const a = itemAnalysis(wall!, byId)!
    const rows = a.details.map((d) => [d.code, d.name, d.unit, d.quantity, d.price, d.amount])
    expect(rows[0]).toEqual([
      '00010001',
      '综合工日',
      '工日',
      '1.32',
      { 人工费: 12000, 材料费: null, 机械费: null, 管理费和利润: null },
      { 人工费: 15840, 材料费: null, 机械费: null, 管理费和利润: null },
    ])
    // 0.5314 × 520 = 276.328 → 276.33; 0.2261 × 310.5 = 70.20405 → 70.20
    expect(a.details[1]!.amount.材料费).toBe(27633)
    expect(a.details[1]!.name).toBe('标准砖 240×115×53')
    expect(a.details[2]!.amount.材料费).toBe(7020)
    // 0.038 × 215.26 = 8.17988 → 8.18
    expect(a.details[3]!.amount.机械费).toBe(818)
    expect(a.details[3]!.price.机械费).toBe(21526)
    // 管理费 19.99 + 利润 13.33 on 人工费+机械费 166.58
    expect(a.details[4]).toMatchObject({
      source: '管理费和利润',
      name: '管理费和利润（人工费+机械费×12%+8%）',
      amount: { 管理费和利润: 3332 },
    })
    expect(a.labourPrices).toBe('综合工日 120.00元/工日')
  })

  it('has the item’s 综合单价 parts as 小计 and 综合单价, the same figures compose.ts gives', () => {
    const a = itemAnalysis(wall!, byId)!
    expect(a.subtotal).toEqual({ 人工费: 15840, 材料费: 34653, 机械费: 818, 管理费和利润: 3332 })
    expect(a.parts.UnitPrice).toBe(54643)
    expect(a.parts).toEqual(composeFen(wall!.Compose!, pricesById(COMPOSED_RESOURCES)))
    // the stored derived fields of the item agree to the 分
    expect(toFen(wall!.UnitPrice)).toBe(a.parts.UnitPrice)
    expect(toFen(wall!.Material)).toBe(a.subtotal.材料费)
    const c = itemAnalysis(column!, byId)!
    // 直接费 544.80: 管理费 27.24, 利润 16.34 + 风险 5.45 = 21.79
    expect(c.subtotal).toEqual({ 人工费: 6000, 材料费: 48480, 机械费: 0, 管理费和利润: 4903 })
    expect(c.parts.UnitPrice).toBe(59383)
    expect(toFen(column!.UnitPrice)).toBe(59383)
    expect(c.details.at(-1)!.name).toBe('管理费和利润（直接费×5%+3%，风险费 直接费×1%）')
  })

  it('lists the materials with 暂估 prices in the 暂估 columns and totals them', () => {
    const a = itemAnalysis(wall!, byId)!
    expect(
      a.materials.map((m) => [m.name, m.unit, m.quantity, m.price, m.amount, m.provisional]),
    ).toEqual([
      ['标准砖 240×115×53', '千块', '0.5314', 52000, 27633, true],
      ['水泥砂浆 M5', 'm3', '0.2261', 31050, 7020, false],
    ])
    expect(a.materialTotal).toBe(34653)
    expect(a.provisionalTotal).toBe(27633)
    expect(a.unpriced).toBe(0)
  })

  it('gives a 表-09 to derived compositions only, in the given order', () => {
    expect(unitAnalyses(COMPOSED_ITEMS, COMPOSED_RESOURCES).map((a) => a.item.ID)).toEqual([
      'wall',
      'column',
    ])
    expect(itemAnalysis(plain!, byId)).toBeNull()
    expect(typed!.Compose?.Derived).toBe(0)
  })

  it('counts a line whose resource is gone as nothing, as compose.ts does', () => {
    const gone = {
      ...wall!,
      Compose: {
        ...wall!.Compose!,
        Lines: [{ ResourceId: 'x', Consumption: 2 }, ...wall!.Compose!.Lines],
      },
    }
    const a = itemAnalysis(gone, byId)!
    expect(a.details).toHaveLength(5)
    expect(a.parts.UnitPrice).toBe(54643)
  })
})
