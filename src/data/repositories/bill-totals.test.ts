import { describe, expect, it } from 'vitest'
import { createDb } from '@/data/db'
import { billIndicators, billIndicatorsFromTotals, unitTotals } from '@/domain/bill/indicators'
import type { StructureRow } from '@/domain/projects/structure'
import { addItems, createUnit, loadProjectBill, loadProjectLines, updateItems } from './bill'
import { UnitTotalsCache } from './bill-totals'
import { createProject } from './projects'

const ROW = '11111111-1111-4111-8111-111111111111'
const ROWS: StructureRow[] = [{ ID: ROW, ProId: 'p', ParentID: '', Sort: 1, Num: '', Project_Name: '1#楼', BuiltArea: 1000, InArea: null, SellArea: 800, MultNum: 1, TenderID: '' }]

describe('incremental 汇总 (UnitTotalsCache)', () => {
  it('an edit re-reads and re-sums only its 单位工程, and the indicators equal a full recompute', async () => {
    const db = createDb(`bill-totals-${crypto.randomUUID()}`)
    const pid = await createProject(db, { Project_Name: '增量汇总' })
    const units: string[] = []
    for (const specialty of ['土建', '电气']) {
      const u = await createUnit(db, { projectId: pid, rowId: ROW, specialty, version: 'GB/T 50500-2024' })
      if (!u.ok) throw new Error(u.message)
      units.push(u.value)
      const made = await addItems(db, pid, u.value, { kind: '分部分项', groupId: '' }, Array.from({ length: 50 }, (_, k) => ({ Code: `0105050010${String(k + 10).padStart(2, '0')}`, Name: '柱', Unit: 'm3', Quantity: 10 + k, UnitPrice: 500.5 })))
      if (!made.ok) throw new Error(made.message)
    }
    const [civil, electric] = units as [string, string]
    let waiting: (() => void) | null = null
    const changed = () => new Promise<void>((resolve) => (waiting = resolve))
    const cache = new UnitTotalsCache(db, (id, items) => Promise.resolve(unitTotals(id, items)), () => waiting?.())
    let next = changed()
    cache.track(units)
    while (!cache.ready(units)) {
      await next
      next = changed()
    }
    expect(Object.fromEntries(cache.recomputed)).toEqual({ [civil]: 1, [electric]: 1 })

    const [first] = (await loadProjectBill(db, pid, 'GB/T 50500-2024')).items.filter((i) => i.UnitId === civil)
    expect((await updateItems(db, [{ id: first!.ID, fields: { Quantity: '99.5' } }])).ok).toBe(true)
    await next
    expect(Object.fromEntries(cache.recomputed)).toEqual({ [civil]: 2, [electric]: 1 })

    const incremental = billIndicatorsFromTotals(await loadProjectLines(db, pid, 'GB/T 50500-2024'), cache.totals, ROWS)
    const full = billIndicators(await loadProjectBill(db, pid, 'GB/T 50500-2024'), ROWS)
    expect(incremental.project).toEqual(full.project)
    expect(incremental.summary.project.total).toBe(full.summary.project.total)
    expect([...incremental.summary.units.values()]).toEqual([...full.summary.units.values()])
    cache.close()
  })
})
