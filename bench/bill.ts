// bench/bill (npm run bench -- bill; never in CI): the priced bill at scale.
// Node: summaries and indicators of 100,000 items (target < 150 ms), reading and parsing a
//   20,000-item GCCP-like workbook, building the standard forms.
// Chromium, built app, data local: a 100,000-item project opened in the bill grid (time to first
//   rows, target < 300 ms; the longest main-thread task meanwhile, target < 50 ms); the 20,000-item
//   workbook through 导入清单 (parsed in the compute worker; target < 5 s); 1,000 pasted items
//   (one transaction, then the outbox pushed batched vs one entry per request, requests counted;
//   target < 10 s on PGlite); the 汇总 after one edit, full re-read vs the per-unit live query.
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { loginThroughUi, waitForApp } from './lib/ui-login.ts'
import { buildBillWorkbook } from '@/domain/bill/forms/export.ts'
import {
  buildGccpWorkbook,
  fixtureUnitsFromBill,
  largeSample,
} from '@/domain/bill/forms/fixtures.ts'
import { readBillGrid } from '@/domain/bill/forms/layout.ts'
import { parseBillGrid } from '@/domain/bill/forms/parse.ts'
import { billIndicators } from '@/domain/bill/indicators.ts'
import { registerAndLogin } from './lib/account.ts'
import { measure, measureAsync, median, type Measured } from './lib/measure.ts'
import { buildBenchBundle } from './lib/pull-bundle.ts'
import { launchChromium, startServer } from './lib/server.ts'
import { profileDuring } from './lib/cpu-profile.ts'

const ITEMS = Number(process.env['BENCH_BILL_ITEMS'] ?? 100_000)
const ms = (n: number) => `${n.toFixed(0)} ms`
const show = (label: string, r: Measured) =>
  console.log(
    `  ${label}: median ${r.wall.toFixed(1)} ms wall, ${r.cpu.toFixed(1)} ms CPU (first run ${r.first.toFixed(1)} ms)`,
  )
/** Issue 41 item 2: the browser's whole push of a paste, in mutations a second, against ≥ 1,000/s. */
const PASTE_ITEMS = 1000
const pushRate = (pushMs: number) => {
  const rate = PASTE_ITEMS / (pushMs / 1000)
  return `${Math.round(rate).toLocaleString('en')} mutations/s; limit ≥ 1,000/s: ratio ${(rate / 1000).toFixed(2)} (${rate >= 1000 ? 'met' : 'MISSED'})`
}
const verdict = (v: number, target: number) =>
  `target < ${target} ms: ${v < target ? 'met' : 'MISSED'}`

// ---- Node: the pure computations (skipped with BENCH_BILL_ONLY=paste: only the paste push runs;
// BENCH_BILL_ONLY=open: only the seeding and the opening of the bill). BENCH_BILL_OPENS: how many
// times the bill is opened (each from a freshly loaded /newIndex; default 3, median reported);
// BENCH_BILL_PROFILE=1: a V8 CPU profile of each open (and of each import's store), the longest busy stretch attributed.
// BENCH_BILL_ONLY=import runs only the workbook read (Node) and 导入清单 (Chromium), with one
// open, BENCH_BILL_RUNS times (default 3) into the same seeded project, and prints the median.
const ONLY = process.env['BENCH_BILL_ONLY']
const PASTE_ONLY = ONLY === 'paste'
const OPEN_ONLY = ONLY === 'open'
const IMPORT_ONLY = ONLY === 'import'
const OPENS = IMPORT_ONLY ? 1 : Number(process.env['BENCH_BILL_OPENS'] ?? 3)
const RUNS = IMPORT_ONLY ? Number(process.env['BENCH_BILL_RUNS'] ?? 3) : 1
const PROFILE = process.env['BENCH_BILL_PROFILE'] === '1'
const bytes = PASTE_ONLY || OPEN_ONLY ? new Uint8Array() : await nodeBench()

