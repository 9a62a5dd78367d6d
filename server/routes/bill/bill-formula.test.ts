import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openKit, type Kit } from '../projects/projects.testkit.ts'

let k: Kit
beforeAll(async () => {
  k = await openKit()
})
afterAll(async () => k.close())

/** A 单位工程 with one item (平整场地, 100 m²). */
async function itemOf() {
  const proId = await k.project({})
  const rowId = await k.structureRow(proId, {})
  const unitId = randomUUID()
  const unit = await k.post('/Bill/EditUnit', {
    Type: 'add',
    ID: unitId,
    ProId: proId,
    RowId: rowId,
    Specialty: '土建',
  })
  expect(unit.body).toMatchObject({ ErrorCode: '0' })
  return { proId, unitId }
}

/** A new 平整场地 (m2) of the unit, with `fields` over it. */
const add = (proId: string, unitId: string, ID: string, fields: Record<string, string>) =>
  k.post('/Bill/EditItem', {
    Type: 'add',
    ID,
    ProId: proId,
    UnitId: unitId,
    Code: '010101001001',
    Name: '平整场地',
    Unit: 'm2',
    ...fields,
  })

describe('工程量计算式 on the server (/api/Bill/EditItem)', () => {
  it('a create and an update with a 计算式 store 工程量 from it, rounded to the unit', async () => {
    const { proId, unitId } = await itemOf()
    const ID = randomUUID()
    const res = await add(proId, unitId, ID, {
      Quantity: '1',
      Formula: '(3.6+4.2)「外墙」*2*2.9-1.5×2.1[门洞]',
    })
    expect(res.body).toMatchObject({ ErrorCode: '0' })
    expect((await k.row('billItems', ID))?.data).toMatchObject({ Quantity: 42.09 })
    const up = await k.post('/Bill/EditItem', { Type: 'update', ID, Formula: '10/3', Unit: 't' })
    expect(up.body).toMatchObject({ ErrorCode: '0' })
    expect((await k.row('billItems', ID))?.data).toMatchObject({ Unit: 't', Quantity: 3.333 })
    // 工程量 written alone clears the 计算式 it no longer follows.
    await k.post('/Bill/EditItem', { Type: 'update', ID, Quantity: '8' })
    expect((await k.row('billItems', ID))?.data).toMatchObject({ Formula: '', Quantity: 8 })
  })

  it('refuses a bad 计算式 with its position and stores nothing', async () => {
    const { proId, unitId } = await itemOf()
    const ID = randomUUID()
    const bad = await add(proId, unitId, ID, { Formula: '2*(3+' })
    expect(bad.body.ErrorCode).not.toBe('0')
    expect(bad.body.Message).toBe('计算式在第 5 个字符后不完整（缺少数字）')
    expect(await k.row('billItems', ID)).toBeUndefined()
    const negative = await add(proId, unitId, ID, { Formula: '1-3' })
    expect(negative.body.Message).toBe('计算式的结果为 -2，工程量不能为负数')
  })
})
