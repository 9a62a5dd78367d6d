import { describe, expect, it } from 'vitest'
import type { Recipe } from './generate'
import {
  comparableTemplates,
  recipesFromIndicators,
  templateBillOf,
  type TemplateIndicators,
} from './indicators'
import { smartListPreview } from './preview'

const recipe = (
  Code: string,
  Content: number,
  Price: number | null,
  extra: Partial<Recipe> = {},
): Recipe => ({
  Specialty: '土建',
  Kind: '分部分项',
  Code,
  Name: '有梁板',
  Features: 'C30',
  Unit: 'm3',
  Content,
  Price,
  PriceSource: '模板',
  ...extra,
})
const tpl = (
  ID: string,
  City: string,
  BuiltArea: number,
  Recipes: Recipe[],
  ProjectType = '住宅',
): TemplateIndicators => ({ ID, Name: `模板${ID}`, ProjectType, City, BuiltArea, Recipes })

describe('comparableTemplates', () => {
  const all = [
    tpl('a', '上海', 10000, []),
    tpl('b', '上海', 5000, []),
    tpl('c', '上海', 20000, []),
    tpl('d', '上海', 20001, []),
    tpl('e', '上海', 12000, [], '酒店'),
    tpl('f', '杭州', 9000, []),
  ]
  it('takes the same type and city within ½× to 2× of the area (bounds included) when there are 3', () => {
    const r = comparableTemplates(all, { ProjectType: '住宅', City: '上海', BuiltArea: 10000 })
    expect([r.scope, r.templates.map((t) => t.ID)]).toEqual(['同城同类', ['a', 'b', 'c']])
  })
  it('widens to the same type in every city below 3 in the city, and says so', () => {
    const r = comparableTemplates(all, { ProjectType: '住宅', City: '上海', BuiltArea: 16000 })
    // Band 8,000–32,000: a, c, d in 上海 (3) → 同城同类; for 杭州 only f is in the city.
    expect(r.templates.map((t) => t.ID)).toEqual(['a', 'c', 'd'])
    const h = comparableTemplates(all, { ProjectType: '住宅', City: '杭州', BuiltArea: 16000 })
    expect([h.scope, h.templates.map((t) => t.ID)]).toEqual(['同类', ['a', 'c', 'd', 'f']])
    expect(
      comparableTemplates(all, { ProjectType: '学校', City: '上海', BuiltArea: 10000 }).scope,
    ).toBe('无')
  })
})

describe('recipesFromIndicators', () => {
  it('takes the median 含量 and the median price across the templates that have the item', () => {
    const { n, recipes } = recipesFromIndicators([
      { Recipes: [recipe('010505001001', 0.3, 600)] },
      { Recipes: [recipe('010505001002', 0.4, 650)] },
      {
        Recipes: [
          recipe('010505001001', 0.5, 700),
          recipe('010515001001', 0.05, 5000, { Name: '钢筋', Features: 'HRB400E', Unit: 't' }),
        ],
      },
      { Recipes: [recipe('010505001001', 0.35, 610)] },
    ])
    expect(n).toBe(4)
    // 含量 median of 0.3, 0.35, 0.4, 0.5 = 0.375; price median of 600, 610, 650, 700 = 630; the code most use.
    // 钢筋 is in 1 of 4 templates (< half): left out.
    expect(recipes.map((r) => [r.Code, r.Content, r.Price, r.PriceSource])).toEqual([
      ['010505001001', 0.375, 630, '模板中位'],
    ])
  })

  it('keeps an item in exactly half of the templates, sums duplicates within a template and leaves unpriced ones unpriced', () => {
    const { recipes } = recipesFromIndicators([
      {
        Recipes: [
          recipe('010505001001', 0.2, 600),
          recipe('010505001003', 0.1, 900),
          recipe('011407001001', 1.2, null, {
            Specialty: '装饰',
            Name: '墙面喷刷涂料',
            Features: '',
            Unit: 'm2',
          }),
        ],
      },
      { Recipes: [recipe('010505001001', 0.4, 660)] },
    ])
    // Template 1: 0.2 + 0.1 = 0.3 at (0.2×600 + 0.1×900) ÷ 0.3 = 700; median with 0.4 @ 660 → 0.35, 680.
    expect(recipes.map((r) => [r.Specialty, r.Content, r.Price])).toEqual([
      ['土建', 0.35, 680],
      ['装饰', 1.2, null],
    ])
  })
})

describe('smartListPreview from indicators', () => {
  it('generates quantity = area × median 含量 per row and prices from the packages before the template median', () => {
    const rebar = (c: number, p: number) =>
      recipe('010515001001', c, p, {
        Name: '现浇构件钢筋',
        Features: 'HRB400E',
        Unit: 't',
        Material: { Name: '钢筋', Spec: 'HRB400E', Unit: 't', Consumption: 1, Price: 4000 },
      })
    const templates = [
      tpl('a', '上海', 10000, [rebar(0.05, 5000), recipe('010505001001', 0.3, 600)]),
      tpl('b', '上海', 11000, [rebar(0.06, 5200), recipe('010505001001', 0.4, 640)]),
      tpl('c', '上海', 9000, [rebar(0.055, 5100)]),
    ]
    const preview = smartListPreview({
      rows: [{ ID: 'r1', Name: '1#楼', BuiltArea: 1000 }],
      existing: [],
      packages: [{ ID: 'p', Type: 1, City: '上海', Period: '2026-05' }],
      packageItems: [
        {
          PackageID: 'p',
          Name: '钢筋',
          Spec: 'HRB400E',
          Unit: 't',
          PriceTax: '3955',
          PriceNoTax: '3500',
        },
      ],
      indicators: { project: { ProjectType: '住宅', City: '上海', BuiltArea: 10000 }, templates },
    })
    expect(preview.comparable).toEqual({
      scope: '同城同类',
      n: 3,
      names: ['模板a', '模板b', '模板c'],
    })
    // 钢筋 55 t at 5100 − 4000 + 3500 = 4600 (价格包); 有梁板 in 2 of 3: 1000 × 0.35 = 350 m3 at 620.
    expect(
      preview.plan.map((e) => [
        e.Proposed?.Code,
        e.Proposed?.Quantity,
        e.Proposed?.UnitPrice,
        e.Proposed?.PriceSource,
      ]),
    ).toEqual([
      ['010505001001', 350, 620, '模板中位'],
      ['010515001001', 55, 4600, '价格包'],
    ])
  })
})

describe('templateBillOf', () => {
  it('counts the leaf rows × MultNum as the built area and gives each item its unit’s 专业 and row MultNum', () => {
    const bill = templateBillOf(
      {
        units: [{ ID: 'u', RowId: 'leaf', Specialty: '土建' }] as never,
        items: [
          { ID: 'i', UnitId: 'u', Code: '010505001001' },
          { ID: 'x', UnitId: 'gone' },
        ] as never,
      },
      [
        { ID: 'top', ParentID: '', BuiltArea: 999, MultNum: 1 },
        { ID: 'leaf', ParentID: 'top', BuiltArea: 1200.5, MultNum: 2 },
      ],
    )
    expect(bill.BuiltArea).toBe(2401)
    expect(bill.Items.map((i) => [i.Code, i.Specialty, i.MultNum])).toEqual([
      ['010505001001', '土建', 2],
    ])
  })
})
