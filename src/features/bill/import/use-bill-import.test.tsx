import { beforeEach, describe, expect, it } from 'vitest'
import { act, render, waitFor } from '@testing-library/react'
import { createProject } from '@/data/repositories/projects'
import { addRow } from '@/data/repositories/structure'
import { listStructure } from '@/data/repositories/structure-read'
import { listUnits } from '@/data/repositories/bill'
import { onAppDb } from '@/data/app-db'
import { buildGccpWorkbook, fixtureUnitsFromBill, largeSample } from '@/domain/bill/forms/fixtures'
import type { StructureRow } from '@/domain/projects/structure'
import { runComputeInThread } from '@/lib/compute.testkit'
import { useBillImport, type BillImportPhase } from './use-bill-import'

// The compute worker's handlers, run in this thread over comlink (jsdom has no module workers).
runComputeInThread()

beforeEach(async () => {
  // Each test has its own IndexedDB (tests/setup): drop the app database bound to the last one.
  const { getDb, setDb } = await import('@/data/db')
  getDb().close()
  setDb(null)
})

type Hook = ReturnType<typeof useBillImport>
const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }

/** Renders the hook and records every phase it rendered with. */
function probe(
  pid: string,
  rows: readonly StructureRow[],
): { current: () => Hook; phases: BillImportPhase[] } {
  const phases: BillImportPhase[] = []
  let latest: Hook | null = null
  function Probe() {
    latest = useBillImport(pid, rows)
    phases.push(latest.phase)
    return null
  }
  render(<Probe />)
  return { current: () => latest!, phases }
}

describe('useBillImport', () => {
  it('stores a picked workbook and tells the share stored as it goes, in whole percents up to 100', async () => {
    const pid = await onAppDb(createProject)({ Project_Name: '进度测试' })
    await onAppDb(addRow)(pid, { Project_Name: '1#楼' })
    const rows = await onAppDb(listStructure)(pid)
    const sample = largeSample(400, 1)
    const bytes = await buildGccpWorkbook({
      units: fixtureUnitsFromBill(sample.data, sample.structure, '进度测试'),
    })
    const hook = probe(pid, rows)

    await act(() => hook.current().pickFile(new File([bytes.slice()], '清单.xlsx')))
    await waitFor(() => expect(hook.current().phase.kind).toBe('ready'))
    // Outside act(): React renders as it would in the browser, between the stored slices.
    const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false
    try {
      expect(await hook.current().runImport()).toMatchObject({ units: 1, items: 400 })
      await waitFor(() =>
        expect(hook.phases.at(-1)).toMatchObject({ kind: 'importing', progress: 1 }),
      )
    } finally {
      reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment
    }
    const shown = hook.phases.flatMap((p) => (p.kind === 'importing' ? [p.progress] : []))
    // Part-way shares were on screen, rising, in whole percents.
    expect(shown.some((p) => p > 0 && p < 1)).toBe(true)
    expect(shown.every((p, k) => k === 0 || p >= shown[k - 1]!)).toBe(true)
    expect(shown.every((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-9)).toBe(true)
    const units = await onAppDb(listUnits)(pid)
    expect(units).toHaveLength(1)
  }, 30_000)
})
