// bench/estimate in real Chromium (bench/browser/estimate.page.ts): the 估算 recompute (10 functions
// × 8 systems with grades and brands, 200 comparable templates) and generating a 20,000-item bill
// for a 50-building project (target < 2 s), both in the compute worker over comlink, with the
// longest main-thread task while the worker computes (target < 50 ms), and the same computations
// on the main thread for comparison.
import type { MainThread } from './browser/main-thread.ts'
import { runWorkerPage } from './lib/worker-page.ts'

interface Timed {
  median: number
  first: number
  main: MainThread
}
const r = await runWorkerPage<{
  figures: Timed
  smart: Timed
  generated: number
  commitRead: Timed
  chosen: number
  legacy: Timed
  regen: Timed
  mainFigures: number
  mainSmart: number
}>('bench/browser/estimate.page.ts')
const ms = (v: number) => `${v.toFixed(1)} ms`
const main = (m: MainThread) =>
  `longest main-thread task ${m.longTasks ? ms(m.longestTask) : 'none over 50 ms'} (largest timer gap ${ms(m.maxGap)})`
console.log(
  `estimateFigures in the worker (round trip): median ${ms(r.figures.median)}, first ${ms(r.figures.first)}; ${main(r.figures.main)}`,
)
console.log(`  same on the main thread: median ${ms(r.mainFigures)}`)
console.log(
  `smart list preview kept in the worker (smartListPrepare + the 300 lines drawn), 50 buildings × 400 items = ${r.generated} items: median ${ms(r.smart.median)} (target < 2,000 ms: ${r.smart.median < 2000 ? 'met' : 'MISSED'}), first ${ms(r.smart.first)}`,
)
console.log(
  `  ${main(r.smart.main)} (target < 50 ms: ${r.smart.main.longestTask < 50 ? 'met' : 'MISSED'})`,
)
console.log(
  `  commit's read of the ${r.chosen} chosen entries in pages of 1,000: median ${ms(r.commitRead.median)}; ${main(r.commitRead.main)}`,
)
console.log(
  `  old call (the whole plan cloned back): median ${ms(r.legacy.median)}; ${main(r.legacy.main)}`,
)
console.log(
  `  regeneration over the 20,000 generated items (sent as existing): median ${ms(r.regen.median)}; ${main(r.regen.main)}`,
)
console.log(`  same on the main thread: median ${ms(r.mainSmart)}`)
