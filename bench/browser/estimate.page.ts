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
  let previewId = ''
  // The screen's path: the plan stays in the worker; the summary and the 300 lines drawn come back.
  const smart = await timeWorker(5, async () => {
    const s = await api.smartListPrepare(smartListInput)
    generated = s.generated
    previewId = s.previewId
    await api.smartListLines(s.previewId, 0, 300)
  })
  // The commit's read of the chosen entries, in pages of 1,000 (use-smart-list commitSmartList).
  let chosen = 0
  const commitRead = await timeWorker(3, async () => {
    chosen = 0
    for (let offset = 0; ; offset += 1000) {
      const page = await api.smartListChosen(previewId, [], offset, 1000)
      chosen += page?.entries.length ?? 0
      if (!page || offset + 1000 >= page.total) break
    }
  })
  // The old call: the whole plan cloned back at once.
  const legacy = await timeWorker(2, () => api.smartListPreview(smartListInput))
  report({
    figures, smart, generated, commitRead, chosen, legacy,
    mainFigures: onMain(21, () => estimateFigures(estimateInput)),
    mainSmart: onMain(3, () => smartListPreview(smartListInput)),
  })
}
run().catch(fail)
