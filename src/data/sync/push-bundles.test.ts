import { describe, expect, it } from 'vitest'
import { createDb, type OutboxEntry, type SmartBoqDb } from '@/data/db'
import { entityCall } from '@/data/repositories/entity-calls'
import { mutate, mutateMany, type MutationSpec } from '@/data/repositories/mutate'
import { allEntries, isBundle } from '@/data/repositories/outbox-store'
import { pushOutbox } from './push'
import type { SendResult, SyncTransport } from './transport'
import { okResult } from './testing/scripted-transport'

/** A batch server that refuses seq 260 and whose first answer is cut after 100 results. */
function recordingTransport() {
  const requests: string[][] = []
  let version = 0
  const answer = (e: OutboxEntry): SendResult =>
    e.seq === 260 ? { kind: 'rejected', message: '项目名称不能为空' } : okResult(++version)
  const describe = (e: OutboxEntry) =>
    JSON.stringify([e.seq, e.mutationId, e.call, e.payload, e.baseVersion])
  const transport: SyncTransport & { requests: string[][] } = {
    requests,
    send(entry) {
      requests.push([describe(entry)])
      return Promise.resolve(answer(entry))
    },
    sendBatch(entries) {
      requests.push(entries.map(describe))
      const results: SendResult[] = []
      for (const entry of entries.slice(0, requests.length === 1 ? 100 : entries.length)) {
        const result = answer(entry)
        results.push(result)
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

const specs = (n: number): MutationSpec[] =>
  Array.from({ length: n }, (_, k) => ({
    entity: 'projects',
    entityId: `p${k + 1}`,
    op: 'create',
    call: entityCall('projects', 'create'),
    fields: { Project_Name: `P${k + 1}` },
  }))

/** The same rows and entries, each entry one plain record (the stored form before bundles). */
async function copyUnbundled(from: SmartBoqDb, name: string): Promise<SmartBoqDb> {
  const db = createDb(name)
  await db.projects.bulkPut(await from.projects.toArray())
  await db.outbox.bulkAdd(await allEntries(from))
  return db
}

async function push(db: SmartBoqDb) {
  const transport = recordingTransport()
  const outcome = await pushOutbox({ db, transport, now: () => 1_000, random: () => 0.5 })
  const entries = (await allEntries(db)).map((e) => [
    e.seq,
    e.status,
    e.serverVersion ?? null,
    e.lastError,
  ])
  const rows = (await db.projects.orderBy('id').toArray()).map((r) => [r.id, r.version])
  return { outcome, requests: transport.requests, entries, rows }
}

describe('pushing bundled entries', () => {
  it('sends exactly the requests the same entries sent one record each, and ends in the same state', async () => {
    const db = createDb('push-bundled')
    await mutateMany(db, specs(600))
    await mutate(db, {
      entity: 'projects',
      entityId: 'p260',
      op: 'update',
      call: entityCall('projects', 'update'),
      fields: { Project_Name: '改名' },
    })
    expect((await db.outbox.toArray()).map(isBundle)).toEqual([true, true, true, false])
    const plain = await copyUnbundled(db, 'push-plain')
    expect((await plain.outbox.toArray()).length).toBe(601)

    const bundled = await push(db)
    const before = await push(plain)
    expect(bundled).toEqual(before)
    // The cut first answer: 1–100 acked, 101–350 sent next; 260 refused there (the answer stops),
    // 261–510 and 511–600 follow; 601, made on top of 260, stays blocked.
    expect(bundled.requests.map((r) => r.length)).toEqual([250, 250, 250, 90])
    expect(bundled.outcome).toEqual({ kind: 'done', sent: 599 })
    expect(bundled.entries.filter(([, status]) => status !== 'acked')).toEqual([
      [260, 'failed', null, '项目名称不能为空'],
      [601, 'pending', null, null],
    ])
  })
})
