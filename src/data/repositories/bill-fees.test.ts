import { describe, expect, it } from 'vitest'
import { createDb, type SmartBoqDb } from '@/data/db'
import { BUILTIN_FEE_TEMPLATES } from '@/domain/bill/fees/templates'
import { summarizeBill } from '@/domain/bill/summary'
import type { StandardVersion } from '@/domain/projects/model'
import { addItems, createUnit, listRates, listUnits, loadProjectBill } from './bill'
import {
  addRateLine,
  applyFeeTemplate,
  deleteFeeTemplate,
  deleteRateLine,
  listFeeTemplates,
  moveRateLine,
  saveFeeTemplate,
  setTaxMethod,
} from './bill-fees'
import { allEntries } from './outbox-store'
import { createProject } from './projects'

const ROW = '11111111-1111-4111-8111-111111111111'
const JIANGSU = BUILTIN_FEE_TEMPLATES.find((t) => t.ID === 'builtin:jiangsu-2014')!

async function setup(
  version: StandardVersion,
): Promise<{ db: SmartBoqDb; pid: string; unitId: string }> {
  const db = createDb(`fees-${crypto.randomUUID()}`)
  const pid = await createProject(db, { Project_Name: '取费项目' })
  const made = await createUnit(db, { projectId: pid, rowId: ROW, specialty: '土建', version })
  if (!made.ok) throw new Error(made.message)
  // 100 m³ × 25.50 元 = 2,550.00 元 of 分部分项 (人工费 8.00 元 per m³).
  const added = await addItems(db, pid, made.value, { kind: '分部分项', groupId: '' }, [
    {
      Code: '010101002001',
      Name: '挖一般土方',
      Unit: 'm3',
      Quantity: 100,
      UnitPrice: 25.5,
      Labour: 8,
    },
  ])
  if (!added.ok) throw new Error(added.message)
  await db.outbox.clear()
  return { db, pid, unitId: made.value }
}

const unitOf = async (db: SmartBoqDb, pid: string) => (await listUnits(db, pid))[0]!

async function totals(db: SmartBoqDb, pid: string, version: StandardVersion) {
  const data = await loadProjectBill(db, pid, version)
  const s = summarizeBill(data, []).units.get(data.units[0]!.ID)!
  return { safety: s.safety, measures: s.rateMeasures, fees: s.fees, tax: s.tax, total: s.total }
}

