import { z } from 'zod'
import { STANDARD_VERSIONS } from '../projects/model'
import {
  dateField,
  enumField,
  listField,
  percentTextField,
  periodField,
  textField,
  yuanField,
} from './fields'
import {
  ADJUST_LIMITS,
  ADJUST_METHODS,
  AVERAGING,
  DEFAULT_RISK_BAND,
  DEFAULT_TAX_RATE,
  DIMENSIONS,
  LEVEL_ORDER,
  QUANTITY_READINGS,
  type LevelNode,
} from './model'
import { baseDateFromDeadline } from './rules'

/**
 * Zod contracts of a price-readjustment scheme (./model.ts): contract, dimensions, title data,
 * 2- and 3-level configurations and sign-offs. Shared by the client forms and the /api calls of
 * issue 15; messages are Chinese.
 */

const L = ADJUST_LIMITS

/** Under GB/T 50500-2024 there is no 工程签证 (its changes go through 工程变更 and 索赔). */
export const NO_SIGNS_2024 =
  'GB/T 50500-2024 不设工程签证，2024版合同不能添加签证（请按工程变更或索赔处理）'

export const methodAssignmentSchema = z.object({
  Target: enumField('调价对象类型', ['material', 'group'] as const),
  Key: textField('调价对象', L.code * 10, true),
  Method: enumField('调价方法', ADJUST_METHODS),
})

export const BASE_DATE_REQUIRED = '合同基准日不能为空（或填写投标截止日，自动取其前28天）'
export const BASE_DATE_FIRST =
  '请先在“合同与维度”中填写合同基准日：基准单价C0和基本价格指数F0按其所在月份取值'

/**
 * Whether a contract still lacks 合同基准日 (and 投标截止日, which gives it). A new scheme has
 * none: no date of a project stands for it and a made-up default passed unnoticed. The stored
 * contract may wait without one; the 合同 form and what is priced at the base date (C0 from the
 * library, F0 from the index table) require it.
 */
export function needsBaseDate(c: { BaseDate: string; BidDeadline: string }): boolean {
  return c.BaseDate.trim() === '' && c.BidDeadline.trim() === ''
}

export const contractSchema = z
  .object({
    Name: textField('合同名称', L.name, true),
    Employer: textField('发包人', L.party),
    Contractor: textField('承包人', L.party),
    ContractSum: yuanField('合同价款'),
    BaseDate: dateField('合同基准日'),
    BidDeadline: dateField('投标截止日'),
    StandardVersion: enumField('计价标准', STANDARD_VERSIONS, 'GB/T 50500-2024'),
    RiskBand: percentTextField('风险幅度', DEFAULT_RISK_BAND),
    TaxRate: percentTextField('增值税税率', DEFAULT_TAX_RATE),
    Averaging: enumField('同期多个价格的取值方式', AVERAGING, 'mean'),
    QuantityReading: enumField('工程量偏差调整方式', QUANTITY_READINGS, 'excess'),
    BidFloatRate: percentTextField('报价浮动率', '0'),
    Methods: listField('调价方法', methodAssignmentSchema, L.rows).default([]),
  })
  .transform((c, ctx) => {
    let baseDate = c.BaseDate
    if (baseDate === '' && c.BidDeadline !== '') baseDate = baseDateFromDeadline(c.BidDeadline)
    if (baseDate !== '' && c.BidDeadline !== '' && baseDate > c.BidDeadline)
      ctx.addIssue({ code: 'custom', path: ['BaseDate'], message: '合同基准日不能晚于投标截止日' })
    if (c.StandardVersion === 'GB 50500-2013' && c.QuantityReading === 'whole') {
      ctx.addIssue({
        code: 'custom',
        path: ['QuantityReading'],
        message: 'GB 50500-2013 规定工程量增加超过15%时仅超出部分调整，不能选择全部工程量调整',
      })
    }
    const seen = new Set<string>()
    for (const m of c.Methods) {
      const key = `${m.Target}:${m.Key}`
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['Methods'], message: `调价对象重复：${m.Key}` })
      seen.add(key)
    }
    return { ...c, BaseDate: baseDate }
  })

const uniqueTexts = (label: string) =>
  listField(label, textField(label, L.name, true), 500)
    .default([])
    .superRefine((xs, ctx) => {
      const dup = xs.find((x, i) => xs.indexOf(x) !== i)
      if (dup !== undefined) ctx.addIssue({ code: 'custom', message: `${label}重复：${dup}` })
    })

export const dimensionsSchema = z.object({
  City: textField('城市', 20),
  Periods: listField('期次', periodField(), L.periods)
    .default([])
    .transform((ps, ctx) => {
      const sorted = [...new Set(ps)].sort()
      if (sorted.length !== ps.length) ctx.addIssue({ code: 'custom', message: '期次不能重复' })
      return sorted
    }),
  Grades: uniqueTexts('等级'),
  Functions: uniqueTexts('功能'),
  Systems: uniqueTexts('系统'),
})

