// bench/benchmark-samples: the 对标 shared sample base (issue 37 item 1). 10,000 released
// templates by 500 authors (the demo generator, projects-table rows); another user asks
// GET /api/NewBenchmarking/GetOriginalProject for released templates filtered by city, type,
// 结构类型, year and area, as the scheme editor does: latency p50/p99 over a real TCP socket to the
// app served by @hono/node-server (HTTP, routing, validation, SQL, JSON out and parsed), on
// PGlite on disk, then PostgreSQL 15 when its binaries are here (BENCH_DBS picks one).
// Target: p99 < 100 ms on PostgreSQL. Then 200 released templates with their bills are
// downloaded (GetSampleDocs) and run as a scheme: target < 3 s.
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { and, eq, sql } from 'drizzle-orm'
import type { DbHandle } from '../server/db/client.ts'
import { migrateDb } from '../server/db/migrate.ts'
import { syncRows } from '../server/db/schema/index.ts'
import { seedDemo } from '../server/seed/insert.ts'
import { createSession } from '../server/services/auth/sessions.ts'
import { testApp } from '../server/test/harness.ts'
import { seedUser } from '../server/test/seed.ts'
import { onEachServerDb } from './lib/server-dbs.ts'
import { SAMPLE_DOCS_MAX } from '@/domain/api/benchmark.ts'
import type { BenchmarkProject } from '@/domain/benchmark/figures.ts'
import { benchmarkProjectOf, type ProjectDocs } from '@/domain/benchmark/project-of.ts'
import { computeScheme } from '@/domain/benchmark/scheme.ts'

const TEMPLATES = Number(process.env.BENCH_TEMPLATES ?? 10_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 200)
const DEMO = { seed: 20_261_129, authors: 500, templates: TEMPLATES, structure: false }
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200)
const FULL = { seed: 20_261_130, authors: 50, structure: true }

const QUERIES = [
  'Source=template',
  'Source=template&City=杭州',
  'Source=template&ProjectType=住宅&StructureType=剪力墙',
  'Source=template&City=上海&YearFrom=2022&YearTo=2025&AreaMin=20000&AreaMax=200000',
  'Source=all&ProjectType=办公&StructureType=框架-核心筒&YearFrom=2020',
].map((q) => q.replace(/=([^&]*)/g, (_, v: string) => `=${encodeURIComponent(v)}`))

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN
}

async function bench(label: string, handle: DbHandle): Promise<void> {
  console.log(`\n[${label}] loading ${TEMPLATES.toLocaleString('en-US')} released templates…`)
  await migrateDb(handle)
  const started = performance.now()
  // First the 200 with their bills (their ids come first in the generator's order), then the rest
  // as table rows only.
  const full = await seedDemo(handle.db, { ...FULL, templates: SAMPLES })
  await seedDemo(handle.db, DEMO, { tableOnly: true })
  await handle.db.execute(sql`vacuum analyze`)
  console.log(`  loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  const userId = await seedUser(handle.db)
  const { token } = await createSession(handle.db, userId, new Date(), 24)
  const { app } = testApp(handle.db)
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 })
  await new Promise<void>((resolve) =>
    server.listening ? resolve() : server.once('listening', () => resolve()),
  )
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const get = async (query: string): Promise<number> => {
    const res = await fetch(`${base}/api/NewBenchmarking/GetOriginalProject?${query}`, {
      headers: { 'X-Token': token },
    })
    const body = (await res.json()) as { ErrorCode: string; Message: string; Data: unknown[] }
    if (body.ErrorCode !== '0') throw new Error(`${query}: ${body.Message}`)
    return body.Data.length
  }
  try {
    for (const q of QUERIES) await get(q) // warm up
    for (const q of QUERIES) {
      const times: number[] = []
      let rows = 0
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now()
        rows = await get(q)
        times.push(performance.now() - t0)
      }
      console.log(
        `  ${decodeURIComponent(q).padEnd(72)} ${String(rows).padStart(4)} rows  p50 ${pct(times, 50).toFixed(1)} ms, p99 ${pct(times, 99).toFixed(1)} ms`,
      )
    }
    await downloadAndRun(handle, base, token, full.templates)
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

/**
 * 200 chosen released templates with their bills: downloaded as the editor does (GetSampleDocs in
 * calls of 50 over HTTP, JSON parsed), read into benchmark projects and run as a project-level
 * scheme against the first — in Node, one thread: the browser adds the worker's structured clone.
 */
async function downloadAndRun(
  handle: DbHandle,
  base: string,
  token: string,
  seeded: number,
): Promise<void> {
  // The full templates are the ones with documents.
  const withDocs = (
    await handle.db
      .select({ id: syncRows.id })
      .from(syncRows)
      .where(and(eq(syncRows.entity, 'projects'), eq(syncRows.deleted, false)))
      .limit(SAMPLES)
  ).map((r) => r.id)
  console.log(`  ${seeded} templates with bills; downloading ${withDocs.length}…`)
  const times: number[] = []
  let items = 0
  for (let run = 0; run < 3; run++) {
    const t0 = performance.now()
    const projectsOf: BenchmarkProject[] = []
    for (let i = 0; i < withDocs.length; i += SAMPLE_DOCS_MAX) {
      const res = await fetch(`${base}/api/NewBenchmarking/GetSampleDocs`, {
        method: 'POST',
        headers: { 'X-Token': token, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          IDs: JSON.stringify(withDocs.slice(i, i + SAMPLE_DOCS_MAX)),
        }).toString(),
      })
      const body = (await res.json()) as { ErrorCode: string; Data: { Docs: ProjectDocs }[] }
      if (body.ErrorCode !== '0') throw new Error('GetSampleDocs refused')
      for (const d of body.Data) projectsOf.push(benchmarkProjectOf(d.Docs))
    }
    const t1 = performance.now()
    const [target, ...samples] = projectsOf
    if (!target) throw new Error('no samples')
    const result = computeScheme({ target, samples, level: 'project' })
    const t2 = performance.now()
    items = projectsOf.reduce((n, p) => n + p.data.items.length, 0)
    times.push(t2 - t0)
    console.log(
      `  run ${run + 1}: download + read ${(t1 - t0).toFixed(0)} ms, scheme ${(t2 - t1).toFixed(0)} ms (n = ${result.results[0]?.stats.n ?? 0}), total ${(t2 - t0).toFixed(0)} ms`,
    )
  }
  console.log(
    `  ${withDocs.length} samples, ${items.toLocaleString('en-US')} bill items: median total ${pct(times, 50).toFixed(0)} ms (target < 3,000 ms)`,
  )
}

await onEachServerDb('bench-benchmark-samples-', bench)
