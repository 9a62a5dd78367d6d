import type { CompactResult } from './worker-cache'

/**
 * How a 对标 figure is shown, on the screens and in the exported workbook alike
 * (src/features/benchmark/format.ts builds the screens' texts on these).
 */

/** A result's statistics, in the order the screen's table and the exported workbook show them. */
export const STAT_HEADERS = [
  '样本数',
  '最小值',
  'P25',
  '中位数',
  'P75',
  '最大值',
  '平均值',
  '目标值',
] as const

/** A figure in its display unit: shares (占比, 人工费占比 …) are fractions, shown in % (0.125 → 12.5). */
export function displayValue(
  value: number | null | undefined,
  r: Pick<CompactResult, 'unit'>,
): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null
  return r.unit === '%' ? value * 100 : value
}

/** Decimals of a figure: money and percentages 2, 含量 and other ratios 4. */
export const figurePlaces = (r: Pick<CompactResult, 'unit' | 'money'>) =>
  r.money || r.unit === '%' ? 2 : 4

/** The flag's words, with why a 异常 is one. */
export function flagText(r: CompactResult): string {
  const { flag, flagReason, n } = r.stats
  if (flag === null) return n === 0 ? '无样本' : r.stats.target === null ? '无目标值' : '仅供参考'
  if (flag === '异常') return flagReason === 'limit' ? '异常（超限额）' : '异常（离群）'
  return flag
}
