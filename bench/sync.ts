// bench/sync (issue 4): in Chromium, rows/s of applying a 100,000-row pull into IndexedDB through
// the app's pull-apply code next to a raw IndexedDB put of the same rows in the same page (target
// ≥ 70 %); the full pull of a fresh client from a real server (HTTP, JSON, validation, apply:
// the app's pullChanges) and the resync path (a cursor older than a tombstone purge gets Reset:
// local server-confirmed rows dropped, everything pulled again); then mutations/s replayed to the
// server (EditProject with the sync headers) on embedded PGlite and on a throwaway PostgreSQL 15.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { registerAndLogin } from './lib/account.ts'
import { buildPullBench } from './lib/pull-bundle.ts'
import { seedSyncRows } from './lib/seed-sync.ts'
import { startPostgres, stopPostgres, type PgInstance } from './lib/postgres.ts'
import { replayMutations, type ReplayFigures } from './lib/replay.ts'
import { launchChromium, startServer } from './lib/server.ts'

const ROWS = Number(process.env['BENCH_SYNC_ROWS'] ?? 100_000)
const ROUNDS = Number(process.env['BENCH_SYNC_ROUNDS'] ?? 3)
const PAGE_SIZES = [500, 5000] // the client's pull limit, and the server's maximum
const MUTATIONS = Number(process.env['BENCH_SYNC_MUTATIONS'] ?? 2000)
const TARGET = 0.7

interface Timing {
  ms: number
  stored: number
}
interface PullTiming extends Timing {
  pages: number
}
type BenchWindow = {
  syncBench: {
    pullApply(n: number, page: number): Promise<Timing>
    rawPut(n: number, page: number): Promise<Timing>
    fullPull(token: string, limit: number): Promise<PullTiming>
    resyncPull(staleCursor: string, limit: number): Promise<PullTiming>
  }
}

const rate = (n: number, ms: number) => Math.round((n / ms) * 1000)
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN
const fmt = (n: number) => n.toLocaleString('en-US')

async function measure(
  page: Page,
  kind: 'pullApply' | 'rawPut',
  rows: number,
  pageSize: number,
): Promise<number> {
  const t = await page.evaluate(
    ([k, n, size]) => (globalThis as unknown as BenchWindow).syncBench[k](n, size),
    [kind, rows, pageSize] as const,
  )
  if (t.stored !== rows) throw new Error(`${kind} stored ${t.stored} of ${rows} rows`)
  return rate(rows, t.ms)
}

async function pullBench(script: string): Promise<boolean> {
  console.log(
    `\n-- pull into IndexedDB (Chromium), ${fmt(ROWS)} project rows, ${ROUNDS} rounds, raw and app alternating --`,
  )
  const browser = await launchChromium()
  let met = true
  try {
    const page = await browser.newPage()
    // A secure origin (crypto.randomUUID, IndexedDB) with nothing behind it but this script.
    await page.route('http://localhost/**', (r) =>
      r.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><meta charset="utf-8"><title>bench</title>',
      }),
    )
    await page.goto('http://localhost/')
    await page.addScriptTag({ content: script })
    await measure(page, 'rawPut', 5000, 500) // warm-up: JIT and the IndexedDB backend
    await measure(page, 'pullApply', 5000, 500)
    for (const size of PAGE_SIZES) {
      const raw: number[] = []
      const app: number[] = []
      for (let r = 0; r < ROUNDS; r++) {
        raw.push(await measure(page, 'rawPut', ROWS, size))
        app.push(await measure(page, 'pullApply', ROWS, size))
      }
      const ratio = median(app) / median(raw)
      if (size === PAGE_SIZES[0]) met = ratio >= TARGET
      console.log(
        `  pages of ${String(size).padStart(4)}: raw IndexedDB put ${fmt(median(raw)).padStart(7)} rows/s   pull-apply ${fmt(median(app)).padStart(7)} rows/s   ratio ${(ratio * 100).toFixed(0)} %`,
      )
      console.log(
        `                   rounds raw [${raw.map(fmt).join(', ')}]  pull-apply [${app.map(fmt).join(', ')}]`,
      )
    }
    console.log(
      `  target: pull-apply ≥ ${TARGET * 100} % of raw at the client's page size (500): ${met ? 'met' : 'NOT met'}`,
    )
  } finally {
    await browser.close()
  }
  return met
}

