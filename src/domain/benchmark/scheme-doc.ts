import { createDefaults, readDoc } from '../entity/define'
import { readShape } from '../entity/shape'
import { benchmarkSchemes, SAMPLE_FILTER, type SchemeDoc } from './entities'
import type { BenchmarkLevel } from './levels'
import type { SampleFilter, SchemeInput } from './scheme'

export { REBASE_MODES, type RebaseMode, type SchemeDoc } from './entities'

export const LEVEL_LABELS: Record<BenchmarkLevel, string> = {
  project: '整个项目',
  row: '单项工程',
  specialty: '专业',
  item: '清单项',
}

/**
 * The stored 对标方案 (synced entity `benchmarkSchemes`, declared in ./entities.ts) read into typed
 * settings, and typed settings written back as the document (list-like fields as JSON text).
 */

/** Where the rebasing tables come from, in the words the user reads (docs/benchmarking.md). */
export const REBASE_SOURCES = [
  '城市系数：内置参考数据（非官方发布），以全国平均为1.00，依据公开的同类项目单方造价指标与当地人工单价的差异推算。',
  '价格指数：内置参考数据（非官方发布），以2015年为100，依据钢材、混凝土与人工价格的走势推算；管理员可替换或补充。',
] as const

/** A new scheme's fields besides its name (the declaration's defaults). */
export const SCHEME_DEFAULTS = createDefaults(benchmarkSchemes)

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

/** A filter object from stored text; unknown, malformed and empty parts are dropped. */
export function parseFilter(text: unknown): SampleFilter {
  const v = parseJson(text)
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return {}
  const read = readShape(SAMPLE_FILTER, v as Record<string, unknown>)
  return Object.fromEntries(
    Object.entries(read).filter(([, x]) => x !== null && !(Array.isArray(x) && x.length === 0)),
  )
}

/** Typed settings of a stored scheme (any stored shape: missing fields take the defaults). */
export function schemeSettings(
  id: string,
  data: Readonly<Record<string, unknown>>,
): SchemeSettings {
  const d = readDoc(benchmarkSchemes, data)
  return {
    id,
    name: d.SchemeName,
    targetId: d.TargetId,
    level: d.Level,
    targetRowId: d.TargetRowId,
    indicators: strings(parseJson(d.Indicators)),
    filter: parseFilter(d.Filter),
    sampleIds: strings(parseJson(d.SampleIds)),
    deviationLimit: d.DeviationLimit,
    rebase: d.Rebase === 'rebased',
    note: d.Note,
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
