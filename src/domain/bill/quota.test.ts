import { describe, expect, it } from 'vitest'
import { composeFen, emptyCompose, pricesById } from './compose'
import { testResource } from './compose-fixtures'
import {
  parseRatio,
  quotaConsumption,
  quotaResource,
  suggestedRatio,
  withoutQuota,
  withQuota,
} from './quota'
import type { QuotaItem } from './quota-entity'
import { priceSourceLabel } from './resource-summary'
import { materialKey } from '../materials/trend'

const ID = '6f1c1d7e-1b7a-4d3f-9b1e-0a1b2c3d4e5f'

/** A4-1 砖基础 per 10m3, as the fixture workbook has it. */
const brickFoundation: QuotaItem = {
  ID,
  Library: '企业定额',
  Code: 'A4-1',
  Name: '砖基础',
  Unit: '10m3',
  Price: 5631.15,
  OverheadRate: 25,
  ProfitRate: 12,
  Lines: [
    {
      Kind: '人工',
      Code: '',
      Name: '综合工日',
      Spec: '',
      Unit: '工日',
      Consumption: 12.18,
      Price: 120,
    },
    {
      Kind: '材料',
      Code: '',
      Name: '标准砖',
      Spec: '240×115×53',
      Unit: '千块',
      Consumption: 5.236,
      Price: 600,
    },
    {
      Kind: '材料',
      Code: '',
      Name: '混合砂浆',
      Spec: 'M5',
      Unit: 'm3',
      Consumption: 2.36,
      Price: 400,
    },
    {
      Kind: '机械',
      Code: '',
      Name: '灰浆搅拌机',
      Spec: '200L',
      Unit: '台班',
      Consumption: 0.39,
      Price: 215.26,
    },
  ],
}

const prices = pricesById([
  testResource('labour', '人工', 120),
  testResource('brick', '材料', 600),
  testResource('mortar', '材料', 400),
  testResource('mixer', '机械', 215.26),
])
const IDS = ['labour', 'brick', 'mortar', 'mixer']

