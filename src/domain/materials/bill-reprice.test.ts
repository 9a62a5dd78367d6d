import { describe, expect, it } from 'vitest'
import { type BillItem, type MainMaterial } from '../bill/model'
import { billItems, MAIN_MATERIAL } from '../bill/entities'
import { createDefaults } from '../entity/define'
import { parseShape } from '../entity/shape'
import { planBillReprice, repriceItem, rowsByItem } from './bill-reprice'
import type { PriceCandidate } from './pricing'
import { materialKey } from './trend'

const rebar: MainMaterial = {
  Name: '热轧带肋钢筋',
  Spec: 'HRB400E Φ12',
  Unit: 't',
  Consumption: 1.025,
  Price: 3300,
  PricedFrom: { PackageID: 'gov-sz-04', Type: 3, Period: '2026-04', PriceTax: 3729 },
}
const sand: MainMaterial = {
  Name: '中砂',
  Spec: '',
  Unit: 'm³',
  Consumption: 0.5,
  Price: 178.64,
  PricedFrom: { PackageID: 'gov-sz-05', Type: 3, Period: '2026-05', PriceTax: 184 },
}
const glass: MainMaterial = {
  Name: '钢化玻璃',
  Spec: '6mm',
  Unit: 'm²',
  Consumption: 1.1,
  Price: 80,
}
const cement: MainMaterial = {
  Name: '普通硅酸盐水泥',
  Spec: 'P.O42.5R 散装',
  Unit: 't',
  Consumption: 0.4,
  Price: null,
}

const item = (
  ID: string,
  Materials: MainMaterial[],
  UnitPrice: number | null,
  Material: number | null,
): BillItem => ({
  ...createDefaults(billItems),
  ID,
  ProId: 'p',
  UnitId: 'u',
  Kind: '分部分项',
  Code: `0105150010${ID}`,
  Name: `项目${ID}`,
  Unit: 't',
  Quantity: 10,
  UnitPrice,
  Material,
  Materials,
})

const c = (
  packageId: string,
  type: 1 | 2 | 3,
  period: string,
  taxFen: number,
  noTaxFen: number,
): PriceCandidate => ({ packageId, type, city: '深圳', period, taxFen, noTaxFen })
const candidates = new Map<string, PriceCandidate[]>([
  [
    materialKey(rebar),
    [c('gov-sz-05', 3, '2026-05', 366700, 324513), c('mkt-sz-05', 2, '2026-05', 355000, 314159)],
  ],
  [materialKey(sand), [c('gov-sz-05', 3, '2026-05', 18400, 17864)]],
  [materialKey(cement), [c('gov-sz-05', 3, '2026-05', 35700, 31593)]],
])

describe('re-pricing a bill lists every change before it is applied', () => {
  const items = [item('01', [rebar, sand], 5200, 3500), item('02', [glass, cement], 300, null)]

  it('lists price changes with the package and period, keeps unchanged and unpriced materials apart', () => {
    const plan = planBillReprice(items, candidates, {
      priority: [3],
      city: '深圳',
      period: '2026-05',
    })
    expect(
      plan.rows.map((r) => [
        r.itemId,
        r.material.Name,
        r.oldFen,
        r.to.noTaxFen,
        r.to.packageId,
        r.to.period,
        r.changePct,
      ]),
    ).toEqual([
      ['01', '热轧带肋钢筋', 330000, 324513, 'gov-sz-05', '2026-05', '-1.66'],
      ['02', '普通硅酸盐水泥', null, 31593, 'gov-sz-05', '2026-05', null],
    ])
    expect(plan.unchanged).toBe(1)
    expect(plan.missing.map((m) => m.material.Name)).toEqual(['钢化玻璃'])
  })

  it('follows the priority: market before official picks the market price', () => {
    const plan = planBillReprice(items, candidates, {
      priority: [2, 3],
      city: '深圳',
      period: '2026-05',
    })
    expect(plan.rows.find((r) => r.material.Name === '热轧带肋钢筋')?.to).toMatchObject({
      packageId: 'mkt-sz-05',
      type: 2,
      noTaxFen: 314159,
    })
  })

  it('applies a row: new price and source on the material, 材料费 and 综合单价 moved by consumption × change', () => {
    const plan = planBillReprice(items, candidates, {
      priority: [3],
      city: '深圳',
      period: '2026-05',
    })
    const byItem = rowsByItem(plan.rows)
    const first = repriceItem(items[0]!, byItem.get('01')!)
    // 1.025 t × (3245.13 − 3300.00) = −56.24 元 (rounded half away from zero to 分).
    expect(first).toEqual({
      Materials: [
        {
          ...rebar,
          Price: 3245.13,
          PricedFrom: { PackageID: 'gov-sz-05', Type: 3, Period: '2026-05', PriceTax: 3667 },
        },
        sand,
      ],
      UnitPrice: 5143.76,
      Material: 3443.76,
    })
    // The stored form passes the bill's own material schema (PricedFrom kept, not stripped).
    expect(parseShape(MAIN_MATERIAL, first?.Materials[0])).toEqual(first?.Materials[0])
    // An unpriced material counts from 0; an item without 材料费 keeps it empty.
    expect(repriceItem(items[1]!, byItem.get('02')!)).toMatchObject({ UnitPrice: 426.37 })
    expect(repriceItem(items[1]!, byItem.get('02')!)?.Material).toBeUndefined()
  })

  it('refuses to apply a row when the item changed since the plan was made', () => {
    const plan = planBillReprice(items, candidates, {
      priority: [3],
      city: '深圳',
      period: '2026-05',
    })
    const rows = rowsByItem(plan.rows).get('01')!
    expect(
      repriceItem({ ...items[0]!, Materials: [{ ...rebar, Price: 3400 }, sand] }, rows),
    ).toBeNull()
    expect(repriceItem({ ...items[0]!, Materials: [sand] }, rows)).toBeNull()
  })
})
