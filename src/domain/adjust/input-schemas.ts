import { z } from 'zod'
import { STANDARD_VERSIONS } from '../projects/model'
import { INDEX_PLACES, PERCENT_PLACES, WEIGHT_PLACES, fixedToText } from './exact'
import {
  blankable,
  enumField,
  fenField,
  fixedField,
  fromRule,
  listField,
  periodField,
  quantityField,
  textField,
} from './fields'
import { parseMaterial } from './material-input'
import { quantityDecimals } from '../bill/quantity'
import { asMilli, milliToDecimal } from '../money'
import { WEIGHT_ONE } from './index-method'
import {
  ADJUST_LIMITS,
  AVERAGING,
  DEFAULT_RISK_BAND,
  DEFAULT_TAX_RATE,
  DELAY_CAUSES,
  QUANTITY_READINGS,
} from './model'

/**
 * The input of one computation (the worker's priceAdjustment, and the /api ModifyPrice calls that
 * recompute): scheme settings, the A.2 materials with their prices per period, the A.1 weights
 * and indices with P0 per period, and bill items for the ±15 % rule. Quantities and contract
 * prices come from the bill, current prices from the material library, indices from the index
 * table (./price-indices.ts); the caller resolves them, this schema checks them.
 */

const L = ADJUST_LIMITS
const percent = (label: string, fallback: string) =>
  blankable(fixedField(label, PERCENT_PLACES, { max: 100n })).transform(
    (v) => v ?? fixedField(label, PERCENT_PLACES).parse(fallback),
  )

/** One A.2 material (./material-input.ts: zod-free rules, read without a zod object per row). */
export const materialInputSchema = fromRule(parseMaterial)

const indexValue = z.object({
  Value: fixedField('现行价格指数', INDEX_PLACES, { positive: true }),
  Weight: blankable(quantityField('权数')).transform((v) => v ?? 0),
})

export const factorInputSchema = z.object({
  Name: textField('名称', L.name, true),
  B: fixedField('变值权重', WEIGHT_PLACES, { max: 1n }),
  F0: fixedField('基本价格指数', INDEX_PLACES, { positive: true }),
  Ft: listField(
    '现行价格指数',
    z.object({
      Period: periodField(),
      Values: listField('现行价格指数', indexValue, L.valuesPerPeriod),
      Planned: blankable(fixedField('计划进度日期价格指数', INDEX_PLACES, { positive: true })),
    }),
    L.periods,
  ),
})

export const indexInputSchema = z
  .object({
    A: fixedField('定值权重', WEIGHT_PLACES, { max: 1n }),
    Factors: listField('变值权重', factorInputSchema, 200).min(1, '至少需要一项变值权重'),
    Periods: listField(
      '期次',
      z.object({
        Period: periodField(),
        P0: fenField('本期完成金额P0', { signed: true }),
        IncludesTax: z.boolean({ error: '是否含税应为是或否' }).default(false),
      }),
      L.periods,
    ),
  })
  .superRefine((x, ctx) => {
    const sum = x.Factors.reduce((s, f) => s + f.B, x.A)
    if (sum !== WEIGHT_ONE)
      ctx.addIssue({
        code: 'custom',
        path: ['Factors'],
        message: `定值权重与变值权重之和应为1（现为${fixedToText(sum, WEIGHT_PLACES)}）`,
      })
    for (const p of x.Periods) {
      for (const f of x.Factors) {
        const ft = f.Ft.find((v) => v.Period === p.Period)
        if (ft === undefined || ft.Values.length === 0)
          ctx.addIssue({
            code: 'custom',
            path: ['Factors'],
            message: `“${f.Name}”在${p.Period}期没有现行价格指数`,
          })
      }
    }
  })

export const quantityItemSchema = z.object({
  Code: textField('项目编码', L.code),
  Name: textField('项目名称', L.name, true),
  Unit: textField('计量单位', 20),
  Q0: quantityField('清单工程量'),
  Q1: quantityField('实际工程量'),
  P0: fenField('原综合单价'),
  /** Blank = derived from P2 and L when P2 is given (./rules.ts rateFromControl), else P0. */
  P1: blankable(fenField('新综合单价')),
  /** The item's rate in the 招标控制价; blank = not known. */
  P2: blankable(fenField('招标控制价综合单价')),
})

