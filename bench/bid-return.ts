// bench/bid-return: 回标 analysis (issue 14, docs/bid-return.md "Speed") of BIDDERS bidders × ITEMS items.
// 1. In Node: the function the compute worker runs (scheme-run.ts runScheme: decode the stored bills,
//    then bidReturnAnalysis), cold (fresh bill texts, so the decode cache misses) and warm (decoded
//    bills cached: a base or band switched).
// 2. In Chromium, in the app's built compute worker, as the screens call it (use-bid.ts): the run
//    (bidReturnForScreens; the bills the worker lacks first, one message and task each, not awaited
//    one by one: bidReturnLoadBillSlice)
//    then the first page the 逐项对比 screen shows (bidReturnItemQuery: 200 of the items the worker
//    keeps, made into the screens' objects on the main thread by the app's own itemsFromPage), wall
//    time from the request to that page, and the longest main-thread task meanwhile (longtask entries, a setTimeout
//    heartbeat, and the timed tasks of our own under 50 ms: a page taken, a bill sent).
//    Three fresh workers, as three sessions: without the warm-up (the first cold run includes the JIT
//    compiling the 回标 code), after the warm-up a 回标 screen starts when it opens (use-bid.ts
//    useBidWarmUp, workers/bid-return-warm-up.ts) has finished, and with the analysis asked for at once after it.
// The results check (the full result hashed under three bases): bench/lib/bid-return-hash.ts.
import { readdirSync } from 'node:fs'
import { build } from 'esbuild'
import { join } from 'node:path'
import { DEFAULT_OPTIONS } from '@/domain/bid-return/model.ts'
import { runScheme } from '@/domain/bid-return/scheme-run.ts'
import { newBidReturnSession } from '@/domain/bid-return/session.ts'
import type { StoredParticipant } from '@/domain/bid-return/stored.ts'
import { bidReturnBenchRows } from './lib/bid-return-data.ts'
import { profileDuring } from './lib/cpu-profile.ts'
import { median, measure } from './lib/measure.ts'
import { launchChromium, startServer } from './lib/server.ts'

const ITEMS = Number(process.env.BENCH_ITEMS ?? 20_000)
const BIDDERS = Number(process.env.BENCH_BIDDERS ?? 10)
const ROUNDS = 3
// BENCH_BID_RETURN_PROFILE=1: a V8 CPU profile of the main thread over the Chromium runs, its busy stretches attributed.
const PROFILE = process.env['BENCH_BID_RETURN_PROFILE'] === '1'
const start = performance.now()
const rows: StoredParticipant[] = bidReturnBenchRows(ITEMS, BIDDERS)
const chars = rows.reduce((s, r) => s + r.Bill.length, 0)
console.log(
  `${BIDDERS} bidders × ${ITEMS} items; stored bills ${(chars / 1e6).toFixed(1)} M characters (${(chars / rows.length / 1e6).toFixed(2)} M per bill), built in ${Math.round(performance.now() - start)} ms`,
)

// ---- 1. Node (one session, as the worker keeps one)
const session = newBidReturnSession()
let round = 0
const cold = measure(ROUNDS, () => {
  // Fresh ids each round so the decode cache is not hit.
  const fresh = rows.map((r) => ({ ...r, ID: `${r.ID}-${round++}` }))
  const run = runScheme(session, fresh, null, DEFAULT_OPTIONS)
  if (!run.ok) throw new Error(run.message)
  if (round === rows.length)
    console.log(
      `findings ${run.result.findings.length}, corrected items ${run.result.corrections.reduce((s, c) => s + c.items.length, 0)}`,
    )
})
runScheme(session, rows, null, DEFAULT_OPTIONS)
const warm = measure(ROUNDS, () =>
  runScheme(session, rows, null, { ...DEFAULT_OPTIONS, base: { kind: 'mean' } }),
)
console.log(
  `Node, decode + full analysis: median ${Math.round(cold.wall)} ms wall, ${Math.round(cold.cpu)} ms CPU (first ${Math.round(cold.first)} ms)`,
)
console.log(
  `Node, decoded bills cached (base switched): median ${Math.round(warm.wall)} ms wall, ${Math.round(warm.cpu)} ms CPU`,
)