describe('定额子目 in 组价: 消耗量 = 定额消耗量 × 含量', () => {
  it('multiplies exactly and rounds once to 6 decimals, half away from zero', () => {
    expect(quotaConsumption(12.18, 0.1)).toBe(1.218)
    expect(quotaConsumption(5.236, 0.1)).toBe(0.5236)
    // 0.39 × 0.033333 = 0.01299987 → 0.013000;
    expect(quotaConsumption(0.39, 0.033333)).toBe(0.013)
    expect(quotaConsumption(1.000001, 0.5)).toBe(0.500001)
    // 0.1 + 0.2 in binary is 0.30000000000000004: the product stays decimal.
    expect(quotaConsumption(3, 0.1)).toBe(0.3)
  })

  it('an m3 item with 含量 0.1 of a 10m3 子目 gets its lines and 综合单价 by hand: 620.31', () => {
    const c = withQuota(emptyCompose(), brickFoundation, 0.1, IDS)
    expect(c.Lines).toEqual([
      { ResourceId: 'labour', Consumption: 1.218, QuotaId: ID },
      { ResourceId: 'brick', Consumption: 0.5236, QuotaId: ID },
      { ResourceId: 'mortar', Consumption: 0.236, QuotaId: ID },
      { ResourceId: 'mixer', Consumption: 0.039, QuotaId: ID },
    ])
    expect(c.Quotas).toEqual([
      { QuotaId: ID, Code: 'A4-1', Name: '砖基础', Unit: '10m3', Ratio: 0.1 },
    ])
    // The 子目's rates become the item's (it had none).
    expect([c.OverheadRate, c.ProfitRate]).toEqual([25, 12])
    const parts = composeFen(c, prices)
    // 人工 1.218 × 120 = 146.16; 材料 0.5236 × 600 + 0.236 × 400 = 314.16 + 94.40 = 408.56
    // 机械 0.039 × 215.26 = 8.39514 → 8.40; base 人工+机械 154.56: 管理费 × 25 % = 38.64,
    // 利润 × 12 % = 18.5472 → 18.55; 146.16 + 408.56 + 8.40 + 38.64 + 18.55 = 620.31
    expect(parts).toEqual({
      Labour: 14616,
      Material: 40856,
      Machine: 840,
      Overhead: 3864,
      Profit: 1855,
      UnitPrice: 62031,
    })
  })

  it('adding the 子目 again changes its 含量 (lines replaced, not doubled); removing it keeps other lines', () => {
    const own = { ResourceId: 'labour', Consumption: 0.5 }
    const first = withQuota(
      { ...emptyCompose(), Lines: [own], OverheadRate: 8 },
      brickFoundation,
      0.1,
      IDS,
    )
    // The item had a rate of its own: the 子目's rates do not replace it.
    expect([first.OverheadRate, first.ProfitRate]).toEqual([8, 0])
    const again = withQuota(first, brickFoundation, 0.2, IDS)
    expect(again.Lines).toHaveLength(5)
    expect(again.Lines[1]).toEqual({ ResourceId: 'labour', Consumption: 2.436, QuotaId: ID })
    expect(again.Quotas?.map((q) => q.Ratio)).toEqual([0.2])
    const removed = withoutQuota(again, ID)
    expect(removed.Lines).toEqual([own])
    expect(removed.Quotas).toEqual([])
  })

  it('prices a new resource from the package when it has the material, else at the 基价', () => {
    const brick = brickFoundation.Lines[1]
    const mortar = brickFoundation.Lines[2]
    if (!brick || !mortar) throw new Error('fixture')
    const candidates = new Map([
      [
        materialKey(brick),
        [
          {
            packageId: 'pk',
            type: 3 as const,
            city: '',
            period: '2026-05',
            taxFen: 67800,
            noTaxFen: 65000,
          },
        ],
      ],
    ])
    const options = { priority: [3 as const], period: '2026-05' }
    expect(quotaResource(brick, candidates, options)).toMatchObject({
      Price: 650,
      Typed: 0,
      PricedFrom: { PackageID: 'pk', Type: 3, Period: '2026-05', PriceTax: 678 },
    })
    const atBase = quotaResource(mortar, candidates, options)
    expect(atBase).toMatchObject({ Name: '混合砂浆', Spec: 'M5', Unit: 'm3', Price: 400, Typed: 0 })
    expect(atBase).not.toHaveProperty('PricedFrom')
    expect(quotaResource(brick, null, null).Price).toBe(600)
    // its price source reads 定额基价 until the user types a price
    expect(priceSourceLabel(atBase)).toBe('定额基价')
    expect(priceSourceLabel(quotaResource(brick, candidates, options))).toBe('官方信息价 2026-05')
    expect(priceSourceLabel({ ...atBase, Typed: 1 })).toBe('手动输入')
    expect(priceSourceLabel({ Typed: 0 })).toBe('手动输入')
  })

  it('reads a typed 含量: positive, at most 6 decimals; refusals in Chinese', () => {
    expect(parseRatio(' 0.1 ')).toEqual({ ok: true, value: 0.1 })
    expect(parseRatio('0.0333333')).toEqual({ ok: true, value: 0.033333 })
    expect(parseRatio('')).toEqual({ ok: false, message: '含量不能为空' })
    expect(parseRatio('约0.1')).toEqual({ ok: false, message: '含量必须是数字' })
    expect(parseRatio('0')).toMatchObject({ ok: false })
    expect(parseRatio('-1')).toMatchObject({ ok: false })
  })
})

describe('the 含量 a 子目 suggests', () => {
  it('is 1 / the number before the unit when the units match (m3 = m³), else none', () => {
    expect(suggestedRatio('10m3', 'm3')).toBe(0.1)
    expect(suggestedRatio('100m2', 'm²')).toBe(0.01)
    expect(suggestedRatio('t', 't')).toBe(1)
    expect(suggestedRatio('10m3', 'm2')).toBeNull()
    // 1/3 has no exact 6-decimal value: the user types it.
    expect(suggestedRatio('3m', 'm')).toBeNull()
  })
})