export const adjustInputSchema = z
  .object({
    StandardVersion: enumField('计价标准', STANDARD_VERSIONS, 'GB/T 50500-2024'),
    RiskBand: percent('风险幅度', DEFAULT_RISK_BAND),
    TaxRate: percent('增值税税率', DEFAULT_TAX_RATE),
    Averaging: enumField('同期多个价格的取值方式', AVERAGING, 'mean'),
    DelayCause: enumField('工期延误原因', DELAY_CAUSES, 'none'),
    QuantityReading: enumField('工程量偏差调整方式', QUANTITY_READINGS, 'excess'),
    /** 报价浮动率 L (±15 % rule, P1 from P2). */
    BidFloatRate: percent('报价浮动率', '0'),
    Materials: listField('材料', materialInputSchema, L.rows).default([]),
    Index: indexInputSchema.optional(),
    QuantityItems: listField('工程量偏差项目', quantityItemSchema, L.rows).default([]),
  })
  .superRefine((x, ctx) => {
    x.Materials.forEach((m, i) => {
      if (m.C0 === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['Materials', i, 'C0'],
          message: `“${m.Name}”没有基准单价C0：请取基准期的信息价或手工填写`,
        })
    })
    x.QuantityItems.forEach((q, i) => {
      const decimals = quantityDecimals(q.Unit)
      const step = 10 ** (3 - decimals)
      for (const [label, v] of [
        ['清单工程量', q.Q0],
        ['实际工程量', q.Q1],
      ] as const)
        if (v % step !== 0)
          ctx.addIssue({
            code: 'custom',
            path: ['QuantityItems', i],
            message: `“${q.Name}”的${label}${milliToDecimal(asMilli(v))}超过计量单位${q.Unit}的${decimals}位小数`,
          })
    })
    if (x.StandardVersion === 'GB 50500-2013' && x.QuantityReading === 'whole') {
      ctx.addIssue({
        code: 'custom',
        path: ['QuantityReading'],
        message: 'GB 50500-2013 规定工程量增加超过15%时仅超出部分调整，不能选择全部工程量调整',
      })
    }
  })

export type AdjustInput = z.input<typeof adjustInputSchema>
/** The A.1 data as a scheme stores it (IndexData). */
export type IndexInput = z.input<typeof indexInputSchema>
export type AdjustValues = z.output<typeof adjustInputSchema>

const at = (v: unknown, key: string | number): unknown =>
  v !== null && typeof v === 'object' ? (v as Record<string | number, unknown>)[key] : undefined

/**
 * The first message of a refused input, naming the row it is about: “人工”2026-03期：现行价格指数不能为空
 * rather than a bare 现行价格指数不能为空 (the factor, material or item by its name from the raw
 * input, and the period where the path goes through one). Messages that already name it stay.
 */
export function inputMessage(error: z.ZodError, raw: unknown): string {
  const issue = error.issues[0]
  if (issue === undefined) return '输入不正确'
  const path = issue.path
  const row =
    path[0] === 'Index' && path[1] === 'Factors' && typeof path[2] === 'number'
      ? { node: at(at(at(raw, 'Index'), 'Factors'), path[2]), rest: path.slice(3) }
      : (path[0] === 'Materials' || path[0] === 'QuantityItems') && typeof path[1] === 'number'
        ? { node: at(at(raw, path[0]), path[1]), rest: path.slice(2) }
        : null
  const name = row === null ? undefined : at(row.node, 'Name')
  if (row === null || typeof name !== 'string' || name.trim() === '') return issue.message
  if (issue.message.includes(`“${name.trim()}”`)) return issue.message
  const list = row.rest[0] === 'Ft' || row.rest[0] === 'Periods' ? row.rest[0] : null
  const period =
    list !== null && typeof row.rest[1] === 'number'
      ? at(at(at(row.node, list), row.rest[1]), 'Period')
      : undefined
  const when = typeof period === 'string' && period !== '' ? `${period}期` : ''
  return `“${name.trim()}”${when}：${issue.message}`
}

/** Checks and reads a computation's input (the worker's priceAdjustment, the recomputing calls). */
export const parseAdjustInput = (raw: unknown) => adjustInputSchema.safeParse(raw)

/** For display: a band or rate in hundredths of a percent → "5", "3.5". */
export const percentText = (v: bigint) => fixedToText(v, PERCENT_PLACES)
