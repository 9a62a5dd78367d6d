import { parseDecimal, roundDecimal, shiftDecimal } from '../format/decimal'

/**
 * Exact price arithmetic in integer 分. A price is entered and shown in 元 with at most two
 * decimals; a tax rate is a percentage with at most two decimals, held as hundredths of a percent
 * (13 % → 1300) so that 含税/除税 conversion is one integer division rounded half away from zero:
 *   除税价 = 含税价 ÷ (1 + 税率),  含税价 = 除税价 × (1 + 税率).
 */

/** 元 text or number → integer 分; null when it is not a number or has more than 2 decimals. */
export function priceToFen(value: string | number): number | null {
  const d = parseDecimal(value)
  if (d === null || d.frac.length > 2) return null
  const fen = Number((d.negative ? '-' : '') + shiftDecimal(d, 2).int)
  return Number.isSafeInteger(fen) ? fen : null
}

/** Integer 分 → "3667.00" (no thousands separators: the transport form). */
export function fenToPrice(fen: number): string {
  const negative = fen < 0
  const abs = Math.abs(fen)
  return `${negative ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** Tax rate text ("13", "9.5") → hundredths of a percent (1300, 950); null if not 0 … 100, ≤ 2 decimals. */
export function taxRateBasis(rate: string | number): number | null {
  const d = parseDecimal(rate)
  if (d === null || d.negative || d.frac.length > 2) return null
  const basis = Number(roundDecimal(shiftDecimal(d, 2), 0).int)
  return basis <= 10_000 ? basis : null
}

/** Hundredths of a percent → "13", "9.5". */
export function formatTaxRate(basis: number): string {
  const int = Math.floor(basis / 100)
  const frac = String(basis % 100)
    .padStart(2, '0')
    .replace(/0+$/, '')
  return frac ? `${int}.${frac}` : String(int)
}

/** n ÷ d rounded half away from zero, in BigInt (d > 0). */
export function divRound(n: bigint, d: bigint): bigint {
  const q = n / d
  const r = n % d
  const twice = (r < 0n ? -r : r) * 2n
  if (twice >= d) return n < 0n ? q - 1n : q + 1n
  return q
}

/** 除税价 in 分 from 含税价 in 分 and a rate in hundredths of a percent. */
export function noTaxFromTax(taxFen: number, rateBasis: number): number {
  return Number(divRound(BigInt(taxFen) * 10_000n, BigInt(10_000 + rateBasis)))
}

/** 含税价 in 分 from 除税价 in 分 and a rate in hundredths of a percent. */
export function taxFromNoTax(noTaxFen: number, rateBasis: number): number {
  return Number(divRound(BigInt(noTaxFen) * BigInt(10_000 + rateBasis), 10_000n))
}

/**
 * Change from `from` to `to` in percent, exact, rounded half away from zero to `places`
 * ("-1.23"); null when `from` is 0 (no base to compare with).
 */
export function changePercent(fromFen: number, toFen: number, places = 2): string | null {
  if (fromFen === 0) return null
  const scale = 10n ** BigInt(places)
  const scaled =
    divRound(BigInt(toFen - fromFen) * 100n * scale, BigInt(Math.abs(fromFen))) *
    (fromFen < 0 ? -1n : 1n)
  const negative = scaled < 0n
  const abs = negative ? -scaled : scaled
  const int = abs / scale
  const frac = places > 0 ? '.' + (abs % scale).toString().padStart(places, '0') : ''
  return `${negative ? '-' : ''}${int}${frac}`
}

export interface PricePair {
  taxFen: number
  noTaxFen: number
}

/**
 * Both prices from what was given: the one missing is derived from the other and the rate; when
 * both are given they are kept as published (a bulletin's own rounding wins). Null when neither.
 */
export function completePrices(
  taxFen: number | null,
  noTaxFen: number | null,
  rateBasis: number,
): PricePair | null {
  if (taxFen !== null && noTaxFen !== null) return { taxFen, noTaxFen }
  if (taxFen !== null) return { taxFen, noTaxFen: noTaxFromTax(taxFen, rateBasis) }
  if (noTaxFen !== null) return { taxFen: taxFromNoTax(noTaxFen, rateBasis), noTaxFen }
  return null
}
