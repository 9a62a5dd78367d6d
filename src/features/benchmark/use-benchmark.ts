import { useEffect, useState } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import {
  getScheme,
  listSchemes,
  loadBenchmarkProjects,
  type StoredScheme,
} from '@/data/repositories/benchmark-schemes'
import { listAllStructureRows, listProjectRecords } from '@/data/repositories/projects'
import { onAppDb } from '@/data/app-db'
import { benchmarkStore } from '@/data/state/scheme-state'
import { useStore } from '@/data/state/store'
import type { BenchmarkLevel, BenchmarkProject } from '@/domain/benchmark/figures'
import type { CompactSchemeResult } from '@/domain/benchmark/worker-cache'
import { schemeOptions, type SchemeSettings } from '@/domain/benchmark/scheme-doc'
import { buildTree, projectTotals, type StructureRow } from '@/domain/projects/structure'
import { getCompute } from '@/lib/compute'
import { useRebaseTables } from '@/data/reference/reference-tables'
import { runCachedScheme } from './worker-run'

/** Local reads and worker computations of the 对标 screens (offline: everything is on this device). */

export function useSchemes(): StoredScheme[] | undefined {
  return useLiveQuery(() => onAppDb(listSchemes)(), [])
}

/** The scheme the header shows (benchmarkStore), read live. null: none chosen or deleted. */
export function useCurrentScheme(): StoredScheme | null | undefined {
  const info = useStore(benchmarkStore).schemeInfo
  const id = typeof info?.ID === 'string' ? info.ID : ''
  return useLiveQuery(
    async () => (id === '' ? null : ((await onAppDb(getScheme)(id)) ?? null)),
    [id],
  )
}

export function openScheme(s: Pick<StoredScheme, 'id' | 'name' | 'targetId' | 'level'>): void {
  const state = benchmarkStore.get()
  benchmarkStore.set({
    ...state,
    schemeInfo: { ID: s.id, SchemeName: s.name },
    schemeName: s.name,
    mainId: s.targetId,
    type: null,
    functionName: null,
  })
}

export interface Candidate {
  id: string
  name: string
  type: string
  city: string
  year: number | null
  builtArea: number
  isTemplate: boolean
  /** 结构类型, '' while not chosen. */
  structureType: string
}

function areasByProject(rows: readonly StructureRow[]): Map<string, number> {
  const by = new Map<string, StructureRow[]>()
  for (const r of rows) by.set(r.ProId, [...(by.get(r.ProId) ?? []), r])
  return new Map([...by].map(([id, list]) => [id, projectTotals(buildTree(list)).BuiltArea]))
}

/** Own projects and templates on this device: targets (projects) and samples (both). */
export function useCandidates(): Candidate[] | undefined {
  return useLiveQuery(async () => {
    const [records, rows] = await Promise.all([
      onAppDb(listProjectRecords)(),
      onAppDb(listAllStructureRows)(),
    ])
    const areas = areasByProject(rows)
    return records.map((p) => ({
      id: p.ID,
      name: p.Project_Name || p.TemName || '未命名项目',
      type: p.ProjectType,
      city: p.City,
      year: p.Year,
      builtArea: areas.get(p.ID) ?? 0,
      isTemplate: p.IsTemplate === 1,
      structureType: p.StructureType,
    }))
  }, [])
}

/** Target and samples of a scheme, re-read when any of their rows change. */
export function useSchemeProjects(
  s: SchemeSettings | null | undefined,
): { target: BenchmarkProject | null; samples: BenchmarkProject[] } | undefined {
  const ids = s ? [s.targetId, ...s.sampleIds].filter((x) => x !== '') : []
  const key = ids.join(',')
  return useLiveQuery(async () => {
    if (!s) return { target: null, samples: [] }
    const all = await onAppDb(loadBenchmarkProjects)(ids)
    return {
      target: all.find((p) => p.id === s.targetId) ?? null,
      samples: all.filter((p) => p.id !== s.targetId),
    }
  }, [key, s?.id])
}

// Results per scheme and inputs, so moving between the screens shows the last result at once.
const cache = new Map<string, CompactSchemeResult>()

export interface SchemeComputation {
  /** Statistics only: the sample values stay in the worker (benchmarkSamples, benchmarkProjectValues by result.runId). */
  result: CompactSchemeResult | null
  failed: boolean
  projects: { target: BenchmarkProject | null; samples: BenchmarkProject[] } | undefined
}

/** The scheme computed in the compute worker on the projects it keeps; recomputed when the scheme or its projects change. */
export function useSchemeResult(
  s: SchemeSettings | null | undefined,
  override: { level?: BenchmarkLevel; rebase?: boolean; dropOutliers?: boolean } = {},
): SchemeComputation {
  const projects = useSchemeProjects(s)
  const settings = s
    ? {
        ...s,
        ...(override.level ? { level: override.level } : {}),
        ...(override.rebase !== undefined ? { rebase: override.rebase } : {}),
      }
    : null
  // Rebasing uses the administrator's tables (served, offline copy, else the bundled seed).
  const tables = useRebaseTables()
  const dropOutliers = override.dropOutliers === true
  const key = settings
    ? JSON.stringify({ settings, dropOutliers, tables: settings.rebase ? tables : null })
    : ''
  const [state, setState] = useState<{
    key: string
    result: CompactSchemeResult | null
    failed: boolean
  }>({ key: '', result: null, failed: false })
  useEffect(() => {
    if (!settings || !projects) return
    if (!projects.target) {
      setState({ key, result: null, failed: false })
      return
    }
    let stale = false
    // The projects travel to the worker once per version; a run sends ids and settings only.
    runCachedScheme(getCompute(), projects.target, projects.samples, {
      ...schemeOptions(settings),
      ...(dropOutliers ? { dropOutliers } : {}),
      tables,
    })
      .then((result) => {
        cache.set(key, result)
        if (!stale) setState({ key, result, failed: false })
      })
      .catch(() => {
        if (!stale) setState({ key, result: null, failed: true })
      })
    return () => {
      stale = true
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, projects])
  const result = state.key === key ? state.result : (cache.get(key) ?? null)
  return { result, failed: state.key === key && state.failed, projects }
}
