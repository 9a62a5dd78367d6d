import { describe, expect, it } from 'vitest'
import type { BillItem } from '../bill/model'
import { traceFigure, type BenchmarkProject } from './figures'
import { priceIndexOf, rebaseFactor, SEED_TABLES } from './rebase'
import { computeScheme, filterReason } from './scheme'

/**
 * A project of 1,000 m² built (800 m² sellable) whose bill is one 土建 item 平整场地 of 1,000 m2 at
 * `price` 元 (no fees, 0 % tax): 单方造价 = price 元/m² exactly, per sellable area price × 1.25.
 * `extra` adds items [code, unit, 工程量, 单价] to a 装饰 unit.
 */
function project(
  id: string,
  price: number,
  meta: Partial<BenchmarkProject['meta']> = {},
  extra: [string, string, number, number][] = [],
): BenchmarkProject {
  const item = (
    ID: string,
    UnitId: string,
    Code: string,
    Unit: string,
    Quantity: number,
    UnitPrice: number,
  ): BillItem => ({
    ID,
    ProId: id,
    UnitId,
    Kind: '分部分项',
    GroupId: '',
    Sort: 1,
    Code,
    Name: '平整场地',
    Features: '',
    Unit,
    Quantity,
    UnitPrice,
    Labour: null,
    Material: null,
    Machine: null,
    Overhead: null,
    Profit: null,
    ProvisionalAmount: null,
    Note: '',
    Materials: [],
  })
  const unit = (ID: string, Specialty: string) => ({
    ID,
    ProId: id,
    RowId: `${id}-r`,
    Specialty,
    SpecialtyCustom: 0 as const,
    Name: '',
    Sort: 1,
    TaxRate: 0,
  })
  return {
    id,
    name: `样本${id}`,
    meta: {
      type: '住宅',
      city: '上海',
      year: 2024,
      builtArea: 1000,
      structureType: '框架',
      ...meta,
    },
    structure: [
      {
        ID: `${id}-r`,
        ProId: id,
        ParentID: '',
        Sort: 1,
        Num: '1',
        Project_Name: '1#楼',
        BuiltArea: 1000,
        InArea: null,
        SellArea: 800,
        MultNum: 1,
        TenderID: '',
      },
    ],
    data: {
      version: 'GB/T 50500-2024',
      units: [unit(`${id}-u1`, '土建'), ...(extra.length ? [unit(`${id}-u2`, '装饰')] : [])],
      items: [
        item(`${id}-i0`, `${id}-u1`, '010101001001', 'm2', 1000, price),
        ...extra.map(([code, u, q, p], k) => item(`${id}-i${k + 1}`, `${id}-u2`, code, u, q, p)),
      ],
      rates: [],
      others: [],
    },
  }
}

const SAMPLES = [3000, 3200, 3500, 3800, 4000, 4200, 5000].map((v, i) => project(`s${i}`, v))

describe('computeScheme at project level', () => {
  const r = computeScheme({
    target: project('t', 4100),
    samples: [...SAMPLES, project('t', 4100)],
    level: 'project',
    indicators: ['perBuilt', 'perSell'],
  })

  it('the samples statistics, the target, deviation, flag and confidence (the target itself is no sample)', () => {
    const built = r.results.find((x) => x.key === 'perBuilt')
    // Sorted 3000 … 5000, n = 7: P25 = 3350, median 3800, P75 = 4100 → 4100 is 正常 (bound included).
    expect(built?.stats).toMatchObject({
      n: 7,
      min: 3000,
      p25: 3350,
      median: 3800,
      p75: 4100,
      max: 5000,
      target: 4100,
      flag: '正常',
      confidence: '中',
    })
    expect(built?.stats.deviation).toBeCloseTo((300 / 3800) * 100, 10)
    expect(r.sampleIds).toEqual(SAMPLES.map((s) => s.id))
    // Per sellable area each figure is × 1.25: median 4750.
    expect(r.results.find((x) => x.key === 'perSell')?.stats.median).toBe(4750)
  })

  it('every sample value keeps its scope, and the scope traces to the bill rows behind it', () => {
    const built = r.results.find((x) => x.key === 'perBuilt')
    expect(built?.samples[6]).toMatchObject({
      projectId: 's6',
      value: 5000,
      used: 5000,
      factor: null,
    })
    const s6 = SAMPLES[6] as BenchmarkProject
    expect(
      traceFigure(s6, 'project', { group: '', key: 'perBuilt', scope: { projectId: 's6' } }),
    ).toMatchObject({ unitIds: ['s6-u1'], itemIds: ['s6-i0'] })
  })

  it('a deviation limit turns a 正常 target 异常 (limit reason)', () => {
    const limited = computeScheme({
      target: project('t', 4100),
      samples: SAMPLES,
      level: 'project',
      indicators: ['perBuilt'],
      deviationLimit: 5,
    })
    expect(limited.results[0]?.stats).toMatchObject({ flag: '异常', flagReason: 'limit' })
  })
})

