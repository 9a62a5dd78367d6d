import { describe, expect, it } from 'vitest'
import { createDb, type OutboxBundle, type SmartBoqDb } from '@/data/db'
import type { SyncedEntity } from '@/domain/api/sync'
import { adoptVisitorData } from './adopt'
import { unsyncedLineIds } from './cart'
import { entityCall } from './entity-calls'
import { mutate, mutateMany, type MutationSpec } from './mutate'
import {
  discardFailed,
  failedEntries,
  markAcked,
  markAckedMany,
  markFailed,
  outboxCounts,
  pendingEntries,
  pendingPage,
  retryFailed,
  unconfirmedFields,
} from './outbox'
import { allEntries, BUNDLE_SIZE, entriesOfRows, isBundle } from './outbox-store'
import { applyChangesPage } from './pull-apply'

const create = (
  entity: SyncedEntity,
  id: string,
  fields: Record<string, unknown>,
): MutationSpec => ({
  entity,
  entityId: id,
  op: 'create',
  call: entityCall(entity, 'create'),
  fields,
})
const update = (
  entity: SyncedEntity,
  id: string,
  fields: Record<string, unknown>,
): MutationSpec => ({
  entity,
  entityId: id,
  op: 'update',
  call: entityCall(entity, 'update'),
  fields,
})
const projects = (n: number, from = 0) =>
  Array.from({ length: n }, (_, k) =>
    create('projects', `p${from + k}`, { Project_Name: `项目${from + k}` }),
  )
const records = (db: SmartBoqDb) => db.outbox.orderBy(':id').toArray()
const shape = async (db: SmartBoqDb) =>
  (await records(db)).map((r) =>
    isBundle(r) ? `${r.status}×${r.entries.length}@${r.seq}` : `${r.status}@${r.seq}`,
  )

