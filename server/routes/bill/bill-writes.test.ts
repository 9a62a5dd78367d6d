import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { syncRows } from '../../db/schema/index.ts'
import { readChanges } from '../../services/sync/changes.ts'
import { openKit, type Kit } from '../projects/projects.testkit.ts'

let k: Kit
beforeAll(async () => {
  k = await openKit()
})
afterAll(async () => k.close())

const countRows = async () => (await k.t.db.select().from(syncRows)).length

/** A project with one structure row and one 单位工程 (土建). */
async function unitOf(user = 0) {
  const proId = await k.project({}, user)
  const rowId = await k.structureRow(proId, {}, user)
  const unitId = randomUUID()
  const res = await k.post(
    '/Bill/EditUnit',
    { Type: 'add', ID: unitId, ProId: proId, RowId: rowId, Specialty: '土建' },
    user,
  )
  expect(res.body).toMatchObject({ ErrorCode: '0' })
  return { proId, rowId, unitId }
}

const item = (proId: string, unitId: string, fields: Record<string, unknown> = {}) => ({
  Type: 'add',
  ID: randomUUID(),
  ProId: proId,
  UnitId: unitId,
  Code: '010101001001',
  Name: '平整场地',
  Unit: 'm2',
  Quantity: '100.456',
  UnitPrice: '3.5',
  ...fields,
})

