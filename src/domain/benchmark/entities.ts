import { defineEntity, typedWrites } from '../entity/define'
import { choice, id, number, ref, requiredText, text } from '../entity/field'
import { jsonText, list, object, type DocOf } from '../entity/shape'
import { BENCHMARK_LEVELS } from './levels'

/**
 * The stored 对标方案 (docs/benchmarking.md "Schemes"; declared once, docs/architecture.md
 * "Entities"). List-like fields travel and are stored as canonical JSON text; ./scheme-doc.ts
 * reads them into typed settings.
 */

export const REBASE_MODES = ['recorded', 'rebased'] as const
export type RebaseMode = (typeof REBASE_MODES)[number]
export const MAX_SAMPLES = 1000

const names = (label: string) => list(label, text(label, 50), { max: 100 })
const someNames = (label: string) => list(label, text(label, 50), { max: 100, optional: true })
const bound = (label: string, max: number) =>
  number(label, { max, optional: true, message: `${label}无效` })

/** Which projects may be samples (SampleFilter of ./scheme.ts). */
export const SAMPLE_FILTER = {
  types: someNames('项目类型'),
  cities: someNames('城市'),
  structureTypes: someNames('结构类型'),
  yearFrom: bound('起始年份', 2100),
  yearTo: bound('截止年份', 2100),
  areaMin: bound('最小面积', 1e9),
  areaMax: bound('最大面积', 1e9),
}

export const benchmarkSchemes = defineEntity({
  label: '对标方案',
  idLabel: '对标方案编号',
  writes: typedWrites('POST', '/NewBenchmarking/EditScheme'),
  index: { projectId: ['TargetId'] },
  indexUpdatedAt: true,
  since: 5,
  fields: {
    SchemeName: requiredText('方案名称', 50),
    /** The target project ('' until chosen); one of the user's own projects. */
    TargetId: ref('目标项目编号'),
    Level: choice('对标层级', BENCHMARK_LEVELS, { default: 'project' }),
    /** At 单项 level (功能区): the target's structure row; '' = its first top-level row. */
    TargetRowId: ref('功能区编号'),
    /** JSON text: indicator keys to show; [] = all. */
    Indicators: jsonText('指标', names('指标'), '[]'),
    /** JSON text: the SampleFilter. */
    Filter: jsonText('样本筛选', object('样本筛选', SAMPLE_FILTER, { strict: true }), '{}'),
    /** JSON text: the chosen sample project ids. */
    SampleIds: jsonText(
      '样本项目',
      list('样本项目', id('样本项目编号'), { max: MAX_SAMPLES }),
      '[]',
    ),
    /** 偏差率限额 in percent; null = none. */
    DeviationLimit: number('偏差率限额', {
      aboveMin: true,
      max: 1000,
      message: '偏差率限额必须是大于0且不超过1000的数字',
    }),
    Rebase: choice('换算方式', REBASE_MODES, { default: 'recorded' }),
    Note: text('备注', 500),
  },
  required: ['SchemeName'],
  // The target must be one of the caller's live projects; deleting it leaves the scheme without one.
  relations: [
    {
      field: 'TargetId',
      entity: 'projects',
      missing: '目标项目不存在或已被删除',
      optional: true,
      onDelete: 'clear',
    },
  ],
})
export type SchemeDoc = DocOf<typeof benchmarkSchemes.fields>
