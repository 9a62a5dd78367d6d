import { formatDecimal, formatMoney, parseDecimal, PLACEHOLDER, type NumericInput } from '../format'
import { asFen, fenToDecimal } from '../money'

/**
 * The figures of the 回标 screens and findings, written with the domain formatters
 * (DOMAIN.md "Money and numbers"): amounts in 元 with 2 decimals, unit prices with 2 decimals
 * (up to 6 kept when the bill has more), quantities with the decimals the bill states; all with
 * thousands separators.
 */

/** An amount held in 分: "12,345,678.90". */
export const fenText = (fen: number | null | undefined): string =>
  fen === null || fen === undefined || !Number.isFinite(fen)
    ? PLACEHOLDER
    : formatMoney(fenToDecimal(asFen(fen)))

const places = (value: NumericInput, min: number, max: number): number =>
  Math.min(max, Math.max(min, parseDecimal(value)?.frac.length ?? 0))

/** A unit price: "25.80", "1,234.567891" (at least 2 decimals, at most 6). */
export const priceText = (value: NumericInput): string =>
  formatDecimal(value, places(value, 2, 6), true) ?? PLACEHOLDER

/** A quantity as the bill states it: "45,806.7", "1,200" (at most 6 decimals). */
export const qtyText = (value: NumericInput): string =>
  formatDecimal(value, places(value, 0, 6), true) ?? PLACEHOLDER
