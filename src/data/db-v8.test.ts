import { Dexie } from 'dexie'
import { describe, expect, it } from 'vitest'
import { dexieStore, ENTITIES, SYNCED_ENTITIES } from '@/domain/api/sync-entities'
import { createDb, type OutboxEntry } from './db'
import { entityCall } from './repositories/entity-calls'
import { mutateMany } from './repositories/mutate'
import { markAckedMany, pendingEntries } from './repositories/outbox'
import { allEntries, entriesOfRows, isBundle } from './repositories/outbox-store'

/** The v7 schema as released: the outbox without the `rowKeys` index of bundles. */
function openV7(name: string): Dexie {
  const db = new Dexie(name, {
    indexedDB: globalThis.indexedDB,
    IDBKeyRange: globalThis.IDBKeyRange,
  })
  db.version(7).stores({
    meta: 'key',
    outbox: '++seq, [status+seq], [entity+entityId], mutationId',
    conflicts: 'id, [entity+entityId], createdAt',
    ...Object.fromEntries(
      SYNCED_ENTITIES.filter((e) => ENTITIES[e].since <= 7).map((e) => [e, dexieStore(e)]),
    ),
    billItems: `${dexieStore('billItems')}, [parentId+sort]`,
  })
  return db
}

const entry = (k: number, status: OutboxEntry['status']): Omit<OutboxEntry, 'seq'> => ({
  clientId: 'c',
  mutationId: `m${k}`,
  call: entityCall('projects', 'update'),
  payload: { Type: 'update', ID: `p${k % 2}`, Remark: `r${k}` },
  entity: 'projects',
  entityId: `p${k % 2}`,
  op: 'update',
  baseVersion: 1,
  changedFields: ['Remark'],
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  status,
  createdAt: k,
})

describe('schema migration v7 → v8 (bundled outbox entries)', () => {
  it('keeps stored plain entries as they are, finds them by row, and bundles later bulk writes after their seqs', async () => {
    const v7 = openV7('mig-v8')
    await v7
      .table('outbox')
      .bulkAdd([entry(1, 'acked'), entry(2, 'pending'), entry(3, 'pending'), entry(4, 'failed')])
    // A purged acked entry: its seq is never given again.
    await v7.table('outbox').add(entry(5, 'acked'))
    await v7.table('outbox').delete(5)
    v7.close()

    const db = createDb('mig-v8')
    await db.open()
    // v8 and every later version (v9 added feeTemplates and billResources) ran.
    expect(db.verno).toBeGreaterThanOrEqual(8)
    expect((await allEntries(db)).map((e) => [e.seq, e.mutationId, e.status])).toEqual([
      [1, 'm1', 'acked'],
      [2, 'm2', 'pending'],
      [3, 'm3', 'pending'],
      [4, 'm4', 'failed'],
    ])
    expect(
      (await entriesOfRows(db, [{ entity: 'projects', entityId: 'p1' }])).map((e) => e.seq),
    ).toEqual([1, 3])
    await markAckedMany(db, [{ seq: 2, result: { serverVersion: 5 } }])
    const before = await allEntries(db)
    const refused = mutateMany(db, [
      {
        entity: 'projects',
        entityId: 'p1',
        op: 'update',
        call: entityCall('projects', 'update'),
        fields: { Remark: 'x' },
      },
      {
        entity: 'projects',
        entityId: 'p9',
        op: 'create',
        call: entityCall('projects', 'create'),
        fields: { Project_Name: '新' },
      },
    ])
    // p1 is not stored here (only entries were): the bulk write refuses it and stores nothing.
    await expect(refused).rejects.toThrow('本地没有这条记录：projects/p1')
    expect(await allEntries(db)).toEqual(before)
    expect(await db.projects.get('p9')).toBeUndefined()
    await db.projects.put({ id: 'p1', version: 1, deleted: 0, data: {}, base: {}, updatedAt: 0 })
    const again = await mutateMany(db, [
      {
        entity: 'projects',
        entityId: 'p1',
        op: 'update',
        call: entityCall('projects', 'update'),
        fields: { Remark: 'x' },
      },
      {
        entity: 'projects',
        entityId: 'p9',
        op: 'create',
        call: entityCall('projects', 'create'),
        fields: { Project_Name: '新' },
      },
    ])
    expect(again.map((e) => e.seq)).toEqual([6, 7])
    expect((await db.outbox.toArray()).map(isBundle)).toEqual([false, false, false, false, true])
    expect((await pendingEntries(db)).map((e) => e.seq)).toEqual([3, 6, 7])
    expect(
      (await entriesOfRows(db, [{ entity: 'projects', entityId: 'p1' }])).map((e) => e.seq),
    ).toEqual([1, 3, 6])
    db.close()
  })
})
