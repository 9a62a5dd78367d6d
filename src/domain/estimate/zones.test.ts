import { describe, expect, it } from 'vitest'
import type { StructureRow } from '../projects/structure'
import { computeEstimate, splitArea } from './compute'
import { generateItems, type Recipe } from './generate'
import type { RecipeRef, SystemRef } from './model'
import { recipesFromEstimate, recipesFromTemplateZone, type TemplateBill } from './recipes'
import { structureZones, zoneFactor, zoneOf } from './zones'

const prices = (standard: string) => ({ 经济: '0', 标准: standard, 高档: '0', 豪华: '0' })
const sys = (Code: string, Specialty: string, standard: string): SystemRef => ({
  Code,
  Name: Specialty,
  Specialty,
  Prices: prices(standard),
  Sort: 0,
})
const TJ = sys('TJ', '土建', '1550')
const ZS = sys('ZS', '装饰', '900')
const JG = sys('JG', '景观', '110')

type Row = Pick<
  StructureRow,
  'ID' | 'ParentID' | 'MultNum' | 'Project_Name' | 'Usage' | 'BuiltArea'
>
const row = (
  ID: string,
  Project_Name: string,
  BuiltArea: number | null,
  extra: Partial<Row> = {},
): Row => ({ ID, ParentID: '', MultNum: 1, Project_Name, Usage: '', BuiltArea, ...extra })

describe('structureZones: the default split from the structure', () => {
  it('sums the leaf rows × their copies per 业态, chosen or guessed, and splitArea gives them back', () => {
    const rows = [
      row('a', '1#楼', 5000, { MultNum: 2 }),
      row('b', '地下室', 14500),
      row('p', '二期', 99999, { MultNum: 3 }),
      row('c', '2#楼', 1000, { ParentID: 'p' }),
      // The name suggests a tower; the tag chosen in the structure wins.
      row('d', '沿街1#', 2000, { Usage: '商业' }),
      row('e', '门卫', null),
    ]
    const zones = structureZones(rows)
    // 住宅塔楼 5,000 × 2 + 1,000 × 3 (under 二期 × 3); the parent's own 99,999 is not counted.
    expect(zones).toEqual([
      { Code: '住宅塔楼', Name: '住宅塔楼', Share: '13000' },
      { Code: '地下室', Name: '地下室', Share: '14500' },
      { Code: '商业', Name: '商业', Share: '2000' },
    ])
    expect(splitArea(29500, zones).map((f) => [f.Name, f.Area])).toEqual([
      ['住宅塔楼', 13000],
      ['地下室', 14500],
      ['商业', 2000],
    ])
    // Every tag names its own zone, and a reference function is priced as the 业态 of its name.
    expect(zones.map((z) => zoneOf(z))).toEqual(['住宅塔楼', '地下室', '商业'])
    expect(zoneOf({ Name: '地下车库' })).toBe('车库')
  })
})

describe('computeEstimate by zone', () => {
  const input = (functions: { Code: string; Name: string; Area: number }[]) => ({
    Functions: functions,
    Choices: [],
    Grade: '标准' as const,
    Rooms: {},
    Systems: [TJ, ZS, JG],
    CountItems: [],
    Brands: [],
  })

  it('prices a tower, a basement and 商业 at their own 单方; the basement has no 景观 line', () => {
    const r = computeEstimate(
      input([
        { Code: '住宅塔楼', Name: '住宅塔楼', Area: 13000 },
        { Code: '地下室', Name: '地下室', Area: 14500 },
        { Code: '商业', Name: '商业', Area: 2000 },
      ]),
    )
    // Tower: 1,550 + 900 + 110 = 2,560 元/m². Basement: 1,550 × 1.9 + 900 × 0.1 = 2,945 + 90 =
    // 3,035 元/m², no 景观. 商业: 1,550 × 1.1 + 900 × 1.3 + 110 × 0.5 = 1,705 + 1,170 + 55 = 2,930.
    expect(r.ByFunction.map((f) => [f.Usage, f.UnitCostFen, f.AmountFen])).toEqual([
      ['住宅塔楼', 256_000, 3_328_000_000],
      ['地下室', 303_500, 4_400_750_000],
      ['商业', 293_000, 586_000_000],
    ])
    expect(r.Lines.filter((l) => l.Function === '地下室').map((l) => l.SystemName)).toEqual([
      '土建',
      '装饰',
    ])
    // 83,147,500 元 over 29,500 m² = 2,818.559… 元/m².
    expect(r.TotalFen).toBe(8_314_750_000)
    expect(r.UnitCostFen).toBe(281_856)
  })

  it('moving area from the towers into the 地下车库 changes the total', () => {
    const before = computeEstimate(
      input([
        { Code: 'ZZ01', Name: '住宅', Area: 40000 },
        { Code: 'ZZ02', Name: '地下车库', Area: 10000 },
      ]),
    )
    const after = computeEstimate(
      input([
        { Code: 'ZZ01', Name: '住宅', Area: 32505 },
        { Code: 'ZZ02', Name: '地下车库', Area: 17495 },
      ]),
    )
    // 7,495 m² × (车库 3,035 − tower 2,560 = 475 元/m²) = 3,560,125 元 more.
    expect(after.TotalFen - before.TotalFen).toBe(356_012_500)
  })

  it('drops the buildings’ 景观 allowance when the project has a 景观 zone of its own', () => {
    const functions = [
      { Code: '住宅塔楼', Name: '住宅塔楼', Area: 10000 },
      { Code: '景观', Name: '景观', Area: 3000 },
    ]
    expect(zoneFactor('住宅塔楼', '景观', functions)).toBe(0)
    const r = computeEstimate(input(functions))
    // The tower: 1,550 + 900 only; the 景观 zone: 110 × 3 = 330 元/m² of landscaped area, nothing else.
    expect(r.Lines.map((l) => [l.Function, l.SystemName, l.UnitPriceFen])).toEqual([
      ['住宅塔楼', '土建', 155_000],
      ['住宅塔楼', '装饰', 90_000],
      ['景观', '景观', 33_000],
    ])
  })
})

