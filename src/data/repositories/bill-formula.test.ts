import { describe, expect, it } from 'vitest'
import { createDb } from '@/data/db'
import { addItems, createUnit, getItems, updateItems } from './bill'
import { createProject } from './projects'
import { allEntries } from './outbox-store'

const ROW = '11111111-1111-4111-8111-111111111111'

async function setup() {
  const db = createDb(`bill-formula-${crypto.randomUUID()}`)
  const pid = await createProject(db, { Project_Name: '计算式项目' })
  const made = await createUnit(db, {
    projectId: pid,
    rowId: ROW,
    specialty: '土建',
    version: 'GB 50500-2013',
  })
  if (!made.ok) throw new Error(made.message)
  const added = await addItems(db, pid, made.value, { kind: '分部分项', groupId: '' }, [
    { Code: '010401003001', Name: '实心砖墙', Unit: 'm3', Quantity: 5, UnitPrice: 400 },
  ])
  if (!added.ok) throw new Error(added.message)
  await db.outbox.clear()
  return { db, pid, unit: made.value, id: added.value[0]! }
}

describe('工程量计算式 in the repository', () => {
  it('a written 计算式 sets 工程量 (rounded to the unit) and is synced with it', async () => {
    const { db, id } = await setup()
    const r = await updateItems(db, [{ id, fields: { Formula: '(3.6+4.2)*2*2.9-1.5*2.1' } }])
    expect(r).toEqual({ ok: true, value: 1, warnings: [] })
    const [item] = await getItems(db, [id])
    expect(item).toMatchObject({ Formula: '(3.6+4.2)*2*2.9-1.5*2.1', Quantity: 42.09 })
    const entries = await allEntries(db)
    expect(entries.map((e) => e.payload)).toEqual([
      expect.objectContaining({ Formula: '(3.6+4.2)*2*2.9-1.5*2.1', Quantity: 42.09 }),
    ])
  })

  it('a bad 计算式 is refused with its position and nothing is written', async () => {
    const { db, id } = await setup()
    for (const [formula, message] of [
      ['3.6*(2+1', '计算式第 5 个字符的左括号缺少对应的右括号'],
      ['10/(5-5)', '计算式第 3 个字符处除数为零'],
      ['2*长度', '计算式第 3 个字符“长”无法识别（只能用数字、+ - × ÷ 和括号）'],
      ['1-3', '计算式的结果为 -2，工程量不能为负数'],
    ])
      expect(await updateItems(db, [{ id, fields: { Formula: formula } }])).toEqual({
        ok: false,
        message,
      })
    expect((await getItems(db, [id]))[0]).toMatchObject({ Quantity: 5 })
    expect(await allEntries(db)).toEqual([])
  })

  it('an empty 计算式 keeps 工程量; a typed 工程量 clears the 计算式; a new unit re-rounds it', async () => {
    const { db, id } = await setup()
    await updateItems(db, [{ id, fields: { Formula: '10/3' } }])
    expect((await getItems(db, [id]))[0]).toMatchObject({ Quantity: 3.33 })
    await updateItems(db, [{ id, fields: { Unit: 't' } }])
    expect((await getItems(db, [id]))[0]).toMatchObject({ Unit: 't', Quantity: 3.333 })
    await updateItems(db, [{ id, fields: { Formula: '' } }])
    expect((await getItems(db, [id]))[0]).toMatchObject({ Formula: '', Quantity: 3.333 })
    await updateItems(db, [{ id, fields: { Formula: '2*3' } }])
    await updateItems(db, [{ id, fields: { Quantity: '7' } }])
    expect((await getItems(db, [id]))[0]).toMatchObject({ Formula: '', Quantity: 7 })
  })

  it('a new item with a 计算式 (a pasted row) takes its 工程量 from it', async () => {
    const { db, pid, unit } = await setup()
    const r = await addItems(db, pid, unit, { kind: '分部分项', groupId: '' }, [
      {
        Code: '010101001001',
        Name: '平整场地',
        Unit: 'm2',
        Formula: '12.5×８「轴线」',
        Quantity: 1,
      },
    ])
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect((await getItems(db, r.value))[0]).toMatchObject({ Quantity: 100 })
    const bad = await addItems(db, pid, unit, { kind: '分部分项', groupId: '' }, [
      { Code: '010101001002', Name: '平整场地', Unit: 'm2', Formula: '1+' },
    ])
    expect(bad).toEqual({ ok: false, message: '计算式在第 2 个字符后不完整（缺少数字）' })
  })
})