async function nodeBench(): Promise<Uint8Array> {
  console.log('-- Node (pure domain code) --')
  if (!IMPORT_ONLY) {
    const big = largeSample(ITEMS, 20)
    const ind = measure(9, () => billIndicators(big.data, big.structure))
    show(`billIndicators, ${ITEMS.toLocaleString('en-US')} items (${verdict(ind.wall, 150)})`, ind)
  }
  const mid = largeSample(20_000)
  const bytes = await buildGccpWorkbook({
    units: fixtureUnitsFromBill(mid.data, mid.structure, '基准项目'),
    itemsPerPage: 30,
    numbersAsText: true,
    codesAsNumbers: true,
  })
  console.log(`  20,000-item workbook: ${(bytes.length / 1024).toFixed(0)} KiB`)
  const grid = await readBillGrid(bytes)
  show(
    '  read (readBillGrid: the small xlsx reader)',
    await measureAsync(3, () => readBillGrid(bytes)),
  )
  show(
    '  parseBillGrid',
    measure(5, () => parseBillGrid(grid)),
  )
  if (!IMPORT_ONLY)
    show(
      'buildBillWorkbook, 20,000 items',
      await measureAsync(3, () =>
        buildBillWorkbook({ projectName: '基准项目', structure: mid.structure, data: mid.data }),
      ),
    )
  return bytes
}

// ---- Chromium.
type Bench = {
  billBench: {
    seed(name: string, items: number, rows: number): Promise<{ pid: string; ms: number }>
    summaryEdit(
      name: string,
      pid: string,
      runs: number,
    ): Promise<{ before: number[]; after: number[]; unitsRecomputed: number; units: number }>
    paste(
      token: string,
      n: number,
      batched: boolean,
    ): Promise<{ storeMs: number; pushMs: number; fetchMs: number; requests: number; sent: number }>
  }
}
const bench = (page: Page) =>
  page.evaluate.bind(page) as <R, A>(f: (a: A) => Promise<R>, a: A) => Promise<R>
