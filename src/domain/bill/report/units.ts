import { parseDecimal, renderDecimal, roundDecimal, shiftDecimal } from '../../money/decimal'

/**
 * The amount unit of the report and the summary sheets of the Excel export (docs/bill.md
 * "Report"): 元, 万元 or 亿元, chosen by the user. Conversions start from the exact integer 分 and
 * are decimal shifts, so they are exact; the shown value is rounded once, half away from zero, to
 * the unit's decimals: 元 2 (exact), 万元 4 (to the 元), 亿元 6 (to the 100 元).
 */
export const AMOUNT_UNITS = ['元', '万元', '亿元'] as const
export type AmountUnit = (typeof AMOUNT_UNITS)[number]

const SHIFT: Record<AmountUnit, number> = { 元: -2, 万元: -6, 亿元: -10 }
export const UNIT_DECIMALS: Record<AmountUnit, number> = { 元: 2, 万元: 4, 亿元: 6 }

export const isAmountUnit = (x: unknown): x is AmountUnit =>
  (AMOUNT_UNITS as readonly unknown[]).includes(x)

/** 分 → the unit's decimal string, e.g. (123456789, '万元', true) → "12.3457". Throws on a non-integer 分. */
export function fenIn(fen: number, unit: AmountUnit, grouped = true): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`分必须是整数：${fen}`)
  const d = parseDecimal(String(fen))
  if (d === null) throw new RangeError(`分必须是整数：${fen}`)
  return renderDecimal(roundDecimal(shiftDecimal(d, SHIFT[unit]), UNIT_DECIMALS[unit]), grouped)
}

/** The same value as a number (for an Excel cell): the rounded decimal, never a float quotient. */
export const fenInNumber = (fen: number, unit: AmountUnit): number =>
  Number(fenIn(fen, unit, false))

/** A money column's header in the unit: 金额（万元）. */
export const amountHead = (label: string, unit: AmountUnit) => `${label}（${unit}）`
