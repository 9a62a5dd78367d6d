// bench/search: the trading-centre search over 100,000 released templates.
// - Server: latency p50/p99 of GET /api/Shop/Search (three groups) and of GET
//   /api/SjyqList/GetProjectList with Name (template, author or city) and with filters, as a
//   client sees them: fetch over a real TCP socket to the app served by @hono/node-server (HTTP,
//   routing, validation, SQL, JSON out and parsed), on PGlite ON DISK (as npm start runs it), then
//   on PostgreSQL 15 when its binaries are here; plus the plans of the name and author lookups
//   (docs/search.md). The server runs in the bench's process: one request at a time, no network
//   hop beyond loopback, no TLS.
// - Client: the offline fallback's time over the same 100,000 cards in memory, using the very
//   functions the UI calls (src/domain/shop/filter.ts: searchTemplates, filterTemplates).
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { sql } from 'drizzle-orm'
import type { TemplateCard } from '@/domain/api/home.ts'
import { filterTemplates, searchTemplates } from '@/domain/shop/filter.ts'
import type { DbHandle } from '../server/db/client.ts'
import { migrateDb } from '../server/db/migrate.ts'
import { projects, users } from '../server/db/schema/index.ts'
import { generateDemo } from '../server/seed/generate.ts'
import { seedDemo } from '../server/seed/insert.ts'
import { containsWords, searchWords } from '../server/services/shop/grams.ts'
import { testApp } from '../server/test/harness.ts'
import { onEachServerDb } from './lib/server-dbs.ts'

const TEMPLATES = Number(process.env.BENCH_TEMPLATES ?? 100_000)
const AUTHORS = 500
const RUNS = Number(process.env.BENCH_RUNS ?? 200)
const DEMO = { seed: 20_251_121, authors: AUTHORS, templates: TEMPLATES, structure: false }
// Chinese two-character words are the common case (pg_trgm has no trigram for them), plus one
// character, a long name, an author name, a Latin word and a miss.
const TERMS = [
  '杭州',
  '住宅',
  '滨江',
  '花园',
  '酒店',
  '杭',
  '府',
  '杭州滨江住宅小区',
  '锦绣',
  '王',
  '张建国',
  '中心',
  'tod',
  '不存在的词',
]

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN
}
const fmt = (xs: number[]) =>
  `p50 ${pct(xs, 50).toFixed(1)} ms, p99 ${pct(xs, 99).toFixed(1)} ms (n=${xs.length})`

async function time(runs: number, fn: (i: number) => Promise<void> | void): Promise<number[]> {
  const out: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await fn(i)
    out.push(performance.now() - start)
  }
  return out
}

async function explain(handle: DbHandle, query: ReturnType<typeof sql>): Promise<string> {
  const result = await handle.db.execute(sql`explain analyze ${query}`)
  const rows = ((result as { rows?: unknown }).rows ?? result) as Record<string, unknown>[]
  return rows.map((r) => `      ${String(Object.values(r)[0])}`).join('\n')
}