// ---- 2. Chromium, the built compute worker
const assets = join(process.env.DIST_DIR ?? 'dist', 'assets')
const workerFile = readdirSync(assets).find((f) => /^compute\.worker.*\.js$/.test(f))
if (!workerFile) throw new Error(`no compute worker in ${assets}`)
const server = await startServer()
const browser = await launchChromium()
try {
  const page = await browser.newPage()
  await page.goto(`${server.url}/newIndex`)
  await page.getByRole('banner').waitFor()
  // The inputs first (15 M characters over CDP), then the measuring script as text (tsx would add
  // helpers to a function's source that the page does not have).
  await page.evaluate((input) => Object.assign(window, { benchInput: input }), {
    url: `/assets/${workerFile}`,
    rows,
    options: DEFAULT_OPTIONS,
    rounds: ROUNDS,
  })
  // use-bid.ts makes each page's objects with item-page.ts itemsFromPage: the same code, bundled.
  const lib = await build({
    entryPoints: ['src/domain/bid-return/item-page.ts'],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'itemPageLib',
  })
  await page.evaluate(
    `(() => { ${lib.outputFiles[0]?.text ?? ''}; window.itemPageLib = itemPageLib })()`,
  )
  type Figures = {
    cold: number[]
    warm: number[]
    gap: number
    long: number[]
    longAt: string[]
    items: number
    pageTask: number
    sendTask: number
    phases: number[][]
    warmUp: { rounds: number; ms: number } | null
    sendSums: number[]
  }
  // Three fresh workers, as three sessions of a user:
  // 'plain': no warm-up (what a user got before session 16; the first cold run has the JIT compiling);
  // 'warmed': the screen opened (bidReturnWarmUp, use-bid.ts useBidWarmUp) and its warm-up finished, then the analyses;
  // 'at-once': the warm-up sent and the analysis asked for at once (a reload straight onto an analysis screen).
  const modes = ['plain', 'warmed', 'at-once'] as const
  const runPage = async () => {
    const out: Partial<Record<(typeof modes)[number], Figures>> = {}
    for (const mode of modes) out[mode] = await page.evaluate<Figures>(pageScript(mode))
    return out as Record<(typeof modes)[number], Figures>
  }
  let all: Record<(typeof modes)[number], Figures>
  if (PROFILE) {
    const { result, summary } = await profileDuring(page, runPage)
    all = result
    console.log(`main thread busy ${Math.round(summary.busyMs)} ms; stretches ≥ 15 ms:`)
    for (const b of summary.timeline)
      console.log(`  at ${Math.round(b.startMs)} ms, ${Math.round(b.ms)} ms: ${b.top}`)
    for (const l of summary.longest) {
      console.log(`longest stretch ${Math.round(l.ms)} ms at ${Math.round(l.startMs)} ms, self:`)
      for (const [k, v] of l.self.slice(0, 8)) console.log(`    ${v} ms ${k}`)
    }
  } else all = await runPage()
  const ms = (xs: number[]) =>
    `${xs.map((x) => Math.round(x)).join(' / ')} ms (median ${Math.round(median(xs))} ms)`
  const phase = (f: Figures, k: number) => f.phases.map((p) => Math.round(p[k] ?? 0)).join(' / ')
  const phases = (f: Figures) =>
    `phases: bills sent and decoded ${phase(f, 0)} ms; the run ${phase(f, 1)} ms; the first item page ${phase(f, 2)} ms`
  const { plain, warmed, 'at-once': atOnce } = all
  console.log(
    `Chromium worker, no warm-up (the first run of a session compiles the 回标 code): decode + full analysis of ${plain.items} items + the first page shown: ${ms(plain.cold)}; target < 500 ms`,
  )
  console.log(`  ${phases(plain)}; main thread's send tasks ${plain.sendSums.join(' / ')} ms`)
  console.log(
    `Chromium worker, screen opened (warm-up ${warmed.warmUp ? `${warmed.warmUp.rounds} rounds in ${Math.round(warmed.warmUp.ms)} ms` : 'not answered'}), then analysed cold: ${ms(warmed.cold)}; target < 500 ms`,
  )
  console.log(`  ${phases(warmed)}; main thread's send tasks ${warmed.sendSums.join(' / ')} ms`)
  console.log(
    `Chromium worker, warm-up sent and the analysis asked for at once: ${ms(atOnce.cold)}`,
  )
  console.log(`  ${phases(atOnce)}`)
  console.log(`Chromium worker, decoded bills cached (base switched): ${ms(warmed.warm)}`)
  const long = modes.flatMap((m) => all[m].long)
  const longest = long.length ? Math.max(...long) : null
  console.log(
    `main thread meanwhile: ${longest === null ? 'no task ≥ 50 ms' : `longest task ${Math.round(longest)} ms (${long.length} tasks ≥ 50 ms)`}; largest heartbeat gap ${Math.round(Math.max(...modes.map((m) => all[m].gap)))} ms; target < 50 ms`,
  )
  for (const m of modes) for (const at of all[m].longAt) console.log(`  long task (${m}): ${at}`)
  console.log(
    `longest task taking the item page (clone and objects) ${Math.max(...modes.map((m) => all[m].pageTask)).toFixed(1)} ms; longest sending a bill ${Math.max(...modes.map((m) => all[m].sendTask)).toFixed(1)} ms`,
  )
} finally {
  await browser.close()
  await server.stop()
}

