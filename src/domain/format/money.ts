import {
  type NumericInput,
  formatDecimal,
  parseDecimal,
  renderDecimal,
  roundDecimal,
  shiftDecimal,
} from '../money/decimal'

/**
 * Money shown as SPEC §9 and DOMAIN.md "Money and numbers" want it: 元 with two decimals and
 * thousands separators, every formatter rounding half away from zero on the decimal digits
 * (1.005 → "1.01"). The arithmetic (分, sums, 元 ⇄ 分) is src/domain/money's.
 */

/**
 * What every formatter shows for a value that is not a number (null, undefined, NaN, ±Infinity,
 * '', whitespace, non-numeric text): a double dash, the usual "no data" mark in Chinese reports.
 */
export const PLACEHOLDER = '--'

/** "1,234,567.89"; negatives "-1,234.50"; 0 → "0.00"; invalid → PLACEHOLDER. */
export function formatMoney(value: NumericInput): string {
  return formatDecimal(value, 2, true) ?? PLACEHOLDER
}

/** Two fixed decimals without separators (a "toFixed(2)" filter that rounds correctly). */
export function fixed2(value: NumericInput): string {
  return formatDecimal(value, 2, false) ?? PLACEHOLDER
}

/** Six fixed decimals without separators, for unit prices that keep 6 decimals. */
export function fixed6(value: NumericInput): string {
  return formatDecimal(value, 6, false) ?? PLACEHOLDER
}

export type MoneyUnit = '亿' | '万' | ''

/**
 * The amount split into a formatted number and its unit, for labels and chart axes.
 * The unit follows the integer digits of the amount itself (SPEC §9 "switching at 9 digits"):
 * - 9 or more integer digits (|v| ≥ 100,000,000): 亿, value ÷ 10^8;
 * - 5 to 8 integer digits (10,000 ≤ |v| < 100,000,000): 万, value ÷ 10^4;
 * - below 10,000: kept in 元 with no unit, so 1,234 reads "1,234.00" rather than "0.12万".
 * Then two decimals, half away from zero, with thousands separators. Negatives take the unit of
 * their absolute value and a leading "-". Rounding does not move the unit: 99,999,999.99 has 8
 * integer digits and reads "10,000.00万".
 */
export function moneyUnitParts(value: NumericInput): { text: string; unit: MoneyUnit } | null {
  const d = parseDecimal(value)
  if (d === null) return null
  const digits = d.int === '0' ? 0 : d.int.length
  const unit: MoneyUnit = digits >= 9 ? '亿' : digits >= 5 ? '万' : ''
  const shift = unit === '亿' ? -8 : unit === '万' ? -4 : 0
  return { text: renderDecimal(roundDecimal(shiftDecimal(d, shift), 2), true), unit }
}

/** "1.23亿", "5,678.90万", "9,999.50"; invalid → PLACEHOLDER. See moneyUnitParts for the rule. */
export function formatMoneyUnit(value: NumericInput): string {
  const parts = moneyUnitParts(value)
  return parts === null ? PLACEHOLDER : parts.text + parts.unit
}

/** Areas in m²: two decimals with separators; withUnit appends "m²". Invalid → PLACEHOLDER. */
export function formatArea(value: NumericInput, withUnit = false): string {
  const text = formatDecimal(value, 2, true)
  if (text === null) return PLACEHOLDER
  return withUnit ? `${text}m²` : text
}

/**
 * A ratio as a percentage: formatPercent(0.1234) → "12.34%", formatPercent(0.5, 0) → "50%".
 * The input is the ratio (占比 = part ÷ total), not the percentage. Invalid → PLACEHOLDER.
 */
export function formatPercent(value: NumericInput, digits = 2): string {
  const d = parseDecimal(value)
  if (d === null) return PLACEHOLDER
  return renderDecimal(roundDecimal(shiftDecimal(d, 2), digits), true) + '%'
}
