import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDb, type TestDb } from '../test/harness.ts'
import { openDb, type DbHandle } from './client.ts'
import { MIGRATIONS_FOLDER, migrateDb } from './migrate.ts'
import { projects, users } from './schema/index.ts'

let t: TestDb
beforeAll(async () => {
  t = await openTestDb({ migrate: false })
})
afterAll(async () => {
  await t.close()
})

async function appliedMigrations(handle: DbHandle): Promise<number> {
  const [row] = await handle.db
    .select({ n: sql<number>`count(*)::int` })
    .from(sql`drizzle.__drizzle_migrations`)
  return Number(row?.n)
}

describe('migrations', () => {
  it('apply concurrently from several servers without racing (advisory lock)', async () => {
    // PostgreSQL: three separate pools, as three stateless servers would be. PGlite: three calls
    // on the one handle, which must queue rather than interleave.
    const extra: DbHandle[] = []
    if (t.url)
      for (let i = 0; i < 2; i++) extra.push(await openDb({ kind: 'postgres', url: t.url, max: 2 }))
    const handles = t.url ? [t.handle, ...extra] : [t.handle, t.handle, t.handle]
    try {
      await Promise.all(handles.map((h) => migrateDb(h)))
    } finally {
      await Promise.all(extra.map((h) => h.close()))
    }
    expect(await appliedMigrations(t.handle)).toBeGreaterThan(0)
  })

  it('are idempotent: running them again changes nothing', async () => {
    const before = await appliedMigrations(t.handle)
    await migrateDb(t.handle)
    await migrateDb(t.handle)
    expect(await appliedMigrations(t.handle)).toBe(before)
  })

  it('give the newest migration the latest "when", so a database one migration behind gets it', () => {
    // drizzle applies only migrations whose journal "when" is later than the latest applied one's.
    // 0007-0009 were given hand-set times (1796000000007-9) later than 0010-0013's: each new
    // migration must be later than all of them, or databases that have it all would skip it.
    const journal = JSON.parse(
      readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: { idx: number; when: number }[] }
    const newest = journal.entries.at(-1)
    expect(newest?.when).toBe(Math.max(...journal.entries.map((e) => e.when)))
  })

  it('form one chain: numbered in order, each snapshot following the one before', () => {
    // Two branches that each add "the next" migration collide (two 0014s): drizzle-kit then
    // diffs against the wrong snapshot and a database at one of them skips the other.
    const journal = JSON.parse(
      readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: { idx: number; tag: string; when: number }[] }
    const ids: string[] = []
    let prev = '00000000-0000-0000-0000-000000000000'
    journal.entries.forEach((e, i) => {
      const number = String(i).padStart(4, '0')
      expect(e.idx).toBe(i)
      expect(e.tag.startsWith(`${number}_`)).toBe(true)
      expect(existsSync(join(MIGRATIONS_FOLDER, `${e.tag}.sql`))).toBe(true)
      const snapshot = JSON.parse(
        readFileSync(join(MIGRATIONS_FOLDER, 'meta', `${number}_snapshot.json`), 'utf8'),
      ) as { id: string; prevId: string }
      expect(snapshot.prevId, `${number}_snapshot.json prevId`).toBe(prev)
      ids.push(snapshot.id)
      prev = snapshot.id
    })
    expect(new Set(ids).size).toBe(ids.length)
    // Each migration's "when" is later than every earlier one's, except the four that got their
    // generated times before 0007-0009's hand-set ones were noticed.
    const early = journal.entries.filter((e, i) =>
      journal.entries.slice(0, i).some((before) => before.when >= e.when),
    )
    expect(early.map((e) => e.tag)).toEqual([
      '0010_bill_cost',
      '0011_teams',
      '0012_team_notices',
      '0013_team_library',
    ])
  })

  it('create the tables with their constraints', async () => {
    const [user] = await t.db
      .insert(users)
      .values({ phone: '13900000000', userName: '测试', passwordHash: 'h', passwordSalt: 's' })
      .returning()
    expect(user?.isAdmin).toBe(false)
    await expect(
      t.db
        .insert(users)
        .values({ phone: '13900000000', userName: '重复', passwordHash: 'h', passwordSalt: 's' }),
    ).rejects.toThrow()
    await expect(
      t.db
        .insert(users)
        .values({ phone: '23900000000', userName: '坏号', passwordHash: 'h', passwordSalt: 's' }),
    ).rejects.toThrow()
    const ownerId = user?.id ?? ''
    await expect(
      t.db
        .insert(projects)
        .values({ ownerId, name: 'x', standardVersion: 'GB 1' as 'GB 50500-2013' }),
    ).rejects.toThrow()
    await expect(
      t.db.insert(projects).values({ ownerId, name: 'x', released: true }),
    ).rejects.toThrow()
    await expect(
      t.db.insert(projects).values({ ownerId, name: 'x', totalCostFen: -1 }),
    ).rejects.toThrow()
    const [project] = await t.db
      .insert(projects)
      .values({ ownerId, name: '大金额', totalCostFen: 900_000_000_000_001 })
      .returning()
    expect(project).toMatchObject({
      totalCostFen: 900_000_000_000_001,
      version: 1,
      standardVersion: 'GB/T 50500-2024',
      builtArea: '0.00',
    })
  })
})
