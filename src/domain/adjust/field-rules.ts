import { accept, isBlank, refuse, requiredText, text, type Parsed } from '../entity/field'
import { toMilli } from '../bill/money'
import { priceToFen } from '../materials/price'
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

const POW10 = [1, 10, 100, 1000]

/**
 * Digits[.digits] of at most `maxInt` integer and `places` (≤ 3) decimal digits → value ×
 * 10^places, scanned by char code (no regex, no substrings); null for anything else.
 */
function scaled(v: unknown, places: number, maxInt: number): number | null {
  if (typeof v !== 'string') return null
  const n = v.length
  let int = 0
  let i = 0
  for (; i < n; i++) {
    const c = v.charCodeAt(i)
    if (c === 46) break
    if (c < 48 || c > 57 || i >= maxInt) return null
    int = int * 10 + (c - 48)
  }
  if (i === 0) return null
  let frac = 0
  let digits = 0
  if (i < n) {
    if (i === n - 1) return null
    for (i++; i < n; i++) {
      const c = v.charCodeAt(i)
      if (c < 48 || c > 57 || ++digits > places) return null
      frac = frac * 10 + (c - 48)
    }
  }
  return int * POW10[places]! + frac * POW10[places - digits]!
}

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
  (label: string, opts: { signed?: boolean; positive?: boolean } = {}): Rule<number> =>
  (v) => {
    const fast = scaled(v, 2, 13)
    const fen = fast ?? (isBlank(v) ? null : priceToFen(asText(v) ?? 'x'))
    if (fen === null)
      return refuse(isBlank(v) ? `${label}不能为空` : `${label}应为最多两位小数的数字`)
    if (fen < 0 && opts.signed !== true) return refuse(`${label}不能为负数`)
    if (fen === 0 && opts.positive === true) return refuse(`${label}必须大于0`)
    if (Math.abs(fen) > ADJUST_LIMITS.moneyFenMax) return refuse(`${label}超出范围`)
    return accept(fen)
  }

/** A quantity → thousandths, ≥ 0 (more decimals are rounded half away from zero). */
export const milliRule =
  (label = '数量'): Rule<number> =>
  (v) => {
    let milli = scaled(v, 3, 12)
    if (milli === null && !isBlank(v)) {
      try {
        milli = toMilli(asText(v) ?? 'x')
      } catch {
        milli = null
      }
    }
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
    const fast = places <= 3 ? scaled(v, places, 15) : null
    const value =
      fast !== null ? BigInt(fast) : isBlank(v) ? null : parseFixed(asText(v) ?? 'x', places)
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
