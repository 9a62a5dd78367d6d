import { describe, expect, it } from 'vitest'
import {
  addGroup,
  addItems,
  createUnit,
  deleteGroup,
  deleteItems,
  deleteUnit,
  fillDown,
  renameGroup,
  restoreGroup,
  listItems,
  listOthers,
  listRates,
  listUnits,
  loadUnitContent,
  restoreItems,
  updateItems,
} from './bill'
import { allEntries } from './outbox-store'
import { ROW, item, setup } from './bill.testkit'

describe('bill repository', () => {
  it('a new 单位工程 has the 2013 总价措施, 规费 and 其他项目 lines; 2024 has no 规费 and names 安全生产措施费', async () => {
    const { db, pid, unit } = await setup()
    const rates = await listRates(db, unit)
    expect(rates.filter((r) => r.Kind === '总价措施').map((r) => r.Name)).toContain(
      '安全文明施工费',
    )
    expect(rates.filter((r) => r.Kind === '规费').map((r) => r.Name)).toEqual([
      '社会保险费',
      '住房公积金',
      '工程排污费',
    ])
    expect((await listOthers(db, unit)).map((o) => o.Kind)).toEqual([
      '暂列金额',
      '材料暂估价',
      '专业工程暂估价',
      '计日工',
      '总承包服务费',
    ])
    const u24 = await createUnit(db, {
      projectId: pid,
      rowId: ROW,
      specialty: '电气',
      version: 'GB/T 50500-2024',
    })
    expect(u24.ok).toBe(true)
    if (!u24.ok) return
    const r24 = await listRates(db, u24.value)
    expect(r24.some((r) => r.Kind === '规费')).toBe(false)
    expect(r24.find((r) => r.IsSafety === 1)?.Name).toBe('安全生产措施费')
    const entries = await allEntries(db)
    expect(entries[0]?.call.path).toBe('/Bill/EditUnit')
    expect(
      entries.every(
        (e) => e.entity === 'billUnits' || e.entity === 'billRates' || e.entity === 'billOthers',
      ),
    ).toBe(true)
  })

  it('refuses an unknown 专业 unless it is the user own, and a second unit of the same 专业 on a row', async () => {
    const { db, pid } = await setup()
    expect(
      await createUnit(db, {
        projectId: pid,
        rowId: ROW,
        specialty: '土建',
        version: 'GB 50500-2013',
      }),
    ).toEqual({ ok: false, message: '该单项工程已有“土建”专业' })
    expect(
      await createUnit(db, {
        projectId: pid,
        rowId: ROW,
        specialty: '泛光照明',
        version: 'GB 50500-2013',
      }),
    ).toEqual({ ok: false, message: '未知的专业' })
    const own = await createUnit(db, {
      projectId: pid,
      rowId: ROW,
      specialty: '泛光照明',
      custom: true,
      version: 'GB 50500-2013',
    })
    expect(own.ok).toBe(true)
    expect((await listUnits(db, pid)).map((u) => [u.Specialty, u.SpecialtyCustom])).toEqual([
      ['土建', 0],
      ['泛光照明', 1],
    ])
  })

  it('adds items in one transaction, refuses a bad code with its message and warns on a non-standard one', async () => {
    const { db, pid, unit } = await setup()
    const bad = await addItems(db, pid, unit, { kind: '分部分项', groupId: '' }, [
      item('010101001001'),
      item('0101010010011'),
    ])
    expect(bad).toEqual({ ok: false, message: '第 2 行：项目编码必须是12位数字' })
    expect(await listItems(db, unit)).toEqual([])
    expect((await allEntries(db)).length).toBe(0)
    const ok = await addItems(db, pid, unit, { kind: '分部分项', groupId: '' }, [
      item('010101001001'),
      item('019901001001', '特殊项'),
    ])
    expect(ok.ok && ok.warnings).toEqual(['项目编码 019901001001 的专业代码 0199 不在GB 50854中'])
    const entries = await allEntries(db)
    expect(entries.map((e) => e.call.path)).toEqual(['/Bill/EditItem', '/Bill/EditItem'])
    expect(entries[0]?.payload).toMatchObject({
      Type: 'add',
      Code: '010101001001',
      Quantity: 10,
      UnitPrice: 25.5,
    })
  })

  it('inserts before an item, keeping the order', async () => {
    const { db, pid, unit } = await setup()
    const first = await addItems(db, pid, unit, { kind: '分部分项', groupId: '' }, [
      item('010101001001', 'A'),
      item('010101001002', 'C'),
    ])
    if (!first.ok) throw new Error(first.message)
    await addItems(db, pid, unit, { kind: '分部分项', groupId: '', beforeId: first.value[1] }, [
      item('010101001003', 'B'),
    ])
    expect((await listItems(db, unit)).map((i) => i.Name)).toEqual(['A', 'B', 'C'])
  })

  it('updates fields checked one by one: 工程量 rounded by its unit, a negative price refused with nothing written', async () => {
    const { db, pid, unit } = await setup()
    const made = await addItems(db, pid, unit, { kind: '分部分项', groupId: '' }, [
      item('010101001001'),
    ])
    if (!made.ok) throw new Error(made.message)
    const id = made.value[0]!
    await db.outbox.clear()
    expect(await updateItems(db, [{ id, fields: { UnitPrice: '-1' } }])).toEqual({
      ok: false,
      message: '综合单价不能为负数',
    })
    expect((await allEntries(db)).length).toBe(0)
    // As the import says it (forms/parse.ts): a whole-number unit drops the decimals, with a warning.
    expect(await updateItems(db, [{ id, fields: { Unit: '个', Quantity: '3.6' } }])).toEqual({
      ok: true,
      value: 1,
      warnings: ['工程量按计量单位"个"取 4（原为 3.6）'],
    })
    const [stored] = await listItems(db, unit)
    expect(stored).toMatchObject({ Unit: '个', Quantity: 4 })
    expect((await allEntries(db)).length).toBe(1)
    expect(await updateItems(db, [{ id, fields: { Unit: '樘', Quantity: '86.4' } }])).toMatchObject(
      {
        warnings: ['工程量按计量单位"樘"取 86（原为 86.4）'],
      },
    )
    expect(await updateItems(db, [{ id, fields: { Quantity: '12' } }])).toMatchObject({
      warnings: [],
    })
  })

  it('a new item whose 工程量 loses digits to its unit is saved with the warning the import gives', async () => {
    const { db, pid, unit } = await setup()
    const made = await addItems(db, pid, unit, { kind: '分部分项', groupId: '' }, [
      item('010801001001', '木质防火门', { Unit: '樘', Quantity: 86.4 }),
    ])
    expect(made).toMatchObject({ ok: true, warnings: ['工程量按计量单位"樘"取 86（原为 86.4）'] })
    expect((await listItems(db, unit))[0]).toMatchObject({ Unit: '樘', Quantity: 86 })
  })

  it('fills down the first value over the others, and undo material: delete then restore', async () => {
    const { db, pid, unit } = await setup()
    const made = await addItems(db, pid, unit, { kind: '分部分项', groupId: '' }, [
      item('010101001001', 'A', { Unit: 'm2' }),
      item('010101001002', 'B'),
      item('010101001003', 'C'),
    ])
    if (!made.ok) throw new Error(made.message)
    await fillDown(db, made.value, 'Unit')
    expect((await listItems(db, unit)).map((i) => i.Unit)).toEqual(['m2', 'm2', 'm2'])
    const before = await listItems(db, unit)
    await deleteItems(db, [made.value[1]!])
    expect((await listItems(db, unit)).map((i) => i.Name)).toEqual(['A', 'C'])
    await restoreItems(db, [before[1]!])
    expect((await listItems(db, unit)).map((i) => i.Name)).toEqual(['A', 'B', 'C'])
  })

  it('deletes a unit with all its lines', async () => {
    const { db, pid, unit } = await setup()
    await addItems(db, pid, unit, { kind: '分部分项', groupId: '' }, [item('010101001001')])
    await deleteUnit(db, unit)
    expect(await listUnits(db, pid)).toEqual([])
    expect(await listItems(db, unit)).toEqual([])
    expect(await listRates(db, unit)).toEqual([])
  })

  it('saves a composition that does not add up with a Chinese warning; 分部 add, rename, delete and restore', async () => {
    const { db, pid, unit } = await setup()
    const made = await addItems(db, pid, unit, { kind: '分部分项', groupId: '' }, [
      item('010101001001', 'A', { UnitPrice: 100 }),
    ])
    if (!made.ok) throw new Error(made.message)
    const id = made.value[0]!
    expect(await updateItems(db, [{ id, fields: { Labour: '30', Material: '50' } }])).toEqual({
      ok: true,
      value: 1,
      warnings: ['综合单价组成合计 80.00 元与综合单价 100.00 元不一致（少 20.00 元）'],
    })
    expect(await updateItems(db, [{ id, fields: { Machine: '20' } }])).toEqual({
      ok: true,
      value: 1,
      warnings: [],
    })
    const g = await addGroup(db, pid, unit, '分部分项', '新分部1', 1)
    if (!g.ok) throw new Error(g.message)
    expect(await renameGroup(db, g.value, '  ')).toEqual({ ok: false, message: '分部名称不能为空' })
    expect((await renameGroup(db, g.value, ' 土石方工程 ')).ok).toBe(true)
    expect((await loadUnitContent(db, unit)).groups.map((x) => x.Name)).toEqual(['土石方工程'])
    const [doc] = (await loadUnitContent(db, unit)).groups
    await deleteGroup(db, g.value)
    expect((await loadUnitContent(db, unit)).groups).toEqual([])
    const again = await restoreGroup(db, doc!)
    expect(again).not.toBe(g.value)
    expect((await loadUnitContent(db, unit)).groups).toMatchObject([
      { ID: again, Name: '土石方工程', Sort: 1 },
    ])
  })
})
