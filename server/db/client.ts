import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { lockDataDir } from './data-lock.ts'
import * as schema from './schema/index.ts'

export type Schema = typeof schema
/** The one database type every route and service uses, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

/**
 * An open database. `kind` tells the migrator which driver it holds; services only use `db`.
 * Close it exactly once (PGlite must be closed or it may lose sequence values, TOOLCHAIN.md).
 */
export type DbHandle =
  | { kind: 'pglite'; db: Db; client: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: Db; pool: pg.Pool; close(): Promise<void> }

export type OpenDbOptions =
  // No dataDir = in memory (tests); loadDataDir starts it from a dumpDataDir() tarball instead of
  // running initdb (the server suite's migrated template, server/test/global-setup.ts).
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  // parallelWorkers: max_parallel_workers_per_gather of every session (default 0, docs/search.md).
  | {
      kind: 'postgres'
      url: string
      max?: number
      parallelWorkers?: number
      onPoolError?: (error: Error) => void
    }

export async function openDb(options: OpenDbOptions): Promise<DbHandle> {
  if (options.kind === 'pglite') {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
    const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => undefined
    try {
      const client = options.dataDir
        ? new PGlite(options.dataDir)
        : new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {})
      await client.waitReady
      const db = drizzlePglite({ client, schema })
      return { kind: 'pglite', db, client, close: once(() => client.close().finally(unlock)) }
    } catch (error) {
      unlock()
      throw error
    }
  }
  // The app's queries are short: starting parallel workers costs more than it saves, most of all
  // on a small, busy server (the trading-centre search: docs/search.md). DB_PARALLEL_WORKERS lifts it.
  const options_ = `-c max_parallel_workers_per_gather=${options.parallelWorkers ?? 0}`
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max ?? 10,
    options: options_,
  })
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => options.onPoolError?.(error))
  // Fail fast on a wrong URL rather than at the first request.
  const probe = await pool.connect()
  probe.release()
  const db = drizzlePg({ client: pool, schema })
  return { kind: 'postgres', db, pool, close: once(() => pool.end()) }
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined
  return () => (done ??= fn())
}
