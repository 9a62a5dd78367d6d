/**
 * Spelled-out ordinals of SPEC §9 ("up to 30") and the tender names of DOMAIN.md
 * (第一标段 … 第三十标段).
 */
const DIGITS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'] as const

export const MAX_CHINESE_ORDINAL = 30

/**
 * 1 → 一, 10 → 十, 11 → 十一, 20 → 二十, 30 → 三十. Outside 1..30, or not an integer, the
 * number is returned in Arabic digits (31 → "31"), which stays readable and sortable; invalid
 * input (NaN, ±Infinity) gives String(n).
 */
export function toChineseOrdinal(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > MAX_CHINESE_ORDINAL) return String(n)
  const tens = Math.floor(n / 10)
  const ones = n % 10
  const tensText = tens === 0 ? '' : tens === 1 ? '十' : `${DIGITS[tens]}十`
  return tensText + DIGITS[ones]
}

/** 1 → 第一标段 … 30 → 第三十标段; outside the range 31 → 第31标段. */
export function tenderName(n: number): string {
  return `第${toChineseOrdinal(n)}标段`
}