/** Full pull and resync from a real server (embedded PGlite on disk) holding ROWS project rows. */
async function serverPullBench(script: string): Promise<void> {
  console.log(
    `\n-- full pull from the server (HTTP + JSON + validation + apply, the app's pullChanges), ${fmt(ROWS)} project rows, PGlite on disk --`,
  )
  const dataDir = mkdtempSync(join(tmpdir(), 'smartboq-bench-pull-'))
  const seeded = performance.now()
  const { token, staleCursor } = await seedSyncRows(dataDir, ROWS)
  console.log(`  seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`)
  const server = await startServer({ DATA_DIR: dataDir })
  const browser = await launchChromium()
  try {
    const page = await browser.newPage()
    // A page of the server's origin (same-origin /api), without the app and its own sync engine.
    await page.goto(`${server.url}/api/index/GetSum`)
    await page.addScriptTag({ content: script })
    for (const limit of PAGE_SIZES) {
      const full = await page.evaluate(
        ([t, l]) => (globalThis as unknown as BenchWindow).syncBench.fullPull(t, l),
        [token, limit] as const,
      )
      if (full.stored !== ROWS) throw new Error(`full pull stored ${full.stored} of ${ROWS} rows`)
      const again = await page.evaluate(
        ([c, l]) => (globalThis as unknown as BenchWindow).syncBench.resyncPull(c, l),
        [staleCursor, limit] as const,
      )
      if (again.stored !== ROWS) throw new Error(`resync stored ${again.stored} of ${ROWS} rows`)
      console.log(
        `  pages of ${String(limit).padStart(4)}: full pull ${(full.ms / 1000).toFixed(1)} s (${fmt(rate(ROWS, full.ms))} rows/s, ${full.pages} pages)   ` +
          `resync after Reset ${(again.ms / 1000).toFixed(1)} s (${fmt(rate(ROWS, again.ms))} rows/s, ${again.pages} pages)`,
      )
    }
  } finally {
    await browser.close()
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

function printReplay(label: string, f: ReplayFigures): void {
  console.log(
    `  ${label.padEnd(28)} ${fmt(f.mutations).padStart(6)} mutations, ${f.clients} client${f.clients > 1 ? 's' : ' '} in order: ${fmt(rate(f.mutations, f.ms)).padStart(6)} mutations/s` +
      (f.rejected ? `  (${f.rejected} rejected!)` : ''),
  )
}

async function replayBench(label: string, extraEnv: Record<string, string>): Promise<void> {
  const outboxDir = mkdtempSync(join(tmpdir(), 'smartboq-bench-sms-'))
  const outbox = join(outboxDir, 'sms.jsonl')
  const server = await startServer({ ...extraEnv, SMS_PROVIDER: 'outbox', SMS_OUTBOX: outbox })
  try {
    const user = await registerAndLogin(server.url, outbox)
    await replayMutations(server.url, user, 100) // warm-up
    printReplay(label, await replayMutations(server.url, user, MUTATIONS, 1))
    printReplay(label, await replayMutations(server.url, user, Math.ceil(MUTATIONS / 4), 4))
  } finally {
    await server.stop()
    rmSync(outboxDir, { recursive: true, force: true })
  }
}

const script = await buildPullBench()
const met = await pullBench(script)
await serverPullBench(script)
console.log(
  `\n-- replay to the server over HTTP (EditProject + X-Client-Id/X-Mutation-Id/…; one request at a time per client) --`,
)
await replayBench('PGlite (embedded, on disk)', {})
let pg: PgInstance | undefined
try {
  pg = await startPostgres()
  await replayBench(`PostgreSQL ${pg.version.replace(/^.*?(\d+\.\d+).*$/, '$1')} (fsync off)`, {
    DATABASE_URL: pg.url,
  })
} finally {
  await stopPostgres(pg)
}
console.log(`\nsync: pull-apply ${met ? 'meets' : 'misses'} the 70 % target (see above)`)
