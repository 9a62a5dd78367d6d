import { describe, expect, it } from 'vitest'
import { createDb } from '@/data/db'
import type { Compose } from '@/domain/bill/compose-entity'
import { addItems, createUnit, editItems, getItems, TYPED_OVER_COMPOSE } from './bill'
import {
  composedItems,
  ensureResource,
  listResources,
  saveCompose,
  updateResources,
} from './bill-compose'
import { resourceSummary, resourceUsage } from '@/domain/bill/resource-summary'
import { createProject } from './projects'
import { allEntries } from './outbox-store'

const ROW = '11111111-1111-4111-8111-111111111111'

async function setup() {
  const db = createDb(`compose-${crypto.randomUUID()}`)
  const pid = await createProject(db, { Project_Name: '组价项目' })
  const unit = await createUnit(db, {
    projectId: pid,
    rowId: ROW,
    specialty: '土建',
    version: 'GB/T 50500-2024',
  })
  if (!unit.ok) throw new Error(unit.message)
  const item = (Code: string) => ({ Code, Name: '实心砖墙', Unit: 'm3', Quantity: 10 })
  const added = await addItems(db, pid, unit.value, { kind: '分部分项', groupId: '' }, [
    item('010401003001'),
    item('010401003002'),
    item('010401003003'),
  ])
  if (!added.ok) throw new Error(added.message)
  const ids = added.value
  const res = async (r: Parameters<typeof ensureResource>[2]) => {
    const made = await ensureResource(db, pid, r)
    if (!made.ok) throw new Error(made.message)
    return made.value
  }
  const labour = await res({ Kind: '人工', Name: '综合工日', Unit: '工日', Price: 150 })
  const brick = await res({
    Kind: '材料',
    Name: '标准砖',
    Spec: '240×115×53',
    Unit: '千块',
    Price: 600,
  })
  const mortar = await res({ Kind: '材料', Name: '混合砂浆', Spec: 'M5', Unit: 'm3', Price: 400 })
  await db.outbox.clear()
  return { db, pid, ids, labour, brick, mortar }
}

const compose =
  (lines: [string, number][], Derived: 0 | 1 = 1) =>
  (): Compose => ({
    Lines: lines.map(([ResourceId, Consumption]) => ({ ResourceId, Consumption })),
    FeeBase: '人工费',
    OverheadRate: 20,
    ProfitRate: 10,
    RiskRate: 0,
    Derived,
  })

