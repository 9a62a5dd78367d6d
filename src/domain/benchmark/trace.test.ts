import { describe, expect, it } from 'vitest'
import { itemKey, projectFigures, traceFigure, type Figure } from './figures'
import { testProject } from './test-projects'

/**
 * Issue 37 item 3: the drill-down's figures reconcile: each 单位工程's amount × 栋数, their sum
 * and the divisor give the figure the table shows.
 */
const p = testProject('p', [
  // 1#楼 × 3: 1,000 m² each, 30 t of 钢筋 per copy; 地下室 once: 2,000 m², 50 t.
  {
    id: 'a',
    name: '1#楼',
    built: 1000,
    price: 100,
    mult: 3,
    items: [['010515001001', 't', 30, 5000]],
  },
  { id: 'b', name: '地下室', built: 2000, price: 200, items: [['010515001002', 't', 50, 5000]] },
])
const figure = (level: 'project' | 'row' | 'item', key: string, rowId?: string, group = '') =>
  projectFigures(p, level, rowId).find((f) => f.key === key && f.group === group) as Figure

describe('reconcileFigure', () => {
  it('钢筋含量 of the project: Σ quantity × 栋数 ÷ 建筑面积 gives the figure', () => {
    const f = figure('project', 'content:rebar')
    // (30,000 kg × 3 + 50,000 kg) ÷ (1,000 m² × 3 + 2,000 m²) = 28 kg/m².
    expect(f.value).toBe(28)
    const r = traceFigure(p, 'project', f).reconcile
    expect(r.units.map((u) => [u.label, u.amount, u.mult, u.subtotal])).toEqual([
      ['1#楼 / 1#楼土建', 30_000, 3, 90_000],
      ['地下室 / 地下室土建', 50_000, 1, 50_000],
    ])
    expect(r).toMatchObject({ basis: '钢筋', unit: 'kg', total: 140_000, copies: 1 })
    expect(r.divisor).toEqual({ label: '建筑面积', unit: 'm²', value: 5000 })
    expect(r.value).toBe(f.value)
  })

  it('单方造价 of the project: Σ 造价 × 栋数 ÷ 建筑面积', () => {
    const f = figure('project', 'perBuilt')
    const r = traceFigure(p, 'project', f).reconcile
    expect(r.total).toBe(3 * (100_000 + 150_000) + 400_000 + 250_000)
    expect(r.value).toBeCloseTo(f.value, 2)
  })

  it('占比 of a 单项 counts its copies and divides by the project 造价', () => {
    const f = figure('row', 'share', 'p-a', '住宅塔楼')
    const r = traceFigure(p, 'row', f).reconcile
    expect(r.units.map((u) => u.mult)).toEqual([1])
    expect(r.copies).toBe(3)
    expect(r.divisor?.label).toBe('项目造价')
    expect(r.value).toBeCloseTo(f.value, 12)
    expect(f.value).toBeCloseTo(750_000 / 1_400_000, 12)
  })

  it('item level counts each item × its 栋数, in the 含量 and in the divisor of 综合单价', () => {
    const key = itemKey({ Code: '010515001001', Unit: 't' } as Parameters<typeof itemKey>[0])
    const perArea = figure('item', 'perArea', undefined, key)
    // (30 t × 3 + 50 t) ÷ 5,000 m².
    expect(perArea.value).toBe(0.028)
    const r = traceFigure(p, 'item', perArea).reconcile
    expect(r.total).toBe(140)
    expect(r.value).toBe(0.028)
    const price = figure('item', 'unitPrice', undefined, key)
    expect(price.value).toBe(5000)
    expect(traceFigure(p, 'item', price).reconcile.value).toBe(5000)
  })
})
