import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rateLimits, sessions, smsCodes } from '../../db/schema/index.ts'
import { memoryLogger } from '../../lib/logger.ts'
import { openTestDb, type TestDb } from '../../test/harness.ts'
import { seedUser } from '../../test/seed.ts'
import { schedulePurge } from '../sync/purge.ts'
import { purgeAccountRows } from './purge.ts'

// Growth (issue 34, item 11): sessions, SMS codes and limit counters that can never matter again
// are removed on the daily timer; live ones stay.
const HOUR = 3_600_000
let t: TestDb
let userId: string
const now = new Date('2026-03-10T08:00:00Z')
const at = (hours: number) => new Date(now.getTime() + hours * HOUR)

beforeAll(async () => {
  t = await openTestDb()
  userId = await seedUser(t.db)
})
afterAll(async () => t.close())

async function session(createdAt: Date, expiresAt: Date, revokedAt: Date | null = null) {
  await t.db.insert(sessions).values({
    userId,
    tokenHash: randomBytes(32).toString('hex'),
    createdAt,
    expiresAt,
    revokedAt,
  })
}
async function code(createdAt: Date, expiresAt: Date) {
  await t.db.insert(smsCodes).values({
    phone: '13800000001',
    type: 'd',
    codeHash: 'h'.repeat(64),
    codeSalt: 's'.repeat(32),
    ip: '10.0.0.1',
    createdAt,
    expiresAt,
  })
}

describe('purging dead account rows', () => {
  it('removes expired and long-revoked sessions, expired codes and finished counters only', async () => {
    await session(at(-200), at(-1)) // expired
    await session(at(-50), at(100), at(-30)) // revoked more than a day ago
    await session(at(-2), at(100), at(-1)) // revoked an hour ago: kept a day
    await session(at(-2), at(100)) // live
    await code(at(-1), at(-0.9)) // expired
    await code(at(-0.01), at(0.08)) // live
    await t.db.insert(rateLimits).values([
      { key: 'login:phone:13800000001', windowStart: at(-25), hits: 3 },
      { key: 'sms:phone:13800000001', windowStart: at(-23), hits: 2 },
    ])
    expect(await purgeAccountRows(t.db, now)).toEqual({ sessions: 2, codes: 1, limits: 1 })
    expect(await t.db.select().from(sessions)).toHaveLength(2)
    expect(await t.db.select().from(smsCodes)).toHaveLength(1)
    expect((await t.db.select().from(rateLimits)).map((r) => r.key)).toEqual([
      'sms:phone:13800000001',
    ])
  })

  it('runs on the daily timer with the sync purge and logs what it removed', async () => {
    await session(new Date(Date.now() - 2 * HOUR), new Date(Date.now() - HOUR))
    const logger = memoryLogger()
    const schedule = schedulePurge({ db: t.db, logger, retentionDays: 30, firstDelayMs: 5 })
    try {
      await expect
        .poll(() => logger.lines.some((l) => l['msg'] === 'account purge'), { timeout: 10_000 })
        .toBe(true)
      const line = logger.lines.find((l) => l['msg'] === 'account purge')
      expect(line?.['sessions']).toBeGreaterThanOrEqual(1)
      expect(await t.db.select().from(sessions)).toHaveLength(0)
    } finally {
      await schedule.stop()
    }
  })
})
