// bench/compose in Chromium: switching a project's price package with 20,000 composed items
// (4 lines each over 600 resources) in the compute worker (composeReprice), the longest
// main-thread task meanwhile, and the same computation on the main thread for comparison; then
// 人材机汇总 of the same items (billResourceUsage, as the 人材机汇总 tab computes it).
import { repriceCompositionRows, repriceInChunks } from '@/domain/bill/compose-reprice'
import { resourceSummary, resourceUsageRows, usageInChunks } from '@/domain/bill/resource-summary'
import { composeBenchInput } from '../lib/compose-input'
import { compute, fail, median, report, timeWorker } from './main-thread'

async function run() {
  const api = compute()
  await api.ping()
  const input = composeBenchInput(20_000, 600)
  let repriced = 0
  const worker = await timeWorker(5, async () => {
    // As the screen does (use-compose switchChoice): messages of REPRICE_CHUNK items.
    const out = await repriceInChunks(input.rows, (chunk) =>
      api.composeReprice(input.resources, chunk, input.candidates, input.options),
    )
    repriced = out.items.length
  })
  const times: number[] = []
  for (let i = 0; i < 3; i++) {
    const t = performance.now()
    repriceCompositionRows(input.resources, input.rows, input.candidates, input.options)
    times.push(performance.now() - t)
  }
  // 人材机汇总 as the tab does (use-resource-summary): messages of 2,000 rows, summed on the page.
  const copies = new Map(Array.from({ length: 20 }, (_, i) => [`u${i}`, 1 + (i % 3)]))
  let used = 0
  const summary = await timeWorker(5, async () => {
    const usage = await usageInChunks(input.rows, (chunk) => api.billResourceUsage(chunk, copies))
    used = resourceSummary(input.resources, usage).lines.filter((l) => l.used).length
  })
  const summaryTimes: number[] = []
  for (let i = 0; i < 3; i++) {
    const t = performance.now()
    resourceUsageRows(input.rows, copies)
    summaryTimes.push(performance.now() - t)
  }
  report({
    worker,
    repriced,
    items: input.rows.length,
    onMain: median(times),
    summary: { ...summary, used, onMain: median(summaryTimes) },
  })
}
run().catch(fail)
