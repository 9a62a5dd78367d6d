// bench/estimate in Chromium: the estimate recompute (estimateFigures) and the 20,000-item smart
// list (smartListPreview) in the compute worker, the longest main-thread task meanwhile, and the
// same computations on the main thread for comparison.
import { estimateFigures, smartListPreview } from '../../src/domain/estimate/preview'
import { estimateInput, smartListInput } from '../lib/estimate-input'
import { compute, fail, median, report, timeWorker } from './main-thread'

function onMain(runs: number, f: () => unknown): number {
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const t = performance.now()
    f()
    times.push(performance.now() - t)
  }
  return median(times)
}

async function run() {
  const api = compute()
  await api.ping()
  const figures = await timeWorker(21, () => api.estimateFigures(estimateInput))
  let generated = 0
  const smart = await timeWorker(5, async () => (generated = (await api.smartListPreview(smartListInput)).generated))
  report({
    figures, smart, generated,
    mainFigures: onMain(21, () => estimateFigures(estimateInput)),
    mainSmart: onMain(3, () => smartListPreview(smartListInput)),
  })
}
run().catch(fail)