describe('bill writes (/api/Bill/Edit*)', () => {
  it('creates a unit and an item with the definition defaults; 工程量 rounded to its unit; no sums stored', async () => {
    const { proId, unitId } = await unitOf()
    expect((await k.row('billUnits', unitId))?.data).toMatchObject({
      ProId: proId,
      Specialty: '土建',
      SpecialtyCustom: 0,
      TaxRate: 9,
      Name: '',
    })
    const body = item(proId, unitId, { Total: '999' })
    const res = await k.post('/Bill/EditItem', body)
    expect(res.body).toMatchObject({ ErrorCode: '0', Data: { ID: body.ID } })
    const data = (await k.row('billItems', body.ID))?.data
    expect(data).toMatchObject({
      Quantity: 100.46,
      UnitPrice: 3.5,
      Kind: '分部分项',
      GroupId: '',
      Materials: [],
    })
    expect(data).not.toHaveProperty('Amount')
  })

  it('an update re-rounds 工程量 to its unit: a new quantity, and the old quantity under a new unit', async () => {
    const { proId, unitId } = await unitOf()
    const body = item(proId, unitId)
    expect((await k.post('/Bill/EditItem', body)).body.ErrorCode).toBe('0')
    expect(
      (await k.post('/Bill/EditItem', { Type: 'update', ID: body.ID, Quantity: '12.3456' })).body
        .ErrorCode,
    ).toBe('0')
    expect((await k.row('billItems', body.ID))?.data['Quantity']).toBe(12.35)
    expect(
      (await k.post('/Bill/EditItem', { Type: 'update', ID: body.ID, Unit: '个' })).body.ErrorCode,
    ).toBe('0')
    expect((await k.row('billItems', body.ID))?.data).toMatchObject({ Unit: '个', Quantity: 12 })
    const ton = await k.post('/Bill/EditItem', {
      Type: 'update',
      ID: body.ID,
      Unit: 't',
      Quantity: '1.23456',
    })
    expect(ton.body.ErrorCode).toBe('0')
    // The answer's Fields carry the stored (re-rounded, 3 decimals for t) value back to the writer.
    expect(ton.body.Data).toMatchObject({ Fields: { Unit: 't', Quantity: 1.235 } })
    expect((await k.row('billItems', body.ID))?.data).toMatchObject({ Unit: 't', Quantity: 1.235 })
  })

  it('refuses a 13-digit code, a negative quantity, a non-numeric price and an unknown 专业 with the schema message, writing nothing', async () => {
    const { proId, rowId, unitId } = await unitOf()
    const before = await countRows()
    const cases: [string, Record<string, unknown>, string][] = [
      ['/Bill/EditItem', item(proId, unitId, { Code: '0101010010011' }), '项目编码必须是12位数字'],
      ['/Bill/EditItem', item(proId, unitId, { Quantity: '-1' }), '工程量'],
      ['/Bill/EditItem', item(proId, unitId, { UnitPrice: 'abc' }), '综合单价'],
      [
        '/Bill/EditUnit',
        { Type: 'add', ID: randomUUID(), ProId: proId, RowId: rowId, Specialty: '炼金' },
        '未知的专业',
      ],
    ]
    for (const [path, body, message] of cases) {
      const res = await k.post(path, body)
      expect(res.body.ErrorCode, path).toBe('1')
      expect(res.body.Message).toContain(message)
    }
    const update = await k.post('/Bill/EditUnit', { Type: 'update', ID: unitId, Specialty: '炼金' })
    expect(update.body).toMatchObject({ ErrorCode: '1', Message: '未知的专业' })
    expect(await countRows()).toBe(before)
  })

  it("refuses bills of another user's project and an item of a missing unit", async () => {
    const other = await unitOf(1)
    const before = await countRows()
    const res = await k.post('/Bill/EditItem', item(other.proId, other.unitId))
    expect(res.body).toMatchObject({ ErrorCode: '403' })
    const unit = await k.post('/Bill/EditUnit', {
      Type: 'add',
      ID: randomUUID(),
      ProId: other.proId,
      RowId: other.rowId,
      Specialty: '土建',
    })
    expect(unit.body).toMatchObject({ ErrorCode: '403' })
    const mine = await unitOf()
    const missing = await k.post('/Bill/EditItem', item(mine.proId, randomUUID()))
    expect(missing.body).toMatchObject({ ErrorCode: '1', Message: '单位工程不存在或已被删除' })
    const update = await k.post('/Bill/EditItem', { Type: 'update', ID: randomUUID(), Name: '无' })
    expect(update.body.ErrorCode).not.toBe('0')
    expect(await countRows()).toBe(before + 3)
  })

  it('deleting a unit deletes its groups, items, rates and others; deleting a structure row or project removes its bills', async () => {
    const { proId, rowId, unitId } = await unitOf()
    const groupId = randomUUID()
    expect(
      (
        await k.post('/Bill/EditGroup', {
          Type: 'add',
          ID: groupId,
          ProId: proId,
          UnitId: unitId,
          Name: '土石方工程',
        })
      ).body.ErrorCode,
    ).toBe('0')
    const it1 = item(proId, unitId, { GroupId: groupId })
    expect((await k.post('/Bill/EditItem', it1)).body.ErrorCode).toBe('0')
    const rateId = randomUUID()
    expect(
      (
        await k.post('/Bill/EditRate', {
          Type: 'add',
          ID: rateId,
          ProId: proId,
          UnitId: unitId,
          Kind: '总价措施',
          Name: '安全文明施工费',
          Base: '分部分项工程费',
          Rate: '2.5',
        })
      ).body.ErrorCode,
    ).toBe('0')
    const otherId = randomUUID()
    expect(
      (
        await k.post('/Bill/EditOther', {
          Type: 'add',
          ID: otherId,
          ProId: proId,
          UnitId: unitId,
          Kind: '暂列金额',
          Name: '暂列金额',
          Amount: '10000',
        })
      ).body.ErrorCode,
    ).toBe('0')
    // A deleted 分部 clears its items' GroupId.
    expect((await k.post('/Bill/EditGroup', { Type: 'delete', ID: groupId })).body.ErrorCode).toBe(
      '0',
    )
    expect((await k.row('billItems', it1.ID))?.data['GroupId']).toBe('')
    expect((await k.post('/Bill/EditUnit', { Type: 'delete', ID: unitId })).body.ErrorCode).toBe(
      '0',
    )
    for (const [entity, id] of [
      ['billItems', it1.ID],
      ['billRates', rateId],
      ['billOthers', otherId],
    ] as const)
      expect((await k.row(entity, id))?.deleted, entity).toBe(true)

    const second = randomUUID()
    expect(
      (
        await k.post('/Bill/EditUnit', {
          Type: 'add',
          ID: second,
          ProId: proId,
          RowId: rowId,
          Specialty: '装饰',
        })
      ).body.ErrorCode,
    ).toBe('0')
    const it2 = item(proId, second)
    expect((await k.post('/Bill/EditItem', it2)).body.ErrorCode).toBe('0')
    expect(
      (await k.post('/SjyqList/EditProStructure', { Type: 'delete', ID: rowId })).body.ErrorCode,
    ).toBe('0')
    expect((await k.row('billUnits', second))?.deleted).toBe(true)
    expect((await k.row('billItems', it2.ID))?.deleted).toBe(true)

    const p2 = await unitOf()
    const it3 = item(p2.proId, p2.unitId)
    expect((await k.post('/Bill/EditItem', it3)).body.ErrorCode).toBe('0')
    expect((await k.get('/SjyqList/DeleteProJect', { ID: p2.proId })).body.ErrorCode).toBe('0')
    expect((await k.row('billUnits', p2.unitId))?.deleted).toBe(true)
    expect((await k.row('billItems', it3.ID))?.deleted).toBe(true)
  })

  it('an update keeps fixed links, replays once, and the pull brings bill rows', async () => {
    const { proId, unitId } = await unitOf()
    const body = item(proId, unitId)
    expect((await k.post('/Bill/EditItem', body)).body.ErrorCode).toBe('0')
    const moved = await k.post('/Bill/EditItem', {
      Type: 'update',
      ID: body.ID,
      UnitId: randomUUID(),
    })
    expect(moved.body).toMatchObject({ ErrorCode: '1', Message: '不能修改所属单位工程' })
    const base = String((await k.row('billItems', body.ID))?.version ?? 0)
    const headers = {
      'X-Client-Id': randomUUID(),
      'X-Mutation-Id': randomUUID(),
      'X-Mutation-Seq': '1',
      'X-Base-Version': base,
      'X-Schema-Version': '2',
    }
    const first = await k.post(
      '/Bill/EditItem',
      { Type: 'update', ID: body.ID, UnitPrice: '4' },
      0,
      headers,
    )
    const again = await k.post(
      '/Bill/EditItem',
      { Type: 'update', ID: body.ID, UnitPrice: '4' },
      0,
      headers,
    )
    expect(first.body).toMatchObject({ ErrorCode: '0', Data: { Fields: { UnitPrice: 4 } } })
    expect(again.body).toEqual(first.body)
    const changes = await readChanges(k.t.db, k.users[0]?.id ?? '', undefined, undefined, 5000)
    if (changes.Reset) throw new Error('unexpected reset')
    const pulled = changes.Changes.find((c) => c.ID === body.ID)
    expect(pulled).toMatchObject({
      Entity: 'billItems',
      Deleted: false,
      Data: { UnitPrice: 4, UnitId: unitId },
    })
  })
})