describe('sample filters', () => {
  it.each<[Partial<BenchmarkProject['meta']>, Parameters<typeof filterReason>[1], string | null]>([
    [{ type: '办公' }, { types: ['住宅'] }, '项目类型"办公"不在筛选范围'],
    [{ city: '北京' }, { cities: ['上海', '杭州'] }, '城市"北京"不在筛选范围'],
    [{ year: 2019 }, { yearFrom: 2020, yearTo: 2025 }, '年份早于筛选范围'],
    [{ year: null }, { yearTo: 2025 }, '年份未知，不在筛选范围'],
    [{ year: 2026 }, { yearTo: 2025 }, '年份晚于筛选范围'],
    [{ builtArea: 40000 }, { areaMin: 10000, areaMax: 30000 }, '建筑面积大于筛选范围'],
    [{ structureType: '剪力墙' }, { structureTypes: ['框架'] }, '结构类型"剪力墙"不在筛选范围'],
    [
      { year: 2020, builtArea: 10000 },
      { yearFrom: 2020, yearTo: 2020, areaMin: 10000, types: [] },
      null,
    ],
  ])('%j with %j → %s', (meta, filter, reason) => {
    expect(filterReason(project('x', 1, meta), filter)).toBe(reason)
  })

  it('a sample without a priced bill gives no 单方造价 (no 0 元/m² sample dragging the quartiles down)', () => {
    const unpriced: BenchmarkProject = {
      ...project('u', 0),
      data: { ...project('u', 0).data, items: [] },
    }
    const res = computeScheme({
      target: project('t', 4100),
      samples: [...SAMPLES, unpriced],
      level: 'project',
      indicators: ['perBuilt', 'perSell', 'share'],
    })
    expect(res.results.map((x) => [x.key, x.stats.n, x.stats.min])).toEqual([
      ['perBuilt', 7, 3000],
      ['perSell', 7, 3750],
      ['share', 7, 1],
    ])
  })

  it('excluded samples are listed with their reason and not counted', () => {
    const r = computeScheme({
      target: project('t', 1),
      samples: [project('a', 1), project('b', 2, { city: '北京' })],
      level: 'project',
      filter: { cities: ['上海'] },
      indicators: ['perBuilt'],
    })
    expect(r.excluded).toEqual([{ projectId: 'b', reason: '城市"北京"不在筛选范围' }])
    expect(r.results[0]?.stats).toMatchObject({ n: 1, flag: null, confidence: '仅供参考' })
  })
})

describe('rebasing', () => {
  it('value × LF_target/LF_source × PI_target/PI_source from the seed tables', () => {
    // 北京 1.10 → 上海 1.12; 2021 124.8 → 2024 117.6.
    const f = rebaseFactor({ city: '北京', period: 2021 }, { city: '上海', period: '2024' })
    expect(f?.factor).toBeCloseTo((1.12 / 1.1) * (117.6 / 124.8), 12)
    const r = computeScheme({
      target: project('t', 3000),
      samples: [
        project('a', 3000, { city: '北京', year: 2021 }),
        project('b', 3000, { city: '火星', year: 2021 }),
      ],
      level: 'project',
      indicators: ['perBuilt', 'share'],
      rebase: true,
    })
    const built = r.results.find((x) => x.key === 'perBuilt')
    expect(built?.samples[0]?.used).toBeCloseTo(3000 * (1.12 / 1.1) * (117.6 / 124.8), 9)
    // An unknown city keeps the recorded value, with a warning; ratios (占比) are never rebased.
    expect(built?.samples[1]).toMatchObject({ used: 3000, factor: null })
    expect(r.warnings).toEqual(['样本"样本b"的城市或年份没有调整系数，按原值参与对标'])
    expect(r.results.find((x) => x.key === 'share')?.samples[0]).toMatchObject({
      used: 1,
      factor: null,
    })
  })

  it('a period falls back from month to quarter to year', () => {
    const table = { '2024': 110, '2024-Q2': 112, '2024-05': 113 }
    expect(priceIndexOf('2024-05', table)).toBe(113)
    expect(priceIndexOf('2024-06', table)).toBe(112)
    expect(priceIndexOf('2024-11', table)).toBe(110)
    expect(priceIndexOf('2019', table)).toBeNull()
    expect(priceIndexOf(null, SEED_TABLES.priceIndex)).toBeNull()
  })
})

