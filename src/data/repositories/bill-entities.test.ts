import { describe, expect, it } from 'vitest'
import { createDb } from '@/data/db'
import { applyChangesPage } from './pull-apply'
import { entityCall } from './entity-calls'
import { mutateMany, type MutationSpec } from './mutate'
import { allEntries } from './outbox-store'

const uuid = () => crypto.randomUUID()

describe('bill entities on the client (the contract the bill UI codes against)', () => {
  it('stores bill rows in their own tables with projectId/parentId indexes and queues Bill/Edit* calls with Type', async () => {
    const db = createDb(`bill-${uuid()}`)
    const proId = uuid()
    const rowId = uuid()
    const unitId = uuid()
    const items = Array.from({ length: 3 }, () => uuid())
    const specs: MutationSpec[] = [
      {
        entity: 'billUnits',
        entityId: unitId,
        op: 'create',
        call: entityCall('billUnits', 'create'),
        fields: { ProId: proId, RowId: rowId, Specialty: '土建' },
      },
      ...items.map((id, i): MutationSpec => ({
        entity: 'billItems',
        entityId: id,
        op: 'create',
        call: entityCall('billItems', 'create'),
        fields: { ProId: proId, UnitId: unitId, Code: '010101001001', Name: `项${i}`, Unit: 'm2' },
      })),
    ]
    await mutateMany(db, specs)
    expect(
      (await db.entityTable('billUnits').where('parentId').equals(rowId).toArray()).map(
        (r) => r.id,
      ),
    ).toEqual([unitId])
    expect(
      (await db.entityTable('billItems').where('parentId').equals(unitId).toArray())
        .map((r) => r.id)
        .sort(),
    ).toEqual([...items].sort())
    expect(await db.entityTable('billItems').where('projectId').equals(proId).count()).toBe(3)
    const outbox = await allEntries(db)
    expect(outbox.map((e) => [e.call.path, e.call.method, e.payload['Type']])).toEqual([
      ['/Bill/EditUnit', 'POST', 'add'],
      ...items.map(() => ['/Bill/EditItem', 'POST', 'add']),
    ])
    const first = items[0] ?? ''
    await mutateMany(db, [
      {
        entity: 'billItems',
        entityId: first,
        op: 'delete',
        call: entityCall('billItems', 'delete'),
        fields: {},
      },
    ])
    const del = (await allEntries(db)).at(-1)
    expect(del?.payload).toEqual({ Type: 'delete', ID: first })
    db.close()
  })

  it('a pull page brings bill rows into their tables with the index columns', async () => {
    const db = createDb(`bill-${uuid()}`)
    const proId = uuid()
    const unitId = uuid()
    const rateId = uuid()
    await applyChangesPage(db, {
      changes: [
        {
          Entity: 'billUnits',
          ID: unitId,
          Version: 1,
          Deleted: false,
          Data: { ProId: proId, RowId: uuid(), Specialty: '电气' },
        },
        {
          Entity: 'billRates',
          ID: rateId,
          Version: 2,
          Deleted: false,
          Data: { ProId: proId, UnitId: unitId, Kind: '总价措施', Name: '安全文明施工费' },
        },
      ],
      nextCursor: '0:2',
      lastMutationSeq: 0,
    })
    const rate = await db.entityTable('billRates').get(rateId)
    expect(rate).toMatchObject({
      version: 2,
      projectId: proId,
      parentId: unitId,
      data: { Name: '安全文明施工费' },
    })
    expect(await db.entityTable('billUnits').where('projectId').equals(proId).count()).toBe(1)
    db.close()
  })
})
