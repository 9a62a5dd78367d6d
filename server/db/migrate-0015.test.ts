import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDb, type TestDb } from '../test/harness.ts'
import { MIGRATIONS_FOLDER, migrateDb } from './migrate.ts'
import type * as schema from './schema/index.ts'

/**
 * Migration 0015 on a database of the old model (docs/api-shop.md "Versions"): a template released
 * before versions existed becomes its version 1, and the copies a checkout made count as
 * purchases of version 1, so their buyers keep the whole bill (paid content).
 */

let t: TestDb
let dir: string
beforeAll(async () => {
  t = await openTestDb({ migrate: false })
  dir = mkdtempSync(join(tmpdir(), 'migrations-'))
  const journal = JSON.parse(
    readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { idx: number; tag: string }[] }
  // Everything before template versions (0015): the old model, security (0014) included.
  const versions = journal.entries.find((e) => e.tag === '0015_template_versions')
  const before = journal.entries.filter((e) => e.idx < (versions?.idx ?? 0))
  mkdirSync(join(dir, 'meta'))
  writeFileSync(join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: before }))
  for (const e of before)
    copyFileSync(join(MIGRATIONS_FOLDER, `${e.tag}.sql`), join(dir, `${e.tag}.sql`))
  const handle = t.handle
  if (handle.kind === 'pglite')
    await migratePglite(handle.db as PgliteDatabase<typeof schema>, { migrationsFolder: dir })
  else {
    const client = await handle.pool.connect()
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder: dir })
    } finally {
      client.release()
    }
  }
})
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true })
  await t.close()
})

async function user(phone: string): Promise<string> {
  const id = randomUUID()
  await t.db.execute(sql`insert into users (id, phone, user_name, password_hash, password_salt)
    values (${id}, ${phone}, ${phone}, 'h', 's')`)
  return id
}

async function doc(id: string, owner: string, data: Record<string, unknown>) {
  await t.db.execute(sql`insert into sync_rows (entity, id, owner_id, version, data, field_meta)
    values ('projects', ${id}, ${owner}, 1, ${JSON.stringify(data)}::jsonb, '{}'::jsonb)`)
}

describe('migration 0015 (template versions)', () => {
  it('turns each released template into version 1 and records the copies bought as purchases of it', async () => {
    const author = await user('13900000001')
    const buyer = await user('13900000002')
    const template = randomUUID()
    const draft = randomUUID()
    await t.db.execute(sql`insert into projects (id, owner_id, name, city, is_template, released,
      released_at, price_fen, total_cost_fen, built_area)
      values (${template}, ${author}, '旧模板', '深圳', true, true, now(), 99900, 123456, 1000),
             (${draft}, ${author}, '未发布', '', true, false, null, 0, 0, 0)`)
    await doc(template, author, { Project_Name: '旧模板', IsTemplate: 1, Released: 1 })
    const copy = randomUUID()
    await doc(copy, buyer, { Project_Name: '旧模板', IsTemplate: 0, TempId: template })
    // The author's own copy (另存为模板 of the template) is no purchase.
    await doc(randomUUID(), author, { Project_Name: '副本', IsTemplate: 0, TempId: template })

    await migrateDb(t.handle)

    const rows = (result: unknown) =>
      ((result as { rows?: unknown }).rows ?? result) as Record<string, unknown>[]
    const versions = await t.db.execute(
      sql`select template_id, version, name, price_fen::int as price, total_cost_fen::int as total
        from template_versions`,
    )
    expect(rows(versions)).toEqual([
      { template_id: template, version: 1, name: '旧模板', price: 99900, total: 123456 },
    ])
    const purchases = await t.db.execute(
      sql`select user_id, template_id, version, project_id from template_purchases`,
    )
    expect(rows(purchases)).toEqual([
      { user_id: buyer, template_id: template, version: 1, project_id: copy },
    ])
  })
})
