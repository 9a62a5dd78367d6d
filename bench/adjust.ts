// bench/adjust: price readjustment (issue 15, docs/price-adjustment.md "Speed") of 5,000 materials
// × 24 periods by method A.2 and a 24-period method A.1, with the functions the compute worker runs
// (workers/adjust.ts adjustScheme: schemeInput, then priceAdjustment = parse once at the
// boundary + exact integer computation into a columnar A.2 table, then the first page of the
// forms). Target < 500 ms in the worker. Then the same in Chromium's compute worker (the built
// app), with the main thread's longest task: a new revision, the kept revision, pages of rows.
import { priceAdjustment } from '@/domain/adjust/compute.ts'
import { ADJUST_PAGE_ROWS, adjustForms } from '@/domain/adjust/forms.ts'
import { addMonths } from '@/domain/materials/period.ts'
import { readdirSync } from 'node:fs'
import { newSchemeDefaults } from '@/domain/adjust/entity.ts'
import { measure, median } from './lib/measure.ts'
import { launchChromium, startServer } from './lib/server.ts'

const ITEMS = Number(process.env.BENCH_ITEMS ?? 5_000)
const PERIODS = Number(process.env.BENCH_PERIODS ?? 24)
const periods = Array.from({ length: PERIODS }, (_, k) => addMonths('2024-01', k))

// Deterministic prices: C0 100.00 … 5,099.00, T ±8 % of C0, Ci wandering ±15 % around C0.
const materials = Array.from({ length: ITEMS }, (_, i) => {
  const c0 = 10_000 + (i % 5_000) * 100
  const t = c0 + ((i % 17) - 8) * Math.floor(c0 / 100)
  return {
    Key: `M${i}`,
    Name: `材料${i}`,
    Spec: `规格${i % 37}`,
    Unit: 't',
    C0: (c0 / 100).toFixed(2),
    T: (t / 100).toFixed(2),
    Periods: periods.map((p, k) => ({
      Period: p,
      Quantity: String(1 + ((i * 7 + k) % 90)),
      Prices: [
        { Price: ((c0 + (((i + k * 13) % 31) - 15) * Math.floor(c0 / 100)) / 100).toFixed(2) },
      ],
    })),
  }
})
const index = {
  A: '0.3',
  Factors: ['人工', '钢材', '水泥', '混凝土'].map((name, j) => ({
    Name: name,
    B: '0.175',
    F0: '100',
    Ft: periods.map((p, k) => ({ Period: p, Values: [{ Value: String(95 + ((k + j) % 11)) }] })),
  })),
  Periods: periods.map((p) => ({ Period: p, P0: '12345678.90', IncludesTax: true })),
}
const input = {
  StandardVersion: 'GB/T 50500-2024',
  Averaging: 'weighted',
  Materials: materials,
  Index: index,
}
const title = { ProjectName: '基准测试项目', Section: '', Preparer: '', Reviewer: '', Date: '' }

const show = (label: string, r: { wall: number; cpu: number; first: number }) =>
  console.log(
    `${label}: median ${r.wall.toFixed(0)} ms wall, ${r.cpu.toFixed(0)} ms CPU (first run ${r.first.toFixed(0)} ms)`,
  )

const out = priceAdjustment(input)
if (!out.ok) throw new Error(out.message)
const laid = adjustForms(out.result, title)
console.log(
  `${ITEMS.toLocaleString('en')} items × ${PERIODS} periods = ${out.result.info.count.toLocaleString('en')} A.2 rows (+ ${PERIODS} A.1 periods), ${laid.reduce((s, f) => s + f.rows.length, 0).toLocaleString('en')} form rows`,
)
console.log(
  `A.2 difference ${out.result.info.total.differenceFen / 100} 元, A.1 ${(out.result.index?.total.differenceFen ?? 0) / 100} 元`,
)
show(
  'parse + compute (priceAdjustment, target < 500 ms)',
  measure(5, () => priceAdjustment(input)),
)
show(
  'forms, every row (adjustForms: Excel, print)',
  measure(5, () => adjustForms(out.result, title)),
)
const page = { from: 0, to: ADJUST_PAGE_ROWS }
show(
  "parse + compute + first page of the forms (the worker's adjustScheme)",
  measure(5, () => {
    const r = priceAdjustment(input)
    return r.ok ? adjustForms(r.result, title, page) : null
  }),
)

