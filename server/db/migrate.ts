import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import * as schema from './schema/index.ts'
import type { DbHandle } from './client.ts'

// A string URL, not new URL(): under jsdom (integration tests) URL is not Node's own class.
export const MIGRATIONS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), 'migrations')

/** Arbitrary constant shared by every server instance: "smart-boq migrations". */
const MIGRATION_LOCK_KEY = 7_262_736_010

// Per handle, so two concurrent calls in one process do not interleave on PGlite's single session.
const inProcess = new WeakMap<DbHandle, Promise<void>>()

/**
 * Applies pending migrations. Several servers may start against one PostgreSQL at once: the
 * session-level advisory lock, held on one dedicated connection for the whole run, makes them
 * take turns (drizzle's own "create schema if not exists" and bookkeeping are not race-safe).
 */
export function migrateDb(handle: DbHandle): Promise<void> {
  const previous = inProcess.get(handle) ?? Promise.resolve()
  const run = previous.catch(() => undefined).then(() => migrateLocked(handle))
  inProcess.set(handle, run)
  return run
}

async function migrateLocked(handle: DbHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER }
  if (handle.kind === 'pglite') {
    // The handle's db is a PgliteDatabase; its declared type is the driver-neutral Db.
    const db = handle.db as PgliteDatabase<typeof schema>
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`)
    try {
      await migratePglite(db, config)
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`)
    }
    return
  }
  const client = await handle.pool.connect()
  let broken = false
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    try {
      await migratePg(drizzlePg({ client, schema }), config)
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
    }
  } catch (error) {
    broken = true
    throw error
  } finally {
    // A connection whose unlock may have failed must not go back to the pool still holding it.
    client.release(broken)
  }
}