const script = await buildBenchBundle('bench/lib/bill-entry.ts', 'BillBenchEntry')
const smsFile = join(mkdtempSync(join(tmpdir(), 'smartboq-bench-sms-')), 'sms.jsonl')
const server = await startServer({ SMS_PROVIDER: 'outbox', SMS_OUTBOX: smsFile })
const browser = await launchChromium()
try {
  console.log('\n-- Chromium, the app code on real IndexedDB and the server (PGlite) --')
  // bypassCSP: the server's script-src 'self' refuses the bench's injected script tag.
  const page = await browser.newPage({ bypassCSP: true })
  await page.goto(`${server.url}/api/index/GetSum`)
  await page.addScriptTag({ content: script })
  const run = bench(page)
  const user = await registerAndLogin(server.url, smsFile)
  for (const batched of OPEN_ONLY || IMPORT_ONLY ? [] : [true, false]) {
    const p = await run(
      (a) => (globalThis as unknown as Bench).billBench.paste(a.token, a.n, a.batched),
      { token: user.token, batched, n: PASTE_ITEMS },
    )
    if (p.sent < PASTE_ITEMS) throw new Error(`paste: only ${p.sent} entries acknowledged`)
    console.log(
      `  paste 1,000 items: one transaction ${ms(p.storeMs)}; push ${batched ? 'batched (runs of ≤ PUSH_BATCH_SIZE per POST /api/Sync/Batch)' : 'one entry per request'}: ${ms(p.pushMs)} (of which the requests ${ms(p.fetchMs)}), ${p.requests} requests: ${pushRate(p.pushMs)}`,
    )
  }
  if (!PASTE_ONLY) {
    if (!OPEN_ONLY && !IMPORT_ONLY) {
      const name = `bench-bill-${Date.now()}`
      const seeded = await run(
        (a) => (globalThis as unknown as Bench).billBench.seed(a.name, a.items, 20),
        { name, items: ITEMS },
      )
      console.log(
        `  seeded ${ITEMS.toLocaleString('en-US')} items in one transaction: ${ms(seeded.ms)}`,
      )
      const s = await run(
        (a) => (globalThis as unknown as Bench).billBench.summaryEdit(a.name, a.pid, 5),
        { name, pid: seeded.pid },
      )
      console.log(
        `  汇总 after one edit, before (re-read all ${ITEMS.toLocaleString('en-US')} items, recompute all): median ${ms(median(s.before))} [${s.before.map((x) => x.toFixed(0)).join(', ')}]`,
      )
      console.log(
        `  汇总 after one edit, after (live query of the edited unit only): median ${ms(median(s.after))} [${s.after.map((x) => x.toFixed(0)).join(', ')}]; units re-summed ${s.unitsRecomputed} for 5 edits (of ${s.units} units)`,
      )
    }
    await page.close()

    // The built app: UI login, then the 100,000-item project written into the user's database.
    const app = await browser.newPage({ viewport: { width: 1440, height: 900 }, bypassCSP: true })
    await uiLogin(app)
    await app.route('**/api/Sync/**', (r) => r.abort())
    await app.addScriptTag({ content: script })
    const dbName = await app.evaluate(
      async () =>
        (await indexedDB.databases())
          .map((d) => d.name ?? '')
          .find((n) => n.startsWith('smartboq-')) ?? '',
    )
    if (dbName === '') throw new Error('no user database')
    const { pid } = await bench(app)(
      (a) => (globalThis as unknown as Bench).billBench.seed(a.dbName, a.items, 4),
      { dbName, items: ITEMS },
    )
    const opens: Awaited<ReturnType<typeof timeOpen>>[] = []
    for (let k = 0; k < OPENS; k++) {
      await app.goto(`${server.url}/newIndex`)
      await waitForApp(app)
      // As bench/projects: the app has started and the user looks at it before opening the bill.
      await app.waitForTimeout(2000)
      const path = `/Page/bill?pid=${pid}`
      const open = PROFILE
        ? await profiled(app, () => timeOpen(app, path))
        : await timeOpen(app, path)
      opens.push(open)
      console.log(
        `  open ${k + 1}: first rows ${ms(open.ms)}; longest task until 1 s after ${ms(open.longest)}; rows ${open.rows}; all read ${ms(open.loadedMs)}, longest task over that time ${ms(open.longestAll)}`,
      )
    }
    const mid = (f: (o: (typeof opens)[number]) => number) => median(opens.map(f))
    const firstRows = mid((o) => o.ms)
    const longest = mid((o) => o.longest)
    console.log(
      `  open the bill of ${ITEMS.toLocaleString('en-US')} items (${ITEMS / 4} in the unit shown), median of ${OPENS}: first rows ${ms(firstRows)} (${verdict(firstRows, 300)}); longest main-thread task until 1 s after ${longest === 0 ? 'none ≥ 50 ms' : ms(longest)} (${verdict(longest, 50)}); rows in the DOM ${opens[0]?.rows}`,
    )
    console.log(
      `  …every item of the unit read ${ms(mid((o) => o.loadedMs))}; longest main-thread task over that whole time ${ms(mid((o) => o.longestAll))}`,
    )

    // 汇总 of the whole project from cold: every unit's items read and summed in the compute
    // worker, then the summaries and indicators built there; the longest main-thread task meanwhile.
    const sums: Awaited<ReturnType<typeof timeSummary>>[] = []
    for (let k = 0; k < OPENS; k++) {
      await app.goto(`${server.url}/newIndex`)
      await waitForApp(app)
      await app.waitForTimeout(2000)
      await timeOpen(app, `/Page/bill?pid=${pid}`)
      const s = PROFILE ? await profiled(app, () => timeSummary(app)) : await timeSummary(app)
      sums.push(s)
      console.log(
        `  汇总 ${k + 1}: all ${ITEMS.toLocaleString('en-US')} items summed, summaries and indicators shown ${ms(s.ms)}; longest main-thread task meanwhile ${ms(s.longest)}`,
      )
    }
    const sumLongest = median(sums.map((s) => s.longest))
    console.log(
      `  汇总 of ${ITEMS.toLocaleString('en-US')} items from cold (read in slices, summed in the worker), median of ${OPENS}: ${ms(median(sums.map((s) => s.ms)))}; longest main-thread task meanwhile ${sumLongest === 0 ? 'none ≥ 50 ms' : ms(sumLongest)} (${verdict(sumLongest, 50)})`,
    )

    if (!OPEN_ONLY) await importBench(app, pid)
  }
} finally {
  await browser.close()
  await server.stop()
}

