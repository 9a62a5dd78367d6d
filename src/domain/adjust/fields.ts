import { z } from 'zod'
import { refused, type Parsed } from '../entity/field'
import { fenToDecimal } from '../money'
import { fixedToText } from './exact'
import { cellText, isBlank } from '../api/fields'
import { dateRule, fenRule, fixedRule, milliRule, periodRule } from './field-rules'

/**
 * Zod field builders of the price-readjustment inputs. Values may arrive as numbers or strings
 * (forms, Excel cells, /api bodies); outputs are normalised. Every message is the Chinese text a
 * user sees.
 */

export const textField = cellText

/** A zod-free rule (./field-rules.ts) as a zod field: its refusal becomes the issue. */
export const fromRule = <T>(rule: (v: unknown) => Parsed<T>) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): T => {
      const r = rule(v)
      if (!refused(r)) return r
      ctx.addIssue({ code: 'custom', message: r.message })
      return z.NEVER
    })

/** YYYY-MM-DD of a real calendar day; '' allowed when not required. */
export const dateField = (label: string, required = false) => fromRule(dateRule(label, required))

export const periodField = (label = '期次') => fromRule(periodRule(label))

/** 元 with at most two decimals → integer 分; `signed` allows negative amounts. */
export const fenField = (label: string, opts: { signed?: boolean; positive?: boolean } = {}) =>
  fromRule(fenRule(label, opts))

/** The same, returned as the 元 transport string ("10000000.00"). */
export const yuanField = (label: string, signed = false) =>
  fenField(label, { signed }).transform(fenToDecimal)

/**
 * A non-negative fixed-point decimal (weights, indices, percentages) → BigInt at `places`.
 * `max` is inclusive and in the same unit as the input; `positive` refuses 0.
 */
export const fixedField = (
  label: string,
  places: number,
  opts: { max?: bigint; positive?: boolean } = {},
) => fromRule(fixedRule(label, places, opts))

/** A percentage as its normalised transport text ("5", "3.5"), 0 … 100, two decimals at most. */
export const percentTextField = (label: string, fallback?: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string => {
      const given = isBlank(v) && fallback !== undefined ? fallback : v
      const r = fixedField(label, 2, { max: 100n }).safeParse(given)
      if (!r.success) {
        for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', message: issue.message })
        return z.NEVER
      }
      return fixedToText(r.data, 2)
    })

/** A quantity → thousandths, ≥ 0. */
export const quantityField = (label = '数量') => fromRule(milliRule(label))

export const enumField = <T extends string>(label: string, values: readonly T[], fallback?: T) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): T => {
      if (isBlank(v) && fallback !== undefined) return fallback
      const found = values.find((x) => x === v)
      if (found === undefined) {
        ctx.addIssue({ code: 'custom', message: `${label}应为${values.join('、')}之一` })
        return z.NEVER
      }
      return found
    })

export const listField = <T extends z.ZodType>(label: string, item: T, max: number) =>
  z.array(item, { error: `${label}应为列表` }).max(max, `${label}不能超过${max}项`)

/** `schema`, with blank input (undefined, null, '') read as "not given" (undefined). */
export const blankable = <T>(schema: z.ZodType<T>) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): T | undefined => {
      if (isBlank(v)) return undefined
      const r = schema.safeParse(v)
      if (!r.success) {
        for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', message: issue.message })
        return z.NEVER
      }
      return r.data
    })