describe('专业 and item levels', () => {
  const extra = (a: number, b: number): [string, string, number, number][] => [
    ['011102003001', 'm2', 10, a],
    ['011102003002', 'm2', 30, b],
  ]

  it('item level: 综合单价 = Σ 合价 ÷ Σ 工程量 per 9-digit code and unit, 含量 per m²', () => {
    // Target: 10 m2 × 100 + 30 m2 × 200 = 7,000 元 over 40 m2 → 175.00 元; 含量 40 ÷ 1,000 = 0.04.
    const r = computeScheme({
      target: project('t', 1, {}, extra(100, 200)),
      samples: [project('a', 1, {}, extra(150, 150)), project('b', 1, {}, extra(160, 180))],
      level: 'item',
    })
    const price = r.results.find((x) => x.group === '011102003|m2' && x.key === 'unitPrice')
    // Samples 150 and (1,600 + 5,400) ÷ 40 = 175 → median 162.5.
    expect(price?.stats).toMatchObject({ n: 2, target: 175, median: 162.5, flag: null })
    expect(
      r.results.find((x) => x.group === '011102003|m2' && x.key === 'perArea')?.stats.target,
    ).toBe(0.04)
    const b = computeScheme({
      target: project('t', 1),
      samples: [project('b', 1, {}, extra(160, 180))],
      level: 'item',
    }).results.find((x) => x.group === '011102003|m2')
    expect(
      traceFigure(project('b', 1, {}, extra(160, 180)), 'item', {
        group: b?.group ?? '',
        key: 'unitPrice',
        scope: { projectId: 'b' },
      }).itemIds,
    ).toEqual(['b-i1', 'b-i2'])
  })

  it("item level: 含量's unit is the item's own unit per m² (t/m², m³/m²) and 综合单价's 元 per that unit", () => {
    const items: [string, string, number, number][] = [
      ['010515001001', 't', 5, 4000],
      ['010502001001', 'm3', 300, 500],
      ['011102003001', 'm2', 10, 100],
    ]
    const r = computeScheme({
      target: project('t', 1, {}, items),
      samples: [project('a', 1, {}, items)],
      level: 'item',
    })
    const unitOf = (group: string, key: string) =>
      r.results.find((x) => x.group === group && x.key === key)?.unit
    expect(unitOf('010515001|t', 'perArea')).toBe('t/m²')
    expect(unitOf('010502001|m3', 'perArea')).toBe('m³/m²')
    expect(unitOf('011102003|m2', 'perArea')).toBe('m²/m²')
    expect(unitOf('010515001|t', 'unitPrice')).toBe('元/t')
    expect(unitOf('010502001|m3', 'unitPrice')).toBe('元/m³')
    expect(r.results.filter((x) => x.unit.startsWith('/'))).toEqual([])
  })

  it('专业 level: one group per 专业 with its share of the project', () => {
    // 土建 1,000 元 (1 元 × 1,000 m2), 装饰 10 × 100 + 30 × 200 = 7,000 元 → shares 0.125 and 0.875.
    const r = computeScheme({
      target: project('t', 1, {}, extra(100, 200)),
      samples: [],
      level: 'specialty',
      indicators: ['share'],
    })
    expect(r.results.map((x) => [x.group, x.stats.target, x.stats.n])).toEqual([
      ['土建', 0.125, 0],
      ['装饰', 0.875, 0],
    ])
  })
})
