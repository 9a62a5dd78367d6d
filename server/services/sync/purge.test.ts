import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { syncMutations, syncRows, syncState } from '../../db/schema/index.ts'
import { memoryLogger } from '../../lib/logger.ts'
import { openTestDb, type TestDb } from '../../test/harness.ts'
import { seedUser } from '../../test/seed.ts'
import { readChanges } from './changes.ts'
import {
  DEFAULT_RETENTION_DAYS,
  purgeOlderThan,
  RetentionConfigError,
  retentionDaysFromEnv,
  schedulePurge,
} from './purge.ts'

const DAY = 24 * 60 * 60 * 1000
let t: TestDb
let userId: string

beforeAll(async () => {
  t = await openTestDb()
  userId = await seedUser(t.db)
})
afterAll(async () => t.close())

const daysAgo = (days: number, from = new Date()) => new Date(from.getTime() - days * DAY)

async function row(version: number, deleted: boolean, changedAt: Date): Promise<string> {
  const id = randomUUID()
  await t.db.insert(syncRows).values({
    entity: 'projects',
    id,
    ownerId: userId,
    version,
    deleted,
    data: deleted ? {} : { Project_Name: '甲' },
    fieldMeta: {},
    changedAt,
  })
  return id
}

async function dedup(createdAt: Date): Promise<string> {
  const mutationId = randomUUID()
  await t.db.insert(syncMutations).values({
    clientId: randomUUID(),
    mutationId,
    userId,
    seq: 1,
    entity: 'projects',
    entityId: randomUUID(),
    result: { ErrorCode: '0', Message: '', Data: null },
    createdAt,
  })
  return mutationId
}

const exists = async (id: string) =>
  (await t.db.select({ id: syncRows.id }).from(syncRows).where(eq(syncRows.id, id))).length === 1
const dedupExists = async (id: string) =>
  (await t.db.select().from(syncMutations).where(eq(syncMutations.mutationId, id))).length === 1

describe('SYNC_RETENTION_DAYS', () => {
  it('defaults to 30 days and accepts whole days from 1 to 3650', () => {
    expect(DEFAULT_RETENTION_DAYS).toBe(30)
    expect(retentionDaysFromEnv({})).toBe(30)
    expect(retentionDaysFromEnv({ SYNC_RETENTION_DAYS: ' ' })).toBe(30)
    expect(retentionDaysFromEnv({ SYNC_RETENTION_DAYS: '7' })).toBe(7)
    for (const bad of ['0', '-1', '1.5', 'abc', '3651']) {
      expect(() => retentionDaysFromEnv({ SYNC_RETENTION_DAYS: bad })).toThrow(RetentionConfigError)
    }
  })
})

describe('purge of expired sync data', () => {
  it('removes tombstones and dedup records older than the retention, keeps the rest, and resets old cursors', async () => {
    const now = new Date()
    const [before] = await t.db.select().from(syncState).where(eq(syncState.id, 1))
    const oldTombstone = await row(101, true, daysAgo(31, now))
    const freshTombstone = await row(102, true, daysAgo(29, now))
    const oldLiveRow = await row(103, false, daysAgo(400, now))
    const oldDedup = await dedup(daysAgo(31, now))
    const freshDedup = await dedup(daysAgo(1, now))

    const counts = await purgeOlderThan(t.db, 30, now)
    expect(counts).toEqual({ tombstones: 1, mutations: 1 })
    expect(await exists(oldTombstone)).toBe(false)
    expect(await exists(freshTombstone)).toBe(true)
    expect(await exists(oldLiveRow)).toBe(true)
    expect(await dedupExists(oldDedup)).toBe(false)
    expect(await dedupExists(freshDedup)).toBe(true)

    // A client that last pulled before the purged tombstone may have missed it: full resync.
    const [after] = await t.db.select().from(syncState).where(eq(syncState.id, 1))
    expect(after?.epoch).toBe((before?.epoch ?? 0) + 1)
    expect(await readChanges(t.db, userId, undefined, `${before?.epoch ?? 0}:100`, 10)).toEqual({
      Reset: true,
    })
    expect(
      await readChanges(t.db, userId, undefined, `${after?.epoch ?? 0}:101`, 10),
    ).toMatchObject({ Reset: false })

    expect(await purgeOlderThan(t.db, 30, now)).toEqual({ tombstones: 0, mutations: 0 })
  })

  it('runs on its timer, logs what it removed, and stops', async () => {
    const logger = memoryLogger()
    const oldTombstone = await row(201, true, daysAgo(10))
    const schedule = schedulePurge({
      db: t.db,
      logger,
      retentionDays: 5,
      firstDelayMs: 5,
      intervalMs: 60_000,
    })
    try {
      await expect.poll(() => exists(oldTombstone), { timeout: 10_000 }).toBe(false)
      await expect.poll(() => logger.lines.some((l) => l['msg'] === 'sync purge')).toBe(true)
      const line = logger.lines.find((l) => l['msg'] === 'sync purge')
      expect(line?.['retentionDays']).toBe(5)
      expect(line?.['tombstones']).toBeGreaterThanOrEqual(1)
      expect(typeof line?.['mutations']).toBe('number')
    } finally {
      await schedule.stop()
    }
    const later = await row(202, true, daysAgo(10))
    expect(await schedule.runNow()).toBeNull()
    expect(await exists(later)).toBe(true)
  })
})