async function benchServer(label: string, handle: DbHandle): Promise<void> {
  console.log(
    `\n[${label}] loading ${TEMPLATES.toLocaleString('en-US')} templates by ${AUTHORS} authors…`,
  )
  await migrateDb(handle)
  const started = performance.now()
  await seedDemo(handle.db, DEMO, { tableOnly: true })
  // VACUUM as well: on PostgreSQL autovacuum would otherwise go through the freshly loaded key
  // table (migration 0009) during the first timed calls; PGlite has no autovacuum at all.
  await handle.db.execute(sql`vacuum analyze`)
  console.log(`  loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  const { app } = testApp(handle.db)
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 })
  await new Promise<void>((resolve) =>
    server.listening ? resolve() : server.once('listening', () => resolve()),
  )
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const get = async (path: string) => {
    const res = await fetch(`${base}${path}`)
    const body = (await res.json()) as { ErrorCode: string; Message: string; Data: unknown }
    if (body.ErrorCode !== '0') throw new Error(`${path}: ${body.Message}`)
    return body
  }
  try {
    for (const term of TERMS.slice(0, 3))
      await get(`/api/Shop/Search?Name=${encodeURIComponent(term)}`) // warm up
    const q = (i: number) => encodeURIComponent(TERMS[i % TERMS.length] ?? '')
    console.log(
      `  Search (3 groups)              ${fmt(await time(RUNS, async (i) => void (await get(`/api/Shop/Search?Name=${q(i)}`))))}`,
    )
    console.log(
      `  GetProjectList Name (any)      ${fmt(await time(RUNS, async (i) => void (await get(`/api/SjyqList/GetProjectList?Name=${q(i)}&PageSize=20`))))}`,
    )
    const filters = [
      'Type=住宅&City=杭州&Sort=likes',
      'Type=酒店&Sort=price',
      'City=上海&AreaMin=50000&AreaMax=100000',
      'Year=2024&Sort=newest&PageIndex=20',
    ]
    const encoded = filters.map((f) =>
      f.replace(/=([^&]*)/g, (_, v: string) => `=${encodeURIComponent(v)}`),
    )
    console.log(
      `  GetProjectList filters + sort  ${fmt(await time(RUNS, async (i) => void (await get(`/api/SjyqList/GetProjectList?${encoded[i % encoded.length] ?? ''}`))))}`,
    )
    const hits = await get(`/api/Shop/Search?Name=${encodeURIComponent('杭州')}`)
    console.log(
      `  e.g. 杭州: ${(hits.Data as { TemplateTotal: number }).TemplateTotal} templates by name`,
    )
    console.log('  plan of the template-name lookup (杭州滨江):')
    console.log(
      await explain(
        handle,
        sql`select ${projects.id} from ${projects} where ${containsWords(projects.name, searchWords('杭州滨江')) ?? sql`false`}`,
      ),
    )
    console.log('  plan of the author-name lookup (建国):')
    console.log(
      await explain(
        handle,
        sql`select ${users.id} from ${users} where ${containsWords(users.userName, searchWords('建国')) ?? sql`false`}`,
      ),
    )
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

async function benchClient(): Promise<void> {
  const { authors, templates } = generateDemo(DEMO)
  const cards: TemplateCard[] = templates.map((t) => ({
    ID: t.id,
    Name: t.name,
    AuthorID: authors[t.ownerIndex]?.id ?? '',
    AuthorName: authors[t.ownerIndex]?.userName ?? '',
    City: t.city,
    ProjectType: t.type,
    Year: t.year,
    BuiltArea: t.builtArea,
    UnitCost: Math.round(t.totalCostFen / t.builtArea) / 100,
    TotalCost: t.totalCostFen / 100,
    Price: t.priceFen / 100,
    Thumbs: t.likedBy.length,
    Cover: '',
    ReleaseTime: t.releasedAt.toISOString(),
  }))
  console.log(
    `\n[client] offline filter over ${cards.length.toLocaleString('en-US')} cached cards (src/domain/shop/filter.ts, in memory)`,
  )
  const search = (i: number) => void searchTemplates(cards, TERMS[i % TERMS.length] ?? '')
  const filter = (i: number) =>
    void filterTemplates(
      cards,
      i % 2 ? { type: '住宅', city: '杭州' } : { name: TERMS[i % TERMS.length] ?? '' },
      i % 3 ? 'likes' : 'newest',
    )
  await time(5, search) // warm up the JIT
  await time(5, filter)
  const runs = Math.min(RUNS, 50)
  console.log(`  searchTemplates (3 groups)     ${fmt(await time(runs, search))}`)
  console.log(`  filterTemplates + sort + page  ${fmt(await time(runs, filter))}`)
}

await benchClient()
await onEachServerDb('smartboq-bench-search-', benchServer)
