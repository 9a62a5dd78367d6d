import { describe, expect, it } from 'vitest'
import type { Compose } from './compose-entity'
import { testResource } from './compose-fixtures'
import {
  resourceSummary,
  resourceUsage,
  unitCopies,
  usageInChunks,
  type UsageItem,
} from './resource-summary'

const resource = testResource

const compose = (lines: [string, number][], Derived: 0 | 1 = 1): Compose => ({
  Lines: lines.map(([ResourceId, Consumption]) => ({ ResourceId, Consumption })),
  FeeBase: '人工费+机械费',
  OverheadRate: 0,
  ProfitRate: 0,
  RiskRate: 0,
  Derived,
})

const item = (UnitId: string, Quantity: number | null, c?: Compose): UsageItem => ({
  UnitId,
  Quantity,
  Compose: c,
})

// Rows: T × 2 holds C × 3 (C counts 6 times); S once. uGone's row is gone (counts once).
const rows = [
  { ID: 'T', ParentID: '', MultNum: 2 },
  { ID: 'C', ParentID: 'T', MultNum: 3 },
  { ID: 'S', ParentID: '', MultNum: null },
]
const units = [
  { ID: 'uT', RowId: 'T' },
  { ID: 'uC', RowId: 'C' },
  { ID: 'uS', RowId: 'S' },
  { ID: 'uGone', RowId: 'gone' },
]

const resources = [
  resource('labour', '人工', 150),
  resource('rebar', '材料', 3667, { Supplied: 1 }),
  resource('sand', '材料', 65.5, { Provisional: 1 }),
  resource('paint', '材料', null),
  resource('cement', '材料', 500),
  resource('crane', '机械', 800),
]

const items: UsageItem[] = [
  item(
    'uT',
    12.345,
    compose([
      ['labour', 1.2345],
      ['rebar', 0.0123],
    ]),
  ),
  item(
    'uC',
    2.5,
    compose([
      ['rebar', 1.025],
      ['crane', 0.05],
      ['labour', 0.5],
    ]),
  ),
  // An informative composition (Derived 0) uses its resources all the same.
  item(
    'uS',
    10,
    compose(
      [
        ['sand', 0.333333],
        ['paint', 2],
      ],
      0,
    ),
  ),
  item('uS', 0, compose([['labour', 100]])),
  item('uS', null, compose([['labour', 100]])),
  item('uS', 99),
]

describe('unitCopies', () => {
  it('gives each 单位工程 the MultNum product of its row path, 1 when its row is gone', () => {
    expect(Object.fromEntries(unitCopies(units, rows))).toEqual({ uT: 2, uC: 6, uS: 1, uGone: 1 })
  })
})

describe('resourceSummary', () => {
  const summary = resourceSummary(resources, resourceUsage(items, unitCopies(units, rows)))
  const line = (id: string) => summary.lines.find((l) => l.resource.ID === id)

  it('totals 工程量 × 消耗量 × copies per resource, exact, shown to 4 decimals', () => {
    // labour: 12.345 × 1.2345 × 2 + 2.5 × 0.5 × 6 = 30.479805 + 7.5 = 37.979805
    expect(line('labour')?.Quantity).toBe('37.9798')
    // rebar: 12.345 × 0.0123 × 2 + 2.5 × 1.025 × 6 = 0.303687 + 15.375 = 15.678687
    expect(line('rebar')?.Quantity).toBe('15.6787')
    // crane: 2.5 × 0.05 × 6 = 0.75; sand 10 × 0.333333 = 3.33333; paint 10 × 2 = 20
    expect(line('crane')?.Quantity).toBe('0.75')
    expect(line('sand')?.Quantity).toBe('3.3333')
    expect(line('paint')?.Quantity).toBe('20')
  })

  it('prices the exact quantity and rounds the amount once to 分', () => {
    // 37.979805 × 150 = 5,696.97075 → 5,696.97
    expect(line('labour')?.Amount).toBe(569697)
    // 15.678687 × 3,667 = 57,493.745229 → 57,493.75 (the shown 15.6787 × 3,667 would give 57,493.79)
    expect(line('rebar')?.Amount).toBe(5749375)
    expect(line('crane')?.Amount).toBe(60000)
    // 3.33333 × 65.5 = 218.333115 → 218.33
    expect(line('sand')?.Amount).toBe(21833)
    expect(line('paint')?.Amount).toBe(0)
  })

  it('lists unused resources with 0, in the given order', () => {
    expect(summary.lines.map((l) => l.resource.ID)).toEqual(resources.map((r) => r.ID))
    expect(line('cement')).toMatchObject({ Quantity: '0', Amount: 0, used: false })
    expect(line('paint')?.used).toBe(true)
  })

  it('sums per kind, in all, and the 甲供 and 暂估 parts', () => {
    expect(summary.byKind).toEqual({ 人工: 569697, 材料: 5749375 + 21833, 机械: 60000 })
    expect(summary.total).toBe(569697 + 5749375 + 21833 + 60000)
    expect(summary.supplied).toBe(5749375)
    expect(summary.provisional).toBe(21833)
  })

  it('rounds the project total once, not per item', () => {
    // Three items of 0.003 × 1.00 元: 0 分 each if rounded per item; 0.009 元 → 1 分 in all.
    const tiny = [1, 2, 3].map(() => item('uS', 1, compose([['nail', 0.003]])))
    const s = resourceSummary([resource('nail', '材料', 1)], resourceUsage(tiny, new Map()))
    expect(s.lines[0]).toMatchObject({ Quantity: '0.009', Amount: 1 })
    // 0.5 × 0.01 = 0.005 元: half away from zero gives 1 分.
    const half = resourceUsage([item('uS', 0.5, compose([['nail', 1]]))], new Map())
    expect(resourceSummary([resource('nail', '材料', 0.01)], half).total).toBe(1)
  })

  it('gives the same usage computed in chunks as in one pass', async () => {
    const copies = unitCopies(units, rows)
    const chunked = await usageInChunks(items, (c) => Promise.resolve(resourceUsage(c, copies)), 2)
    expect(chunked).toEqual(resourceUsage(items, copies))
  })
})
