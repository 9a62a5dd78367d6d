import { z } from 'zod'
import { isBlank, refField, requiredText, text, toNumber } from '../api/fields'
import { BENCHMARK_LEVELS } from './figures'
import { REBASE_MODES } from './scheme-doc'

/**
 * Field schemas of the synced 对标方案 (`benchmarkSchemes`). List-like fields travel and are
 * stored as JSON text; each is parsed, checked and stored in a canonical form.
 */

export const MAX_SAMPLES = 1000

/** JSON text (or the parsed value) checked by `inner`, stored as canonical JSON text. */
function jsonText<T extends z.ZodType>(label: string, inner: T, empty: string) {
  return z.unknown().transform((value, ctx): string => {
    if (isBlank(value)) return empty
    let parsed: unknown = value
    if (typeof value === 'string') {
      try {
        parsed = JSON.parse(value) as unknown
      } catch {
        ctx.addIssue({ code: 'custom', message: `${label}格式不正确` })
        return z.NEVER
      }
    }
    const result = inner.safeParse(parsed)
    if (!result.success) {
      ctx.addIssue({
        code: 'custom',
        message: result.error.issues[0]?.message ?? `${label}格式不正确`,
      })
      return z.NEVER
    }
    return JSON.stringify(result.data)
  })
}

const names = (label: string) =>
  z
    .array(z.string({ error: `${label}无效` }).max(50, `${label}无效`), { error: `${label}无效` })
    .max(100, `${label}过多`)
const bound = (label: string, max: number) =>
  z
    .number({ error: `${label}无效` })
    .min(0, `${label}无效`)
    .max(max, `${label}无效`)
    .nullable()
    .optional()

export const sampleFilterSchema = z.strictObject(
  {
    types: names('项目类型').optional(),
    cities: names('城市').optional(),
    structureTypes: names('结构类型').optional(),
    yearFrom: bound('起始年份', 2100),
    yearTo: bound('截止年份', 2100),
    areaMin: bound('最小面积', 1e9),
    areaMax: bound('最大面积', 1e9),
  },
  { error: '样本筛选格式不正确' },
)

const deviationLimit = z.unknown().transform((v, ctx): number | null => {
  if (isBlank(v)) return null
  const n = toNumber(v)
  if (n === undefined || n <= 0 || n > 1000) {
    ctx.addIssue({ code: 'custom', message: '偏差率限额必须是大于0且不超过1000的数字' })
    return z.NEVER
  }
  return n
})

export const schemeFieldSchemas = {
  SchemeName: requiredText('方案名称', 50),
  TargetId: refField('目标项目编号'),
  Level: z.enum(BENCHMARK_LEVELS, { error: '对标层级无效' }),
  TargetRowId: refField('功能区编号'),
  Indicators: jsonText('指标', names('指标'), '[]'),
  Filter: jsonText('样本筛选', sampleFilterSchema, '{}'),
  SampleIds: jsonText(
    '样本项目',
    z
      .array(z.uuid({ error: '样本项目编号无效' }), { error: '样本项目格式不正确' })
      .max(MAX_SAMPLES, `样本项目不能超过${MAX_SAMPLES}个`),
    '[]',
  ),
  DeviationLimit: deviationLimit,
  Rebase: z.enum(REBASE_MODES, { error: '换算方式无效' }),
  Note: text('备注', 500),
} satisfies Record<string, z.ZodType>