// Runs in the page: the compute worker speaks Comlink (one APPLY message per call, the answer
// carries its id); the calls are those of use-bid.ts.
function pageScript(mode: 'plain' | 'warmed' | 'at-once'): string {
  return `(async () => {
  const mode = '${mode}'
  const { url, rows, options, rounds } = window.benchInput
  const w = new Worker(url, { type: 'module' })
  let seq = 0
  // What the page was doing (the call last sent or answered), to name each long task.
  const marks = []
  let phase = ''
  const mark = (label) => marks.push([performance.now(), phase + ' ' + label])
  // One listener and a map of pending calls, as Comlink 4.4 does.
  const pending = new Map()
  // The start of the task that takes the worker's current answer: a page's objects are made in it.
  let taskStart = 0
  w.addEventListener('message', (ev) => {
    taskStart = performance.now()
    const done = pending.get(ev.data.id)
    if (!done) return
    pending.delete(ev.data.id)
    done(ev.data)
  })
  const call = (name, ...args) => new Promise((resolve, reject) => {
    const id = 'bench-' + ++seq
    mark(name + ' sent')
    pending.set(id, (data) => {
      mark(name + ' answered')
      if (data.type === 'RAW') resolve(data.value)
      else reject(new Error(name + ' threw'))
    })
    w.postMessage({ id, type: 'APPLY', path: [name], argumentList: args.map((value) => ({ type: 'RAW', value })) })
  })
  await call('ping')
  const pause = () => new Promise((r) => setTimeout(r, 300))
  const out = { cold: [], warm: [], gap: 0, long: [], longAt: [], items: 0, pageTask: 0, sendTask: 0, phases: [], warmUp: null, sendSums: [] }
  // Per cold run: from the first call until the last bill slice is answered (the worker decoded it), the run, the pages.
  let phaseMarks = []
  const during = (t) => {
    let label = 'before the first call'
    for (const [at, l] of marks) if (at <= t) label = l
    return label
  }
  new PerformanceObserver((list) =>
    list.getEntries().forEach((e) => {
      out.long.push(e.duration)
      out.longAt.push(Math.round(e.duration) + ' ms after ' + during(e.startTime))
    }),
  ).observe({ type: 'longtask' })
  const analyse = async (rs, opts) => {
    const light = rs.map((x) => ({ ...x, Bill: '', BillLength: x.Bill.length }))
    const t0 = performance.now()
    let sendSum = 0
    let run = await call('bidReturnForScreens', light, null, opts)
    let t1 = t0
    if (!run.ok && run.missing) {
      // As use-bid.ts loadBills: slices of 300,000 characters, one per message and task, not awaited one by one.
      const sent = []
      for (const x of rs) {
        if (!run.missing.includes(x.ID)) continue
        const count = Math.max(1, Math.ceil(x.Bill.length / 300000))
        for (let i = 0; i < count; i++) {
          const t = performance.now()
          const slice = { ...x, Bill: x.Bill.slice(i * 300000, (i + 1) * 300000), BillLength: x.Bill.length }
          sent.push(call('bidReturnLoadBillSlice', slice, i, count))
          out.sendTask = Math.max(out.sendTask, performance.now() - t)
          sendSum += performance.now() - t
          await new Promise((r) => setTimeout(r, 0))
        }
      }
      await Promise.all(sent)
      t1 = performance.now()
      run = await call('bidReturnForScreens', light, null, opts)
    }
    if (!run.ok) throw new Error('run refused: ' + run.message)
    // As the 逐项对比 screen (bid-items.tsx, use-bid.ts useItemQuery): the first page of 200 items the worker keeps.
    const t2 = performance.now()
    const first = await call('bidReturnItemQuery', run.token, { kind: 'list', unit: '', outOnly: false, text: '' }, 0, 200)
    const items = window.itemPageLib.itemsFromPage(first.page)
    out.pageTask = Math.max(out.pageTask, performance.now() - taskStart)
    mark('page made')
    phaseMarks = [t1 - t0, t2 - t1, performance.now() - t2]
    out.sendSums.push(Math.round(sendSum))
    window.benchItems = items
    return first.total
  }
  // Heartbeat: the largest gap between timer ticks while the analyses run.
  let beating = true
  let last = performance.now()
  const beat = () => {
    const now = performance.now()
    out.gap = Math.max(out.gap, now - last)
    last = now
    if (beating) setTimeout(beat, 0)
  }
  setTimeout(beat, 0)
  // As use-bid.ts useBidWarmUp when a 回标 screen opens.
  if (mode === 'warmed') out.warmUp = await call('bidReturnWarmUp')
  if (mode === 'at-once') call('bidReturnWarmUp')
  else await pause()
  for (let r = 0; r < (mode === 'at-once' ? 1 : rounds); r++) {
    const fresh = rows.map((x) => ({ ...x, ID: x.ID + '-' + r }))
    phase = 'cold ' + r
    const t = performance.now()
    out.items = await analyse(fresh, options)
    out.cold.push(performance.now() - t)
    out.phases.push(phaseMarks)
    await pause()
  }
  for (let r = 0; r < (mode === 'warmed' ? rounds : 0); r++) {
    phase = 'warm ' + r
    const t = performance.now()
    await analyse(rows, { ...options, base: { kind: 'mean', dropHighest: r, dropLowest: r } })
    out.warm.push(performance.now() - t)
    await pause()
  }
  beating = false
  w.terminate()
  return out
})()`
}
