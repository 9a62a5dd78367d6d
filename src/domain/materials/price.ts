import { divRound, mulDivRound, scaledToDecimal, toScaledExact, type Fen } from '../money'

/**
 * Exact price arithmetic in integer 分. A price is entered and shown in 元 with at most two
 * decimals; a tax rate is a percentage with at most two decimals, held as hundredths of a percent
 * (13 % → 1300) so that 含税/除税 conversion is one integer division rounded half away from zero:
 *   除税价 = 含税价 ÷ (1 + 税率),  含税价 = 除税价 × (1 + 税率).
 */

/** Tax rate text ("13", "9.5") → hundredths of a percent (1300, 950); null if not 0 … 100, ≤ 2 decimals. */
export function taxRateBasis(rate: string | number): number | null {
  const basis = toScaledExact(rate, 2)
  return basis !== null && basis >= 0 && basis <= 10_000 ? basis : null
}

/** Hundredths of a percent → "13", "9.5". */
export function formatTaxRate(basis: number): string {
  return scaledToDecimal(basis, 2).replace(/\.?0+$/, '')
}

/** 除税价 in 分 from 含税价 in 分 and a rate in hundredths of a percent. */
export function noTaxFromTax(taxFen: number, rateBasis: number): Fen {
  return mulDivRound(taxFen, 10_000, 10_000 + rateBasis) as Fen
}

/** 含税价 in 分 from 除税价 in 分 and a rate in hundredths of a percent. */
export function taxFromNoTax(noTaxFen: number, rateBasis: number): Fen {
  return mulDivRound(noTaxFen, 10_000 + rateBasis, 10_000) as Fen
}

/**
 * Change from `from` to `to` in percent, exact, rounded half away from zero to `places`
 * ("-1.23"); null when `from` is 0 (no base to compare with).
 */
export function changePercent(fromFen: number, toFen: number, places = 2): string | null {
  if (fromFen === 0) return null
  const scale = 10n ** BigInt(places)
  const scaled = divRound(BigInt(toFen - fromFen) * 100n * scale, BigInt(Math.abs(fromFen)))
  return scaledToDecimal(scaled, places)
}

export interface PricePair {
  taxFen: Fen
  noTaxFen: Fen
}

/**
 * Both prices from what was given: the one missing is derived from the other and the rate; when
 * both are given they are kept as published (a bulletin's own rounding wins). Null when neither.
 */
export function completePrices(
  taxFen: Fen | null,
  noTaxFen: Fen | null,
  rateBasis: number,
): PricePair | null {
  if (taxFen !== null && noTaxFen !== null) return { taxFen, noTaxFen }
  if (taxFen !== null) return { taxFen, noTaxFen: noTaxFromTax(taxFen, rateBasis) }
  if (noTaxFen !== null) return { taxFen: taxFromNoTax(noTaxFen, rateBasis), noTaxFen }
  return null
}