describe('outbox bundles: the stored form of a bulk write', () => {
  it('stores a bulk write as bundles of consecutive seqs, while a single write stays one plain record', async () => {
    const db = createDb('bundle-write')
    const written = await mutateMany(db, projects(2 * BUNDLE_SIZE + 10))
    expect(written.map((e) => e.seq)).toEqual(written.map((_, k) => k + 1))
    expect(await shape(db)).toEqual(['pending×250@250', 'pending×250@500', 'pending×10@510'])
    expect(await allEntries(db)).toEqual(written)
    expect(await pendingPage(db, 245, 10)).toEqual(written.slice(245, 255))
    expect((await pendingPage(db, 0, 600)).length).toBe(510)
    const lone = await mutate(db, update('projects', 'p3', { Project_Name: '改名' }))
    expect(lone.seq).toBe(511)
    expect((await records(db)).at(-1)).toEqual(lone)
    expect(
      (await entriesOfRows(db, [{ entity: 'projects', entityId: 'p3' }])).map((e) => e.seq),
    ).toEqual([4, 511])
  })

  it('acks exactly the answered entries of a bundle and splits it by status', async () => {
    const db = createDb('bundle-ack')
    await mutateMany(db, projects(300))
    await markAckedMany(
      db,
      Array.from({ length: 100 }, (_, k) => ({ seq: k + 1, result: { serverVersion: k + 1 } })),
    )
    expect(await shape(db)).toEqual(['acked×100@100', 'pending×150@250', 'pending×50@300'])
    expect((await pendingEntries(db)).map((e) => e.seq)).toEqual(
      Array.from({ length: 200 }, (_, k) => k + 101),
    )
    // The counts come from index keys (no entry read) and agree with the entries.
    expect(await outboxCounts(db)).toEqual({ pending: 200, failed: 0, conflicts: 0 })
    expect(await db.projects.get('p99')).toMatchObject({
      version: 100,
      base: { Project_Name: '项目99' },
    })
    expect((await db.projects.get('p100'))?.version).toBe(0)
    // The pull's purge deletes the acked entries up to LastMutationSeq, also inside a bundle.
    await applyChangesPage(db, { changes: [], nextCursor: 'c1', lastMutationSeq: 60 })
    expect(await shape(db)).toEqual(['acked×40@100', 'pending×150@250', 'pending×50@300'])
    expect((await allEntries(db))[0]?.seq).toBe(61)
    // A plain record counts one, beside the bundles.
    await mutate(db, update('projects', 'p1', { Project_Name: '再改' }))
    expect(await outboxCounts(db)).toEqual({ pending: 201, failed: 0, conflicts: 0 })
  })

  it('an entry answered alone (one request per entry) turns its bundle into plain records, once', async () => {
    const db = createDb('bundle-single')
    await mutateMany(db, projects(4))
    await markAcked(db, 2, { serverVersion: 1 })
    expect(await shape(db)).toEqual(['pending@1', 'acked@2', 'pending@3', 'pending@4'])
    await markAcked(db, 1, { serverVersion: 2 })
    expect((await allEntries(db)).map((e) => e.status)).toEqual([
      'acked',
      'acked',
      'pending',
      'pending',
    ])
  })

  it('a failed child goes to the failed list alone, and can be retried or discarded alone', async () => {
    const db = createDb('bundle-fail')
    await mutateMany(db, projects(5))
    await markAckedMany(
      db,
      [1, 2, 3, 4, 5].map((seq) => ({ seq, result: { serverVersion: seq } })),
    )
    await mutateMany(db, [
      update('projects', 'p1', { Project_Name: '坏名' }),
      update('projects', 'p2', { Project_Name: '也坏' }),
      update('projects', 'p3', { Remark: 'x' }),
    ])
    await markFailed(db, 7, '项目名称不能为空')
    await markFailed(db, 6, '项目名称不能为空')
    expect((await failedEntries(db)).map((e) => [e.seq, e.entityId, e.lastError])).toEqual([
      [6, 'p1', '项目名称不能为空'],
      [7, 'p2', '项目名称不能为空'],
    ])
    expect((await pendingEntries(db)).map((e) => e.seq)).toEqual([8])
    expect(await shape(db)).toEqual(['acked×5@5', 'failed@6', 'failed@7', 'pending@8'])
    await retryFailed(db, 7)
    expect((await failedEntries(db)).map((e) => e.seq)).toEqual([6])
    expect((await pendingEntries(db)).find((e) => e.seq === 7)).toMatchObject({
      status: 'pending',
      attempts: 0,
      lastError: null,
    })
    await discardFailed(db, 6)
    expect((await allEntries(db)).map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 7, 8])
    expect(await shape(db)).toEqual(['acked×5@5', 'pending@7', 'pending@8'])
    expect((await db.projects.get('p1'))?.data['Project_Name']).toBe('项目1')
    expect((await db.projects.get('p2'))?.data['Project_Name']).toBe('也坏')
  })

  it('a pull does not overwrite a field with an unconfirmed bundled entry', async () => {
    const db = createDb('bundle-pull')
    await mutateMany(db, projects(3))
    await markAckedMany(
      db,
      [1, 2, 3].map((seq) => ({ seq, result: { serverVersion: seq } })),
    )
    await mutateMany(db, [
      update('projects', 'p0', { Project_Name: '本地改' }),
      update('projects', 'p2', { Remark: '备注' }),
    ])
    expect(await shape(db)).toEqual(['acked×3@3', 'pending×2@5'])
    expect((await unconfirmedFields(db)).get('projects:p0')).toEqual(new Set(['Project_Name']))
    await applyChangesPage(db, {
      changes: [
        {
          Entity: 'projects',
          ID: 'p0',
          Version: 9,
          Deleted: false,
          Data: { Project_Name: '服务器', MultNum: 2 },
        },
      ],
      nextCursor: 'c1',
      lastMutationSeq: 3,
    })
    expect(await db.projects.get('p0')).toMatchObject({
      version: 9,
      data: { Project_Name: '本地改', MultNum: 2 },
      base: { Project_Name: '服务器' },
    })
    expect(await shape(db)).toEqual(['pending×2@5'])
  })

  it('adoption moves a visitor bundle into the user database as a bundle, once', async () => {
    const visitor = createDb('bundle-visitor')
    const user = createDb('bundle-user')
    await mutate(user, create('projects', 'own', { Project_Name: '用户已有' }))
    await mutateMany(visitor, projects(3))
    const before = await allEntries(visitor)
    expect(await adoptVisitorData(visitor, user)).toBe(3)
    expect(await shape(user)).toEqual(['pending@1', 'pending×3@4'])
    expect((await allEntries(user)).map((e) => [e.seq, e.mutationId])).toEqual([
      [1, expect.any(String)],
      ...before.map((e, k) => [k + 2, e.mutationId]),
    ])
    expect(await allEntries(visitor)).toEqual([])
  })

  it('the cart sees bundled cart entries until they are acked', async () => {
    const db = createDb('bundle-cart')
    const line = (id: string) =>
      create('cart', id, { ID: id, TemplateID: `t-${id}`, Name: id, Price: 1, Selected: 1 })
    await mutateMany(db, [line('c1'), line('c2'), line('c3')])
    expect((await records(db)).map(isBundle)).toEqual([true])
    expect(await unsyncedLineIds(db, ['c1', 'c3'])).toEqual(['c1', 'c3'])
    await markAckedMany(
      db,
      [1, 2].map((seq) => ({ seq, result: { serverVersion: seq } })),
    )
    expect(await unsyncedLineIds(db, ['c1', 'c2', 'c3'])).toEqual(['c3'])
    const bundle = (await records(db))[0] as OutboxBundle
    expect(bundle.rowKeys).toEqual(['cart:c1', 'cart:c2'])
  })
})
