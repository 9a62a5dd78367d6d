import { CONTENT_RULES } from '../bill/contents'
import {
  ITEM_INDICATORS,
  LEVEL_INDICATORS,
  itemFigureUnit,
  projectFigures,
  type BenchmarkLevel,
  type BenchmarkProject,
  type Figure,
  type IndicatorDef,
  type Scope,
} from './figures'
import { rebaseFactor, SEED_TABLES, type RebaseTables } from './rebase'
import { benchmarkStats, type BenchmarkStats } from './stats'
import { withoutOutliers } from './outliers'
import { usageOf } from '../projects/usage'

/**
 * A benchmark scheme's computation (对标方案, docs/benchmarking.md): the target's figures at a
 * level against the filtered samples', per group (专业 or item) and indicator, with the statistics
 * of ./stats.ts, optional rebasing of money figures, and the scope of every value for drill-down.
 */

export interface SampleFilter {
  types?: readonly string[]
  cities?: readonly string[]
  yearFrom?: number | null
  yearTo?: number | null
  /** 建筑面积 band, m². */
  areaMin?: number | null
  areaMax?: number | null
  structureTypes?: readonly string[]
}

export interface SchemeInput {
  target: BenchmarkProject
  samples: readonly BenchmarkProject[]
  level: BenchmarkLevel
  /** At 单项 level: the target's row (default its first top-level row); samples use their top-level rows. */
  targetRowId?: string
  filter?: SampleFilter
  /** Indicator keys to keep (default all). */
  indicators?: readonly string[]
  /** 偏差率限额 in percent. */
  deviationLimit?: number | null
  /** Rebase money figures to the target's city and period. */
  rebase?: boolean
  /** 剔除离群样本: leave out the samples beyond the 1.5·IQR fences of each result (./outliers.ts). */
  dropOutliers?: boolean
  tables?: RebaseTables
}

export interface SampleValue {
  projectId: string
  name: string
  /** As recorded. */
  value: number
  /** The value the statistics use: rebased when asked and possible, else as recorded. */
  used: number
  /** LF × PI multiplier; null when not rebased. */
  factor: number | null
  scope: Scope
}

export interface IndicatorResult extends IndicatorDef {
  group: string
  groupLabel: string
  stats: BenchmarkStats
  targetScope: Scope | null
  /** With 剔除离群样本: the statistics before and the samples left out (./outliers.ts). */
  outliers?: {
    before: BenchmarkStats
    dropped: { projectId: string; name: string; value: number }[]
  }
  samples: SampleValue[]
}

export interface SchemeResult {
  level: BenchmarkLevel
  /** Samples kept by the filter (and not the target itself). */
  sampleIds: string[]
  excluded: { projectId: string; reason: string }[]
  results: IndicatorResult[]
  warnings: string[]
}

/** The reason a sample fails the filter, or null when it passes. */
export function filterReason(p: BenchmarkProject, f: SampleFilter = {}): string | null {
  const m = p.meta
  if (f.types?.length && !f.types.includes(m.type)) return `项目类型"${m.type}"不在筛选范围`
  if (f.cities?.length && !f.cities.includes(m.city)) return `城市"${m.city}"不在筛选范围`
  const from = f.yearFrom ?? null
  const to = f.yearTo ?? null
  if ((from !== null || to !== null) && m.year === null) return '年份未知，不在筛选范围'
  if (from !== null && m.year !== null && m.year < from) return '年份早于筛选范围'
  if (to !== null && m.year !== null && m.year > to) return '年份晚于筛选范围'
  if ((f.areaMin ?? null) !== null && m.builtArea < (f.areaMin as number))
    return '建筑面积小于筛选范围'
  if ((f.areaMax ?? null) !== null && m.builtArea > (f.areaMax as number))
    return '建筑面积大于筛选范围'
  if (f.structureTypes?.length && !f.structureTypes.includes(m.structureType))
    return `结构类型"${m.structureType}"不在筛选范围`
  return null
}

function definitions(level: BenchmarkLevel): Map<string, IndicatorDef> {
  if (level === 'item') return new Map(ITEM_INDICATORS.map((d) => [d.key, d]))
  const contents = CONTENT_RULES.map((r): IndicatorDef => ({
    key: `content:${r.key}`,
    label: `${r.label}含量`,
    unit: `${r.unit}/m²`,
    money: false,
  }))
  return new Map([...LEVEL_INDICATORS, ...contents].map((d) => [d.key, d]))
}

/** Where a project's money figures are priced, for rebasing: its city and period (else its year). */
export const placeOf = (p: Pick<BenchmarkProject, 'meta'>) => ({
  city: p.meta.city,
  period: p.meta.period ?? p.meta.year,
})

/** One sample's figure behind a result; shaped as a SampleValue only when read (sampleValue). */
export interface RawSample {
  sample: Pick<BenchmarkProject, 'id' | 'name'>
  figure: Figure
}

export interface RawResult extends Omit<IndicatorResult, 'samples'> {
  samples: readonly RawSample[]
  /** The rebasing factor by sample id; null when this result is not rebased. */
  factors: ReadonlyMap<string, number | null> | null
}

export interface RawSchemeResult extends Omit<SchemeResult, 'results'> {
  results: RawResult[]
}

/** A project's figures at a level (projectFigures, or a cache of it in the compute worker). */
export type FiguresOf = (
  p: BenchmarkProject,
  level: BenchmarkLevel,
  rowId?: string,
) => readonly Figure[]

/** The kept samples' figures by `group \0 key`, every indicator of the level (sampleBuckets, or a cache of it). */
export type BucketsOf = (
  kept: readonly BenchmarkProject[],
  level: BenchmarkLevel,
) => ReadonlyMap<string, readonly RawSample[]>

