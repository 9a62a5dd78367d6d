import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
// The ProvidedContext augmentation (pgliteTemplate) lives beside its reader.
import type {} from './harness.ts'
import { openDb } from '../db/client.ts'
import { migrateDb } from '../db/migrate.ts'

/**
 * Once per server-suite run: start one in-memory PGlite, migrate it, and dump its data folder.
 * Every test file then starts its own PGlite from that tarball (server/test/harness.ts), which
 * skips initdb and the migrations: about 3 s less per file than a fresh start on this machine.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '')
    return () => undefined
  }
  const dir = mkdtempSync(join(tmpdir(), 'smartboq-pglite-template-'))
  const handle = await openDb({ kind: 'pglite' })
  try {
    await migrateDb(handle)
    if (handle.kind !== 'pglite') throw new Error('expected PGlite')
    const dump = await handle.client.dumpDataDir('none')
    const file = join(dir, 'migrated.tar')
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
    project.provide('pgliteTemplate', file)
  } finally {
    await handle.close()
  }
  return () => rmSync(dir, { recursive: true, force: true })
}
