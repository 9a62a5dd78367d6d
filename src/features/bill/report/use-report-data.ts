import { useEffect, useState } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import { loadProjectBill } from '@/data/repositories/bill'
import { getProject, type ProjectView } from '@/data/repositories/projects'
import { onAppDb } from '@/data/app-db'
import { listStructure } from '@/data/repositories/structure'
import type { BillData } from '@/domain/bill/model'
import type { BillSummary } from '@/domain/bill/summary'
import type { StandardVersion } from '@/domain/projects/model'
import type { StructureRow } from '@/domain/projects/structure'
import { getCompute } from '@/lib/compute'
import { versionOf } from '../hooks/use-bill-data'

export interface ReportData {
  project: ProjectView | null
  version: StandardVersion
  rows: StructureRow[]
  bill: BillData
}

/** The whole project's bill for the report (local reads), and its summaries from the compute worker. */
export function useReportData(projectId: string): { data: ReportData | undefined; summary: BillSummary | null; failed: boolean } {
  const data = useLiveQuery(async (): Promise<ReportData> => {
    const [project, rows] = await Promise.all([onAppDb(getProject)(projectId), onAppDb(listStructure)(projectId)])
    const version = versionOf(project ?? null)
    return { project: project ?? null, version, rows, bill: await onAppDb(loadProjectBill)(projectId, version) }
  }, [projectId])
  const [summary, setSummary] = useState<BillSummary | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (!data) return
    let stale = false
    getCompute()
      .billIndicators(data.bill, data.rows)
      .then((r) => {
        if (!stale) setSummary(r.summary)
      })
      .catch(() => {
        if (!stale) setFailed(true)
      })
    return () => {
      stale = true
    }
  }, [data])
  return { data, summary, failed }
}
