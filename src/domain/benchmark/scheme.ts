import { CONTENT_RULES } from '../bill/contents'
import { ITEM_INDICATORS, LEVEL_INDICATORS, projectFigures, type BenchmarkLevel, type BenchmarkProject, type Figure, type IndicatorDef, type Scope } from './figures'
import { rebaseFactor, SEED_TABLES, type RebaseTables } from './rebase'
import { benchmarkStats, type BenchmarkStats } from './stats'

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
  if ((f.areaMin ?? null) !== null && m.builtArea < (f.areaMin as number)) return '建筑面积小于筛选范围'
  if ((f.areaMax ?? null) !== null && m.builtArea > (f.areaMax as number)) return '建筑面积大于筛选范围'
  if (f.structureTypes?.length && !f.structureTypes.includes(m.structureType)) return `结构类型"${m.structureType}"不在筛选范围`
  return null
}

function definitions(level: BenchmarkLevel): Map<string, IndicatorDef> {
  if (level === 'item') return new Map(ITEM_INDICATORS.map((d) => [d.key, d]))
  const contents = CONTENT_RULES.map((r): IndicatorDef => ({ key: `content:${r.key}`, label: `${r.label}含量`, unit: `${r.unit}/m²`, money: false }))
  return new Map([...LEVEL_INDICATORS, ...contents].map((d) => [d.key, d]))
}

const placeOf = (p: BenchmarkProject) => ({ city: p.meta.city, period: p.meta.period ?? p.meta.year })

/** One sample's figure behind a result, before it is shaped as a SampleValue (computeSchemeRaw). */
export interface RawSample {
  sample: Pick<BenchmarkProject, 'id' | 'name'>
  figure: Figure
  factor: number | null
}

export interface RawResult extends Omit<IndicatorResult, 'samples'> {
  samples: RawSample[]
}

export interface RawSchemeResult extends Omit<SchemeResult, 'results'> {
  results: RawResult[]
}

/** A project's figures at a level (projectFigures, or a cache of it in the compute worker). */
export type FiguresOf = (p: BenchmarkProject, level: BenchmarkLevel, rowId?: string) => readonly Figure[]

export const sampleValue = ({ sample, figure, factor }: RawSample): SampleValue => ({
  projectId: sample.id, name: sample.name, value: figure.value, used: factor === null ? figure.value : figure.value * factor, factor, scope: figure.scope,
})

export function computeScheme(input: SchemeInput): SchemeResult {
  const raw = computeSchemeRaw(input)
  return { ...raw, results: raw.results.map((r) => ({ ...r, samples: r.samples.map(sampleValue) })) }
}

/**
 * computeScheme with the sample values left as (sample, figure, factor): the compute worker keeps
 * these and shapes SampleValues only for the page a screen asks for.
 */
export function computeSchemeRaw(input: SchemeInput, figuresOf: FiguresOf = projectFigures): RawSchemeResult {
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
  const rowId = input.level === 'row' ? (input.targetRowId ?? input.target.structure.find((r) => r.ParentID === '')?.ID) : undefined
  const targetFigures = new Map(figuresOf(input.target, input.level, rowId).filter(keep).map((f) => [`${f.group}\u0000${f.key}`, f]))
  const bucket = new Map<string, { sample: BenchmarkProject; figure: Figure }[]>()
  const tables = input.tables ?? SEED_TABLES
  const factors = new Map<string, number | null>()
  for (const s of kept) {
    if (input.rebase) {
      const f = rebaseFactor(placeOf(s), placeOf(input.target), tables)
      factors.set(s.id, f?.factor ?? null)
      if (f === null) warnings.push(`样本"${s.name}"的城市或年份没有调整系数，按原值参与对标`)
    }
    for (const f of figuresOf(s, input.level)) {
      if (!keep(f)) continue
      const k = `${f.group}\u0000${f.key}`
      const list = bucket.get(k)
      if (list) list.push({ sample: s, figure: f })
      else bucket.set(k, [{ sample: s, figure: f }])
    }
  }
  const keys = new Set([...targetFigures.keys(), ...bucket.keys()])
  const results: RawResult[] = []
  for (const k of keys) {
    const t = targetFigures.get(k)
    const list = bucket.get(k) ?? []
    const any = t ?? list[0]?.figure
    const def = any ? defs.get(any.key) : undefined
    if (!any || !def) continue
    const used = new Array<number>(list.length)
    const samples = list.map(({ sample, figure }, i): RawSample => {
      const factor = def.money && input.rebase ? (factors.get(sample.id) ?? null) : null
      used[i] = factor === null ? figure.value : figure.value * factor
      return { sample, figure, factor }
    })
    const stats = benchmarkStats(used, t?.value ?? null, { deviationLimit: input.deviationLimit ?? null })
    results.push({ ...def, group: any.group, groupLabel: any.groupLabel, stats, targetScope: t?.scope ?? null, samples })
  }
  results.sort((a, b) => (a.group === b.group ? 0 : a.group < b.group ? -1 : 1))
  return { level: input.level, sampleIds: kept.map((s) => s.id), excluded, results, warnings }
}
