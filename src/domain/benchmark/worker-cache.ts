import type { BillItem, BillUnit } from '../bill/model'
import type { Reconciliation } from './trace'
import {
  projectFigures,
  traceFigure,
  type BenchmarkLevel,
  type BenchmarkProject,
  type Figure,
} from './figures'
import {
  computeSchemeRaw,
  sampleBuckets,
  sampleValue,
  type IndicatorResult,
  type RawSample,
  type RawSchemeResult,
  type SampleValue,
  type SchemeInput,
  type SchemeResult,
} from './scheme'

/**
 * The compute worker's side of 对标 (docs/benchmarking.md "Worker cache"): the projects are sent
 * once and kept in a BenchmarkCache by id and version (a changed project has a new version and is sent again;
 * the old copy and its figures are dropped), their figures are computed once per level, and a
 * run answers the statistics only. The sample values behind a result stay there and are read in
 * pages (drill-down, charts), so no message carries 1,000 bills or 200 × 1,000 sample values.
 */

export interface ProjectRef {
  id: string
  /** Changes whenever any row of the project changes (the repository's version key). */
  version: string
}

export interface CachedProject {
  version: string
  project: BenchmarkProject
}

export interface CachedSchemeRequest extends Omit<SchemeInput, 'target' | 'samples'> {
  target: ProjectRef
  samples: readonly ProjectRef[]
}

export type CompactResult = Omit<IndicatorResult, 'samples'>

export interface CompactSchemeResult extends Omit<SchemeResult, 'results'> {
  /** Names this run for the page reads (benchmarkSamples, benchmarkProjectValues). */
  runId: string
  results: CompactResult[]
}

/** ok: false when some projects are not here (or stale): send them with benchmarkLoad and run again. */
export type CachedRun = { ok: true; result: CompactSchemeResult } | { ok: false; missing: string[] }

interface Entry {
  version: string
  project: BenchmarkProject
  figures: Map<string, readonly Figure[]>
}

/**
 * What the worker keeps for 对标: the projects, the last runs and the samples' figures grouped by
 * indicator. One per worker (workers/benchmark.ts holds it); every function here takes it.
 */
export interface BenchmarkCache {
  readonly projects: Map<string, Entry>
  readonly runs: Map<string, RawSchemeResult>
  /**
   * The kept samples' figures grouped by indicator, per level and sample set (at their versions):
   * another 取值方式, limit or indicator choice regroups nothing.
   */
  readonly buckets: Map<string, ReadonlyMap<string, readonly RawSample[]>>
  runCount: number
}

export function newBenchmarkCache(): BenchmarkCache {
  return { projects: new Map(), runs: new Map(), buckets: new Map(), runCount: 0 }
}

const PROJECTS_MAX = 3000
const RUNS_MAX = 16
const BUCKETS_MAX = 4

/** Least recently used first: a read moves the entry to the end. */
function touch({ projects }: BenchmarkCache, id: string): Entry | undefined {
  const e = projects.get(id)
  if (e) {
    projects.delete(id)
    projects.set(id, e)
  }
  return e
}

/** The ids among `refs` that are not here at that version. */
export function benchmarkMissing(
  { projects }: BenchmarkCache,
  refs: readonly ProjectRef[],
): string[] {
  return refs.filter((r) => projects.get(r.id)?.version !== r.version).map((r) => r.id)
}

/** Keeps projects (a project already here at another version is replaced, its figures dropped). */
export function benchmarkLoad({ projects }: BenchmarkCache, list: readonly CachedProject[]): void {
  for (const { version, project } of list) {
    projects.delete(project.id)
    projects.set(project.id, { version, project, figures: new Map() })
  }
  while (projects.size > PROJECTS_MAX) projects.delete(projects.keys().next().value ?? '')
}

function cachedFigures(
  { projects }: BenchmarkCache,
  p: BenchmarkProject,
  level: BenchmarkLevel,
  rowId?: string,
): readonly Figure[] {
  const e = projects.get(p.id)
  if (!e || e.project !== p) return projectFigures(p, level, rowId)
  const key = `${level}|${rowId ?? ''}`
  let f = e.figures.get(key)
  if (!f) {
    f = projectFigures(p, level, rowId)
    e.figures.set(key, f)
  }
  return f
}

