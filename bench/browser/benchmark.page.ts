// bench/benchmark in Chromium: one target against 1,000 samples at item level (≈ 200 indicators)
// through the compute worker's benchmarkScheme, the longest main-thread task meanwhile, and the
// same computation on the main thread.
import { computeScheme, type SchemeInput } from '../../src/domain/benchmark/scheme'
import { benchmarkSample } from '../lib/benchmark-samples'
import { compute, fail, median, report, timeWorker } from './main-thread'

async function run() {
  const params = (window as unknown as { __params: { samples: number; itemsPerUnit: number } }).__params
  const api = compute()
  await api.ping()
  const samples = Array.from({ length: params.samples }, (_, i) => benchmarkSample(i, params.itemsPerUnit, true))
  const input: SchemeInput = { target: benchmarkSample(100_000, params.itemsPerUnit, true), samples, level: 'item', rebase: true }
  let indicators = 0
  let n = 0
  const worker = await timeWorker(5, async () => {
    const r = await api.benchmarkScheme(input)
    indicators = r.results.length
    n = Math.max(...r.results.map((x) => x.stats.n))
  })
  const main: number[] = []
  for (let i = 0; i < 3; i++) {
    const t = performance.now()
    computeScheme(input)
    main.push(performance.now() - t)
  }
  report({ worker, indicators, n, main: median(main) })
}
run().catch(fail)
