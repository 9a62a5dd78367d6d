import { describe, expect, it } from 'vitest'
import { createDb } from '@/data/db'
import { billIndicators, billIndicatorsFromTotals, unitTotals } from '@/domain/bill/indicators'
import type { BillItem } from '@/domain/bill/model'
import type { StructureRow } from '@/domain/projects/structure'
import { addItems, createUnit, loadProjectBill, loadProjectLines, updateItems } from './bill'
import { UnitTotalsCache } from './bill-totals'
import { createProject } from './projects'

const ROW = '11111111-1111-4111-8111-111111111111'
const ROWS: StructureRow[] = [
  {
    ID: ROW,
    ProId: 'p',
    ParentID: '',
    Sort: 1,
    Num: '',
    Project_Name: '1#楼',
    BuiltArea: 1000,
    InArea: null,
    SellArea: 800,
    MultNum: 1,
    TenderID: '',
  },
]

describe('incremental 汇总 (UnitTotalsCache)', () => {
  it('sums each 单位工程 chunk by chunk, an edit re-sums only its chunk, and the indicators equal a full recompute', async () => {
    const db = createDb(`bill-totals-${crypto.randomUUID()}`)
    const pid = await createProject(db, { Project_Name: '增量汇总' })
    const units: string[] = []
    for (const specialty of ['土建', '电气']) {
      const u = await createUnit(db, {
        projectId: pid,
        rowId: ROW,
        specialty,
        version: 'GB/T 50500-2024',
      })
      if (!u.ok) throw new Error(u.message)
      units.push(u.value)
      const made = await addItems(
        db,
        pid,
        u.value,
        { kind: '分部分项', groupId: '' },
        Array.from({ length: 50 }, (_, k) => ({
          Code: `0105050010${String(k + 10).padStart(2, '0')}`,
          Name: '柱',
          Unit: 'm3',
          Quantity: 10 + k,
          UnitPrice: 500.5,
        })),
      )
      if (!made.ok) throw new Error(made.message)
    }
    const [civil, electric] = units as [string, string]
    let waiting: (() => void) | null = null
    const changed = () => new Promise<void>((resolve) => (waiting = resolve))
    const sent: number[] = []
    const sum = (id: string, items: BillItem[]) => {
      sent.push(items.length)
      return Promise.resolve(unitTotals(id, items))
    }
    // Chunks of 10: each unit of 50 items is read and summed as 5 chunks (and the empty end).
    const cache = new UnitTotalsCache(
      db,
      sum,
      () => waiting?.(),
      () => undefined,
      { first: 10, next: 10 },
    )
    let next = changed()
    cache.track(units)
    while (!cache.ready(units)) {
      await next
      next = changed()
    }
    expect(Object.fromEntries(cache.recomputed)).toEqual({ [civil]: 1, [electric]: 1 })
    expect(Math.max(...sent)).toBeLessThanOrEqual(10)
    expect(sent.reduce((a, b) => a + b, 0)).toBe(100)
    const chunksBefore = cache.chunksSummed

    const [first] = (await loadProjectBill(db, pid, 'GB/T 50500-2024')).items.filter(
      (i) => i.UnitId === civil,
    )
    expect((await updateItems(db, [{ id: first!.ID, fields: { Quantity: '99.5' } }])).ok).toBe(true)
    await next
    expect(Object.fromEntries(cache.recomputed)).toEqual({ [civil]: 2, [electric]: 1 })
    expect(cache.chunksSummed - chunksBefore).toBe(1)
    expect(sent.at(-1)).toBe(10)

    const incremental = billIndicatorsFromTotals(
      await loadProjectLines(db, pid, 'GB/T 50500-2024'),
      cache.totals,
      ROWS,
    )
    const full = billIndicators(await loadProjectBill(db, pid, 'GB/T 50500-2024'), ROWS)
    expect(incremental.project).toEqual(full.project)
    expect(incremental.summary.project.total).toBe(full.summary.project.total)
    expect([...incremental.summary.units.values()]).toEqual([...full.summary.units.values()])
    cache.close()
  })
})
