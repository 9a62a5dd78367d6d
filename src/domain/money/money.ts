import { parseDecimal, type NumericInput } from './decimal'
import { divRoundToNumber, mulDivRound } from './round'
import { parseScaled, scaledToDecimal, toScaled, toScaledExact, type Parsed } from './scaled'

/**
 * Money and quantities as exact integers (DOMAIN.md "Money and numbers", docs/architecture.md
 * "Money"): 元 amounts are held as integer 分, 工程量 as integer thousandths of their unit. The two
 * are branded so that a 元 number or a raw quantity cannot be passed where 分 or thousandths are
 * meant; a number read from storage that is known to be 分 becomes one through asFen.
 */

declare const fenBrand: unique symbol
declare const milliBrand: unique symbol
/** An amount in integer 分 (0.01 元), a safe integer. */
export type Fen = number & { readonly [fenBrand]: true }
/** A quantity in integer thousandths of its unit (工程量 keeps at most 3 decimals). */
export type Milli = number & { readonly [milliBrand]: true }

/** Marks a safe integer known to be 分 (a bigint column, a stored sum); throws RangeError otherwise. */
export function asFen(n: number): Fen {
  if (!Number.isSafeInteger(n)) throw new RangeError(`分必须是整数：${n}`)
  return n as Fen
}

/** Marks a safe integer known to be thousandths; throws RangeError otherwise. */
export function asMilli(n: number): Milli {
  if (!Number.isSafeInteger(n)) throw new RangeError(`千分位数量必须是整数：${n}`)
  return n as Milli
}

/** 元 (number or text) → 分 with the failure spelled out; `exact` refuses more than 2 decimals. */
export const parseFen = (yuan: NumericInput, options: { exact?: boolean } = {}): Parsed<Fen> =>
  parseScaled(yuan, 2, options) as Parsed<Fen>

/** 元 → 分, half away from zero (1.005 → 101); null when blank or not a number (see toScaled). */
export const toFen = (yuan: NumericInput): Fen | null => toScaled(yuan, 2) as Fen | null

/** 元 → 分 only when written with at most 2 decimals and in range (a price as typed); else null. */
export const exactFen = (yuan: NumericInput): Fen | null => toScaledExact(yuan, 2) as Fen | null

/** 元 → 分 for a value already validated (a zod-checked field): throws RangeError when it is not one. */
export function requireFen(yuan: NumericInput): Fen {
  const r = parseFen(yuan)
  if (!r.ok) throw new RangeError(`不是金额：${String(yuan)}`)
  return r.value
}

/** 工程量 → thousandths, half away from zero; null when blank or not a number. */
export const toMilli = (quantity: NumericInput): Milli | null =>
  toScaled(quantity, 3) as Milli | null

/** 分 → 元 as a number: the double nearest the exact 2-decimal amount. Takes SQL sums as text. */
export function fenToYuan(fen: Fen | bigint | string): number {
  if (typeof fen === 'number') return fen / 100
  const v = typeof fen === 'bigint' ? fen : BigInt(fen.trim())
  return Number(scaledToDecimal(v, 2))
}

/** 分 → exact 元 text with 2 decimals, no separators ("-1234.50"): the transport form. */
export const fenToDecimal = (fen: Fen): string => scaledToDecimal(fen, 2)

/** 元 rounded to 2 decimals, as a number (99.995 → 100). */
export function roundYuan(value: NumericInput): number | null {
  const fen = toFen(value)
  return fen === null ? null : fenToYuan(fen)
}

/** Thousandths → exact decimal text with `places` (≤ 3) decimals, half away from zero. */
export function milliToDecimal(milli: Milli, places = 3): string {
  return scaledToDecimal(mulDivRound(milli, 1, 10 ** (3 - places)), places)
}

/** A numeric column's text ("3000.25") → number; null, undefined and '' count as 0. */
export function decimalToNumber(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0
  return Number(value)
}

/** Adds integer 分 (running totals are plain numbers) and checks the partial sum stays exact. */
export function addFen(a: number, b: number): Fen {
  const s = a + b
  if (!Number.isSafeInteger(s)) throw new RangeError('合计金额超出范围')
  return s as Fen
}

