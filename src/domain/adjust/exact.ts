import {
  divRound,
  divRoundToNumber,
  scaledToDecimal,
  toScaledExact,
  type NumericInput,
} from '../money'

/**
 * Exact arithmetic of price readjustment. Weights, indices and risk bands are fixed-point
 * decimals held as BigInt (a weight of "0.13" at 6 places is 130000n); a formula such as
 * P0 · [A + Σ Bi·Fti/F0i − 1] is taken as one exact fraction and rounded once, half away from
 * zero, to 分. Nothing here goes through a binary float.
 */

/** Decimal places kept for weights (A, Bi). */
export const WEIGHT_PLACES = 6
/** Decimal places kept for price indices (F0, Ft). */
export const INDEX_PLACES = 4
/** Decimal places of a risk band or tax rate in percent ("5", "3.5", "2.25"). */
export const PERCENT_PLACES = 2

/**
 * value × 10^places as a BigInt; null when blank, not a number, or with more than `places`
 * decimals (a weight of 0.1234567 is refused rather than silently rounded).
 */
export function parseFixed(value: NumericInput, places: number): bigint | null {
  const n = toScaledExact(value, places)
  return n === null ? null : BigInt(n)
}

/** A fraction n / d with d > 0. */
export interface Ratio {
  n: bigint
  d: bigint
}

const abs = (a: bigint) => (a < 0n ? -a : a)

function gcd(a: bigint, b: bigint): bigint {
  let x = abs(a)
  let y = abs(b)
  while (y !== 0n) [x, y] = [y, x % y]
  return x === 0n ? 1n : x
}

export function ratio(n: bigint, d: bigint = 1n): Ratio {
  if (d === 0n) throw new RangeError('除数不能为零')
  const sign = d < 0n ? -1n : 1n
  const g = gcd(n, d)
  return { n: (sign * n) / g, d: (sign * d) / g }
}

export const addR = (a: Ratio, b: Ratio): Ratio => ratio(a.n * b.d + b.n * a.d, a.d * b.d)
export const subR = (a: Ratio, b: Ratio): Ratio => ratio(a.n * b.d - b.n * a.d, a.d * b.d)
export const mulR = (a: Ratio, b: Ratio): Ratio => ratio(a.n * b.n, a.d * b.d)
export const cmpR = (a: Ratio, b: Ratio): number => {
  const x = a.n * b.d - b.n * a.d
  return x > 0n ? 1 : x < 0n ? -1 : 0
}

/** A fraction rounded half away from zero to an integer number (throws beyond safe integers). */
export function roundR(a: Ratio): number {
  return divRoundToNumber(a.n, a.d)
}

/** A fraction as a decimal string with exactly `places` decimals, half away from zero. */
export function ratioToDecimal(a: Ratio, places: number): string {
  return scaledToDecimal(divRound(a.n * 10n ** BigInt(places), a.d), places)
}

/** A fixed-point BigInt as a decimal string without trailing zeros ("0.130000" → "0.13"). */
export function fixedToText(v: bigint, places: number): string {
  const text = ratioToDecimal(ratio(v, 10n ** BigInt(places)), places)
  return places > 0 ? text.replace(/\.?0+$/, '') : text
}
