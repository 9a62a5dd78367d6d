// bench/lighthouse: Lighthouse (mobile preset, its default: simulated slow 4G and 4x CPU) on a
// seeded database for /newIndex and /Page/tradingCenter?id=3, three runs each, median scores
// and the metrics behind them, against the goal of issue 41 (performance >= 95; issue 16's was
// 90), with the ratio to it and the load average (TBT, and so the score, suffers from a loaded
// machine: Lighthouse's simulated 4x CPU slowdown multiplies what other processes take).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import lighthouse from 'lighthouse'
import { chromiumArgs, chromiumPath } from './lib/chromium.ts'
import { startServer } from './lib/server.ts'

// LIGHTHOUSE_PAGES=a,b measures only those (paired runs of one page).
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? ['/newIndex', '/Page/tradingCenter?id=3']
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const GOAL = 95
const root = new URL('..', import.meta.url).pathname
/** The median of the runs that gave the figure (a run Lighthouse could not score gives NaN). */
const median = (xs: number[]) => {
  const ok = xs.filter(Number.isFinite).sort((a, b) => a - b)
  return ok[Math.floor(ok.length / 2)] ?? NaN
}

function run(cmd: string, args: string[], env: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...env },
    })
    child.on('exit', (code) => resolve(code ?? 1))
  })
}

/** Chromium with a DevTools port for Lighthouse (Playwright's pipe is not one Lighthouse can use). */
async function launchForLighthouse(): Promise<{ port: number; close(): Promise<void> }> {
  const port = 9900 + Math.floor(Math.random() * 90)
  const profile = mkdtempSync(join(tmpdir(), 'smartboq-lh-profile-'))
  const child = spawn(
    chromiumPath,
    [
      ...chromiumArgs,
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  )
  const deadline = Date.now() + 30_000
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('Chromium did not open its DevTools port')
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    port,
    async close() {
      // The profile goes once Chromium has exited: before that it still writes into it.
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
      child.kill('SIGTERM')
      await exited
      // Its helper processes (crashpad, a renderer) can outlive it by a moment and still write.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
      } catch (e) {
        console.log(`  note: Chromium's profile ${profile} was left behind (${String(e)})`)
      }
    },
  }
}

type Audits = Record<
  string,
  {
    numericValue?: number
    details?: unknown
    displayValue?: string
    score?: number | null
    title?: string
  }
