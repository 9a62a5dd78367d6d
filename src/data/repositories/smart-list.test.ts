import { describe, expect, it } from 'vitest'
import { createDb } from '@/data/db'
import type { Recipe } from '@/domain/estimate/generate'
import { generateItems } from '@/domain/estimate/generate'
import { planRegeneration } from '@/domain/estimate/plan'
import { listItems, listUnits, updateItems } from './bill'
import { getEstimate, saveEstimate } from './estimates'
import { createProject } from './projects'
import { recipesFromTemplateZone } from '@/domain/estimate/recipes'
import { applySmartList, existingUnits, generationRows, templateBill } from './smart-list'
import { addRow } from './structure'
import { allEntries } from './outbox-store'

const SLAB: Recipe = {
  Specialty: '土建',
  Kind: '分部分项',
  Code: '010505001001',
  Name: '有梁板',
  Features: 'C30',
  Unit: 'm3',
  Content: 0.25,
  Price: 620,
  PriceSource: '参考价',
}
const PIPE: Recipe = {
  Specialty: '给排水',
  Kind: '分部分项',
  Code: '031001006001',
  Name: '塑料管',
  Features: 'PP-R DN25',
  Unit: 'm',
  Content: 0.45,
  Price: 42,
  PriceSource: '参考价',
}

describe('smart list on the local bill', () => {
  it('commits a generation in one transaction (units made per row and 专业), and a regeneration keeps a hand-edited item', async () => {
    const db = createDb(`smart-${crypto.randomUUID()}`)
    const pid = await createProject(db, { Project_Name: '滨江项目' })
    await addRow(db, pid, { Project_Name: '1#楼', BuiltArea: 1000 })
    const rows = await generationRows(db, pid)
    const first = planRegeneration(await existingUnits(db, pid), generateItems(rows, [SLAB, PIPE]))
    const before = (await allEntries(db)).length
    expect(await applySmartList(db, pid, 'GB/T 50500-2024', first)).toMatchObject({
      ok: true,
      added: 2,
      units: 2,
    })
    const units = await listUnits(db, pid)
    expect(units.map((u) => u.Specialty).sort()).toEqual(['土建', '给排水'])
    const slabUnit = units.find((u) => u.Specialty === '土建')!
    const [slab] = await listItems(db, slabUnit.ID)
    expect([slab?.Quantity, slab?.UnitPrice]).toEqual([250, 620])
    expect((await allEntries(db)).length - before).toBeGreaterThan(2)

    // The user changes the slab's price; a bigger building is regenerated.
    await updateItems(db, [{ id: slab!.ID, fields: { UnitPrice: 700 } }])
    await db.structureRows.toCollection().modify((r) => {
      r.data = { ...r.data, BuiltArea: 2000 }
    })
    const again = planRegeneration(
      await existingUnits(db, pid),
      generateItems(await generationRows(db, pid), [SLAB, PIPE]),
    )
    expect(again.map((e) => [e.Action, e.Proposed?.Name, e.Tick])).toEqual([
      ['edited', '有梁板', false],
      ['update', '塑料管', true],
    ])
    expect(
      await applySmartList(
        db,
        pid,
        'GB/T 50500-2024',
        again.filter((e) => e.Tick),
      ),
    ).toMatchObject({ ok: true, updated: 1, added: 0 })
    expect((await listItems(db, slabUnit.ID)).map((i) => [i.Quantity, i.UnitPrice])).toEqual([
      [250, 700],
    ])
    const pipeUnit = units.find((u) => u.Specialty === '给排水')!
    expect((await listItems(db, pipeUnit.ID)).map((i) => i.Quantity)).toEqual([900])
  })

  it('saves the estimate of a project once and then only its changed fields', async () => {
    const db = createDb(`est-${crypto.randomUUID()}`)
    const pid = await createProject(db, { Project_Name: '估算项目' })
    const doc = {
      ProjectType: '住宅',
      City: '深圳',
      TotalArea: 1000,
      Grade: '标准' as const,
      Functions: [{ Code: 'ZZ01', Name: '住宅', Area: 1000 }],
      Choices: [],
      Rooms: {},
      TotalCost: 2_000_000,
      Note: '',
    }
    const made = await saveEstimate(db, pid, doc)
    expect(made.ok).toBe(true)
    await saveEstimate(db, pid, { ...doc, Grade: '高档' })
    const entries = (await allEntries(db)).filter((e) => e.entity === 'estimates')
    expect(
      entries.map((e) => [e.call.path, e.op, Object.keys(e.payload).sort().join(',')]),
    ).toEqual([
      ['/Index/EditSubInfo', 'create', expect.stringContaining('Functions')],
      ['/Index/EditSubInfo', 'update', 'Grade,ID,Type'],
    ])
    expect((await getEstimate(db, pid))?.doc.Grade).toBe('高档')
    expect(await saveEstimate(db, pid, { ...doc, TotalArea: -1 })).toEqual({
      ok: false,
      message: '总建筑面积不能为负数',
    })
  })

  it('generates per row 业态 and reads the bill back as a template with its zones', async () => {
    const db = createDb(`smart-${crypto.randomUUID()}`)
    const pid = await createProject(db, { Project_Name: '分区项目' })
    await addRow(db, pid, { Project_Name: '1#楼', BuiltArea: 1000 })
    await addRow(db, pid, { Project_Name: '设备房', BuiltArea: 500, Usage: '地下室' })
    const ROOF: Recipe = {
      ...SLAB,
      Code: '010902001001',
      Name: '屋面卷材防水',
      Unit: 'm2',
      Content: 0.15,
    }
    const rows = await generationRows(db, pid)
    const plan = planRegeneration(await existingUnits(db, pid), generateItems(rows, [SLAB, ROOF]))
    // The tower both items; the 地下室 (chosen in the structure) no 屋面.
    expect(plan.map((e) => `${e.Proposed?.RowName} ${e.Proposed?.Name}`).sort()).toEqual([
      '1#楼 屋面卷材防水',
      '1#楼 有梁板',
      '设备房 有梁板',
    ])
    expect(await applySmartList(db, pid, 'GB/T 50500-2024', plan)).toMatchObject({ ok: true })
    const bill = await templateBill(db, pid)
    expect(bill.Zones).toEqual({ 住宅塔楼: 1000, 地下室: 500 })
    // As a template for another project's 地下室: its own 有梁板 at 125 m³ ÷ 500 m², no 屋面.
    expect(recipesFromTemplateZone(bill, '地下室').map((r) => [r.Name, r.Content])).toEqual([
      ['有梁板', 0.25],
    ])
  })
})
