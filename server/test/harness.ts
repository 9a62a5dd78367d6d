import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { inject } from 'vitest'
import { createApp } from '../app.ts'
import { openDb, type Db, type DbHandle } from '../db/client.ts'
import { migrateDb } from '../db/migrate.ts'
import { memoryLogger } from '../lib/logger.ts'
import type { AppConfig } from '../types.ts'
import { installEntityServices } from '../services/entity-services.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumpDataDir() tarball of a migrated in-memory PGlite; '' on PostgreSQL runs. */
    pgliteTemplate: string
  }
}

/**
 * A fresh database per test file: in-memory PGlite by default, or, when TEST_DATABASE_URL is set
 * (scripts/test-server.mjs does), a uniquely named database on that PostgreSQL, dropped on close.
 */
export interface TestDb {
  backend: 'pglite' | 'postgres'
  handle: DbHandle
  db: Db
  /** URL of this file's own database (PostgreSQL only): open more handles to it. */
  url: string | undefined
  close(): Promise<void>
}

export const testDatabaseUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined

export async function openTestDb(options: { migrate?: boolean } = {}): Promise<TestDb> {
  installEntityServices()
  const adminUrl = testDatabaseUrl()
  let testDb: TestDb
  if (!adminUrl) {
    const handle = await openDb({
      kind: 'pglite',
      loadDataDir: migratedTemplate(options.migrate ?? true),
    })
    testDb = {
      backend: 'pglite',
      handle,
      db: handle.db,
      url: undefined,
      close: () => handle.close(),
    }
  } else {
    const name = `smartboq_test_${randomBytes(6).toString('hex')}`
    await adminQuery(adminUrl, `create database ${name}`)
    const url = withDatabase(adminUrl, name)
    const handle = await openDb({ kind: 'postgres', url, max: 5 })
    testDb = {
      backend: 'postgres',
      handle,
      db: handle.db,
      url,
      close: async () => {
        await handle.close()
        // FORCE (PostgreSQL 13+) ends connections a failed test may have left open.
        await adminQuery(adminUrl, `drop database if exists ${name} with (force)`)
      },
    }
  }
  if (options.migrate ?? true) await migrateDb(testDb.handle)
  return testDb
}

/** The suite's migrated PGlite tarball (server/test/global-setup.ts), when the file wants it. */
function migratedTemplate(migrate: boolean): Blob | undefined {
  if (!migrate) return undefined
  const file = inject('pgliteTemplate')
  return file ? new Blob([readFileSync(file)]) : undefined
}

/** Empties every table, for tests that each want a clean slate within one file. */
export async function resetDb(db: Db): Promise<void> {
  await db.execute(sql`truncate table projects, users restart identity cascade`)
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

export const testConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  bodyLimit: 2 * 1024 * 1024,
  distDir: '/nonexistent/dist',
  adminUser: 'admin',
  sessionTtlHours: 168,
  sessionMaxPerUser: 10,
  trustProxy: { kind: 'off' },
  lookups: { hourlyCapPhone: 20, hourlyCapIp: 100 },
  uploadLimits: { quotaBytes: 500 * 1024 * 1024, hourlyCap: 60 },
  ...overrides,
})

/** The app over a test database, with a logger whose lines the test can read. */
export function testApp(db: Db, overrides: Partial<AppConfig> = {}) {
  const logger = memoryLogger()
  const app = createApp({ db, logger, config: testConfig(overrides) })
  return { app, logger }
}

export interface EnvelopeBody {
  ErrorCode: string
  Message: string
  Data: unknown
  Total?: number
}

/** Sends a request to the app and reads the JSON envelope. */
export async function call(app: ReturnType<typeof createApp>, path: string, init?: RequestInit) {
  const res = await app.request(path, init)
  const body = (await res.json()) as EnvelopeBody
  return { status: res.status, headers: res.headers, body }
}
