/**
 * Exact decimal-string arithmetic, under both the money parser (./scaled.ts) and the formatters
 * (src/domain/format): reading, shifting the decimal point and rounding half away from zero on the
 * digits themselves. Formatting through Math.round(x * 100) or
 * toFixed() shows binary artefacts (1.005 → "1.00"); working on the shortest decimal
 * representation of the number (what String(x) prints) gives what a person expects ("1.01").
 */

/** Inputs the formatters accept; anything else counts as invalid. */
export type NumericInput = number | bigint | string | null | undefined

/** A finite decimal: sign, integer digits (no leading zeros, at least "0"), fraction digits. */
export interface Decimal {
  negative: boolean
  int: string
  frac: string
}

// Plain decimals with an optional exponent, or integer parts grouped by commas in threes.
const PLAIN = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i
const GROUPED = /^([+-]?)(\d{1,3}(?:,\d{3})+)(?:\.(\d*))?$/

function normalise(negative: boolean, int: string, frac: string): Decimal {
  const i = int.replace(/^0+/, '') || '0'
  const f = frac.replace(/0+$/, '')
  const zero = i === '0' && f === ''
  return { negative: negative && !zero, int: i, frac: f }
}

/** Moves the decimal point: shift > 0 multiplies by 10^shift, shift < 0 divides. */
export function shiftDecimal(d: Decimal, shift: number): Decimal {
  if (shift === 0) return d
  const digits = d.int + d.frac
  let point = d.int.length + shift
  let all = digits
  if (point < 0) {
    all = '0'.repeat(-point) + all
    point = 0
  }
  if (point > all.length) all = all + '0'.repeat(point - all.length)
  return normalise(d.negative, all.slice(0, point), all.slice(point))
}

/**
 * Reads a number, bigint or numeric string. Strings are trimmed and may use thousands separators
 * ("1,234.5") or an exponent ("1e3"). Returns null for null, undefined, '', NaN, ±Infinity and
 * anything non-numeric.
 */
export function parseDecimal(value: NumericInput): Decimal | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'bigint') {
    const s = value.toString()
    return s.startsWith('-') ? normalise(true, s.slice(1), '') : normalise(false, s, '')
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return null
  const text = typeof value === 'number' ? String(value) : String(value).trim()
  const grouped = GROUPED.exec(text)
  if (grouped) {
    return normalise(grouped[1] === '-', (grouped[2] ?? '').replace(/,/g, ''), grouped[3] ?? '')
  }
  const m = PLAIN.exec(text)
  if (!m) return null
  const int = m[2] ?? ''
  const frac = m[3] ?? ''
  if (int === '' && frac === '') return null
  const exponent = m[4] === undefined ? 0 : Number(m[4])
  // Exponents beyond this are not amounts; refusing them keeps the digit strings small.
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 400) return null
  return shiftDecimal(normalise(m[1] === '-', int, frac), exponent)
}

function incrementDigits(digits: string): string {
  const out = digits.split('')
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] === '9') {
      out[i] = '0'
    } else {
      out[i] = String(Number(out[i]) + 1)
      return out.join('')
    }
  }
  return '1' + out.join('')
}

/** Rounds to `places` fraction digits, half away from zero; the result keeps exactly `places`. */
export function roundDecimal(d: Decimal, places: number): Decimal {
  if (d.frac.length <= places) return { ...d, frac: d.frac.padEnd(places, '0') }
  const kept = d.int + d.frac.slice(0, places)
  const roundUp = d.frac.charCodeAt(places) - 48 >= 5
  const digits = roundUp ? incrementDigits(kept) : kept
  const intLen = digits.length - places
  const int = digits.slice(0, intLen).replace(/^0+/, '') || '0'
  const frac = digits.slice(intLen)
  const zero = /^0*$/.test(int + frac)
  return { negative: d.negative && !zero, int, frac }
}

/**
 * "1234567" → "1,234,567". A loop, not a look-ahead regular expression: compiling that
 * expression on first use was a visible part of the trading centre's first render (issue 16).
 */
export function groupThousands(int: string): string {
  const head = int.length % 3 || 3
  let out = int.slice(0, head)
  for (let i = head; i < int.length; i += 3) out += ',' + int.slice(i, i + 3)
  return out
}

/** Renders a rounded decimal; `grouped` adds thousands separators to the integer part. */
export function renderDecimal(d: Decimal, grouped: boolean): string {
  const int = grouped ? groupThousands(d.int) : d.int
  return (d.negative ? '-' : '') + int + (d.frac ? '.' + d.frac : '')
}

/** Rounds and renders in one step: `places` fraction digits, half away from zero. */
export function formatDecimal(
  value: NumericInput,
  places: number,
  grouped: boolean,
): string | null {
  const d = parseDecimal(value)
  return d === null ? null : renderDecimal(roundDecimal(d, places), grouped)
}