describe('取费 and 计税方式 of a 单位工程', () => {
  it('the Jiangsu template gives the exact 2013 totals (with 规费) to the 分', async () => {
    const { db, pid } = await setup('GB 50500-2013')
    const r = await applyFeeTemplate(db, await unitOf(db, pid), 'GB 50500-2013', JIANGSU)
    expect(r.ok).toBe(true)
    // 255,000 分 × 3.1 % = 7,905; × 0.7 % = 1,785; × 2.2 % = 5,610; × 0.1 % = 255; × 0.05 % = 127.5 → 128.
    // 规费: × 3.2 % = 8,160; × 0.53 % = 1,351.5 → 1,352; × 0.1 % = 255. 税金 9 % of 280,450 = 25,240.5 → 25,241.
    expect(await totals(db, pid, 'GB 50500-2013')).toEqual({
      safety: 7905,
      measures: 15683,
      fees: 9767,
      tax: 25241,
      total: 305691,
    })
    const rates = await listRates(db, (await unitOf(db, pid)).ID)
    expect(rates.filter((l) => l.Kind === '规费').map((l) => l.Name)).toEqual([
      '社会保险费',
      '住房公积金',
      '环境保护税',
    ])
  })

  it('under GB/T 50500-2024 the template has no 规费, names 安全生产措施费, and 简易计税 charges 3 %', async () => {
    const { db, pid, unitId } = await setup('GB/T 50500-2024')
    await applyFeeTemplate(db, await unitOf(db, pid), 'GB/T 50500-2024', JIANGSU)
    const rates = await listRates(db, unitId)
    expect(rates.some((l) => l.Kind === '规费')).toBe(false)
    expect(rates.find((l) => l.IsSafety === 1)?.Name).toBe('安全生产措施费')
    // 增值税 9 % of 270,683 = 24,361.47 → 24,361.
    expect(await totals(db, pid, 'GB/T 50500-2024')).toEqual({
      safety: 7905,
      measures: 15683,
      fees: 0,
      tax: 24361,
      total: 295044,
    })
    expect(await setTaxMethod(db, unitId, '简易计税')).toMatchObject({ ok: true, value: 3 })
    expect((await unitOf(db, pid)).TaxMethod).toBe('简易计税')
    // 3 % of 270,683 = 8,120.49 → 8,120.
    expect((await totals(db, pid, 'GB/T 50500-2024')).total).toBe(270683 + 8120)
    const sent = (await allEntries(db)).at(-1)
    expect(sent?.payload).toMatchObject({
      Type: 'update',
      ID: unitId,
      TaxMethod: '简易计税',
      TaxRate: 3,
    })
  })

  it('adds, moves and deletes 总价措施 lines, each write queued for sync', async () => {
    const { db, pid, unitId } = await setup('GB 50500-2013')
    const unit = await unitOf(db, pid)
    const names = async () =>
      (await listRates(db, unitId))
        .filter((l) => l.Kind === '总价措施')
        .sort((a, b) => a.Sort - b.Sort)
        .map((l) => l.Name)
    const before = await names()
    const added = await addRateLine(db, unit, '总价措施')
    if (!added.ok) throw new Error(added.message)
    expect(await names()).toEqual([...before, '新增费用'])
    const line = (await listRates(db, unitId)).find((l) => l.ID === added.value)!
    await moveRateLine(db, line, -1)
    expect(await names()).toEqual([...before.slice(0, -1), '新增费用', before.at(-1)])
    // The first line does not move further up.
    const first = (await listRates(db, unitId)).sort((a, b) => a.Sort - b.Sort)[0]!
    expect(await moveRateLine(db, first, -1)).toMatchObject({ ok: true, value: 0 })
    await deleteRateLine(db, added.value)
    expect(await names()).toEqual(before)
    const calls = (await allEntries(db)).map((e) => [e.call.path, e.payload['Type']])
    expect(calls[0]).toEqual(['/Bill/EditRate', 'add'])
    expect(calls.at(-1)).toEqual(['/Bill/EditRate', 'delete'])
  })

  it('saves the unit as the user own template, applies it to another unit, deletes it', async () => {
    const { db, pid, unitId } = await setup('GB 50500-2013')
    await applyFeeTemplate(db, await unitOf(db, pid), 'GB 50500-2013', JIANGSU)
    await setTaxMethod(db, unitId, '简易计税')
    expect(await saveFeeTemplate(db, '  ', await unitOf(db, pid))).toEqual({
      ok: false,
      message: '模板名称不能为空',
    })
    const saved = await saveFeeTemplate(db, '我的江苏模板', await unitOf(db, pid))
    if (!saved.ok) throw new Error(saved.message)
    const [mine] = await listFeeTemplates(db)
    expect(mine).toMatchObject({
      ID: saved.value,
      Name: '我的江苏模板',
      TaxMethod: '简易计税',
      TaxRate: 3,
    })
    expect(mine?.Lines.map((l) => [l.Name, l.Rate])).toEqual(
      JIANGSU.Lines.map((l) => [l.Name, l.Rate]),
    )
    expect((await allEntries(db)).at(-1)?.call.path).toBe('/Bill/EditFeeTemplate')
    const other = await createUnit(db, {
      projectId: pid,
      rowId: ROW,
      specialty: '装饰',
      version: 'GB 50500-2013',
    })
    if (!other.ok || !mine) throw new Error('setup')
    const unit2 = (await listUnits(db, pid)).find((u) => u.ID === other.value)!
    await applyFeeTemplate(db, unit2, 'GB 50500-2013', mine)
    expect((await listUnits(db, pid)).find((u) => u.ID === other.value)?.TaxRate).toBe(3)
    await deleteFeeTemplate(db, saved.value)
    expect(await listFeeTemplates(db)).toEqual([])
  })
})
