// bench/estimate in Chromium: the estimate recompute (estimateFigures) and the 20,000-item smart
// list (smartListPreview) in the compute worker, the longest main-thread task meanwhile, and the
// same computations on the main thread for comparison.
import { estimateFigures, smartListPreview } from '@/domain/estimate/preview'
import type { BillItem } from '@/domain/bill/model'
import type { ExistingUnit } from '@/domain/estimate/plan'
import { stageExisting } from '@/features/smart-list/hooks/stage-existing'
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
  // Regeneration: the project already holds the 20,000 generated items (sent to the worker as `existing`).
  const plan = smartListPreview(smartListInput).plan
  const units = new Map<string, ExistingUnit & { Items: BillItem[] }>()
  plan.forEach((e, i) => {
    const p = e.Proposed
    if (!p) return
    const key = `${p.RowId}|${p.Specialty}`
    const unit = units.get(key) ?? {
      ID: `u${units.size}`,
      RowId: p.RowId,
      Specialty: p.Specialty,
      Items: [],
    }
    units.set(key, unit)
    unit.Items.push({
      ID: `i${i}`,
      ProId: 'p',
      UnitId: unit.ID,
      Kind: p.Kind,
      GroupId: '',
      Sort: i,
      Code: p.Code,
      Name: p.Name,
      Features: p.Features,
      Unit: p.Unit,
      Quantity: p.Quantity,
      UnitPrice: p.UnitPrice,
      Labour: null,
      Material: null,
      Machine: null,
      Overhead: null,
      Profit: null,
      ProvisionalAmount: null,
      Note: '',
      Materials: p.Materials,
      Origin: p.Origin,
    })
  })
  const existing = [...units.values()]
  await new Promise((resolve) => setTimeout(resolve, 0))
  // As the screen does (use-smart-list previewSmartList): the bill staged in messages of ≤ 2,000 items.
  const regen = await timeWorker(3, async () => {
    const s = await api.smartListPrepare(smartListInput, await stageExisting(existing, api))
    await api.smartListLines(s.previewId, 0, 300)
  })
  report({
    figures,
    smart,
    generated,
    commitRead,
    chosen,
    legacy,
    regen,
    mainFigures: onMain(21, () => estimateFigures(estimateInput)),
    mainSmart: onMain(3, () => smartListPreview(smartListInput)),
  })
}
run().catch(fail)