// The same scheme in the compute worker of the built app, in Chromium: the stored document goes
// through the worker's adjustScheme (comlink's wire format, posted by hand so that nothing else of
// the app runs on the page), timed round trip, with the longest main-thread task meanwhile
// (PerformanceObserver 'longtask': the answer's structured clone lands on the main thread).
const doc = {
  Contract: {
    ...newSchemeDefaults('基准测试').Contract,
    StandardVersion: 'GB/T 50500-2024',
    Averaging: 'weighted',
  },
  Config: { Levels: 2, Nodes: [] },
  DelayCause: 'none',
  IndexData: index,
  Materials: materials,
  QuantityItems: [],
}
const workerFile = readdirSync(new URL('../dist/assets', import.meta.url)).find((f) =>
  /^compute\.worker-.*\.js$/.test(f),
)
if (workerFile === undefined) throw new Error('dist/ has no compute worker: npm run build first')
const BROWSER_RUN = `globalThis.adjustRun = async function ({ file, doc, title }) {
  const longest = []
  new PerformanceObserver(function (list) { for (const e of list.getEntries()) longest.push(e.duration) }).observe({ type: 'longtask' })
  const worker = new Worker('/assets/' + file, { type: 'module' })
  const call = function (id, path, args) {
    return new Promise(function (resolve) {
      const t = performance.now()
      const on = function (e) {
        if (e.data.id !== id) return
        worker.removeEventListener('message', on)
        const v = e.data.value
        resolve({ ms: performance.now() - t, ok: v !== null && !(typeof v === 'object' && v.ok === false) })
      }
      worker.addEventListener('message', on)
      worker.postMessage({ id, type: 'APPLY', path: [path], argumentList: args.map(function (value) { return { type: 'RAW', value } }) })
    })
  }
  const timed = async function (n, path, argsOf) {
    const out = []
    for (let i = 0; i < n; i++) {
      longest.length = 0
      const r = await call(path + '-' + i, path, argsOf(i))
      await new Promise(function (r) { setTimeout(r, 50) })
      out.push({ ms: r.ms, ok: r.ok, longTask: Math.max(0, ...longest) })
    }
    return out
  }
  // As the screen sends a big document (use-adjust.ts computeScheme): the materials in chunks of
  // 250, one message each, then the rest of the document.
  const chunked = async function (n) {
    const out = []
    for (let i = 0; i < n; i++) {
      longest.length = 0
      const t = performance.now()
      const key = 'chunked-' + i
      let chunks = 0
      for (let from = 0; from < doc.Materials.length; from += 250) await call(key + '-' + chunks, 'adjustMaterialsChunk', [key, chunks++, doc.Materials.slice(from, from + 250)])
      const r = await call(key, 'adjustScheme', [Object.assign({}, doc, { Materials: [] }), title, key, { from: 0, to: 300 }, chunks])
      const ms = performance.now() - t
      await new Promise(function (r) { setTimeout(r, 50) })
      out.push({ ms, ok: r.ok, longTask: Math.max(0, ...longest) })
    }
    return out
  }
  // A new revision each run (the document sent whole, or in chunks, and computed), then the kept
  // revision again (no document), then pages of the A.2 form from it.
  const out = {
    fresh: await timed(5, 'adjustScheme', function (i) { return [doc, title, 'rev-' + i] }),
    chunked: await chunked(5),
    kept: await timed(5, 'adjustCached', function () { return ['chunked-4', title] }),
    page: await timed(5, 'adjustInfoPage', function (i) { return ['chunked-4', title, { from: 20000 * i, to: 20000 * i + 300 }] }),
  }
  worker.terminate()
  return out
}`
const server = await startServer()
const browser = await launchChromium()
try {
  const page = await browser.newPage()
  await page.goto(`${server.url}/api/index/GetSum`)
  // Plain JS text: tsx's keepNames would wrap named functions in a helper the page lacks.
  await page.evaluate(BROWSER_RUN)
  type Run = { ms: number; ok: boolean; longTask: number }
  const runs = await page.evaluate(
    (args) =>
      (
        globalThis as unknown as {
          adjustRun: (
            a: typeof args,
          ) => Promise<Record<'fresh' | 'chunked' | 'kept' | 'page', Run[]>>
        }
      ).adjustRun(args),
    { file: workerFile, doc, title },
  )
  for (const [label, list] of [
    [
      'adjustScheme round trip, new revision (doc in one message, totals + first page of the forms out)',
      runs.fresh,
    ],
    ['the same, the materials sent in chunks of 250 as the screen does', runs.chunked],
    ['adjustCached, the kept revision (no doc)', runs.kept],
    ['adjustInfoPage, 300 rows of the kept revision', runs.page],
  ] as const) {
    if (list.some((r) => !r.ok)) throw new Error(`the worker refused: ${label}`)
    const ms = list.map((r) => r.ms)
    console.log(
      `Chromium compute worker, ${label}: median ${median(ms).toFixed(0)} ms (first ${ms[0]?.toFixed(0)} ms); longest main-thread task meanwhile: median ${median(list.map((r) => r.longTask)).toFixed(0)} ms, max ${Math.max(...list.map((r) => r.longTask)).toFixed(0)} ms`,
    )
  }
} finally {
  await browser.close()
  await server.stop()
}