async function profiled<T>(page: Page, action: () => Promise<T>): Promise<T> {
  const { result, summary } = await profileDuring(page, action)
  const list = (rows: [string, number][]) =>
    rows.map(([k, v]) => `      ${v.toFixed(1)} ms  ${k}`).join('\n')
  console.log(
    `    profile: busy ${ms(summary.busyMs)}; self time over the whole open:\n${list(summary.self)}`,
  )
  console.log(
    `    busy stretches ≥ 15 ms in order:\n${summary.timeline.map((t) => `      +${t.startMs.toFixed(0)} ms, ${ms(t.ms)}: ${t.top}`).join('\n')}`,
  )
  for (const s of summary.longest)
    console.log(
      `    busy stretch of ${ms(s.ms)} at +${ms(s.startMs)}, self time:\n${list(s.self)}\n    its stacks (root first):\n${list(s.stacks)}`,
    )
  return result
}

async function importBench(app: Page, pid: string): Promise<void> {
  const runs: { parsed: number; stored: number; total: number; longest: number }[] = []
  for (let k = 0; k < RUNS; k++) {
    if (k > 0) {
      await app.goto(`${server.url}/Page/bill?pid=${pid}`)
      await app
        .locator('[role="grid"] [role="row"][data-line="item"]')
        .first()
        .waitFor({ timeout: 120_000 })
    }
    await app.getByRole('button', { name: '导入清单' }).click()
    // Timed from the input's change event: Playwright hands the file over as base64 decoded in
    // the page (~0.5 s for 1.3 MB here), which a user's file picker does not cost.
    await app.evaluate(
      `document.addEventListener('change', () => { window.__picked = performance.now() }, { capture: true, once: true })`,
    )
    let parsed = 0
    const read = async () => {
      await app
        .getByRole('dialog')
        .locator('input[type="file"]')
        .setInputFiles({
          name: 'bill.xlsx',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          buffer: Buffer.from(bytes),
        })
      parsed = await app.evaluate(`new Promise((resolve) => {
        const tick = () => (document.querySelector('table[aria-label="找到的单位工程"]') ? resolve(performance.now() - window.__picked) : requestAnimationFrame(tick))
        tick()
      })`)
    }
    await (PROFILE ? profiled(app, read) : read())
    // The longest main-thread task from the click until 1 s after the dialog closed (the grid and
    // the sync engine react to the commit after it).
    await app.evaluate(
      `window.__importLongest = 0; window.__importObs = new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__importLongest = Math.max(window.__importLongest, e.duration) }); window.__importObs.observe({ type: 'longtask' })`,
    )
    const t1 = Date.now()
    const store = async () => {
      await app
        .getByRole('dialog')
        .getByRole('button', { name: /^导入 \d+ 项$/ })
        .click()
      await app.getByRole('dialog').waitFor({ state: 'detached', timeout: 120_000 })
    }
    await (PROFILE ? profiled(app, store) : store())
    const stored = Date.now() - t1
    await app.waitForTimeout(1000)
    const longest: number = await app.evaluate(
      `(() => { for (const e of window.__importObs.takeRecords()) window.__importLongest = Math.max(window.__importLongest, e.duration); window.__importObs.disconnect(); return window.__importLongest })()`,
    )
    const r = { parsed, stored, total: parsed + stored, longest }
    runs.push(r)
    console.log(
      `  导入清单, 20,000 items: read + parse in the compute worker ${ms(r.parsed)} (from the file chosen), store ${ms(r.stored)}, total ${ms(r.total)} (${verdict(r.total, 5000)}); longest main-thread task while storing (until 1 s after) ${ms(r.longest)}`,
    )
  }
  if (runs.length > 1)
    console.log(
      `  导入清单 median of ${runs.length}: read + parse ${ms(median(runs.map((r) => r.parsed)))}, store ${ms(median(runs.map((r) => r.stored)))}, total ${ms(median(runs.map((r) => r.total)))}; longest task while storing ${ms(median(runs.map((r) => r.longest)))}`,
    )
}