describe('组价 on the device', () => {
  it('reuses a resource of the same kind, name, spec and unit', async () => {
    const { db, pid, brick } = await setup()
    const again = await ensureResource(db, pid, {
      Kind: '材料',
      Name: '标准砖 ',
      Spec: '240 × 115 × 53',
      Unit: '千块',
    })
    expect(again).toMatchObject({ ok: true, value: brick })
    expect(await listResources(db, pid)).toHaveLength(3)
  })

  it('a Derived composition sets the 综合单价 and its parts, with the outbox entry, in one write', async () => {
    const { db, ids, labour, brick, mortar } = await setup()
    const id = ids[0] ?? ''
    const r = await saveCompose(
      db,
      id,
      compose([
        [labour, 1.2],
        [brick, 0.5293],
        [mortar, 0.2396],
      ]),
    )
    expect(r.ok).toBe(true)
    const [item] = await getItems(db, [id])
    // 人工 180.00; 材料 317.58 + 95.84 = 413.42; 管理费 36.00; 利润 18.00
    expect(item).toMatchObject({
      Labour: 180,
      Material: 413.42,
      Machine: 0,
      Overhead: 36,
      Profit: 18,
      UnitPrice: 647.42,
    })
    const entries = await allEntries(db)
    expect(entries.map((e) => e.entityId)).toEqual([id])
  })

  it('a typed 综合单价 stays when the composition is informative (Derived 0)', async () => {
    const { db, ids, labour } = await setup()
    const id = ids[1] ?? ''
    expect((await saveCompose(db, id, compose([[labour, 1]], 0))).ok).toBe(true)
    const [item] = await getItems(db, [id])
    expect(item?.UnitPrice).toBeNull()
    expect(item?.Compose?.Lines).toHaveLength(1)
  })

  it('a 综合单价 typed over a Derived item stays: its composition becomes informative in the same write', async () => {
    const { db, pid, ids, brick } = await setup()
    const [a = '', b = ''] = ids
    await saveCompose(db, a, compose([[brick, 1]]))
    await saveCompose(db, b, compose([[brick, 1]]))
    await db.outbox.clear()
    const typed = await editItems(db, [{ id: a, fields: { UnitPrice: 580 } }])
    expect(typed).toMatchObject({ ok: true, value: 1 })
    expect(typed.ok && typed.warnings).toContain(TYPED_OVER_COMPOSE)
    // One outbox entry carries both the price and the composition's new flag.
    expect((await allEntries(db)).map((e) => [e.entityId, e.changedFields.sort()])).toEqual([
      [a, ['Compose', 'UnitPrice']],
    ])
    await updateResources(db, pid, [{ id: brick, fields: { Price: 650 } }])
    const [ia, ib] = await getItems(db, [a, b])
    expect(ia).toMatchObject({ UnitPrice: 580, Compose: { Derived: 0 } })
    expect(ib?.UnitPrice).toBe(650)
    // An edit that does not touch the price leaves the composition derived.
    expect((await editItems(db, [{ id: b, fields: { Name: '多孔砖墙' } }])).ok).toBe(true)
    expect((await getItems(db, [b]))[0]?.Compose?.Derived).toBe(1)
  })

  it('a price edited once reprices every Derived item that uses it, and no other', async () => {
    const { db, pid, ids, labour, brick } = await setup()
    const [a = '', b = '', c = ''] = ids
    await saveCompose(
      db,
      a,
      compose([
        [labour, 1],
        [brick, 1],
      ]),
    )
    await saveCompose(db, b, compose([[brick, 2]]))
    await saveCompose(db, c, compose([[labour, 1]], 0))
    await db.outbox.clear()
    const r = await updateResources(db, pid, [{ id: brick, fields: { Price: 650 } }])
    expect(r).toMatchObject({ ok: true, value: 2 })
    const [ia, ib, ic] = await getItems(db, [a, b, c])
    expect(ia?.UnitPrice).toBe(150 + 650 + 30 + 15)
    expect(ib?.UnitPrice).toBe(1300)
    expect(ic?.UnitPrice).toBeNull()
    expect((await allEntries(db)).length).toBe(3)
  })

  it('quick successive edits each build on the stored composition (none is lost)', async () => {
    const { db, ids, labour, brick } = await setup()
    const id = ids[0] ?? ''
    await saveCompose(db, id, compose([[labour, 1]]))
    const rate = saveCompose(db, id, (c) => ({ ...c, OverheadRate: 50 }))
    const line = saveCompose(db, id, (c) => ({
      ...c,
      Lines: [...c.Lines, { ResourceId: brick, Consumption: 1 }],
    }))
    await Promise.all([rate, line])
    const [item] = await getItems(db, [id])
    expect(item?.Compose).toMatchObject({ OverheadRate: 50 })
    expect(item?.Compose?.Lines).toHaveLength(2)
    // 150 + 600 + 75 + 15
    expect(item?.UnitPrice).toBe(840)
  })

  it('甲供 and 暂估 flags are saved (an outbox entry each) and reprice no item', async () => {
    const { db, pid, ids, brick, mortar } = await setup()
    await saveCompose(db, ids[0] ?? '', compose([[brick, 1]]))
    await db.outbox.clear()
    const a = await updateResources(db, pid, [{ id: brick, fields: { Supplied: 1 } }])
    const b = await updateResources(db, pid, [{ id: mortar, fields: { Provisional: 1 } }])
    expect([a, b]).toMatchObject([
      { ok: true, value: 0 },
      { ok: true, value: 0 },
    ])
    const byId = new Map((await listResources(db, pid)).map((r) => [r.ID, r]))
    expect(byId.get(brick)).toMatchObject({ Supplied: 1, Provisional: 0 })
    expect(byId.get(mortar)).toMatchObject({ Supplied: 0, Provisional: 1 })
    expect((await allEntries(db)).map((e) => e.entity)).toEqual(['billResources', 'billResources'])
  })

  it('人材机汇总 of the stored items: 工程量 × 消耗量 per resource, unused ones at 0', async () => {
    const { db, pid, ids, labour, brick } = await setup()
    await saveCompose(
      db,
      ids[0] ?? '',
      compose([
        [labour, 1.2],
        [brick, 0.5],
      ]),
    )
    await saveCompose(db, ids[1] ?? '', compose([[brick, 0.25]], 0))
    const items = await composedItems(db, pid)
    const s = resourceSummary(await listResources(db, pid), resourceUsage(items, new Map()))
    // Three items of 10 m3 (one not composed): 人工 12 × 150; 砖 (5 + 2.5) × 600; 砂浆 unused.
    expect(
      Object.fromEntries(s.lines.map((l) => [l.resource.Name, [l.Quantity, l.Amount]])),
    ).toEqual({ 综合工日: ['12', 180000], 标准砖: ['7.5', 450000], 混合砂浆: ['0', 0] })
  })

  it('refuses a bad price in Chinese and writes nothing', async () => {
    const { db, pid, brick } = await setup()
    const r = await updateResources(db, pid, [{ id: brick, fields: { Price: -5 } }])
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.message).toMatch(/除税单价/)
    expect(await allEntries(db)).toHaveLength(0)
  })
})
