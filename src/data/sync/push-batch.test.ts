import { describe, expect, it } from 'vitest'
import { createDb, type OutboxEntry } from '@/data/db'
import { createProject, updateProject } from '@/data/repositories/projects'
import { failedEntries, pendingEntries } from '@/data/repositories/outbox'
import { pushOutbox } from './push'
import type { SendResult, SyncTransport } from './transport'
import { okResult } from './testing/scripted-transport'
import { allEntries } from '@/data/repositories/outbox-store'

/** A transport that answers batches like POST /api/Sync/Batch: in order, stopping after the first failure. */
function batchTransport(answer: (entry: OutboxEntry) => SendResult, refuseBatches = false) {
  const batches: number[][] = []
  const singles: number[] = []
  let version = 0
  const transport: SyncTransport & { batches: number[][]; singles: number[] } = {
    batches,
    singles,
    send(entry) {
      singles.push(entry.seq)
      const result = answer(entry)
      return Promise.resolve(result.kind === 'ok' ? okResult(++version) : result)
    },
    sendBatch(entries) {
      batches.push(entries.map((e) => e.seq))
      if (refuseBatches) return Promise.resolve(null)
      const results: SendResult[] = []
      for (const entry of entries) {
        const result = answer(entry)
        results.push(result.kind === 'ok' ? okResult(++version) : result)
        if (result.kind !== 'ok') break
      }
      return Promise.resolve(results)
    },
    pull: () =>
      Promise.resolve({
        kind: 'page',
        page: { changes: [], nextCursor: 'c', lastMutationSeq: 0 },
        hasMore: false,
      }),
  }
  return transport
}

const ctx = (db: ReturnType<typeof createDb>, transport: SyncTransport) => ({
  db,
  transport,
  now: () => 1_000,
  random: () => 0.5,
})

describe('pushOutbox with batches', () => {
  it('sends the due entries in one request, in seq order', async () => {
    const db = createDb('t')
    for (const name of ['A', 'B', 'C']) await createProject(db, { Project_Name: name })
    const t = batchTransport(() => okResult(0))
    expect(await pushOutbox(ctx(db, t))).toEqual({ kind: 'done', sent: 3 })
    expect(t.batches).toEqual([[1, 2, 3]])
    expect(t.singles).toEqual([])
    expect(await pendingEntries(db)).toEqual([])
  })

  it('after a refused entry, blocks its row and sends the other rows in the next batch', async () => {
    const db = createDb('t')
    const a = await createProject(db, { Project_Name: 'A' })
    await createProject(db, { Project_Name: 'B' })
    await updateProject(db, a, { Project_Name: '改名' })
    const t = batchTransport((e) =>
      e.seq === 1 ? { kind: 'rejected', message: '项目名称不能为空' } : okResult(0),
    )
    expect(await pushOutbox(ctx(db, t))).toEqual({ kind: 'done', sent: 1 })
    // Seq 1 (A's create) refused: the server stopped; B went next, A's update stays blocked.
    expect(t.batches).toEqual([[1, 2, 3]])
    expect(t.singles).toEqual([2])
    expect((await failedEntries(db)).map((e) => e.seq)).toEqual([1])
    expect((await pendingEntries(db)).map((e) => e.seq)).toEqual([3])
  })

  it('stops the pass on a network failure inside a batch, keeping the answered entries', async () => {
    const db = createDb('t')
    for (const name of ['A', 'B', 'C']) await createProject(db, { Project_Name: name })
    const t = batchTransport((e) =>
      e.seq === 2 ? { kind: 'retry', error: '网络连接失败' } : okResult(0),
    )
    expect(await pushOutbox(ctx(db, t))).toMatchObject({ kind: 'wait', until: 2_000 })
    expect((await pendingEntries(db)).map((e) => [e.seq, e.attempts])).toEqual([
      [2, 1],
      [3, 0],
    ])
  })

  it('goes one by one when the server refuses batches', async () => {
    const db = createDb('t')
    for (const name of ['A', 'B']) await createProject(db, { Project_Name: name })
    const t = batchTransport(() => okResult(0), true)
    expect(await pushOutbox(ctx(db, t))).toEqual({ kind: 'done', sent: 2 })
    expect(t.batches).toEqual([[1, 2]])
    expect(t.singles).toEqual([1, 2])
  })

  it('records the answered successes of a batch before its refused entry: acked, each row at its server version', async () => {
    const db = createDb('t')
    const ids: string[] = []
    for (const name of ['A', 'B', 'C', 'D'])
      ids.push(await createProject(db, { Project_Name: name }))
    const t = batchTransport((e) =>
      e.seq === 3 ? { kind: 'rejected', message: '项目名称不能为空' } : okResult(0),
    )
    expect(await pushOutbox(ctx(db, t))).toEqual({ kind: 'done', sent: 3 })
    expect(t.batches).toEqual([[1, 2, 3, 4]])
    expect(t.singles).toEqual([4])
    expect((await allEntries(db)).map((e) => [e.seq, e.status, e.serverVersion ?? null])).toEqual([
      [1, 'acked', 1],
      [2, 'acked', 2],
      [3, 'failed', null],
      [4, 'acked', 3],
    ])
    expect((await db.entityTable('projects').bulkGet(ids)).map((r) => r?.version)).toEqual([
      1, 2, 0, 3,
    ])
  })

  it('reads the outbox a page at a time: a row refused on one page stays blocked on the next, and an entry written during the pass is sent in the same pass', async () => {
    const db = createDb('t')
    const ids: string[] = []
    for (let k = 1; k <= 300; k++) ids.push(await createProject(db, { Project_Name: `P${k}` }))
    await updateProject(db, ids[259]!, { Project_Name: '改名' }) // seq 301, made on top of seq 260
    let written = false
    const inner = batchTransport((e) =>
      e.seq === 260 ? { kind: 'rejected', message: '项目名称不能为空' } : okResult(0),
    )
    const t: SyncTransport = {
      ...inner,
      async sendBatch(entries) {
        if (!written) {
          written = true
          await createProject(db, { Project_Name: '同步时新建' }) // seq 302
        }
        return inner.sendBatch!(entries)
      },
    }
    expect(await pushOutbox(ctx(db, t))).toEqual({ kind: 'done', sent: 300 })
    const range = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, k) => from + k)
    // The page after a run is read while the run is on the network: 302, written during the
    // first request, goes with the third.
    expect(inner.batches).toEqual([
      range(1, 250),
      [...range(251, 300), 301],
      [...range(261, 300), 302],
    ])
    expect((await failedEntries(db)).map((e) => e.seq)).toEqual([260])
    expect((await pendingEntries(db)).map((e) => e.seq)).toEqual([301])
  })
})