/**
 * Sums amounts in 分 exactly (BigInt underneath). Blank cells (null/undefined) are skipped, as a
 * spreadsheet SUM skips empty cells. Throws RangeError on a non-integer 分 or an unsafe total.
 */
export function sumFen(values: readonly (number | bigint | null | undefined)[]): Fen {
  let total = 0n
  for (const v of values) {
    if (v === null || v === undefined) continue
    if (typeof v === 'number' && !Number.isSafeInteger(v)) {
      throw new RangeError(`分必须是整数：${v}`)
    }
    total += BigInt(v)
  }
  const n = Number(total)
  if (!Number.isSafeInteger(n)) throw new RangeError('合计金额超出范围')
  return n as Fen
}

/** Sums 元 amounts through 分: sumYuan([0.1, 0.2]) === 0.3. Blank and invalid entries are skipped. */
export function sumYuan(values: readonly NumericInput[]): number {
  return fenToYuan(sumFen(values.map(toFen)))
}

/** Thousandths × 分 → 分, rounded half away from zero: 合价 = 工程量 × 综合单价. */
export function milliTimesFen(q: number, p: number): Fen {
  return (q === 0 || p === 0 ? 0 : mulDivRound(q, p, 1000)) as Fen
}

/**
 * 合价 in 分 = 工程量 × 综合单价, exactly: 工程量 in thousandths × 单价 in 分, divided by 1,000
 * and rounded half away from zero. Blank 工程量 or 单价 count as 0 (an unpriced item adds
 * nothing). Callers store 工程量 rounded to its unit first.
 */
export function lineAmountFen(quantity: NumericInput, unitPrice: NumericInput): Fen {
  const q = toMilli(quantity)
  const p = toFen(unitPrice)
  return q === null || p === null ? (0 as Fen) : milliTimesFen(q, p)
}

/** base (分) × rate (percent, up to 6 decimals), rounded half away from zero to 分. */
export function rateAmountFen(baseFen: number, ratePercent: NumericInput): Fen {
  const r = toScaled(ratePercent, 6)
  if (r === null || r === 0 || baseFen === 0) return 0 as Fen
  return mulDivRound(baseFen, r, 100_000_000) as Fen
}

/**
 * n ÷ d × 10^places as an integer, rounded half away from zero, exact on the decimal digits of
 * both (an area of 1,000.01 m² is 100001 hundredths, not a double). null when d is 0, blank or
 * not a number, or n is blank. The division behind every per-unit figure (单方造价, 含量, 均价).
 */
export function quotient(n: NumericInput, d: NumericInput, places = 0): number | null {
  const a = parseDecimal(n)
  const b = parseDecimal(d)
  if (a === null || b === null) return null
  const num = BigInt((a.negative ? '-' : '') + a.int + a.frac)
  const den = BigInt((b.negative ? '-' : '') + b.int + b.frac)
  if (den === 0n) return null
  // (num / 10^fa) / (den / 10^fb) × 10^places = num × 10^(fb + places − fa) / den
  const shift = b.frac.length + places - a.frac.length
  const p = 10n ** BigInt(Math.abs(shift))
  return shift >= 0 ? divRoundToNumber(num * p, den) : divRoundToNumber(num, den * p)
}

/**
 * 单方造价 in 分 per unit of area = 造价 ÷ area, half away from zero (1,005.00 元 over 1,000 m²
 * is 1.01 元/m²); null without a positive area.
 */
export function perAreaFen(costFen: Fen, area: NumericInput): Fen | null {
  const a = parseDecimal(area)
  if (a === null || a.negative || (a.int === '0' && a.frac === '')) return null
  return quotient(costFen, area) as Fen | null
}

/** 单方造价 in 元 per unit of area, 2 decimals (see perAreaFen); null without a positive area. */
export function perAreaYuan(costFen: Fen, area: NumericInput): number | null {
  const fen = perAreaFen(costFen, area)
  return fen === null ? null : fenToYuan(fen)
}
