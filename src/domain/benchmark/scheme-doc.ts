import { BENCHMARK_LEVELS, type BenchmarkLevel } from './figures'
import type { SampleFilter, SchemeInput } from './scheme'

/**
 * The stored 对标方案 (synced entity `benchmarkSchemes`, docs/benchmarking.md "Schemes"), zod-free:
 * the document as the client and the server keep it (list-like fields as JSON text), and its
 * reading into typed settings. The field schemas are ./scheme-schemas.ts.
 */

export const REBASE_MODES = ['recorded', 'rebased'] as const
export type RebaseMode = (typeof REBASE_MODES)[number]

export const LEVEL_LABELS: Record<BenchmarkLevel, string> = {
  project: '整个项目',
  row: '单项工程',
  specialty: '专业',
  item: '清单项',
}

export interface SchemeDoc {
  SchemeName: string
  /** The target project ('' until chosen); one of the user's own projects. */
  TargetId: string
  Level: BenchmarkLevel
  /** At 单项 level (功能区): the target's structure row; '' = its first top-level row. */
  TargetRowId: string
  /** JSON text: indicator keys to show; [] = all. */
  Indicators: string
  /** JSON text: the SampleFilter. */
  Filter: string
  /** JSON text: the chosen sample project ids. */
  SampleIds: string
  /** 偏差率限额 in percent; null = none. */
  DeviationLimit: number | null
  Rebase: RebaseMode
  Note: string
}

/** Where the rebasing tables come from, in the words the user reads (docs/benchmarking.md). */
export const REBASE_SOURCES = [
  '城市系数：内置参考数据（非官方发布），以全国平均为1.00，依据公开的同类项目单方造价指标与当地人工单价的差异推算。',
  '价格指数：内置参考数据（非官方发布），以2015年为100，依据钢材、混凝土与人工价格的走势推算；管理员可替换或补充。',
] as const

export const SCHEME_DEFAULTS: Omit<SchemeDoc, 'SchemeName'> = {
  TargetId: '',
  Level: 'project',
  TargetRowId: '',
  Indicators: '[]',
  Filter: '{}',
  SampleIds: '[]',
  DeviationLimit: null,
  Rebase: 'recorded',
  Note: '',
}

export const SCHEME_FIELD_LABELS = {
  SchemeName: '方案名称',
  TargetId: '目标项目',
  Level: '对标层级',
  TargetRowId: '功能区',
  Indicators: '指标',
  Filter: '样本筛选',
  SampleIds: '样本项目',
  DeviationLimit: '偏差率限额',
  Rebase: '换算方式',
  Note: '备注',
} as const

/** The settings a stored scheme means. */
export interface SchemeSettings {
  id: string
  name: string
  targetId: string
  level: BenchmarkLevel
  targetRowId: string
  indicators: string[]
  filter: SampleFilter
  sampleIds: string[]
  deviationLimit: number | null
  rebase: boolean
  note: string
}

function parseJson(text: unknown): unknown {
  if (typeof text !== 'string') return text
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []
const numOrNull = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null

/** A filter object from stored text; unknown or malformed parts are dropped. */
export function parseFilter(text: unknown): SampleFilter {
  const v = parseJson(text)
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return {}
  const o = v as Record<string, unknown>
  const out: SampleFilter = {}
  if (strings(o.types).length) out.types = strings(o.types)
  if (strings(o.cities).length) out.cities = strings(o.cities)
  if (strings(o.structureTypes).length) out.structureTypes = strings(o.structureTypes)
  for (const k of ['yearFrom', 'yearTo', 'areaMin', 'areaMax'] as const)
    if (numOrNull(o[k]) !== null) out[k] = numOrNull(o[k])
  return out
}

/** Typed settings of a stored scheme (any stored shape: missing fields take the defaults). */
export function schemeSettings(
  id: string,
  data: Readonly<Record<string, unknown>>,
): SchemeSettings {
  const level = BENCHMARK_LEVELS.includes(data.Level as BenchmarkLevel)
    ? (data.Level as BenchmarkLevel)
    : 'project'
  const str = (v: unknown) => (typeof v === 'string' ? v : '')
  return {
    id,
    name: str(data.SchemeName),
    targetId: str(data.TargetId),
    level,
    targetRowId: str(data.TargetRowId),
    indicators: strings(parseJson(data.Indicators)),
    filter: parseFilter(data.Filter),
    sampleIds: strings(parseJson(data.SampleIds)),
    deviationLimit: numOrNull(data.DeviationLimit),
    rebase: data.Rebase === 'rebased',
    note: str(data.Note),
  }
}

/** The computation's input options of a scheme (target and samples are loaded by the caller). */
export function schemeOptions(s: SchemeSettings): Omit<SchemeInput, 'target' | 'samples'> {
  return {
    level: s.level,
    ...(s.level === 'row' && s.targetRowId !== '' ? { targetRowId: s.targetRowId } : {}),
    filter: s.filter,
    ...(s.indicators.length > 0 ? { indicators: s.indicators } : {}),
    deviationLimit: s.deviationLimit,
    rebase: s.rebase,
  }
}

/** The stored document of typed settings (list-like fields as JSON text). */
export function schemeDocOf(s: Omit<SchemeSettings, 'id'>): SchemeDoc {
  return {
    SchemeName: s.name.trim(),
    TargetId: s.targetId,
    Level: s.level,
    TargetRowId: s.targetRowId,
    Indicators: JSON.stringify(s.indicators),
    Filter: JSON.stringify(s.filter),
    SampleIds: JSON.stringify(s.sampleIds),
    DeviationLimit: s.deviationLimit,
    Rebase: s.rebase ? 'rebased' : 'recorded',
    Note: s.note,
  }
}
