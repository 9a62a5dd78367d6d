// bench/benchmark in Chromium: one target against 1,000 samples at item level (≈ 200 indicators)
// through the compute worker's cache (workers/benchmark.ts, src/domain/benchmark/worker-cache.ts, the screens' path
// features/benchmark/worker-run.ts): the first run sends the projects in small messages,
// later runs send ids and settings and get statistics only; a drill-down page is read on demand.
// Also the old whole-input benchmarkScheme call, and the computation on the main thread.
import { computeScheme, type SchemeInput } from '@/domain/benchmark/scheme'
import { runCachedScheme } from '@/features/benchmark/worker-run'
import { benchmarkSample } from '../lib/benchmark-samples'
import { compute, fail, median, report, timeWorker, watchMainThread } from './main-thread'

async function run() {
  const params = (
    window as unknown as { __params: { samples: number; itemsPerUnit: number; legacy: boolean } }
  ).__params
  const api = compute()
  await api.ping()
  const samples = Array.from({ length: params.samples }, (_, i) =>
    benchmarkSample(i, params.itemsPerUnit, true),
  )
  const target = benchmarkSample(100_000, params.itemsPerUnit, true)
  const input: SchemeInput = { target, samples, level: 'item', rebase: true }
  const options = { level: 'item' as const, rebase: true }
  let indicators = 0
  let n = 0
  let runId = ''
  // First run: every project sent (chunked), figures computed in the worker. A fresh task first,
  // so the watch does not count the task that built the samples.
  await new Promise((resolve) => setTimeout(resolve, 0))
  const watchFirst = watchMainThread()
  const t0 = performance.now()
  await runCachedScheme(api, target, samples, options)
  const first = { ms: performance.now() - t0, main: watchFirst() }
  // Later runs (the screens' recompute: another 取值方式, another screen) on the kept projects.
  let rebase = false
  const cached = await timeWorker(5, async () => {
    rebase = !rebase
    const r = await runCachedScheme(api, target, samples, { ...options, rebase })
    indicators = r.results.length
    n = Math.max(...r.results.map((x) => x.stats.n))
    runId = r.runId
  })
  // Ten samples changed (new versions): only they travel again.
  const changed = samples.map((s, i) =>
    i % 100 === 0 ? benchmarkSample(i, params.itemsPerUnit, true) : s,
  )
  const watchChanged = watchMainThread()
  const t1 = performance.now()
  await runCachedScheme(api, target, changed, options)
  const resent = { ms: performance.now() - t1, main: watchChanged() }
  // Drill-down: the first 100 sample values of one result.
  const page = await timeWorker(5, () => api.benchmarkSamples(runId, 0, 0, 100))
  const legacy = params.legacy ? await timeWorker(2, () => api.benchmarkScheme(input)) : null
  const main: number[] = []
  for (let i = 0; i < 3; i++) {
    const t = performance.now()
    computeScheme(input)
    main.push(performance.now() - t)
  }
  report({ first, cached, resent, page, legacy, indicators, n, main: median(main) })
}
run().catch(fail)
