import { describe, expect, it } from 'vitest'
import { itemAnalysis, unitAnalyses } from './analysis'
import { composeFen, pricesById } from './compose'
import { COMPOSED_ITEMS, COMPOSED_RESOURCES } from './compose-fixtures'
import { toFen } from '../money'
import type { Compose } from './compose-entity'

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

/**
 * 砖基础 composed of the 定额子目 A4-1 (10m3) at 含量 0.1, its lines already × 0.1:
 * 人工 1.246 × 120 = 149.52 → 单价 149.52 ÷ 0.1 = 1495.20;
 * 材料 标准砖 0.5236 × 520 = 272.272 + 砂浆 0.236 × 310.5 = 73.278 = 345.55 → 单价 3455.50;
 * 机械 0.039 × 215.26 = 8.39514 → 合价 8.40, 单价 83.9514 → 83.95 (÷ 含量 before rounding);
 * 管理费 (149.52 + 8.40) × 12 % = 18.9504 → 18.95, 利润 × 8 % = 12.6336 → 12.63: 31.58;
 * 综合单价 149.52 + 345.55 + 8.40 + 31.58 = 535.05.
 */
const A41 = { QuotaId: 'q1', Code: 'A4-1', Name: '砖基础', Unit: '10m3', Ratio: 0.1 }
const quotaLines = [
  { ResourceId: 'lab', Consumption: 1.246, QuotaId: 'q1' },
  { ResourceId: 'brick', Consumption: 0.5236, QuotaId: 'q1' },
  { ResourceId: 'mortar', Consumption: 0.236, QuotaId: 'q1' },
  { ResourceId: 'mixer', Consumption: 0.039, QuotaId: 'q1' },
]
const footing = (Lines: Compose['Lines']) => ({
  ...wall!,
  ID: 'footing',
  Name: '砖基础',
  Compose: { ...wall!.Compose!, Lines, Quotas: [A41] },
})

describe('表-09 定额 rows (清单综合单价组成明细 per 定额子目)', () => {
  it('groups a 定额’s lines into one row: 数量 = 含量, 合价 per kind, 单价 per 定额 unit', () => {
    const a = itemAnalysis(footing(quotaLines), byId)!
    expect(a.details.map((d) => d.source)).toEqual(['定额', '管理费和利润'])
    const row = a.details[0]!
    expect([row.code, row.name, row.unit, row.quantity]).toEqual(['A4-1', '砖基础', '10m3', '0.1'])
    expect(row.amount).toEqual({ 人工费: 14952, 材料费: 34555, 机械费: 840, 管理费和利润: null })
    expect(row.price).toEqual({ 人工费: 149520, 材料费: 345550, 机械费: 8395, 管理费和利润: null })
    expect(a.details[1]!.amount.管理费和利润).toBe(3158)
    expect(a.subtotal).toEqual({ 人工费: 14952, 材料费: 34555, 机械费: 840, 管理费和利润: 3158 })
    expect(a.parts.UnitPrice).toBe(53505)
    // the 材料费明细 still lists each material of the 定额
    expect(a.materials.map((m) => [m.name, m.quantity, m.amount])).toEqual([
      ['标准砖 240×115×53', '0.5236', 27227],
      ['水泥砂浆 M5', '0.236', 7328],
    ])
    expect(a.labourPrices).toBe('综合工日 120.00元/工日')
  })

  it('keeps a hand line as a resource row beside the 定额 row, 小计 = the item’s parts', () => {
    // 未用材料 0.3337 × 12 = 4.0044 → 4.00; 材料费 345.55 + 4.0044 = 349.5544 → 349.55
    const item = footing([{ ResourceId: 'idle', Consumption: 0.3337 }, ...quotaLines])
    const a = itemAnalysis(item, byId)!
    expect(a.details.map((d) => [d.source, d.code, d.quantity])).toEqual([
      ['人材机', '01000001', '0.3337'],
      ['定额', 'A4-1', '0.1'],
      ['管理费和利润', '', ''],
    ])
    expect(a.details[0]!.amount.材料费).toBe(400)
    expect(a.details[1]!.amount.材料费).toBe(34555)
    expect(a.subtotal).toEqual({ 人工费: 14952, 材料费: 34955, 机械费: 840, 管理费和利润: 3158 })
    const parts = composeFen(item.Compose, pricesById(COMPOSED_RESOURCES))
    expect(a.parts).toEqual(parts)
    expect(a.subtotal.材料费).toBe(parts.Material)
    expect(a.materials.map((m) => m.code)).toEqual(['01000001', '04130001', '80010001'])
  })

  it('prints a line whose 定额 is not in Compose.Quotas as a resource row', () => {
    const item = footing([{ ResourceId: 'lab', Consumption: 1.246, QuotaId: 'gone' }])
    const a = itemAnalysis(item, byId)!
    expect(a.details.map((d) => [d.source, d.code])).toEqual([
      ['人材机', '00010001'],
      ['管理费和利润', ''],
    ])
  })
})
