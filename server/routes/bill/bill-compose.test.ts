import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { syncRows } from '../../db/schema/index.ts'
import { openKit, type Kit } from '../projects/projects.testkit.ts'

let k: Kit
beforeAll(async () => {
  k = await openKit()
})
afterAll(async () => k.close())

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
  return { proId, unitId }
}

const resource = (proId: string, fields: Record<string, unknown> = {}) => ({
  Type: 'add',
  ID: randomUUID(),
  ProId: proId,
  Kind: '材料',
  Code: '01010101',
  Name: '热轧带肋钢筋',
  Spec: 'HRB400E Φ12',
  Unit: 't',
  Price: '3667',
  ...fields,
})

describe('组价 on the server (/api/Bill/EditResource, billItems.Compose)', () => {
  it('stores a project resource with its defaults and an item composed of it', async () => {
    const { proId, unitId } = await unitOf()
    const r = resource(proId)
    expect((await k.post('/Bill/EditResource', r)).body).toMatchObject({ ErrorCode: '0' })
    expect((await k.row('billResources', r.ID))?.data).toMatchObject({
      Kind: '材料',
      Price: 3667,
      Supplied: 0,
      Provisional: 0,
    })
    // A resource a 定额 line priced at its 基价 keeps its mark (docs/bill.md "定额基价").
    const atBase = resource(proId, { QuotaPrice: '1' })
    expect((await k.post('/Bill/EditResource', atBase)).body.ErrorCode).toBe('0')
    expect((await k.row('billResources', atBase.ID))?.data['QuotaPrice']).toBe(1)
    const itemId = randomUUID()
    const Compose = {
      Lines: [{ ResourceId: r.ID, Consumption: '1.0251234' }],
      FeeBase: '直接费',
      OverheadRate: '5',
    }
    const res = await k.post('/Bill/EditItem', {
      Type: 'add',
      ID: itemId,
      ProId: proId,
      UnitId: unitId,
      Code: '010515001001',
      Name: '现浇构件钢筋',
      Unit: 't',
      Quantity: '2',
      UnitPrice: '3946.89',
      Compose,
    })
    expect(res.body).toMatchObject({ ErrorCode: '0' })
    expect((await k.row('billItems', itemId))?.data['Compose']).toEqual({
      Lines: [{ ResourceId: r.ID, Consumption: 1.025123 }],
      FeeBase: '直接费',
      OverheadRate: 5,
      ProfitRate: 0,
      RiskRate: 0,
      Derived: 1,
    })
  })

  it('refuses a bad resource or composition in Chinese and changes nothing', async () => {
    const { proId, unitId } = await unitOf()
    const bad = resource(proId, { Kind: '设备' })
    const res = await k.post('/Bill/EditResource', bad)
    expect(res.body.ErrorCode).not.toBe('0')
    expect(res.body.Message).toBe('人材机类别无效')
    expect(await k.row('billResources', bad.ID)).toBeUndefined()
    const badMark = resource(proId, { QuotaPrice: '是' })
    expect((await k.post('/Bill/EditResource', badMark)).body.Message).toBe('定额基价标记无效')
    expect(await k.row('billResources', badMark.ID)).toBeUndefined()
    const other = await unitOf(1)
    const foreign = resource(other.proId)
    const refused = await k.post('/Bill/EditResource', foreign)
    expect(refused.body.ErrorCode).not.toBe('0')
    expect(await k.row('billResources', foreign.ID)).toBeUndefined()
    const itemId = randomUUID()
    const item = await k.post('/Bill/EditItem', {
      Type: 'add',
      ID: itemId,
      ProId: proId,
      UnitId: unitId,
      Code: '010515001001',
      Name: '现浇构件钢筋',
      Unit: 't',
      Compose: { Lines: [{ ResourceId: randomUUID(), Consumption: '-1' }] },
    })
    expect(item.body.ErrorCode).not.toBe('0')
    expect(item.body.Message).toMatch(/消耗量/)
    expect(await k.row('billItems', itemId)).toBeUndefined()
  })

  it('deleting the project deletes its resources', async () => {
    const { proId } = await unitOf()
    const r = resource(proId)
    expect((await k.post('/Bill/EditResource', r)).body.ErrorCode).toBe('0')
    expect((await k.get('/SjyqList/DeleteProJect', { ID: proId })).body.ErrorCode).toBe('0')
    expect((await k.row('billResources', r.ID))?.deleted).toBe(true)
  })

  it('a copy of the project (TemplateOperation) copies the 人材机 its items use, and their 组价 lines point at the copies', async () => {
    const { proId, unitId } = await unitOf()
    const used = resource(proId)
    const unused = resource(proId, { Name: '中砂', Unit: 'm³', Price: '184' })
    for (const r of [used, unused])
      expect((await k.post('/Bill/EditResource', r)).body.ErrorCode).toBe('0')
    const itemId = randomUUID()
    const add = await k.post('/Bill/EditItem', {
      Type: 'add',
      ID: itemId,
      ProId: proId,
      UnitId: unitId,
      Code: '010515001001',
      Name: '现浇构件钢筋',
      Unit: 't',
      Quantity: '2',
      UnitPrice: '3759.04',
      Compose: { Lines: [{ ResourceId: used.ID, Consumption: '1.025' }], FeeBase: '直接费' },
    })
    expect(add.body.ErrorCode).toBe('0')
    const newId = randomUUID()
    const res = await k.post('/ProjectAndTemplate/TemplateOperation', {
      ID: proId,
      NewID: newId,
      Name: '组价模板',
    })
    expect(res.body).toMatchObject({ ErrorCode: '0', Data: { ID: newId } })
    const rows = (await k.t.db.select().from(syncRows)).filter(
      (r) => !r.deleted && r.data['ProId'] === newId,
    )
    const copied = rows.filter((r) => r.entity === 'billResources')
    expect(copied.map((r) => r.data['Name'])).toEqual(['热轧带肋钢筋'])
    expect(copied[0]?.id).not.toBe(used.ID)
    const item = rows.find((r) => r.entity === 'billItems')
    expect(item?.data['Compose']).toMatchObject({
      Lines: [{ ResourceId: copied[0]?.id, Consumption: 1.025 }],
      FeeBase: '直接费',
    })
    // The source keeps its own resources and lines.
    expect((await k.row('billItems', itemId))?.data['Compose']).toMatchObject({
      Lines: [{ ResourceId: used.ID }],
    })
  })
})
