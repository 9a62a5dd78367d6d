import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDb } from '../db/client.ts'
import { syncMutations, syncRows, users } from '../db/schema/index.ts'
import { applyMutation } from '../services/synced/mutations.ts'
import { readChanges } from '../services/sync/changes.ts'
import { openTestDb, type TestDb } from '../test/harness.ts'

// Several connections at once need a real server: this file runs only in the PostgreSQL pass of
// scripts/test-server.mjs (vitest.config.ts leaves *.pg.test.ts out when TEST_DATABASE_URL is not
// set; PGlite is one connection, where the same writes simply queue). That pass fails when
// PostgreSQL cannot start.
let t: TestDb
const userIds: string[] = []

beforeAll(async () => {
  t = await openTestDb()
  for (const phone of ['13800000001', '13800000002']) {
    const [u] = await t.db
      .insert(users)
      .values({ phone, userName: phone, passwordHash: 'x', passwordSalt: 'y' })
      .returning()
    if (!u) throw new Error('no user')
    userIds.push(u.id)
  }
})
afterAll(async () => t.close())

const rowOf = async (id: string) =>
  (await t.db.select().from(syncRows).where(eq(syncRows.id, id)))[0]

/** Extra handles on this file's database; pool errors (a forced drop at teardown) are collected, not thrown. */
const poolErrors: Error[] = []
const openHandle = () =>
  openDb({ kind: 'postgres', url: t.url ?? '', onPoolError: (e) => poolErrors.push(e) })

/** The backend ids that `pid` waits for on a lock (pg_blocking_pids). */
async function blockers(pid: number): Promise<number[]> {
  const result = await t.db.execute(sql`select pg_blocking_pids(${pid}) as b`)
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    b: number[]
  }[]
  return rows[0]?.b ?? []
}

describe('concurrency on PostgreSQL', () => {
  it('applies concurrent copies of one mutation once', async () => {
    const handles = await Promise.all([1, 2, 3, 4].map(() => openHandle()))
    try {
      const id = randomUUID()
      const sync = { clientId: randomUUID(), mutationId: randomUUID(), seq: 1, baseVersion: 0 }
      const input = {
        userId: userIds[0] ?? '',
        entity: 'projects' as const,
        entityId: id,
        op: 'create' as const,
        fields: { Project_Name: '并发' },
        sync,
      }
      const results = await Promise.all(handles.map((h) => applyMutation(h.db, input)))
      // Same answer for every copy (the stored one may order its keys differently: jsonb).
      for (const r of results) expect(r).toEqual(results[0])
      const records = await t.db
        .select()
        .from(syncMutations)
        .where(eq(syncMutations.mutationId, sync.mutationId))
      expect(records).toHaveLength(1)
      const upd = {
        ...input,
        op: 'update' as const,
        fields: { TotalCost: 1 },
        sync: { ...sync, mutationId: randomUUID(), seq: 2 },
      }
      const before = (await rowOf(id))?.version ?? 0
      await Promise.all(handles.map((h) => applyMutation(h.db, upd)))
      expect((await rowOf(id))?.version).toBe(before + 1)
    } finally {
      await Promise.all(handles.map((h) => h.close()))
    }
  })

  it('never lets a cursor skip a row whose lower version commits after a higher one is read', async () => {
    const [h1, h2] = await Promise.all([openHandle(), openHandle()])
    // The slow transaction takes the sync_state lock FIRST (awaited below), holds it until
    // `release`, and is always released and awaited in `finally`, whatever an assertion did.
    let release: () => void = () => undefined
    const held = new Promise<void>((r) => (release = r))
    let locked: (pid: number) => void = () => undefined
    const slowHasLock = new Promise<number>((r) => (locked = r))
    const pending: Promise<unknown>[] = []
    try {
      const user = userIds[0] ?? ''
      const start = (await readChanges(t.db, user, undefined, undefined, 5000)) as {
        NextCursor: string
      }
      const slow = h1.db.transaction(async (tx) => {
        await tx.execute(sql`update sync_state set version = version + 1 where id = 1`)
        const result = await tx.execute(sql`select pg_backend_pid() as pid`)
        const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
          pid: number
        }[]
        locked(rows[0]?.pid ?? -1)
        await held
        await tx.execute(sql`update sync_state set version = version - 1 where id = 1`)
      })
      pending.push(slow)
      const slowPid = await Promise.race([slowHasLock, slow.then(() => -1)])
      expect(slowPid).toBeGreaterThan(0)

      // Writer 2 starts only now. Wait (no sleep) until it either finished or is seen waiting
      // for the slow transaction's lock: a broken serialisation shows up as "finished".
      const fastId = randomUUID()
      let fastDone = false
      const fast = applyMutation(h2.db, {
        userId: user,
        entity: 'projects',
        entityId: fastId,
        op: 'create',
        fields: { Project_Name: '快' },
      })
      pending.push(fast.finally(() => (fastDone = true)))
      const fastBlocked = async () => {
        const result = await t.db.execute(
          sql`select pid from pg_stat_activity where datname = current_database() and pid <> ${slowPid}`,
        )
        const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
          pid: number
        }[]
        for (const { pid } of rows) if ((await blockers(pid)).includes(slowPid)) return true
        return false
      }
      await expect
        .poll(async () => fastDone || (await fastBlocked()), { timeout: 20_000, interval: 20 })
        .toBe(true)
      expect(fastDone, 'the fast writer committed while the slow one held its version').toBe(false)

      const mid = (await readChanges(t.db, user, undefined, start.NextCursor, 5000)) as {
        Changes: { ID: string }[]
        NextCursor: string
      }
      expect(mid.Changes.map((c) => c.ID)).not.toContain(fastId)
      const slowId = randomUUID()
      const slowWrite = applyMutation(h1.db, {
        userId: user,
        entity: 'projects',
        entityId: slowId,
        op: 'create',
        fields: { Project_Name: '慢' },
      })
      pending.push(slowWrite)
      release()
      await Promise.all([slow, fast, slowWrite])
      const after = (await readChanges(t.db, user, undefined, mid.NextCursor, 5000)) as {
        Changes: { ID: string }[]
      }
      expect(after.Changes.map((c) => c.ID)).toEqual(expect.arrayContaining([fastId, slowId]))
    } finally {
      release()
      await Promise.allSettled(pending)
      await Promise.all([h1.close(), h2.close()])
    }
  })
})
