import { describe, expect, it } from 'vitest'
import { createDb } from '@/data/db'
import { getCursor } from '@/data/repositories/meta'
import {
  createProject,
  getProject,
  updateProject,
  deleteProject,
} from '@/data/repositories/projects'
import { markFailed, pendingEntries } from '@/data/repositories/outbox'
import { beginResync } from '@/data/repositories/pull-apply'
import type { RowChange } from '@/domain/api/sync'
import { pullChanges } from './pull'
import { pushOutbox } from './push'
import { createSyncStatusStore } from './status-store'
import { okResult, scriptedTransport } from './testing/scripted-transport'
import type { PullResult } from './transport'
import { allEntries } from '@/data/repositories/outbox-store'

const row = (
  ID: string,
  Version: number,
  Data: Record<string, unknown>,
  Deleted = false,
): RowChange => ({ Entity: 'projects', ID, Version, Deleted, Data })
const page = (
  changes: RowChange[],
  nextCursor: string,
  hasMore = false,
  lastMutationSeq = 0,
): PullResult => ({
  kind: 'page',
  page: { changes, nextCursor, lastMutationSeq },
  hasMore,
})

function pullWith(db: ReturnType<typeof createDb>, pages: PullResult[], limit?: number) {
  const status = createSyncStatusStore()
  const transport = scriptedTransport(
    () => okResult(0),
    () => pages.shift() ?? page([], 'end'),
  )
  return {
    status,
    transport,
    run: () => pullChanges({ db, transport, status, now: () => 5, limit }),
  }
}

