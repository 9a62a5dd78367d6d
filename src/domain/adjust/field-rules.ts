import { accept, isBlank, refuse, requiredText, text, type Parsed } from '../entity/field'
import { exactFen, parseScaled, toScaledExact, type Fen } from '../money'
import { isPeriod } from '../materials/period'
import { parseFixed } from './exact'
import { ADJUST_LIMITS } from './model'

/**
 * The rules of 调价's own field kinds, zod-free and fast: the entity declarations
 * (./entities.ts) and the computation's input shape (./material-input.ts) use them as they are,
 * ./fields.ts wraps them for the zod schemas. Values may arrive as numbers or strings (forms,
 * Excel cells, /api bodies); outputs are normalised. The plain decimal text the screen and the
 * builders store is scanned by char code (120,000 period rows allocate nothing there); anything
 * else goes through the exact decimal parsers, which give the same value or the refusal.
 */

export type Rule<T> = (v: unknown) => Parsed<T>

const asText = (v: unknown): string | null =>
  typeof v === 'string' || typeof v === 'number' ? String(v).trim() : null

/** Text from a form, an Excel cell or a number, trimmed; blank is '' (the text kinds' rule). */
export const cellRule = (label: string, max: number, required = false): Rule<string> =>
  (required ? requiredText : text)(label, max).parse

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

/** YYYY-MM-DD of a real calendar day; '' allowed when not required. */
export const dateRule =
  (label: string, required = false): Rule<string> =>
  (v) => {
    const s = isBlank(v) ? '' : asText(v)
    if (s === '' && !required) return accept('')
    const ok = s !== null && DATE.test(s) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s)
    if (ok) return accept(s)
    return refuse(s === '' ? `${label}不能为空` : `${label}应为有效日期，例如 2025-01-31`)
  }

/** YYYY-MM with a month 01 … 12 (as isPeriod), by char code. */
function isPeriodText(v: unknown): v is string {
  if (typeof v !== 'string' || v.length !== 7 || v.charCodeAt(4) !== 45) return false
  for (let i = 0; i < 7; i++) {
    const c = v.charCodeAt(i)
    if (i !== 4 && (c < 48 || c > 57)) return false
  }
  const month = (v.charCodeAt(5) - 48) * 10 + (v.charCodeAt(6) - 48)
  return month >= 1 && month <= 12
}

/** 期次 YYYY-MM. */
export const periodRule =
  (label = '期次'): Rule<string> =>
  (v) => {
    if (isPeriodText(v)) return accept(v)
    const s = typeof v === 'string' ? v.trim() : ''
    return isPeriod(s) ? accept(s) : refuse(`${label}应为有效年月，例如 2026-05`)
  }

/** 元 with at most two decimals → integer 分; `signed` allows negative amounts, `positive` refuses 0. */
export const fenRule =
  (label: string, opts: { signed?: boolean; positive?: boolean } = {}): Rule<Fen> =>
  (v) => {
    const raw = isBlank(v) ? null : asText(v)
    const fen = raw === null ? null : exactFen(raw)
    if (fen === null)
      return refuse(isBlank(v) ? `${label}不能为空` : `${label}应为最多两位小数的数字`)
    if (fen < 0 && opts.signed !== true) return refuse(`${label}不能为负数`)
    if (fen === 0 && opts.positive === true) return refuse(`${label}必须大于0`)
    if (Math.abs(fen) > ADJUST_LIMITS.moneyFenMax) return refuse(`${label}超出范围`)
    return accept(fen)
  }

/** A quantity → thousandths, ≥ 0; more than 3 decimals are refused, never rounded silently. */
export const milliRule =
  (label = '数量'): Rule<number> =>
  (v) => {
    const raw = isBlank(v) ? null : asText(v)
    const parsed = raw === null ? null : parseScaled(raw, 3, { exact: true })
    if (parsed?.ok === false && parsed.failure === 'precision')
      return refuse(`${label}最多保留3位小数`)
    const milli = parsed?.ok === true ? parsed.value : null
    if (milli === null || milli > 1e15)
      return refuse(isBlank(v) ? `${label}不能为空` : `${label}应为数字`)
    if (milli < 0) return refuse(`${label}不能为负数`)
    return accept(milli)
  }

/**
 * A non-negative fixed-point decimal (weights, indices, percentages) → BigInt at `places`.
 * `max` is inclusive and in the same unit as the input; `positive` refuses 0.
 */
export const fixedRule =
  (label: string, places: number, opts: { max?: bigint; positive?: boolean } = {}): Rule<bigint> =>
  (v) => {
    const raw = isBlank(v) ? null : asText(v)
    const fast = raw !== null && places <= 3 ? toScaledExact(raw, places) : null
    const value = fast !== null ? BigInt(fast) : raw === null ? null : parseFixed(raw, places)
    if (value === null)
      return refuse(isBlank(v) ? `${label}不能为空` : `${label}应为最多${places}位小数的数字`)
    if (value < 0n) return refuse(`${label}不能为负数`)
    if (value === 0n && opts.positive === true) return refuse(`${label}必须大于0`)
    if (opts.max !== undefined && value > opts.max * 10n ** BigInt(places))
      return refuse(`${label}不能大于${opts.max}`)
    return accept(value)
  }

/** `rule`, with blank input (undefined, null, '') read as "not given" (undefined). */
export const blankable =
  <T>(rule: Rule<T>): Rule<T | undefined> =>
  (v) =>
    isBlank(v) ? accept(undefined) : rule(v)
