import { parseDecimal, roundDecimal, shiftDecimal, type NumericInput } from './decimal'

/**
 * The one parser of numbers typed by a person or carried on the wire (a cell, a form field, a JSON
 * number, a numeric column's text): value × 10^places as an exact integer. A number counts as its
 * shortest decimal representation (what String(x) prints), so 1.005 is 1.005 and never 1.00499….
 * Two modes:
 * - round (default): extra decimals are rounded half away from zero (1.005 元 → 101 分);
 * - exact: more than `places` decimals is a failure (a price typed as 1.005 元 is refused).
 * Everything else here (toScaled, toFen, exactFen, requireFen, roundTo) is this parser with a
 * different way of reporting failure.
 */

export type ParseFailure =
  /** null, undefined, '' or whitespace */
  | 'blank'
  /** not a number: text, NaN, ±Infinity */
  | 'invalid'
  /** exact mode: more decimals than allowed */
  | 'precision'
  /** the scaled integer is beyond Number.MAX_SAFE_INTEGER */
  | 'range'

export type Parsed<T> = { ok: true; value: T } | { ok: false; failure: ParseFailure }

/** Powers of ten a number can hold exactly; the fast path uses them. */
const POW10 = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000]

/**
 * Plain text ("-1234.5", "007", ".5"): value × 10^places scanned by char code, allocating nothing
 * (the 调价 input reads 120,000 price rows, an Excel import tens of thousands of cells). undefined
 * for anything else (separators, exponents, spaces, more decimals than places, many digits): the
 * decimal reader below decides those.
 */
function scanPlain(v: string, places: number): number | undefined {
  const n = v.length
  const pow = POW10[places]
  if (pow === undefined) return undefined
  let i = v.charCodeAt(0) === 45 ? 1 : 0
  const negative = i === 1
  let int = 0
  let intDigits = 0
  for (; i < n; i++) {
    const c = v.charCodeAt(i)
    if (c === 46) break
    if (c < 48 || c > 57 || ++intDigits > 15) return undefined
    int = int * 10 + (c - 48)
  }
  let frac = 0
  let digits = 0
  for (i++; i < n; i++) {
    const c = v.charCodeAt(i)
    if (c < 48 || c > 57 || ++digits > places) return undefined
    frac = frac * 10 + (c - 48)
  }
  if (intDigits === 0 && digits === 0) return undefined
  const r = int * pow + frac * (POW10[places - digits] as number)
  if (!Number.isSafeInteger(r)) return undefined
  return negative && r !== 0 ? -r : r
}

/** The scaled integer, or why there is none. Allocation-free: the bill sums call it per item. */
function scale(value: NumericInput, places: number, exact: boolean): number | ParseFailure {
  if (typeof value === 'string') {
    const r = scanPlain(value, places)
    if (r !== undefined) return r
  }
  if (typeof value === 'number' && !exact) {
    // Fast path: within 1e-6 of an integer, the exact decimal rounds to that same integer (for
    // |m| < 1e8 the product's own binary error is far below that; a half is 0.5 away).
    const m = value * (POW10[places] ?? 10 ** places)
    if (m < 1e8 && m > -1e8) {
      const r = Math.round(m)
      const e = m - r
      if (e < 1e-6 && e > -1e-6) return r === 0 ? 0 : r
    }
  }
  if (value === null || value === undefined) return 'blank'
  if (typeof value === 'string' && value.trim() === '') return 'blank'
  const d = parseDecimal(value)
  if (d === null) return 'invalid'
  if (exact && d.frac.length > places) return 'precision'
  const r = roundDecimal(shiftDecimal(d, places), 0)
  const n = Number(r.int)
  if (!Number.isSafeInteger(n)) return 'range'
  return r.negative ? -n : n
}

/** The parser with a typed result: value × 10^places, or the failure. */
export function parseScaled(
  value: NumericInput,
  places: number,
  options: { exact?: boolean } = {},
): Parsed<number> {
  const r = scale(value, places, options.exact === true)
  return typeof r === 'number' ? { ok: true, value: r } : { ok: false, failure: r }
}

/**
 * value × 10^places rounded half away from zero; null when blank or not a number. Throws
 * RangeError beyond Number.MAX_SAFE_INTEGER: magnitudes are capped where input is validated
 * (zod schemas), so passing the cap here is a program error, not a typing error.
 */
export function toScaled(value: NumericInput, places: number): number | null {
  const r = scale(value, places, false)
  if (typeof r === 'number') return r
  if (r === 'range') throw new RangeError(`数值超出范围：${String(value)}`)
  return null
}

/** value × 10^places only when it has at most `places` decimals and fits; null otherwise. */
export function toScaledExact(value: NumericInput, places: number): number | null {
  const r = scale(value, places, true)
  return typeof r === 'number' ? r : null
}

/** A number rounded to `places` decimals, half away from zero on its decimal digits (1.005 → 1.01). */
export function roundTo(value: NumericInput, places: number): number | null {
  const r = toScaled(value, places)
  return r === null ? null : r / (POW10[places] ?? 10 ** places)
}

/** An integer of 10^-places units as its exact decimal text: (123450, 2) → "1234.50", (-5, 2) → "-0.05". */
export function scaledToDecimal(scaled: number | bigint, places: number): string {
  if (typeof scaled === 'number' && !Number.isSafeInteger(scaled)) {
    throw new RangeError(`需要安全整数：${scaled}`)
  }
  const negative = scaled < 0
  const abs = typeof scaled === 'number' ? Math.abs(scaled) : negative ? -scaled : scaled
  const digits = abs.toString().padStart(places + 1, '0')
  const cut = digits.length - places
  const frac = places > 0 ? '.' + digits.slice(cut) : ''
  return `${negative ? '-' : ''}${digits.slice(0, cut)}${frac}`
}