describe('pullChanges', () => {
  it('applies pages in order, advances the cursor and reports progress', async () => {
    const db = createDb('t')
    const { run, status, transport } = pullWith(db, [
      page([row('a', 1, { Project_Name: 'A' })], 'c1', true),
      page([row('b', 2, { Project_Name: 'B' })], 'c2'),
    ])
    expect(await run()).toEqual({ kind: 'done', pages: 2, rows: 2 })
    expect(transport.pulls).toEqual([null, 'c1'])
    expect(await getCursor(db)).toBe('c2')
    expect((await getProject(db, 'b'))?.data).toEqual({ Project_Name: 'B' })
    expect(status.get()).toMatchObject({
      pull: { active: false, pages: 2, rows: 2 },
      lastSyncAt: 5,
    })
  })

  it('never overwrites fields that still have pending outbox entries', async () => {
    const db = createDb('t')
    const id = await createProject(db, { Project_Name: 'A', BuiltArea: 1 })
    await pushOutbox({
      db,
      transport: scriptedTransport(() => okResult(1)),
      now: () => 0,
      random: () => 0,
    })
    await updateProject(db, id, { BuiltArea: 50 })
    const { run } = pullWith(db, [
      page([row(id, 3, { Project_Name: '别人改的', BuiltArea: 2, MultNum: 1 })], 'c3'),
    ])
    await run()
    const stored = await db.projects.get(id)
    expect(stored?.data).toEqual({ Project_Name: '别人改的', BuiltArea: 50, MultNum: 1 })
    expect(stored?.base).toEqual({ Project_Name: '别人改的', BuiltArea: 2, MultNum: 1 })
    expect(stored?.version).toBe(3)
  })

  it('never overwrites fields whose outbox entry failed: the refused edit stays visible until 重试 or 放弃修改', async () => {
    const db = createDb('t')
    const id = await createProject(db, { Project_Name: 'A', BuiltArea: 1 })
    await pushOutbox({
      db,
      transport: scriptedTransport(() => okResult(1)),
      now: () => 0,
      random: () => 0,
    })
    await updateProject(db, id, { BuiltArea: 50 })
    const [entry] = await pendingEntries(db)
    await markFailed(db, entry!.seq, '建筑面积超出范围')
    const { run } = pullWith(db, [
      page([row(id, 3, { Project_Name: '别人改的', BuiltArea: 2, MultNum: 1 })], 'c3'),
    ])
    await run()
    const stored = await db.projects.get(id)
    expect(stored?.data).toEqual({ Project_Name: '别人改的', BuiltArea: 50, MultNum: 1 })
    expect(stored?.base).toEqual({ Project_Name: '别人改的', BuiltArea: 2, MultNum: 1 })
  })

  it('ignores a change older than the version the row was confirmed at', async () => {
    const db = createDb('t')
    const id = await createProject(db, { Project_Name: 'A' })
    await pushOutbox({
      db,
      transport: scriptedTransport(() => okResult(9)),
      now: () => 0,
      random: () => 0,
    })
    const { run } = pullWith(db, [page([row(id, 4, { Project_Name: '旧' })], 'c4')])
    await run()
    expect((await getProject(db, id))?.data['Project_Name']).toBe('A')
    expect(await getCursor(db)).toBe('c4')
  })

  it('a page that fails to store leaves the rows and the cursor unchanged', async () => {
    const db = createDb('t')
    const first = pullWith(db, [page([row('a', 1, { Project_Name: 'A' })], 'c1')])
    await first.run()
    let calls = 0
    db.projects.hook('creating', () => {
      if (++calls === 2) throw new Error('disk error')
    })
    const second = pullWith(db, [
      page([row('b', 2, { Project_Name: 'B' }), row('c', 3, { Project_Name: 'C' })], 'c3'),
    ])
    await expect(second.run()).rejects.toThrow()
    expect(await getCursor(db)).toBe('c1')
    expect(await db.projects.count()).toBe(1)
  })

  it('a failed request leaves the cursor where it was', async () => {
    const db = createDb('t')
    const { run } = pullWith(db, [
      page([row('a', 1, {})], 'c1', true),
      { kind: 'retry', error: '网络连接失败' },
    ])
    expect(await run()).toEqual({ kind: 'retry', error: '网络连接失败' })
    expect(await getCursor(db)).toBe('c1')
  })

  it('drops acknowledged entries up to the server last mutation seq, keeps pending ones', async () => {
    const db = createDb('t')
    const id = await createProject(db, { Project_Name: 'A' })
    await updateProject(db, id, { BuiltArea: 1 })
    await pushOutbox({
      db,
      transport: scriptedTransport((_e, n) => okResult(n)),
      now: () => 0,
      random: () => 0,
    })
    await updateProject(db, id, { BuiltArea: 2 })
    const seqs = (await allEntries(db)).map((e) => e.seq)
    const { run } = pullWith(db, [page([], 'c1', false, seqs[0] ?? 0)])
    await run()
    expect((await allEntries(db)).map((e) => [e.seq, e.status])).toEqual([
      [seqs[1], 'acked'],
      [seqs[2], 'pending'],
    ])
  })

  it('applies tombstones, and server deletes win over pending edits', async () => {
    const db = createDb('t')
    const { run } = pullWith(db, [
      page([row('a', 1, { Project_Name: 'A' }), row('b', 2, { Project_Name: 'B' })], 'c2'),
    ])
    await run()
    await updateProject(db, 'b', { Project_Name: 'B2' })
    const next = pullWith(db, [page([row('a', 3, {}, true), row('b', 4, {}, true)], 'c4')])
    await next.run()
    expect(await db.projects.count()).toBe(0)
  })

  it('keeps a pending local delete hidden when the server still has the row', async () => {
    const db = createDb('t')
    await pullWith(db, [page([row('a', 1, { Project_Name: 'A' })], 'c1')]).run()
    await deleteProject(db, 'a')
    await pullWith(db, [page([row('a', 2, { Project_Name: 'A2' })], 'c2')]).run()
    expect(await getProject(db, 'a')).toBeUndefined()
    expect((await db.projects.get('a'))?.deleted).toBe(1)
  })

  it('reset: forgets server data, keeps pending edits, and pulls everything again', async () => {
    const db = createDb('t')
    await pullWith(db, [
      page(
        [row('a', 1, { Project_Name: 'A' }), row('b', 2, { Project_Name: 'B', BuiltArea: 1 })],
        'c2',
      ),
    ]).run()
    await updateProject(db, 'b', { BuiltArea: 77 })
    const { run, transport } = pullWith(db, [
      { kind: 'reset' },
      page(
        [row('b', 9, { Project_Name: 'B 新', BuiltArea: 3 }), row('c', 10, { Project_Name: 'C' })],
        'c10',
      ),
    ])
    expect(await run()).toEqual({ kind: 'done', pages: 1, rows: 2 })
    expect(transport.pulls).toEqual(['c2', null])
    expect(await getProject(db, 'a')).toBeUndefined()
    expect((await getProject(db, 'b'))?.data).toEqual({ Project_Name: 'B 新', BuiltArea: 77 })
    expect(await getProject(db, 'c')).toBeDefined()
    expect(await pendingEntries(db)).toHaveLength(1)
    expect(await getCursor(db)).toBe('c10')
  })

  it('a full pull removes rows the server no longer has, but keeps unsent creates', async () => {
    const db = createDb('t')
    await pullWith(db, [
      page([row('gone', 1, { Project_Name: 'G' }), row('kept', 2, { Project_Name: 'K' })], 'c2'),
    ]).run()
    const local = await createProject(db, { Project_Name: '未发送' })
    await db.meta.delete('cursor:all')
    await pullWith(db, [page([row('kept', 2, { Project_Name: 'K' })], 'c2')]).run()
    expect((await db.projects.toArray()).map((r) => r.id).sort()).toEqual(['kept', local].sort())
    expect((await db.projects.toArray()).every((r) => r.stale === undefined)).toBe(true)
  })

  it('a row created and confirmed during a full resync goes when the rest of the pull never sends it', async () => {
    const db = createDb('t')
    await pullWith(db, [page([row('old', 1, { Project_Name: 'O' })], 'c1')]).run()
    await db.meta.delete('cursor:all')
    await beginResync(db)
    // Created while the resync runs, confirmed at version 5, then deleted on the server and its
    // tombstone purged before the pull got there: the full pull never mentions it.
    const gone = await createProject(db, { Project_Name: '已在服务器删除' })
    await pushOutbox({
      db,
      transport: scriptedTransport(() => okResult(5)),
      now: () => 0,
      random: () => 0,
    })
    const sent = await createProject(db, { Project_Name: '服务器还在' })
    await pushOutbox({
      db,
      transport: scriptedTransport(() => okResult(6)),
      now: () => 0,
      random: () => 0,
    })
    await pullWith(db, [
      page(
        [row('old', 1, { Project_Name: 'O' }), row(sent, 6, { Project_Name: '服务器还在' })],
        'c6',
      ),
    ]).run()
    expect((await db.projects.toArray()).map((r) => r.id).sort()).toEqual(['old', sent].sort())
    expect(await getProject(db, gone)).toBeUndefined()
    expect((await db.projects.toArray()).every((r) => r.stale === undefined)).toBe(true)
  })

  it('first pull into an empty database: no resync marker, and an edit made between pages keeps its fields', async () => {
    const db = createDb('t')
    let edited = false
    const status = createSyncStatusStore()
    const transport = scriptedTransport(
      () => okResult(0),
      (cursor) =>
        cursor === null
          ? page(
              [
                row('a', 1, { Project_Name: 'A', BuiltArea: 1 }),
                row('b', 2, { Project_Name: 'B' }),
              ],
              'c2',
              true,
            )
          : page([row('a', 3, { Project_Name: 'A 服务器', BuiltArea: 2 })], 'c3'),
    )
    const pulling = pullChanges({
      db,
      transport: {
        send: (e) => transport.send(e),
        pull: async (cursor, limit) => {
          // The user edits row a after the first page was stored, before the second arrives.
          if (cursor === 'c2' && !edited) {
            edited = true
            await updateProject(db, 'a', { BuiltArea: 50 })
          }
          return transport.pull(cursor, limit)
        },
      },
      status,
      now: () => 5,
    })
    expect(await pulling).toEqual({ kind: 'done', pages: 2, rows: 3 })
    expect(await db.meta.get('resyncPending')).toBeUndefined()
    expect((await getProject(db, 'a'))?.data).toEqual({ Project_Name: 'A 服务器', BuiltArea: 50 })
    expect((await db.projects.get('a'))?.base).toEqual({ Project_Name: 'A 服务器', BuiltArea: 2 })
    expect((await getProject(db, 'b'))?.data).toEqual({ Project_Name: 'B' })
  })
})
