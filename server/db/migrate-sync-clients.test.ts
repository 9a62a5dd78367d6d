import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDb, type TestDb } from '../test/harness.ts'
import { MIGRATIONS_FOLDER } from './migrate.ts'
import type * as schema from './schema/index.ts'

// Migration 0014 keys sync_clients by (user, client) (issue 34, item 9): a database at 0013 with
// per-client rows is migrated, and each account keeps the sequence of its own mutations.
let t: TestDb
let partial: string
beforeAll(async () => {
  t = await openTestDb({ migrate: false })
  partial = mkdtempSync(join(tmpdir(), 'smartboq-migrations-'))
  cpSync(MIGRATIONS_FOLDER, partial, { recursive: true })
  const journalFile = join(partial, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] }
  journal.entries = journal.entries.filter((e) => e.idx <= 13)
  writeFileSync(journalFile, JSON.stringify(journal))
})
afterAll(async () => {
  rmSync(partial, { recursive: true, force: true })
  await t.close()
})

const migrateFrom = (folder: string) =>
  t.handle.kind === 'pglite'
    ? migratePglite(t.handle.db as PgliteDatabase<typeof schema>, { migrationsFolder: folder })
    : migratePg(t.handle.db as NodePgDatabase<typeof schema>, { migrationsFolder: folder })

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await t.db.execute(query)
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[]
}

describe('migration 0014: sync_clients by user and client', () => {
  it('gives each account the highest seq of its own mutations, the old value to the latest user', async () => {
    await migrateFrom(partial)
    const [a, b] = [randomUUID(), randomUUID()]
    for (const [id, phone] of [
      [a, '13800000001'],
      [b, '13800000002'],
    ])
      await t.db.execute(
        sql`insert into users (id, phone, user_name, password_hash, password_salt) values (${id}, ${phone}, ${phone}, 'x', 'y')`,
      )
    const shared = randomUUID()
    const idle = randomUUID()
    const mutation = (user: string, seq: number, at: string) =>
      t.db.execute(sql`insert into sync_mutations
        (client_id, mutation_id, user_id, seq, entity, entity_id, result, created_at)
        values (${shared}, ${randomUUID()}, ${user}, ${seq}, 'projects', ${randomUUID()},
                '{"ErrorCode":"0","Message":"","Data":null}', ${at}::timestamptz)`)
    await mutation(a, 3, '2026-03-01T08:00:00Z')
    await mutation(b, 7, '2026-03-01T09:00:00Z')
    await t.db.execute(
      sql`insert into sync_clients (client_id, last_seq) values (${shared}, 9), (${idle}, 4)`,
    )

    await migrateFrom(MIGRATIONS_FOLDER)
    const after = await rows<{ user_id: string; client_id: string; last_seq: string | number }>(
      sql`select user_id, client_id, last_seq from sync_clients order by last_seq`,
    )
    expect(after.map((r) => [r.user_id, r.client_id, Number(r.last_seq)])).toEqual([
      [a, shared, 3],
      [b, shared, 9],
    ])
  })
})