const bucketKey = (f: Pick<Figure, 'group' | 'key'>) => f.group + '\u0000' + f.key

export function sampleBuckets(
  kept: readonly BenchmarkProject[],
  level: BenchmarkLevel,
  figuresOf: FiguresOf = projectFigures,
): Map<string, RawSample[]> {
  const defs = definitions(level)
  const bucket = new Map<string, RawSample[]>()
  for (const s of kept) {
    for (const f of figuresOf(s, level)) {
      if (!defs.has(f.key)) continue
      const k = bucketKey(f)
      const list = bucket.get(k)
      if (list) list.push({ sample: s, figure: f })
      else bucket.set(k, [{ sample: s, figure: f }])
    }
  }
  return bucket
}

export function sampleValue(
  { sample, figure }: RawSample,
  factors: RawResult['factors'],
): SampleValue {
  const factor = factors === null ? null : (factors.get(sample.id) ?? null)
  return {
    projectId: sample.id,
    name:
      figure.scope.rowName === undefined
        ? sample.name
        : `${sample.name}（${figure.scope.rowName}）`,
    value: figure.value,
    used: factor === null ? figure.value : figure.value * factor,
    factor,
    scope: figure.scope,
  }
}

export function computeScheme(input: SchemeInput): SchemeResult {
  const raw = computeSchemeRaw(input)
  return {
    ...raw,
    results: raw.results.map(({ factors, samples, ...r }) => ({
      ...r,
      samples: samples.map((x) => sampleValue(x, factors)),
    })),
  }
}

/**
 * computeScheme with the sample values left as (sample, figure) and the factors by sample: the
 * compute worker keeps these, with the buckets of its kept projects, and shapes SampleValues only
 * for the page a screen asks for.
 */
export function computeSchemeRaw(
  input: SchemeInput,
  figuresOf: FiguresOf = projectFigures,
  bucketsOf: BucketsOf = (kept, level) => sampleBuckets(kept, level, figuresOf),
): RawSchemeResult {
  const warnings: string[] = []
  const excluded: SchemeResult['excluded'] = []
  const kept: BenchmarkProject[] = []
  for (const s of input.samples) {
    if (s.id === input.target.id) continue
    const reason = filterReason(s, input.filter)
    if (reason === null) kept.push(s)
    else excluded.push({ projectId: s.id, reason })
  }
  const defs = definitions(input.level)
  const wanted = input.indicators ? new Set(input.indicators) : null
  const keep = (f: Figure) => defs.has(f.key) && (wanted === null || wanted.has(f.key))
  const rowId =
    input.level === 'row'
      ? input.targetRowId || input.target.structure.find((r) => r.ParentID === '')?.ID
      : undefined
  // At 单项 level only the rows of the target row's 业态/部位 are its peers.
  const targetRow = input.target.structure.find((r) => r.ID === rowId)
  const rowGroup = input.level === 'row' ? (targetRow ? usageOf(targetRow) : null) : undefined
  const targetFigures = new Map(
    figuresOf(input.target, input.level, rowId)
      .filter(keep)
      .map((f) => [bucketKey(f), f]),
  )
  for (const p of [input.target, ...kept]) warnings.push(...(p.warnings ?? []))
  const tables = input.tables ?? SEED_TABLES
  const factors = new Map<string, number | null>()
  if (input.rebase) {
    for (const s of kept) {
      const f = rebaseFactor(placeOf(s), placeOf(input.target), tables)
      factors.set(s.id, f?.factor ?? null)
      if (f === null) warnings.push(`样本"${s.name}"的城市或年份没有调整系数，按原值参与对标`)
    }
  }
  const bucket = bucketsOf(kept, input.level)
  const keys = new Set([...targetFigures.keys(), ...bucket.keys()])
  const results: RawResult[] = []
  for (const k of keys) {
    const t = targetFigures.get(k)
    const samples = bucket.get(k) ?? []
    const any = t ?? samples[0]?.figure
    const def = any ? defs.get(any.key) : undefined
    if (!any || !def || (wanted !== null && !wanted.has(def.key))) continue
    if (rowGroup !== undefined && any.group !== rowGroup) continue
    const rebased = def.money && input.rebase ? factors : null
    const used = samples.map((r) => {
      const x = rebased === null ? null : (rebased.get(r.sample.id) ?? null)
      return x === null ? r.figure.value : r.figure.value * x
    })
    const options = { deviationLimit: input.deviationLimit ?? null }
    let stats: BenchmarkStats
    let counted = samples
    let outliers: IndicatorResult['outliers']
    if (input.dropOutliers) {
      const r = withoutOutliers(used, t?.value ?? null, options)
      stats = r.stats
      if (r.drop) {
        counted = samples.filter((_, i) => r.keep[i])
        outliers = {
          before: r.drop.before,
          dropped: r.drop.dropped.flatMap((i) => {
            const x = samples[i]
            if (!x) return []
            const v = sampleValue(x, rebased)
            return [{ projectId: v.projectId, name: v.name, value: v.used }]
          }),
        }
      }
    } else stats = benchmarkStats(used, t?.value ?? null, options)
    const unit = input.level === 'item' ? itemFigureUnit(def, any.group) : def.unit
    results.push({
      ...def,
      unit,
      group: any.group,
      groupLabel: any.groupLabel,
      stats,
      targetScope: t?.scope ?? null,
      ...(outliers ? { outliers } : {}),
      samples: counted,
      factors: rebased,
    })
  }
  results.sort((a, b) => (a.group === b.group ? 0 : a.group < b.group ? -1 : 1))
  return { level: input.level, sampleIds: kept.map((s) => s.id), excluded, results, warnings }
}