export const titleSchema = z.object({
  ProjectName: textField('工程名称', L.name * 2, true),
  Section: textField('标段', L.name),
  Preparer: textField('编制人', L.party),
  Reviewer: textField('复核人', L.party),
  Date: dateField('编制日期'),
})

export const levelNodeSchema = z.object({
  Code: textField('节点编码', L.code, true),
  Name: textField('节点名称', L.name, true),
  ParentCode: textField('上级节点编码', L.code),
  Dimension: enumField('节点维度', DIMENSIONS),
  Method: z
    .union([z.literal(''), enumField('调价方法', ADJUST_METHODS)])
    .optional()
    .transform((v) => v ?? ''),
  RiskBand: z
    .unknown()
    .optional()
    .transform((v, ctx): string => {
      if (v === undefined || v === null || v === '') return ''
      const r = percentTextField('风险幅度').safeParse(v)
      if (!r.success) {
        ctx.addIssue({
          code: 'custom',
          message: r.error.issues[0]?.message ?? '风险幅度格式不正确',
        })
        return z.NEVER
      }
      return r.data
    }),
})

/** Depth of each node (0 = top); a message when the tree is not well formed. */
export function levelProblems(levels: 2 | 3, nodes: readonly LevelNode[]): string[] {
  const byCode = new Map<string, LevelNode>()
  const problems: string[] = []
  for (const n of nodes) {
    if (byCode.has(n.Code)) problems.push(`节点编码重复：${n.Code}`)
    byCode.set(n.Code, n)
  }
  const order = LEVEL_ORDER[levels]
  for (const n of nodes) {
    let depth = 0
    let parent = n.ParentCode
    const seen = new Set([n.Code])
    while (parent !== '') {
      const p = byCode.get(parent)
      if (p === undefined) {
        problems.push(`节点“${n.Name}”的上级节点不存在：${parent}`)
        break
      }
      if (seen.has(p.Code)) {
        problems.push(`节点“${n.Name}”的上级关系成环`)
        break
      }
      seen.add(p.Code)
      depth++
      parent = p.ParentCode
    }
    const expected = order[depth]
    if (expected === undefined) problems.push(`节点“${n.Name}”超过${levels}级配置的层级`)
    else if (n.Dimension !== expected)
      problems.push(
        `${levels}级配置第${depth + 1}级应为“${DIMENSION_NAME[expected]}”，节点“${n.Name}”不符`,
      )
  }
  return [...new Set(problems)]
}

const DIMENSION_NAME: Record<string, string> = {
  grade: '等级',
  function: '功能',
  system: '系统',
  city: '城市',
  period: '期次',
}

export const levelConfigSchema = z
  .object({
    Levels: z.union([z.literal(2), z.literal(3)], { error: '配置层级应为2级或3级' }),
    Nodes: listField('配置节点', levelNodeSchema, L.levelNodes).default([]),
  })
  .superRefine((c, ctx) => {
    for (const message of levelProblems(c.Levels, c.Nodes))
      ctx.addIssue({ code: 'custom', path: ['Nodes'], message })
  })

export const signSchema = z.object({
  No: textField('签证编号', L.code, true),
  Title: textField('签证事项', L.name, true),
  Date: dateField('签证日期', true),
  Amount: yuanField('签证金额', true),
  Reason: textField('签证原因', L.text),
})

/** The sign-offs of a contract: refused as a whole under GB/T 50500-2024. */
export const signsFor = (version: string, signs: readonly unknown[]): string | null =>
  version === 'GB/T 50500-2024' && signs.length > 0 ? NO_SIGNS_2024 : null

export const schemeSchema = z
  .object({
    Name: textField('方案名称', L.name, true),
    Contract: contractSchema,
    Dimensions: dimensionsSchema,
    Title: titleSchema,
    Config: levelConfigSchema,
    Signs: listField('签证', signSchema, L.signs).default([]),
  })
  .superRefine((s, ctx) => {
    const message = signsFor(s.Contract.StandardVersion, s.Signs)
    if (message !== null) ctx.addIssue({ code: 'custom', path: ['Signs'], message })
    const dup = s.Signs.find((x, i) => s.Signs.findIndex((y) => y.No === x.No) !== i)
    if (dup !== undefined)
      ctx.addIssue({ code: 'custom', path: ['Signs'], message: `签证编号重复：${dup.No}` })
  })

export type SchemeInput = z.input<typeof schemeSchema>
export type SchemeValues = z.output<typeof schemeSchema>

/** The first Chinese message of a failed parse (what an /api refusal or a form shows). */
export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? '输入不正确'
}
