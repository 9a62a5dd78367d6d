import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from './app.ts'
import { openDb } from './db/client.ts'
import { createLogger } from './lib/logger.ts'
import { openTestDb, testConfig, type TestDb } from './test/harness.ts'
import type { LogLevel } from './config.ts'

let t: TestDb
beforeAll(async () => {
  t = await openTestDb()
})
afterAll(async () => {
  await t.close()
})

/** An app whose logger writes at `level` into an array, as the terminal would show it. */
function appAt(level: LogLevel, db = t.db) {
  const lines: Array<{ level: string; msg: string; status?: number }> = []
  const logger = createLogger(level, (line) =>
    lines.push(JSON.parse(line) as (typeof lines)[number]),
  )
  return { app: createApp({ db, logger, config: testConfig() }), lines }
}

describe('request logging keeps the terminal quiet', () => {
  it('logs nothing for ordinary requests at the default level info', async () => {
    const { app, lines } = appAt('info')
    for (const path of ['/sw.js', '/newIndex', '/api/index/GetSum', '/api/Nope/Nothing'])
      await app.request(path)
    expect(lines).toEqual([])
  })

  it('logs every request at debug', async () => {
    const { app, lines } = appAt('debug')
    await app.request('/api/index/GetSum')
    await app.request('/api/Nope/Nothing')
    expect(lines.filter((l) => l.msg === 'request').map((l) => [l.level, l.status])).toEqual([
      ['debug', 200],
      ['debug', 404],
    ])
  })

  it('still shows a server error at info, once', async () => {
    const broken =
      t.backend === 'pglite'
        ? await openDb({ kind: 'pglite' })
        : await openDb({ kind: 'postgres', url: t.url ?? '' })
    await broken.close()
    const { app, lines } = appAt('info', broken.db)
    const res = await app.request('/api/index/GetSum')
    expect(res.status).toBe(500)
    expect(lines.map((l) => [l.level, l.msg])).toEqual([['error', 'unhandled error']])
  })
})
