import { useEffect, useState } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import { useCallRead } from '@/data/api/use-call-read'
import { getEstimate, saveEstimate, type StoredEstimate } from '@/data/repositories/estimates'
import { getProject, type ProjectView } from '@/data/repositories/projects'
import { onAppDb } from '@/data/app-db'
import { listStructure } from '@/data/repositories/structure-read'
import { ESTIMATE_CALLS } from '@/domain/api/calls/estimate'
import type { EstimateInput } from '@/domain/estimate/compute'
import type { EstimateDoc, FunctionRef } from '@/domain/estimate/model'
import { structureZones } from '@/domain/estimate/zones'
import type { EstimateFigures } from '@/domain/estimate/preview'
import { getCompute } from '@/lib/compute'
import { toScaled } from '@/domain/money'

/** Reads and commands of /Page/estimate (docs/estimate.md). */

export interface EstimateProject {
  project: ProjectView | null
  estimate: StoredEstimate | null
  /** Σ built area of the leaf structure rows × their copies (the default total area). */
  builtArea: number
  /** The structure's area per 业态 (the default split; empty without built areas). */
  zones: Pick<FunctionRef, 'Code' | 'Name' | 'Share'>[]
}

export function useEstimateProject(projectId: string): EstimateProject | undefined {
  return useLiveQuery(async () => {
    const [project, estimate, rows] = await Promise.all([
      onAppDb(getProject)(projectId),
      onAppDb(getEstimate)(projectId),
      onAppDb(listStructure)(projectId),
    ])
    const zones = structureZones(rows)
    const built = zones.reduce((s, z) => s + (toScaled(z.Share, 2) ?? 0), 0) / 100
    return { project: project ?? null, estimate, builtArea: built, zones }
  }, [projectId])
}

const REFERENCE_READ = {
  offlineCopy: true,
  offline: '当前离线，本机还没有估算基础数据，请联网打开一次估算页面',
  failed: '估算基础数据加载失败',
} as const

/** The whole reference set with its offline copy (SynchronousFileClearing). */
export const useReference = () =>
  useCallRead(ESTIMATE_CALLS.synchronousFileClearing, {}, REFERENCE_READ)

/**
 * The comparable templates' unit costs of a type and city, with an offline copy. Asked for 1 m²
 * so that the copy serves any area: the worker multiplies the quartiles by the real area.
 */
export function useComparables(projectType: string, city: string) {
  return useCallRead(
    ESTIMATE_CALLS.evaluationTotalarea,
    { ProjectType: projectType, City: city, TotalArea: 1 },
    {
      offlineCopy: true,
      enabled: projectType !== '',
      offline: '当前离线，暂无同类模板数据',
      failed: '同类模板数据加载失败',
    },
  )
}

/** The figures from the compute worker; the newest input wins, an older answer is dropped. */
export function useEstimateFigures(input: (EstimateInput & { Samples: number[] }) | null): {
  figures: EstimateFigures | null
  failed: boolean
} {
  const [figures, setFigures] = useState<EstimateFigures | null>(null)
  const [failed, setFailed] = useState(false)
  const key = input ? JSON.stringify(input) : ''
  useEffect(() => {
    if (!key) return
    let stale = false
    getCompute()
      .estimateFigures(JSON.parse(key) as EstimateInput & { Samples: number[] })
      .then((f) => {
        if (stale) return
        setFigures(f)
        setFailed(false)
      })
      .catch(() => {
        if (!stale) setFailed(true)
      })
    return () => {
      stale = true
    }
  }, [key])
  return { figures, failed }
}

export const saveProjectEstimate = (projectId: string, doc: Omit<EstimateDoc, 'ProId'>) =>
  onAppDb(saveEstimate)(projectId, doc)
