import { describe, expect, it } from 'vitest'
import type { BillItem } from '../bill/model'
import { generateItems, isHandEdited, type Recipe } from './generate'
import { planRegeneration } from './plan'
import { recipesFromEstimate, recipesFromTemplate } from './recipes'
import type { RecipeRef, SystemRef } from './model'

const REBAR: Recipe = {
  Specialty: '土建',
  Kind: '分部分项',
  Code: '010515001001',
  Name: '现浇构件钢筋',
  Features: 'HRB400E',
  Unit: 't',
  Content: 0.05,
  Price: 5000,
  PriceSource: '参考价',
  Material: { Name: '钢筋', Spec: 'HRB400E', Unit: 't', Consumption: 1.02, Price: 4000 },
}
const SLAB: Recipe = {
  Specialty: '土建',
  Kind: '分部分项',
  Code: '010505001001',
  Name: '有梁板',
  Features: 'C30',
  Unit: 'm3',
  Content: 0.38,
  Price: 620,
  PriceSource: '模板',
}
const ROW = { ID: 'r1', Name: '1#楼', BuiltArea: 1234.56 }
const candidate = {
  packageId: 'p',
  type: 1 as const,
  city: '',
  period: '2026-05',
  taxFen: 395_500,
  noTaxFen: 350_000,
}

describe('generateItems', () => {
  it('sets quantity = area × 含量 rounded to the unit and prices the main material from the packages first', () => {
    const items = generateItems([ROW, { ID: 'r0', Name: '空', BuiltArea: null }], [REBAR, SLAB], {
      candidates: new Map([['钢筋|hrb400e|t', [candidate]]]),
    })
    // 1234.56 × 0.05 = 61.728 t; 1234.56 × 0.38 = 469.1328 → 469.13 m3.
    expect(items.map((i) => [i.RowId, i.Quantity, i.UnitPrice, i.PriceSource])).toEqual([
      // 5000 − 1.02 × 4000 + 1.02 × 3500 = 4490.
      ['r1', 61.728, 4490, '价格包'],
      ['r1', 469.13, 620, '模板'],
    ])
    expect(items[0]?.Materials[0]?.Price).toBe(3500)
  })

  it('keeps the recipe price when no package prices the material', () => {
    expect(generateItems([ROW], [REBAR]).map((i) => [i.UnitPrice, i.PriceSource])).toEqual([
      [5000, '参考价'],
    ])
  })
})

describe('recipes', () => {
  it('scales an estimate system’s items so that Σ 含量 × price equals its unit price', () => {
    const sys: SystemRef = {
      Code: 'TJ',
      Name: '土建',
      Specialty: '土建',
      Prices: { 经济: '150', 标准: '200', 高档: '300', 豪华: '400' },
      Sort: 1,
    }
    const ref = (Code: string, Content: string, Price: string): RecipeRef => ({
      SystemCode: 'TJ',
      Code,
      Name: Code,
      Features: '',
      Unit: 'm2',
      Content,
      Price,
      MaterialName: '',
      MaterialSpec: '',
      MaterialUnit: '',
      Consumption: '',
      MaterialPrice: '',
    })
    // Base: 0.5 × 100 + 1 × 50 = 100 元/m²; 标准 200 → ×2. 2 functions: 100 m² 标准, 100 m² 经济 → 175.
    const one = recipesFromEstimate(
      { Functions: [{ Code: 'A', Name: 'A', Area: 100 }], Choices: [], Grade: '标准' },
      [sys],
      [ref('011102003001', '0.5', '100'), ref('011407001001', '1', '50')],
      [],
      '其他',
    )
    expect(one.map((r) => [r.Price, r.PriceSource])).toEqual([
      [200, '参考价'],
      [100, '参考价'],
    ])
    const two = recipesFromEstimate(
      {
        Functions: [
          { Code: 'A', Name: 'A', Area: 100 },
          { Code: 'B', Name: 'B', Area: 100 },
        ],
        Choices: [{ Function: 'B', System: 'TJ', Grade: '经济', BrandId: '' }],
        Grade: '标准',
      },
      [sys],
      [ref('011102003001', '0.5', '100'), ref('011407001001', '1', '50')],
      [],
      '其他',
    )
    expect(two.map((r) => r.Price)).toEqual([175, 87.5])
  })

  it('takes a template item’s 含量 as Σ quantity × MultNum ÷ built area and its price as Σ 合价 ÷ Σ quantity', () => {
    const item = (Quantity: number, UnitPrice: number, MultNum: number) => ({
      Kind: '分部分项' as const,
      Code: '010505001001',
      Name: '有梁板',
      Features: 'C30',
      Unit: 'm3',
      Quantity,
      UnitPrice,
      Materials: [],
      Specialty: '土建',
      MultNum,
    })
    const [r] = recipesFromTemplate({ BuiltArea: 500, Items: [item(10, 100, 2), item(5, 130, 1)] })
    // (20 × 100 + 5 × 130) ÷ 25 = 106; 25 ÷ 500 = 0.05.
    expect([r?.Content, r?.Price, r?.PriceSource]).toEqual([0.05, 106, '模板'])
  })
})

