import { z } from 'zod'
import { zodCreateDefaults, zodFields, type EntityChecks } from '../entity/zod'
import { adjustSchemes, adjustSigns, type SchemeDoc } from './entities'

export type { SchemeDoc } from './entities'
import { listField } from './fields'
import { indexInputSchema, materialInputSchema, quantityItemSchema } from './input-schemas'
import { ADJUST_LIMITS } from './model'
import {
  contractSchema,
  dimensionsSchema,
  firstMessage,
  levelConfigSchema,
  titleSchema,
} from './schemas'
import { formatDecimal } from '../money'

/**
 * The zod side of 调价's synced documents (declared in ./entities.ts): the named checks of the
 * document parts, the field rules derived from the declarations, and a new scheme's document.
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

/** A settings part whose check answers a left-out value with its default (a direct create). */
const withDefault = <T extends z.ZodType>(schema: T, missing: unknown) =>
  z.unknown().transform((v, ctx) => {
    const r = schema.safeParse(v === undefined ? missing : v)
    if (r.success) return r.data
    ctx.addIssue({ code: 'custom', message: firstMessage(r.error) })
    return z.NEVER
  })

const UNNAMED = '未命名调价方案'

/** The named checks of the 调价 document parts (the `checked` fields of ./entities.ts). */
export const ADJUST_CHECKS: EntityChecks = {
  'adjust.contract': withDefault(part('合同', contractSchema), {
    Name: UNNAMED,
    StandardVersion: 'GB/T 50500-2024',
    BaseDate: '',
    ContractSum: '0',
  }),
  'adjust.dimensions': withDefault(part('维度', dimensionsSchema), { City: '', Periods: [] }),
  'adjust.title': withDefault(part('表头', titleSchema), { ProjectName: UNNAMED }),
  'adjust.config': withDefault(part('层级配置', levelConfigSchema), { Levels: 2, Nodes: [] }),
  'adjust.indexData': part('价格指数', indexDataField),
  'adjust.materials': part(
    '材料',
    checkedJson(listField('材料', materialInputSchema, ADJUST_LIMITS.rows), 8_000_000, '材料'),
  ),
  'adjust.quantityItems': part(
    '工程量偏差项目',
    checkedJson(
      listField('工程量偏差项目', quantityItemSchema, ADJUST_LIMITS.rows),
      8_000_000,
      '工程量偏差项目',
    ),
  ),
}

/** Field rules of the two entities, one by one (an update carries only what changed). */
export const adjustSchemeFieldSchemas = zodFields(adjustSchemes.fields, ADJUST_CHECKS)
export const adjustSignFieldSchemas = zodFields(adjustSigns.fields)

/**
 * A new scheme's defaults (the contract's own defaults come from its schema). 合同价款 comes from
 * the linked project's 总造价 when it has one (`contractSum`, 元), else 0. 合同基准日 starts empty
 * for the user to enter (needsBaseDate in ./schemas.ts; docs/price-adjustment.md).
 */
export function newSchemeDefaults(
  name: string,
  version: 'GB 50500-2013' | 'GB/T 50500-2024' = 'GB/T 50500-2024',
  contractSum = 0,
): SchemeDoc {
  const title = name.trim() === '' ? UNNAMED : name.trim()
  const part = <T>(key: string, value: unknown) => ADJUST_CHECKS[key]?.parse(value) as T
  return {
    ...(zodCreateDefaults(adjustSchemes, ADJUST_CHECKS) as Omit<SchemeDoc, 'Name'>),
    Name: name,
    Contract: part('adjust.contract', {
      Name: title,
      StandardVersion: version,
      BaseDate: '',
      ContractSum: contractSum > 0 ? (formatDecimal(contractSum, 2, false) ?? '0') : '0',
    }),
    Title: part('adjust.title', { ProjectName: title }),
  }
}

/** The working data ResetData clears: the A.1 index data, the A.2 materials and the ±15 % items. */
export const RESET_FIELDS = { IndexData: null, Materials: [], QuantityItems: [] } as const
