import { useEffect, useState } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import { listUnits, loadProjectBill, loadUnitContent, type UnitContent } from '@/data/repositories/bill'
import { getProject, type ProjectView } from '@/data/repositories/projects'
import { onAppDb } from '@/data/app-db'
import { listStructure } from '@/data/repositories/structure'
import type { BillIndicators } from '@/domain/bill/indicators'
import type { BillUnit } from '@/domain/bill/model'
import { DEFAULT_STANDARD_VERSION, STANDARD_VERSIONS, type StandardVersion } from '@/domain/projects/model'
import type { StructureRow } from '@/domain/projects/structure'
import { getCompute } from '@/lib/compute'

/** Live local reads of the bill screen; undefined while IndexedDB answers. */
export interface BillProject {
  project: ProjectView | null
  version: StandardVersion
  rows: StructureRow[]
  units: BillUnit[]
}

export const versionOf = (project: ProjectView | null): StandardVersion => {
  const v = project?.data['StandardVersion']
  return (STANDARD_VERSIONS as readonly unknown[]).includes(v) ? (v as StandardVersion) : DEFAULT_STANDARD_VERSION
}

export function useBillProject(projectId: string): BillProject | undefined {
  return useLiveQuery(async () => {
    const [project, rows, units] = await Promise.all([onAppDb(getProject)(projectId), onAppDb(listStructure)(projectId), onAppDb(listUnits)(projectId)])
    return { project: project ?? null, version: versionOf(project ?? null), rows, units }
  }, [projectId])
}

export function useUnitContent(unitId: string | null): UnitContent | undefined {
  return useLiveQuery(async () => (unitId === null ? { groups: [], items: [], rates: [], others: [] } : onAppDb(loadUnitContent)(unitId)), [unitId])
}

/**
 * Summaries (表-04/03/02) and indicators of the whole project, computed in the compute worker:
 * the main thread only reads the rows and hands them over. Re-run when the bill changes while
 * `active` (the 汇总 tab is open).
 */
export function useBillIndicators(projectId: string, version: StandardVersion, rows: readonly StructureRow[], active: boolean): { result: BillIndicators | null; failed: boolean } {
  const data = useLiveQuery(async () => (active ? onAppDb(loadProjectBill)(projectId, version) : null), [projectId, version, active])
  const [result, setResult] = useState<BillIndicators | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (!data) return
    let stale = false
    getCompute()
      .billIndicators(data, [...rows])
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
  }, [data, rows])
  return { result, failed }
}