describe('planRegeneration', () => {
  const asItem = (
    p: ReturnType<typeof generateItems>[number],
    id: string,
    over: Partial<BillItem> = {},
  ): BillItem & { Origin: string } => ({
    ID: id,
    ProId: 'p',
    UnitId: 'u1',
    Kind: p.Kind,
    GroupId: '',
    Sort: 1,
    Code: p.Code,
    Name: p.Name,
    Features: p.Features,
    Unit: p.Unit,
    Quantity: p.Quantity,
    UnitPrice: p.UnitPrice,
    Labour: null,
    Material: null,
    Machine: null,
    Overhead: null,
    Profit: null,
    ProvisionalAmount: null,
    Note: '',
    Materials: [],
    Origin: p.Origin,
    ...over,
  })

  it('adds new items, updates untouched ones, removes stale ones, and never ticks hand-edited or hand-made items', () => {
    const first = generateItems(
      [ROW],
      [REBAR, SLAB, { ...SLAB, Code: '010402001001', Name: '砌块墙' }],
    )
    const [rebar, slab, wall] = first as [
      (typeof first)[number],
      (typeof first)[number],
      (typeof first)[number],
    ]
    const edited = asItem(slab, 'i-slab', { UnitPrice: 700 })
    expect(isHandEdited(edited)).toBe(true)
    const existing = [
      {
        ID: 'u1',
        RowId: 'r1',
        Specialty: '土建',
        Items: [
          asItem(rebar, 'i-rebar'),
          edited,
          asItem(wall, 'i-wall'),
          asItem(rebar, 'i-hand', { Origin: '', Code: '010101001001' }),
        ],
      },
    ]
    // Regenerate with a bigger area: rebar and slab change, the wall is no longer proposed, a new item appears.
    const next = generateItems(
      [{ ...ROW, BuiltArea: 2000 }],
      [
        REBAR,
        SLAB,
        {
          ...SLAB,
          Code: '011702014001',
          Name: '有梁板模板',
          Kind: '单价措施',
          Unit: 'm2',
          Content: 2.6,
          Price: 65,
        },
      ],
    )
    const plan = planRegeneration(existing, next)
    expect(plan.map((e) => [e.Action, e.ItemId, e.Tick])).toEqual([
      ['update', 'i-rebar', true],
      ['edited', 'i-slab', false],
      ['add', '', true],
      ['remove', 'i-wall', true],
    ])
    const same = planRegeneration([{ ...existing[0]!, Items: [asItem(rebar, 'i-rebar')] }], [rebar])
    expect(same.map((e) => [e.Action, e.Tick])).toEqual([['same', false]])
  })
})