async function uiLogin(page: Page): Promise<void> {
  const phone = '1' + String(Math.floor(Math.random() * 1e10)).padStart(10, '0')
  await page.request.get(`${server.url}/api/index/GetMsg?Mobile=${phone}&Type=r`)
  let code = ''
  for (let i = 0; i < 50 && code === ''; i++) {
    const line = readFileSync(smsFile, 'utf8')
      .split('\n')
      .filter((l) => l.includes(phone))
      .at(-1)
    code = line ? ((JSON.parse(line) as { Code?: string }).Code ?? '') : ''
    if (code === '') await new Promise((r) => setTimeout(r, 100))
  }
  await page.request.post(`${server.url}/api/index/UserRegister`, {
    form: {
      Type: 'add',
      Code: code,
      Model: JSON.stringify({ Phone: phone, pwd: 'abc12345', UserName: '基准测试' }),
    },
  })
  await loginThroughUi(page, server.url, phone)
}

/** The 汇总 tab clicked: ms until its 表-02 total shows, and the longest task meanwhile. */
function timeSummary(page: Page): Promise<{ ms: number; longest: number }> {
  return page.evaluate(`new Promise((resolve, reject) => {
    let longest = 0
    const obs = new PerformanceObserver((list) => { for (const e of list.getEntries()) longest = Math.max(longest, e.duration) })
    obs.observe({ type: 'longtask' })
    const tab = [...document.querySelectorAll('[role="tab"]')].find((t) => t.textContent === '汇总')
    if (!tab) return reject(new Error('no 汇总 tab'))
    const t0 = performance.now()
    tab.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0 }))
    tab.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }))
    tab.click()
    const tick = () => {
      const now = performance.now()
      if (document.querySelector('[role="tabpanel"] [data-total="建设项目汇总表"]')) {
        const ms = now - t0
        setTimeout(() => { obs.disconnect(); resolve({ ms, longest }) }, 200)
      } else if (now - t0 > 120000) reject(new Error('no 汇总 after 120 s'))
      else requestAnimationFrame(tick)
    }
    tick()
  })`)
}

/**
 * Client-side navigation to the bill screen: ms until item rows show, the longest task meanwhile
 * (+ 1 s), and ms until every chunk of the unit is read (the footer stops saying 正在载入) with
 * the longest task over that whole time.
 */
function timeOpen(
  page: Page,
  path: string,
): Promise<{ ms: number; longest: number; rows: number; loadedMs: number; longestAll: number }> {
  // A string, not a function: tsx would wrap named inner functions with a __name helper the page lacks.
  return page.evaluate(`new Promise((resolve, reject) => {
    let longest = 0
    let longestAll = 0
    let firstAt = -1
    let ms = 0
    let rows = 0
    const obs = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        longestAll = Math.max(longestAll, e.duration)
        if (firstAt < 0 || e.startTime < firstAt + 1000) longest = Math.max(longest, e.duration)
      }
    })
    obs.observe({ type: 'longtask' })
    const t0 = performance.now()
    history.pushState({}, '', ${JSON.stringify(path)})
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
    const sel = '[role="grid"] [role="row"][data-line="item"]'
    const tick = () => {
      const now = performance.now()
      if (firstAt < 0) {
        const n = document.querySelectorAll(sel).length
        if (n >= 10) {
          firstAt = now
          ms = now - t0
          rows = n
        }
      }
      const loading = (document.querySelector('[role="grid"]')?.textContent ?? '').includes('正在载入')
      if (firstAt >= 0 && !loading && now - firstAt >= 1000) {
        const loadedMs = now - t0
        setTimeout(() => { obs.disconnect(); resolve({ ms, longest, rows, loadedMs, longestAll }) }, 200)
      } else if (now - t0 > 120000) reject(new Error('not loaded after 120 s'))
      else requestAnimationFrame(tick)
    }
    tick()
  })`)
}
