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
  /** Blank = P0 (no new rate agreed yet). */
  P1: blankable(fenField('新综合单价')),
})

export const adjustInputSchema = z
  .object({
    StandardVersion: enumField('计价标准', STANDARD_VERSIONS, 'GB/T 50500-2024'),
    RiskBand: percent('风险幅度', DEFAULT_RISK_BAND),
    TaxRate: percent('增值税税率', DEFAULT_TAX_RATE),
    Averaging: enumField('同期多个价格的取值方式', AVERAGING, 'mean'),
    DelayCause: enumField('工期延误原因', DELAY_CAUSES, 'none'),
    QuantityReading: enumField('工程量偏差调整方式', QUANTITY_READINGS, 'excess'),
    Materials: listField('材料', materialInputSchema, L.rows).default([]),
    Index: indexInputSchema.optional(),
    QuantityItems: listField('工程量偏差项目', quantityItemSchema, L.rows).default([]),
  })
  .superRefine((x, ctx) => {
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

/** Checks and reads a computation's input (the worker's priceAdjustment, the recomputing calls). */
export const parseAdjustInput = (raw: unknown) => adjustInputSchema.safeParse(raw)

/** For display: a band or rate in hundredths of a percent → "5", "3.5". */
export const percentText = (v: bigint) => fixedToText(v, PERCENT_PLACES)