>
/** The accessibility audits that failed (score < 1), with the first nodes each names. */
function failedAccessibility(
  result: { categories: Record<string, { auditRefs?: Array<{ id: string }> } | undefined> },
  audits: Audits,
): string[] {
  const ids = result.categories['accessibility']?.auditRefs?.map((r) => r.id) ?? []
  return ids.flatMap((id) => {
    const a = audits[id]
    if (a === undefined || a.score === null || a.score === undefined || a.score >= 1) return []
    const nodes = (
      (
        a.details as
          { items?: Array<{ node?: { selector?: string; snippet?: string } }> } | undefined
      )?.items ?? []
    )
      .slice(0, 3)
      .map((i) => i.node?.snippet ?? i.node?.selector ?? '')
    return [`${id} (${a.title ?? ''}): ${nodes.join(' | ').slice(0, 400)}`]
  })
}
/** LIGHTHOUSE_DETAILS=1: where the main thread went (per script, per category) and the long tasks. */
function printDetails(path: string, audits: Audits): void {
  const items = (id: string) =>
    (audits[id]?.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? []
  const short = (u: unknown) => String(u).replace(/^https?:\/\/[^/]+/, '')
  console.log(`  ${path}: main thread ${audits['mainthread-work-breakdown']?.displayValue ?? ''}`)
  for (const i of items('mainthread-work-breakdown'))
    console.log(`    ${String(i.groupLabel ?? i.group)}: ${Number(i.duration).toFixed(0)} ms`)
  for (const i of items('bootup-time').slice(0, 8))
    console.log(
      `    script ${short(i.url)}: total ${Number(i.total).toFixed(0)} ms, scripting ${Number(i.scripting).toFixed(0)} ms, parse ${Number(i.scriptParseCompile).toFixed(0)} ms`,
    )
  for (const i of items('long-tasks').slice(0, 8))
    console.log(
      `    long task ${short(i.url)} at ${Number(i.startTime).toFixed(0)} ms: ${Number(i.duration).toFixed(0)} ms`,
    )
  const lcp = items('largest-contentful-paint-element')[0]
  if (lcp) console.log(`    LCP element: ${JSON.stringify(lcp).slice(0, 300)}`)
  for (const i of items('layout-shifts').slice(0, 5))
    console.log(
      `    layout shift ${Number(i.score).toFixed(3)}: ${JSON.stringify(i.node ?? {}).slice(0, 200)}`,
    )
}

const dataDir = mkdtempSync(join(tmpdir(), 'smartboq-lh-data-'))
if (
  (await run(process.execPath, ['--import', 'tsx', 'server/seed/main.ts', '--quick'], {
    DATA_DIR: dataDir,
  })) !== 0
)
  throw new Error('seeding failed')
const server = await startServer({ DATA_DIR: dataDir })
const chrome = await launchForLighthouse()
try {
  for (const path of PAGES) {
    const runs: Array<Record<string, number>> = []
    // RUNS scored runs: a run Lighthouse could not score (its trace failed: NO_NAVSTART was seen
    // here on a page's first run under load) is named and run again, at most twice per page.
    const scored = () => runs.filter((r) => Number.isFinite(r.performance)).length
    for (let i = 0; scored() < RUNS && i < RUNS + 2; i++) {
      const result = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      })
      if (!result) throw new Error('Lighthouse returned nothing')
      const { categories, audits, environment, runWarnings } = result.lhr
      if (i === 0)
        console.log(
          `  ${path}: host benchmarkIndex ${environment.benchmarkIndex.toFixed(0)}${runWarnings.length ? `; Lighthouse warns: ${runWarnings.join(' | ').slice(0, 300)}` : ''}`,
        )
      const num = (id: string) => audits[id]?.numericValue ?? NaN
      if (i === 0)
        for (const f of failedAccessibility(result.lhr, audits))
          console.log(`  ${path}: accessibility audit failed: ${f}`)
      if (process.env.LIGHTHOUSE_DETAILS) printDetails(path, audits)
      if (categories.performance?.score == null) {
        // No score: a metric could not be computed; say which and why instead of a silent NaN.
        const failed = Object.entries(audits)
          .filter(([, a]) => (a as { errorMessage?: string }).errorMessage)
          .map(([id, a]) => `${id}: ${(a as { errorMessage?: string }).errorMessage}`)
        console.log(
          `  ${path}: run ${i + 1} has no performance score, run again (${result.lhr.runtimeError?.message ?? failed.join(' | ').slice(0, 300)})`,
        )
      }
      runs.push({
        performance: (categories.performance?.score ?? NaN) * 100,
        accessibility: (categories.accessibility?.score ?? NaN) * 100,
        bestPractices: (categories['best-practices']?.score ?? NaN) * 100,
        fcp: num('first-contentful-paint'),
        lcp: num('largest-contentful-paint'),
        tbt: num('total-blocking-time'),
        cls: num('cumulative-layout-shift'),
        si: num('speed-index'),
      })
    }
    const m = (key: string) => median(runs.map((r) => r[key] ?? NaN))
    const perf = m('performance')
    console.log(
      `lighthouse ${path} (mobile, median of ${scored()} scored runs of ${runs.length}; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(
          ' / ',
        )}): performance ${perf.toFixed(0)} (goal ${GOAL}, ratio ${(perf / GOAL).toFixed(2)}: ${perf >= GOAL ? 'met' : 'MISSED'}), ` +
        `accessibility ${m('accessibility').toFixed(0)}, best practices ${m('bestPractices').toFixed(0)}; ` +
        `FCP ${(m('fcp') / 1000).toFixed(2)} s, LCP ${(m('lcp') / 1000).toFixed(2)} s, TBT ${m('tbt').toFixed(0)} ms, CLS ${m('cls').toFixed(3)}, SI ${(m('si') / 1000).toFixed(2)} s` +
        `  [performance per run: ${runs.map((r) => (r.performance ?? NaN).toFixed(0)).join(', ')}]`,
    )
  }
} finally {
  // The server is stopped whatever closing Chromium does (a failed close once left it running).
  try {
    await chrome.close()
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
