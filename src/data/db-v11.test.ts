import { Dexie } from 'dexie'
import { describe, expect, it } from 'vitest'
import { dexieStore, ENTITIES, SYNCED_ENTITIES } from '@/domain/api/sync-entities'
import { createDb } from './db'
import { listQuotas } from './repositories/quotas'
import { cachedTeamQuotas, listQuotaShares } from './repositories/team-quotas'

/** The v10 schema as released: every entity table up to quotaItems, no team 定额 tables. */
function openV10(name: string): Dexie {
  const db = new Dexie(name, {
    indexedDB: globalThis.indexedDB,
    IDBKeyRange: globalThis.IDBKeyRange,
  })
  db.version(10).stores({
    meta: 'key',
    outbox: '++seq, [status+seq], [entity+entityId], mutationId, *rowKeys, [status+size]',
    conflicts: 'id, [entity+entityId], createdAt',
    ...Object.fromEntries(
      SYNCED_ENTITIES.filter((e) => ENTITIES[e].since <= 10).map((e) => [e, dexieStore(e)]),
    ),
    billItems: `${dexieStore('billItems')}, [parentId+sort]`,
  })
  return db
}

describe('schema migration v10 → v11 (团队定额库)', () => {
  it('keeps the 定额子目 and adds the empty quotaShares and teamQuotas tables', async () => {
    const v10 = openV10('mig-v11')
    await v10.table('quotaItems').add({
      id: 'q1',
      version: 3,
      deleted: 0,
      data: { Library: '企业定额', Code: 'A4-1', Name: '砖基础', Unit: '10m3', Lines: [] },
      base: null,
      updatedAt: 1,
    })
    v10.close()

    const db = createDb('mig-v11')
    await db.open()
    expect(db.verno).toBeGreaterThanOrEqual(11)
    expect((await listQuotas(db)).map((q) => [q.ID, q.Code])).toEqual([['q1', 'A4-1']])
    expect(await listQuotaShares(db)).toEqual([])
    expect(await cachedTeamQuotas(db)).toEqual([])
    db.close()
  })
})
