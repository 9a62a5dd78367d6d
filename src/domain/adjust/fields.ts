import { z } from 'zod'
import { toMilli } from '../bill/money'
import { fenToPrice, priceToFen } from '../materials/price'
import { isPeriod } from '../materials/period'
import { fixedToText, parseFixed } from './exact'
import { ADJUST_LIMITS } from './model'
import { cellText, isBlank } from '../api/fields'

/**
 * Zod field builders of the price-readjustment inputs. Values may arrive as numbers or strings
 * (forms, Excel cells, /api bodies); outputs are normalised. Every message is the Chinese text a
 * user sees.
 */

const asText = (v: unknown): string | null =>
  typeof v === 'string' || typeof v === 'number' ? String(v).trim() : null

export const textField = cellText

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

/** YYYY-MM-DD of a real calendar day; '' allowed when not required. */
export const dateField = (label: string, required = false) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string => {
      const s = isBlank(v) ? '' : asText(v)
      if (s === '' && !required) return ''
      const ok =
        s !== null && DATE.test(s) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s)
      if (!ok) {
        ctx.addIssue({
          code: 'custom',
          message: s === '' ? `${label}不能为空` : `${label}应为有效日期，例如 2025-01-31`,
        })
        return z.NEVER
      }
      return s
    })

export const periodField = (label = '期次') =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string => {
      const s = typeof v === 'string' ? v.trim() : ''
      if (!isPeriod(s)) {
        ctx.addIssue({ code: 'custom', message: `${label}应为有效年月，例如 2026-05` })
        return z.NEVER
      }
      return s
    })

/** 元 with at most two decimals → integer 分; `signed` allows negative amounts. */
export const fenField = (label: string, opts: { signed?: boolean; positive?: boolean } = {}) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): number => {
      const text = isBlank(v) ? null : asText(v)
      const fen = text === null ? null : priceToFen(text)
      if (fen === null) {
        ctx.addIssue({
          code: 'custom',
          message: isBlank(v) ? `${label}不能为空` : `${label}应为最多两位小数的数字`,
        })
        return z.NEVER
      }
      if (fen < 0 && opts.signed !== true) {
        ctx.addIssue({ code: 'custom', message: `${label}不能为负数` })
        return z.NEVER
      }
      if (fen === 0 && opts.positive === true) {
        ctx.addIssue({ code: 'custom', message: `${label}必须大于0` })
        return z.NEVER
      }
      if (Math.abs(fen) > ADJUST_LIMITS.moneyFenMax) {
        ctx.addIssue({ code: 'custom', message: `${label}超出范围` })
        return z.NEVER
      }
      return fen
    })

/** The same, returned as the 元 transport string ("10000000.00"). */
export const yuanField = (label: string, signed = false) =>
  fenField(label, { signed }).transform(fenToPrice)

/**
 * A non-negative fixed-point decimal (weights, indices, percentages) → BigInt at `places`.
 * `max` is inclusive and in the same unit as the input; `positive` refuses 0.
 */
export const fixedField = (
  label: string,
  places: number,
  opts: { max?: bigint; positive?: boolean } = {},
) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): bigint => {
      const text = isBlank(v) ? null : asText(v)
      const value = text === null ? null : parseFixed(text, places)
      if (value === null) {
        ctx.addIssue({
          code: 'custom',
          message: isBlank(v) ? `${label}不能为空` : `${label}应为最多${places}位小数的数字`,
        })
        return z.NEVER
      }
      if (value < 0n) {
        ctx.addIssue({ code: 'custom', message: `${label}不能为负数` })
        return z.NEVER
      }
      if (value === 0n && opts.positive === true) {
        ctx.addIssue({ code: 'custom', message: `${label}必须大于0` })
        return z.NEVER
      }
      if (opts.max !== undefined && value > opts.max * 10n ** BigInt(places)) {
        ctx.addIssue({ code: 'custom', message: `${label}不能大于${opts.max}` })
        return z.NEVER
      }
      return value
    })

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
export const quantityField = (label = '数量') =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): number => {
      const text = isBlank(v) ? null : asText(v)
      let milli: number | null
      try {
        milli = text === null ? null : toMilli(text)
      } catch {
        milli = null
      }
      if (milli === null || milli > 1e15) {
        ctx.addIssue({
          code: 'custom',
          message: isBlank(v) ? `${label}不能为空` : `${label}应为数字`,
        })
        return z.NEVER
      }
      if (milli < 0) {
        ctx.addIssue({ code: 'custom', message: `${label}不能为负数` })
        return z.NEVER
      }
      return milli
    })

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
