import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from './app.ts'
import { ConfigError, loadConfig, type Config } from './config.ts'
import { openDb, type DbHandle } from './db/client.ts'
import { migrateDb } from './db/migrate.ts'
import { createLogger } from './lib/logger.ts'
import { RetentionConfigError, retentionDaysFromEnv, schedulePurge } from './services/sync/purge.ts'

// Entry point of `npm run serve` / `npm start`: open the database, migrate, listen, and on
// SIGTERM/SIGINT stop accepting, close the database (PGlite must be closed), exit 0.

function readConfig(): Config {
  try {
    return loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

const config = readConfig()
let retentionDays: number
try {
  retentionDays = retentionDaysFromEnv()
} catch (error) {
  if (!(error instanceof RetentionConfigError)) throw error
  console.error(error.message)
  process.exit(1)
}
const logger = createLogger(config.logLevel)

let handle: DbHandle
try {
  handle = config.databaseUrl
    ? await openDb({
        kind: 'postgres',
        url: config.databaseUrl,
        parallelWorkers: config.databaseParallelWorkers,
        onPoolError: (e) => logger.warn('pool error', { error: e.message }),
      })
    : await openDb({ kind: 'pglite', dataDir: join(config.dataDir, 'pglite') })
  await migrateDb(handle)
} catch (error) {
  const where = config.databaseUrl
    ? 'DATABASE_URL 指向的 PostgreSQL'
    : `嵌入式数据库（${join(config.dataDir, 'pglite')}）`
  console.error(
    `无法打开或迁移数据库：${where}\n${error instanceof Error ? error.message : String(error)}`,
  )
  process.exit(1)
}
const db = handle
// Daily: tombstones and dedup records older than SYNC_RETENTION_DAYS (docs/sync.md), and dead
// sessions, SMS codes and limit counters (docs/security.md).
const purge = schedulePurge({ db: db.db, logger, retentionDays })

const app = createApp({ db: db.db, logger, config })
const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  // A wildcard address is not something to type into a browser: show loopback instead.
  const address =
    info.address === '0.0.0.0' ? '127.0.0.1' : info.address === '::' ? '::1' : info.address
  const host = address.includes(':') ? `[${address}]` : address
  logger.debug('listening', { url: `http://${host}:${info.port}`, database: db.kind })
  console.log(`智能清单已启动：http://${host}:${info.port}/newIndex`)
})
server.on('error', (error: Error) => {
  console.error(`无法监听 ${config.host}:${config.port}：${error.message}`)
  void purge
    .stop()
    .then(() => db.close())
    .finally(() => process.exit(1))
})

let stopping = false
async function shutdown(signal: string): Promise<void> {
  if (stopping) return
  stopping = true
  logger.info('shutting down', { signal })
  // Give in-flight requests a moment, then drop idle keep-alive connections too.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()))
  const timer = setTimeout(() => {
    if ('closeAllConnections' in server) server.closeAllConnections()
  }, 5_000)
  if ('closeIdleConnections' in server) server.closeIdleConnections()
  await closed
  clearTimeout(timer)
  await purge.stop()
  await db.close()
  process.exit(0)
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => void shutdown(signal))
}