const ref = (SystemCode: string, Code: string, Name: string, Content: string, Price: string) =>
  ({
    SystemCode,
    Code,
    Name,
    Features: '',
    Unit: 'm3',
    Content,
    Price,
    MaterialName: '',
    MaterialSpec: '',
    MaterialUnit: '',
    Consumption: '0',
    MaterialPrice: '0',
  }) satisfies RecipeRef

describe('the smart list per zone', () => {
  const recipes = [
    ref('TJ', '010505001001', '有梁板', '0.25', '620'),
    ref('TJ', '010902001001', '屋面卷材防水', '0.15', '95'),
    ref('JG', '050201001001', '园路', '0.12', '260'),
  ]
  const estimate = {
    Functions: [
      { Code: '住宅塔楼', Name: '住宅塔楼', Area: 1000 },
      { Code: '地下室', Name: '地下室', Area: 500 },
    ],
    Choices: [],
    Grade: '标准' as const,
  }
  const rows = [
    { ID: 't', Name: '1#楼', BuiltArea: 1000 },
    { ID: 'b', Name: '配电房', BuiltArea: 500, Usage: '地下室' },
  ]

  it('gives a basement row no 屋面 or 景观 items and its own 土方, 支护, 防水 and 人防 items', () => {
    const items = generateItems(rows, (zone) =>
      recipesFromEstimate(estimate, [TJ, JG], recipes, [], zone),
    )
    const names = (id: string) => items.filter((i) => i.RowId === id).map((i) => i.Name)
    expect(names('t')).toEqual(['有梁板', '屋面卷材防水', '园路'])
    expect(names('b')).toEqual([
      '有梁板',
      '挖一般土方',
      '回填方',
      '喷射混凝土、水泥砂浆',
      '锚杆（锚索）',
      '楼（地）面卷材防水',
      '墙面卷材防水',
      '人防防护密闭门',
    ])
    const slab = (id: string) => items.find((i) => i.RowId === id && i.Name === '有梁板')
    // The basement's 有梁板: 0.45 m³/m² × 500 = 225 m³. Its 土建 at 2,945 元/m² over the items'
    // reference Σ 0.45 × 620 + 372.05 (its own items) = 651.05 元/m²: 620 × 2,945 ÷ 651.05 = 2,804.55.
    expect([slab('b')?.Quantity, slab('b')?.UnitPrice]).toEqual([225, 2804.55])
    // The tower's: 0.25 × 1,000 = 250 m³ at 620 × 1,550 ÷ (155 + 14.25) = 5,677.99.
    expect([slab('t')?.Quantity, slab('t')?.UnitPrice]).toEqual([250, 5677.99])
  })

  it('leaves a template’s 屋面 and 景观 items out of a basement row', () => {
    const recipe = (Specialty: string, Code: string, Name: string): Recipe => ({
      Specialty,
      Kind: '分部分项',
      Code,
      Name,
      Features: '',
      Unit: 'm2',
      Content: 0.1,
      Price: 100,
      PriceSource: '模板',
    })
    const items = generateItems(rows, [
      recipe('土建', '010902001001', '屋面卷材防水'),
      recipe('景观', '050102012001', '铺种草皮'),
      recipe('消防', '030901001001', '水喷淋钢管'),
    ])
    expect(items.filter((i) => i.RowId === 'b').map((i) => i.Name)).toEqual(['水喷淋钢管'])
    expect(items.filter((i) => i.RowId === 't')).toHaveLength(3)
  })
})

describe('a template’s recipes per zone', () => {
  const item = (
    Name: string,
    Code: string,
    Quantity: number,
    UnitPrice: number,
    Usage: '住宅塔楼' | '地下室',
  ) => ({
    Kind: '分部分项' as const,
    Code,
    Name,
    Features: '',
    Unit: 'm3',
    Quantity,
    UnitPrice,
    Materials: [],
    Specialty: '土建',
    MultNum: 1,
    Usage,
  })
  const template: TemplateBill = {
    BuiltArea: 3000,
    Zones: { 住宅塔楼: 2000, 地下室: 1000 },
    Items: [
      item('有梁板', '010505001001', 500, 600, '住宅塔楼'),
      item('屋面卷材防水', '010902001001', 300, 90, '住宅塔楼'),
      item('有梁板', '010505001001', 450, 650, '地下室'),
    ],
  }
  const of = (zone: '住宅塔楼' | '地下室' | '车库') =>
    recipesFromTemplateZone(template, zone).map((r) => [r.Name, r.Content, r.Price])

  it('takes a zone’s items and 含量 from the template’s rows of that 业态', () => {
    // 地下室: 450 m³ over its 1,000 m²; the tower: 500 ÷ 2,000 and 300 ÷ 2,000.
    expect(of('地下室')).toEqual([['有梁板', 0.45, 650]])
    expect(of('住宅塔楼')).toEqual([
      ['有梁板', 0.25, 600],
      ['屋面卷材防水', 0.15, 90],
    ])
  })

  it('falls back to the whole template less what the zone has not', () => {
    // 车库 (no such rows): 950 m³ ÷ 3,000 m² = 0.316667; (500 × 600 + 450 × 650) ÷ 950 = 623.68; no 屋面.
    expect(of('车库')).toEqual([['有梁板', 0.316667, 623.68]])
  })
})
