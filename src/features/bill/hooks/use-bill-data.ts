import { startTransition, useEffect, useMemo, useState } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import {
  listUnits,
  loadProjectLines,
  loadUnitLines,
  type UnitContent,
} from '@/data/repositories/bill'
import { UnitItemsWindow } from '@/data/repositories/bill-window'
import { UnitTotalsCache } from '@/data/repositories/bill-totals'
import { getProject, type ProjectView } from '@/data/repositories/projects'
import { onAppDb } from '@/data/app-db'
import { listStructure } from '@/data/repositories/structure-read'
import type { BillIndicators } from '@/domain/bill/indicators'
import type { BillItem, BillUnit } from '@/domain/bill/model'
import { standardVersionOf, type StandardVersion } from '@/domain/projects/model'
import type { StructureRow } from '@/domain/projects/structure'
import { getCompute } from '@/lib/compute'

/** Live local reads of the bill screen; undefined while IndexedDB answers. */
export interface BillProject {
  project: ProjectView | null
  version: StandardVersion
  rows: StructureRow[]
  units: BillUnit[]
}

export const versionOf = (project: ProjectView | null): StandardVersion =>
  standardVersionOf(project?.data['StandardVersion'])

export function useBillProject(projectId: string): BillProject | undefined {
  return useLiveQuery(async () => {
    const [project, rows, units] = await Promise.all([
      onAppDb(getProject)(projectId),
      onAppDb(listStructure)(projectId),
      onAppDb(listUnits)(projectId),
    ])
    return { project: project ?? null, version: versionOf(project ?? null), rows, units }
  }, [projectId])
}

export function useUnitContent(unitId: string | null): Omit<UnitContent, 'items'> | undefined {
  return useLiveQuery(
    async () =>
      unitId === null ? { groups: [], rates: [], others: [] } : onAppDb(loadUnitLines)(unitId),
    [unitId],
  )
}

export interface UnitItems {
  /** The items read so far, in order (all of them once `loading` is false). */
  items: BillItem[]
  /** The same items as the window's chunks (each array kept until its chunk is re-read). */
  chunks: BillItem[][]
  loading: boolean
}

const NO_ITEMS: UnitItems = { items: [], chunks: [], loading: false }

/**
 * A unit's items, the first screen first: read a window at a time by index (UnitItemsWindow),
 * each chunk a live query of its own, so opening a 25,000-item unit shows rows at once and an
 * edit re-reads one chunk. Undefined until the first chunk answers.
 */
export function useUnitItems(unitId: string | null): UnitItems | undefined {
  const [state, setState] = useState<{ unitId: string | null; value: UnitItems | undefined }>({
    unitId,
    value: unitId === null ? NO_ITEMS : undefined,
  })
  useEffect(() => {
    if (unitId === null) {
      setState({ unitId, value: NO_ITEMS })
      return
    }
    // A transition: React renders the grid in slices between other work instead of in one task.
    const tell = () =>
      startTransition(() =>
        setState({
          unitId,
          value: { items: win.items(), chunks: win.loadedChunks(), loading: win.loading },
        }),
      )
    const win = onAppDb((db) => new UnitItemsWindow(db, unitId, tell))()
    win.start()
    return () => win.close()
  }, [unitId])
  return state.unitId === unitId ? state.value : undefined
}

/**
 * Summaries (表-04/03/02) and indicators of the whole project, computed in the compute worker,
 * incrementally: each 单位工程's item sums are kept (UnitTotalsCache: each unit read in chunks of
 * 500, each chunk summed in the worker) and only the chunk an edit touched is re-read and re-summed; the
 * project's small lines are re-read and the indicators rebuilt from the kept sums. Starts the
 * first time `active` (the 总价措施 or 汇总 tab) and keeps following while the screen is open.
 */
export function useBillIndicators(
  projectId: string,
  version: StandardVersion,
  rows: readonly StructureRow[],
  active: boolean,
): { result: BillIndicators | null; failed: boolean } {
  const [wanted, setWanted] = useState(active)
  if (active && !wanted) setWanted(true)
  const meta = useLiveQuery(
    async () => (wanted ? onAppDb(loadProjectLines)(projectId, version) : null),
    [projectId, version, wanted],
  )
  const [tick, setTick] = useState(0)
  const [result, setResult] = useState<BillIndicators | null>(null)
  const [failed, setFailed] = useState(false)
  const [cache, setCache] = useState<UnitTotalsCache | null>(null)
  useEffect(() => {
    if (!wanted) return
    const made = onAppDb(
      (db) =>
        new UnitTotalsCache(
          db,
          (id, items) => getCompute().billUnitTotals(id, items),
          () => setTick((t) => t + 1),
          () => setFailed(true),
        ),
    )()
    setCache(made)
    return () => made.close()
  }, [wanted, projectId])
  const ids = useMemo(() => meta?.units.map((u) => u.ID) ?? [], [meta])
  useEffect(() => cache?.track(ids), [cache, ids])
  useEffect(() => {
    if (!meta || !cache || !cache.ready(ids)) return
    let stale = false
    getCompute()
      .billIndicatorsFromTotals(meta, new Map(cache.totals), [...rows])
      .then((r) => {
        if (!stale) {
          setResult(r)
          setFailed(false)
        }
      })
      .catch(() => {
        if (!stale) setFailed(true)
      })
    return () => {
      stale = true
    }
  }, [meta, cache, ids, tick, rows])
  return { result, failed }
}
