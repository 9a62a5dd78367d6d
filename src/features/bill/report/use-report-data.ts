import { useEffect, useState } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import { loadProjectBill } from '@/data/repositories/bill'
import { getProject, type ProjectView } from '@/data/repositories/projects'
import { onAppDb } from '@/data/app-db'
import { listStructure } from '@/data/repositories/structure-read'
import type { BillData } from '@/domain/bill/model'
import type { BillReport } from '@/domain/bill/report'
import type { ReportSection } from '@/domain/bill/report/sections'
import type { AmountUnit } from '@/domain/bill/report/units'
import type { StandardVersion } from '@/domain/projects/model'
import type { StructureRow } from '@/domain/projects/structure'
import { getCompute } from '@/lib/compute'
import { versionOf } from '../hooks/use-bill-data'

export interface ReportData {
  project: ProjectView | null
  name: string
  version: StandardVersion
  rows: StructureRow[]
  bill: BillData
}

const textOf = (p: ProjectView | null, field: string) => {
  const v = p?.data[field]
  return typeof v === 'string' ? v : ''
}

const nameOf = (p: ProjectView | null) => {
  const n = p?.data['Project_Name']
  return typeof n === 'string' && n !== '' ? n : '未命名项目'
}

/**
 * The whole project's bill for the report (local reads), and the report itself (chosen forms in
 * the chosen unit, summaries, indicators and pages) from the compute worker.
 */
export function useReportData(
  projectId: string,
  unit: AmountUnit,
  sections: readonly ReportSection[],
): { data: ReportData | undefined; report: BillReport | null; failed: boolean } {
  const data = useLiveQuery(async (): Promise<ReportData> => {
    const [project, rows] = await Promise.all([
      onAppDb(getProject)(projectId),
      onAppDb(listStructure)(projectId),
    ])
    const version = versionOf(project ?? null)
    return {
      project: project ?? null,
      name: nameOf(project ?? null),
      version,
      rows,
      bill: await onAppDb(loadProjectBill)(projectId, version),
    }
  }, [projectId])
  const [report, setReport] = useState<BillReport | null>(null)
  const [failed, setFailed] = useState(false)
  const key = sections.join(',')
  useEffect(() => {
    if (!data) return
    let stale = false
    const date = new Date().toLocaleDateString('zh-CN', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    })
    getCompute()
      .billReport(data.bill, data.rows, {
        projectName: data.name,
        version: data.version,
        unit,
        sections: key === '' ? [] : (key.split(',') as ReportSection[]),
        date,
        signs: {
          compiler: textOf(data.project, 'Compiler'),
          reviewer: textOf(data.project, 'Reviewer'),
          date: textOf(data.project, 'CompiledOn'),
        },
      })
      .then((r) => {
        if (!stale) {
          setReport(r)
          setFailed(false)
        }
      })
      .catch(() => {
        if (!stale) setFailed(true)
      })
    return () => {
      stale = true
    }
  }, [data, unit, key])
  return { data, report, failed }
}