function cachedBuckets(
  cache: BenchmarkCache,
  kept: readonly BenchmarkProject[],
  level: BenchmarkLevel,
): ReadonlyMap<string, readonly RawSample[]> {
  const { projects, buckets } = cache
  const key = `${level}|${kept.map((p) => `${p.id}:${projects.get(p.id)?.version ?? ''}`).join(',')}`
  let b = buckets.get(key)
  if (!b) {
    b = sampleBuckets(kept, level, (p, l, rowId) => cachedFigures(cache, p, l, rowId))
    buckets.set(key, b)
    while (buckets.size > BUCKETS_MAX) buckets.delete(buckets.keys().next().value ?? '')
  }
  return b
}

/** A scheme on the projects kept here: the same results as computeScheme, without the sample values. */
export function benchmarkRun(cache: BenchmarkCache, req: CachedSchemeRequest): CachedRun {
  const missing = benchmarkMissing(cache, [req.target, ...req.samples])
  if (missing.length > 0) return { ok: false, missing: [...new Set(missing)] }
  const { target, samples, ...options } = req
  const project = (r: ProjectRef) => (touch(cache, r.id) as Entry).project
  const raw = computeSchemeRaw(
    { ...options, target: project(target), samples: samples.map(project) },
    (p, level, rowId) => cachedFigures(cache, p, level, rowId),
    (kept, level) => cachedBuckets(cache, kept, level),
  )
  const { runs } = cache
  const runId = `run${++cache.runCount}`
  runs.set(runId, raw)
  while (runs.size > RUNS_MAX) runs.delete(runs.keys().next().value ?? '')
  const results = raw.results.map(({ samples: _, factors: __, ...r }): CompactResult => r)
  return {
    ok: true,
    result: {
      level: raw.level,
      sampleIds: raw.sampleIds,
      excluded: raw.excluded,
      results,
      warnings: raw.warnings,
      runId,
    },
  }
}

/** A page of one result's sample values (index into the run's results); null when the run is gone. */
export function benchmarkSamples(
  { runs }: BenchmarkCache,
  runId: string,
  index: number,
  offset = 0,
  limit = Number.POSITIVE_INFINITY,
): { total: number; samples: SampleValue[] } | null {
  const r = runs.get(runId)?.results[index]
  if (!r) return null
  return {
    total: r.samples.length,
    samples: r.samples.slice(offset, offset + limit).map((x) => sampleValue(x, r.factors)),
  }
}

/** One project's value in every result of a run (the target's figure or its sample value; null where it has none). */
export function benchmarkProjectValues(
  { runs }: BenchmarkCache,
  runId: string,
  projectId: string,
): (number | null)[] | null {
  const run = runs.get(runId)
  if (!run) return null
  return run.results.map((r) => {
    if (r.targetScope?.projectId === projectId) return r.stats.target
    const s = r.samples.find((x) => x.sample.id === projectId)
    return s ? sampleValue(s, r.factors).used : null
  })
}

export interface TracedRows {
  name: string
  units: Pick<BillUnit, 'ID' | 'Name' | 'Specialty'>[]
  /** The first `limit` items behind the figure; itemCount counts them all. */
  items: BillItem[]
  itemCount: number
  /** How the units add up to the figure (./trace.ts). */
  reconcile: Reconciliation
}

/** The bill rows behind one project's figure (traceFigure on the kept project); null when it is not here. */
export function benchmarkTraceRows(
  { projects }: BenchmarkCache,
  ref: ProjectRef,
  level: BenchmarkLevel,
  figure: Pick<Figure, 'group' | 'key' | 'scope'>,
  limit = 200,
): TracedRows | null {
  const e = projects.get(ref.id)
  if (!e || e.version !== ref.version) return null
  const t = traceFigure(e.project, level, figure)
  const unitIds = new Set(t.unitIds)
  const itemIds = new Set(t.itemIds)
  const items = e.project.data.items.filter((i) => itemIds.has(i.ID))
  return {
    name: e.project.name,
    units: e.project.data.units
      .filter((u) => unitIds.has(u.ID))
      .map((u) => ({ ID: u.ID, Name: u.Name, Specialty: u.Specialty })),
    items: items.slice(0, limit),
    itemCount: items.length,
    reconcile: t.reconcile,
  }
}
