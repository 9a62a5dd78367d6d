import { describe, expect, it } from 'vitest'
import { createDb } from '@/data/db'
import { createProject, getProject, updateProject } from '@/data/repositories/projects'
import {
  failedEntries,
  pendingEntries,
  resolveConflict,
  discardFailed,
  retryFailed,
} from '@/data/repositories/outbox'
import { pushOutbox } from './push'
import { okResult, scriptedTransport } from './testing/scripted-transport'
import { allEntries } from '@/data/repositories/outbox-store'

const ctx = (
  db: ReturnType<typeof createDb>,
  transport: ReturnType<typeof scriptedTransport>,
  now = 1_000,
) => ({
  db,
  transport,
  now: () => now,
  random: () => 0.5,
})

describe('pushOutbox', () => {
  it('replays pending entries one at a time in seq order and stores the server version', async () => {
    const db = createDb('t')
    const a = await createProject(db, { Project_Name: 'A' })
    const b = await createProject(db, { Project_Name: 'B' })
    await updateProject(db, a, { BuiltArea: 5 })
    const t = scriptedTransport((_e, n) => okResult(10 + n))
    expect(await pushOutbox(ctx(db, t))).toEqual({ kind: 'done', sent: 3 })
    expect(t.sent.map((e) => [e.entityId, e.op])).toEqual([
      [a, 'create'],
      [b, 'create'],
      [a, 'update'],
    ])
    expect(t.sent.map((e) => e.seq)).toEqual([...t.sent.map((e) => e.seq)].sort((x, y) => x - y))
    expect((await getProject(db, a))?.version).toBe(13)
    expect((await getProject(db, b))?.version).toBe(12)
    expect(await pendingEntries(db)).toEqual([])
    expect((await allEntries(db)).map((e) => e.status)).toEqual(['acked', 'acked', 'acked'])
  })

  it('backs off after a network failure and succeeds on the next try', async () => {
    const db = createDb('t')
    await createProject(db, { Project_Name: 'A' })
    const t = scriptedTransport((_e, n) =>
      n === 1 ? { kind: 'retry', error: '网络连接失败' } : okResult(1),
    )
    const first = await pushOutbox(ctx(db, t, 1_000))
    expect(first).toMatchObject({ kind: 'wait', until: 2_000 }) // attempt 0: exactly 1 s
    const [entry] = await pendingEntries(db)
    expect(entry).toMatchObject({ attempts: 1, nextAttemptAt: 2_000, lastError: '网络连接失败' })
    expect(await pushOutbox(ctx(db, t, 1_500))).toMatchObject({ kind: 'wait', until: 2_000 })
    expect(t.sent).toHaveLength(1)
    expect(await pushOutbox(ctx(db, t, 2_000))).toEqual({ kind: 'done', sent: 1 })
    expect(t.sent).toHaveLength(2)
    expect(t.sent[1]?.mutationId).toBe(t.sent[0]?.mutationId)
  })

  it('stops at 403 without counting an attempt', async () => {
    const db = createDb('t')
    await createProject(db, { Project_Name: 'A' })
    await createProject(db, { Project_Name: 'B' })
    const t = scriptedTransport(() => ({ kind: 'auth' }))
    expect(await pushOutbox(ctx(db, t))).toEqual({ kind: 'auth' })
    expect(t.sent).toHaveLength(1)
    expect((await pendingEntries(db)).map((e) => e.attempts)).toEqual([0, 0])
  })

  it('moves a rejected entry to the failed list, blocks its row and lets other rows continue', async () => {
    const db = createDb('t')
    const a = await createProject(db, { Project_Name: 'A' })
    const b = await createProject(db, { Project_Name: 'B' })
    await updateProject(db, a, { Project_Name: '' })
    await updateProject(db, a, { BuiltArea: 7 })
    await updateProject(db, b, { BuiltArea: 8 })
    const t = scriptedTransport((e) =>
      e.payload['Project_Name'] === ''
        ? { kind: 'rejected', message: '项目名称不能为空' }
        : okResult(1),
    )
    expect(await pushOutbox(ctx(db, t))).toEqual({ kind: 'done', sent: 3 })
    expect(t.sent.map((e) => [e.entityId, e.changedFields.join()])).toEqual([
      [a, 'MultNum,Project_Name'],
      [b, 'MultNum,Project_Name'],
      [a, 'Project_Name'],
      [b, 'BuiltArea'],
    ])
    const failed = await failedEntries(db)
    expect(failed).toHaveLength(1)
    expect(failed[0]).toMatchObject({ entityId: a, lastError: '项目名称不能为空' })
    const blocked = await pendingEntries(db)
    expect(blocked.map((e) => [e.entityId, e.changedFields])).toEqual([[a, ['BuiltArea']]])

    // Discarding the failed edit restores the server value and unblocks the row.
    await discardFailed(db, failed[0]?.seq ?? -1)
    expect((await getProject(db, a))?.data).toMatchObject({ Project_Name: 'A', BuiltArea: 7 })
    expect(await pushOutbox(ctx(db, t))).toEqual({ kind: 'done', sent: 1 })
    expect(t.sent.at(-1)?.changedFields).toEqual(['BuiltArea'])
  })

  it('retryFailed sends a failed entry again', async () => {
    const db = createDb('t')
    await createProject(db, { Project_Name: 'A' })
    let reject = true
    const t = scriptedTransport(() =>
      reject ? { kind: 'rejected', message: '服务器忙' } : okResult(3),
    )
    await pushOutbox(ctx(db, t))
    const [failed] = await failedEntries(db)
    reject = false
    await retryFailed(db, failed?.seq ?? -1)
    expect(await pushOutbox(ctx(db, t))).toEqual({ kind: 'done', sent: 1 })
    expect(await failedEntries(db)).toEqual([])
  })

  it('stores conflicts, keeps the server value, and "mine" enqueues a new edit on the current version', async () => {
    const db = createDb('t')
    const a = await createProject(db, { Project_Name: 'A', TotalCost: 100 })
    await pushOutbox(
      ctx(
        db,
        scriptedTransport(() => okResult(1)),
      ),
    )
    await updateProject(db, a, { TotalCost: 200, BuiltArea: 9 })
    const t = scriptedTransport(() => ({
      kind: 'ok',
      result: {},
      serverVersion: 5,
      conflicts: [{ Field: 'TotalCost', ServerValue: 150, ClientValue: 200 }],
    }))
    await pushOutbox(ctx(db, t))
    expect((await getProject(db, a))?.data).toMatchObject({ TotalCost: 150, BuiltArea: 9 })
    const [conflict] = await db.conflicts.toArray()
    expect(conflict).toMatchObject({
      entity: 'projects',
      entityId: a,
      field: 'TotalCost',
      mine: 200,
      theirs: 150,
      serverVersion: 5,
    })

    await resolveConflict(db, conflict?.id ?? '', 'mine')
    expect(await db.conflicts.count()).toBe(0)
    const [again] = await pendingEntries(db)
    expect(again).toMatchObject({
      op: 'update',
      baseVersion: 5,
      changedFields: ['TotalCost'],
      payload: { Type: 'update', ID: a, TotalCost: 200 },
    })
    expect((await getProject(db, a))?.data['TotalCost']).toBe(200)
  })

  it('"theirs" just drops the conflict', async () => {
    const db = createDb('t')
    const a = await createProject(db, { Project_Name: 'A', TotalCost: 100 })
    await pushOutbox(
      ctx(
        db,
        scriptedTransport(() => ({
          kind: 'ok',
          result: {},
          serverVersion: 2,
          conflicts: [{ Field: 'TotalCost', ServerValue: 90, ClientValue: 100 }],
        })),
      ),
    )
    const [conflict] = await db.conflicts.toArray()
    await resolveConflict(db, conflict?.id ?? '', 'theirs')
    expect(await db.conflicts.count()).toBe(0)
    expect(await pendingEntries(db)).toEqual([])
    expect((await getProject(db, a))?.data['TotalCost']).toBe(90)
  })

  it('drops the row when the server answers that it is deleted', async () => {
    const db = createDb('t')
    const a = await createProject(db, { Project_Name: 'A' })
    await pushOutbox(
      ctx(
        db,
        scriptedTransport(() => ({ kind: 'ok', result: {}, serverVersion: 4, deleted: true })),
      ),
    )
    expect(await db.projects.get(a)).toBeUndefined()
  })

  it('a late answer older than the pulled row leaves the server values', async () => {
    const db = createDb('t')
    const a = await createProject(db, { Project_Name: 'A', BuiltArea: 1 })
    await pushOutbox(
      ctx(
        db,
        scriptedTransport(() => okResult(1)),
      ),
    )
    await updateProject(db, a, { BuiltArea: 2 })
    // A pull brought version 6 (another client set BuiltArea 3) while this edit was unconfirmed.
    await db.projects.update(a, {
      version: 6,
      base: { Project_Name: 'A', BuiltArea: 3, MultNum: 1 },
    })
    await pushOutbox(
      ctx(
        db,
        scriptedTransport(() => okResult(5)),
      ),
    )
    expect((await db.projects.get(a))?.data['BuiltArea']).toBe(3)
    expect((await db.projects.get(a))?.version).toBe(6)
  })
})
