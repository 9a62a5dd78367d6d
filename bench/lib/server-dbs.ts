// Runs a server bench on each database it can: PGlite in a temporary folder, and PostgreSQL
// when one can be started (skipped with a line saying why otherwise). BENCH_DBS=postgres or
// BENCH_DBS=pglite runs one of them only (the issue-scale runs that target PostgreSQL).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDb, type DbHandle } from '../../server/db/client.ts'
import { startPostgres, stopPostgres, type PgInstance } from './postgres.ts'

export async function onEachServerDb(
  tmpPrefix: string,
  run: (label: string, handle: DbHandle) => Promise<void>,
): Promise<void> {
  const only = process.env.BENCH_DBS
  if (only !== 'postgres') {
    const dir = mkdtempSync(join(tmpdir(), tmpPrefix))
    const pglite = await openDb({ kind: 'pglite', dataDir: join(dir, 'pglite') })
    try {
      await run('PGlite 0.5 (PostgreSQL 18, WASM, on disk), over HTTP', pglite)
    } finally {
      await pglite.close()
      rmSync(dir, { recursive: true, force: true })
    }
  }
  if (only === 'pglite') return
  let pg: PgInstance | undefined
  try {
    pg = await startPostgres()
  } catch (error) {
    console.log(`\n[PostgreSQL] skipped: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (pg) {
    const handle = await openDb({ kind: 'postgres', url: pg.url, max: 4 })
    try {
      await run(`${pg.version}, over HTTP`, handle)
    } finally {
      await handle.close()
      await stopPostgres(pg)
    }
  }
}
