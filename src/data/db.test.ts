import { Dexie } from 'dexie'
import { describe, expect, it } from 'vitest'
import { createDb, dbNameFor, declareV1, getDb, setDb, type V1OutboxEntry } from './db'
import { sessionStore } from './state/app-state'
import { pushOutbox } from './sync/push'
import type { OutboxEntry } from './db'
import type { SendResult, SyncTransport } from './sync/transport'
import { allEntries } from '@/data/repositories/outbox-store'

describe('schema migration v1 → v2', () => {
  it('keeps pending outbox entries, in order, replayable with their mutation ids', async () => {
    const v1 = new Dexie('mig', {
      indexedDB: globalThis.indexedDB,
      IDBKeyRange: globalThis.IDBKeyRange,
    })
    declareV1(v1)
    const clientId = crypto.randomUUID()
    await v1.table('meta').put({ key: 'clientId', value: clientId })
    await v1.table('projects').put({
      id: 'p1',
      version: 3,
      deleted: 0,
      data: { Project_Name: '旧', ParentID: 'f1' },
      updatedAt: 1,
    })
    const old: V1OutboxEntry[] = [
      {
        mutationId: crypto.randomUUID(),
        url: '/api/SjyqList/EditProject',
        payload: { Type: 'update', ID: 'p1', Project_Name: '新' },
        entity: 'projects',
        entityId: 'p1',
        baseVersion: 3,
        attempts: 2,
        status: 'pending',
        createdAt: 10,
      },
      {
        mutationId: crypto.randomUUID(),
        url: '/api/SjyqList/DeleteProJect',
        payload: { ID: 'p1' },
        entity: 'projects',
        entityId: 'p1',
        baseVersion: 3,
        attempts: 0,
        status: 'pending',
        createdAt: 11,
      },
      {
        mutationId: crypto.randomUUID(),
        url: '/api/SjyqList/EditProject',
        payload: { Type: 'add', ID: 'p2', Project_Name: 'x' },
        entity: 'projects',
        entityId: 'p2',
        baseVersion: 0,
        attempts: 1,
        status: 'error',
        error: '名称重复',
        createdAt: 9,
      },
    ]
    await v1.table('outbox').bulkAdd(old)
    v1.close()

    const db = createDb('mig')
    const entries = await allEntries(db)
    expect(entries.map((e) => e.mutationId)).toEqual(old.map((e) => e.mutationId))
    expect(entries[0]).toMatchObject({
      clientId,
      call: { name: 'EditProject', method: 'POST', path: '/SjyqList/EditProject' },
      op: 'update',
      changedFields: ['Project_Name'],
      status: 'pending',
      attempts: 2,
    })
    expect(entries[1]).toMatchObject({
      call: { name: 'DeleteProJect', method: 'GET' },
      op: 'delete',
      changedFields: ['deleted'],
    })
    expect(entries[2]).toMatchObject({ status: 'failed', lastError: '名称重复', op: 'create' })
    expect(await db.projects.get('p1')).toMatchObject({
      base: { Project_Name: '旧', ParentID: 'f1' },
      parentId: 'f1',
    })
    expect((await db.meta.get('schemaVersion'))?.value).toBe(2)

    const sent: OutboxEntry[] = []
    const transport: SyncTransport = {
      send: (e) => {
        sent.push(e)
        return Promise.resolve<SendResult>({
          kind: 'ok',
          result: {},
          serverVersion: 4 + sent.length,
        })
      },
      pull: () => Promise.resolve({ kind: 'retry', error: 'x' }),
    }
    const outcome = await pushOutbox({ db, transport, now: () => 100, random: () => 0 })
    // The failed create of p2 stays in the failed list; both p1 entries replay in order.
    expect(outcome).toEqual({ kind: 'done', sent: 2 })
    expect(sent.map((e) => e.mutationId)).toEqual([old[0]?.mutationId, old[1]?.mutationId])
    expect(sent[0]?.payload).toEqual({ Type: 'update', ID: 'p1', Project_Name: '新' })
  })
})

describe('one database per signed-in user', () => {
  const signIn = (userId: string | null) =>
    sessionStore.set({ token: userId ? 't' : null, userId, userName: null, avatar: null })

  it('gives each user their own database, so another user on the same browser sees none of their rows', async () => {
    setDb(null)
    signIn('user-a')
    const a = getDb()
    expect(a.name).toBe(dbNameFor('user-a'))
    await a.projects.put({
      id: 'p1',
      version: 0,
      deleted: 0,
      data: { Project_Name: 'A 的项目' },
      base: null,
      updatedAt: 1,
    })
    signIn('user-b')
    const b = getDb()
    expect(b.name).toBe(dbNameFor('user-b'))
    expect(await b.projects.count()).toBe(0)
    signIn('user-a')
    expect(await getDb().projects.get('p1')).toMatchObject({ data: { Project_Name: 'A 的项目' } })
    signIn(null)
    expect(getDb().name).toBe('smartboq')
    getDb().close()
    setDb(null)
  })
})
