import { z } from 'zod'
import { textField, enumField, listField, dateField, yuanField } from './fields'
import { indexInputSchema, materialInputSchema, quantityItemSchema } from './input-schemas'
import { ADJUST_LIMITS, DELAY_CAUSES } from './model'
import {
  contractSchema,
  dimensionsSchema,
  firstMessage,
  levelConfigSchema,
  titleSchema,
} from './schemas'

/**
 * The synced documents of 调价 (docs/price-adjustment.md "Storage"): `adjustSchemes` (one row per
 * scheme: its contract, dimensions, title data, level configuration and its working data, the
 * A.1 index data, the A.2 materials and the ±15 % items) and `adjustSigns` (签证, one row each,
 * child of a scheme). Each field is checked alone (an update carries only what changed).
 *
 * The parts that the computation reads (IndexData, Materials, QuantityItems) are CHECKED with the
 * computation's own schemas (weights summing to 1, no negative index, a price in every period)
 * but stored as the client sent them (元 and decimal texts), so that a pulled document re-parses
 * the same way; the settings parts are stored normalised (their schema output re-parses to itself).
 */

/**
 * A document part that travels as JSON text in a form body (the POST wrapper serialises objects and
 * arrays) or as a parsed value in a JSON body; then `inner`. The form encoding sends null as an
 * empty value (src/data/api/encode.ts), so '' here IS null (IndexData of a new or reset scheme),
 * never JSON text to parse; a part that may not be null says so in Chinese.
 */
export const part = <T extends z.ZodType>(label: string, inner: T) =>
  z.unknown().transform((v, ctx): z.output<T> => {
    let value: unknown = v
    if (v === '') value = null
    else if (typeof v === 'string') {
      try {
        value = JSON.parse(v) as unknown
      } catch {
        ctx.addIssue({ code: 'custom', message: `${label}数据格式不正确` })
        return z.NEVER
      }
    }
    const r = inner.safeParse(value)
    if (!r.success) {
      ctx.addIssue({
        code: 'custom',
        message: value === null || value === undefined ? `${label}不能为空` : firstMessage(r.error),
      })
      return z.NEVER
    }
    return r.data
  })

/** Validates with `schema` and keeps the raw JSON value (a plain copy, at most `maxChars` long). */
const checkedJson = (schema: z.ZodType, maxChars: number, label: string) =>
  z.unknown().transform((v, ctx) => {
    const r = schema.safeParse(v)
    if (!r.success) {
      ctx.addIssue({ code: 'custom', message: firstMessage(r.error) })
      return z.NEVER
    }
    const text = JSON.stringify(v)
    if (text.length > maxChars) {
      ctx.addIssue({ code: 'custom', message: `${label}数据过大` })
      return z.NEVER
    }
    return JSON.parse(text) as unknown
  })

/** A.1 data: null (method A.1 not used) or the weights, indices and P0 per period. */
const indexDataField = z.unknown().transform((v, ctx) => {
  if (v === null || v === undefined) return null
  const r = checkedJson(indexInputSchema, 2_000_000, '价格指数').safeParse(v)
  if (!r.success) {
    ctx.addIssue({ code: 'custom', message: firstMessage(r.error) })
    return z.NEVER
  }
  return r.data
})

export const adjustSchemeFieldSchemas = {
  ProId: z.union([z.literal(''), z.uuid({ error: '项目编号无效' })], { error: '项目编号无效' }),
  Name: textField('方案名称', ADJUST_LIMITS.name, true),
  Sort: z.coerce.number({ error: '排序应为数字' }).int('排序应为整数'),
  Contract: part('合同', contractSchema),
  Dimensions: part('维度', dimensionsSchema),
  Title: part('表头', titleSchema),
  Config: part('层级配置', levelConfigSchema),
  DelayCause: enumField('工期延误原因', DELAY_CAUSES, 'none'),
  IndexData: part('价格指数', indexDataField),
  Materials: part(
    '材料',
    checkedJson(listField('材料', materialInputSchema, ADJUST_LIMITS.rows), 8_000_000, '材料'),
  ),
  QuantityItems: part(
    '工程量偏差项目',
    checkedJson(
      listField('工程量偏差项目', quantityItemSchema, ADJUST_LIMITS.rows),
      8_000_000,
      '工程量偏差项目',
    ),
  ),
} satisfies Record<string, z.ZodType>

export const adjustSignFieldSchemas = {
  SchemeId: z.uuid({ error: '调价方案编号无效' }),
  Sort: z.coerce.number({ error: '排序应为数字' }).int('排序应为整数'),
  No: textField('签证编号', ADJUST_LIMITS.code, true),
  Title: textField('签证事项', ADJUST_LIMITS.name, true),
  Date: dateField('签证日期', true),
  Amount: yuanField('签证金额', true),
  Reason: textField('签证原因', ADJUST_LIMITS.text),
} satisfies Record<string, z.ZodType>

/**
 * A new scheme's defaults (the contract's own defaults come from its schema). 合同价款 comes from
 * the linked project's 总造价 when it has one (`contractSum`, 元), else 0. 合同基准日 starts empty
 * for the user to enter (needsBaseDate in ./schemas.ts; docs/price-adjustment.md).
 */
export function newSchemeDefaults(
  name: string,
  version: 'GB 50500-2013' | 'GB/T 50500-2024' = 'GB/T 50500-2024',
  contractSum = 0,
) {
  const title = name.trim() === '' ? '未命名调价方案' : name.trim()
  return {
    ProId: '',
    Name: name,
    Sort: 0,
    Contract: contractSchema.parse({
      Name: title,
      StandardVersion: version,
      BaseDate: '',
      ContractSum: contractSum > 0 ? contractSum.toFixed(2) : '0',
    }),
    Dimensions: dimensionsSchema.parse({ City: '', Periods: [] }),
    Title: titleSchema.parse({ ProjectName: title }),
    Config: levelConfigSchema.parse({ Levels: 2, Nodes: [] }),
    DelayCause: 'none' as const,
    IndexData: null,
    Materials: [] as unknown[],
    QuantityItems: [] as unknown[],
  }
}

export type SchemeDoc = ReturnType<typeof newSchemeDefaults>

/** The working data ResetData clears: the A.1 index data, the A.2 materials and the ±15 % items. */
export const RESET_FIELDS = { IndexData: null, Materials: [], QuantityItems: [] } as const
