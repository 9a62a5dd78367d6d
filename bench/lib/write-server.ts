// Child process of bench/writes: the real app (createApp, the server's own database options) on
// a real socket, plus two baseline handlers measured in the same process and run:
//   GET  /bench/empty   answers an envelope at once (HTTP + Hono + JSON, no database);
//   POST /bench/insert  one bare INSERT through the same driver and pool (no session, no checks).
//   POST /bench/loop    the longest event-loop stall since the last call (and its p99), in ms.
// DATABASE_URL selects PostgreSQL (pool as server/main.ts opens it), else PGlite in DATA_DIR.
// Prints one JSON line {port, users: [{id, token}], ...} once it listens; stops on SIGTERM.
import type { AddressInfo } from 'node:net'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { openDb } from '../../server/db/client.ts'
import { migrateDb } from '../../server/db/migrate.ts'
import { signedInUser } from '../../server/routes/shop/testkit.ts'
import { testApp } from '../../server/test/harness.ts'

const url = process.env.DATABASE_URL
const handle = url
  ? await openDb({ kind: 'postgres', url })
  : await openDb({ kind: 'pglite', dataDir: join(process.env.DATA_DIR ?? '', 'pglite') })
await migrateDb(handle)
await handle.db.execute(
  sql`create table if not exists bench_insert (id uuid primary key default gen_random_uuid(), owner text not null, data jsonb not null, at timestamptz not null default now())`,
)
const users = []
for (let i = 0; i < Number(process.env.BENCH_USERS ?? 2); i++)
  users.push(await signedInUser(handle.db, `bench-${i}-${Date.now()}`))

// A large body limit, as server/app.ts gives the whole-structure save its own.
const { app } = testApp(handle.db, { bodyLimit: 64 * 1024 * 1024 })
const bench = new Hono()
bench.get('/bench/empty', (c) => c.json({ ErrorCode: '0', Message: '', Data: null }))
bench.post('/bench/insert', async (c) => {
  const form = await c.req.parseBody()
  const owner = typeof form['Owner'] === 'string' ? form['Owner'] : ''
  await handle.db.execute(
    sql`insert into bench_insert (owner, data) values (${owner}, ${JSON.stringify(form)}::jsonb)`,
  )
  return c.json({ ErrorCode: '0', Message: '', Data: null })
})
const loop = monitorEventLoopDelay({ resolution: 1 })
loop.enable()
bench.post('/bench/loop', (c) => {
  const stalls = { max: loop.max / 1e6, p99: loop.percentile(99) / 1e6 }
  loop.reset()
  return c.json(stalls)
})
const server = serve({
  fetch: (req) =>
    new URL(req.url).pathname.startsWith('/bench/') ? bench.fetch(req) : app.fetch(req),
  hostname: '127.0.0.1',
  port: 0,
})
await new Promise<void>((resolve) =>
  server.listening ? resolve() : server.once('listening', () => resolve()),
)
console.log(
  JSON.stringify({ port: (server.address() as AddressInfo).port, users, kind: handle.kind }),
)
process.on('SIGTERM', () => {
  server.close()
  void handle.close().finally(() => process.exit(0))
})
