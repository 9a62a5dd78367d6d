import type { CompactResult } from '@/domain/benchmark/worker-cache'
import { formatDecimal } from '@/domain/money/decimal'

/** A figure in its display unit: shares (占比, 人工费占比 …) are fractions, shown in % (0.125 → 12.5). */
export function displayValue(
  value: number | null | undefined,
  r: Pick<CompactResult, 'unit'>,
): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null
  return r.unit === '%' ? value * 100 : value
}

/** Display of benchmark figures: money to 2 decimals with grouping, percentages to 2, 含量 to 4. */
export function figureText(
  value: number | null | undefined,
  r: Pick<CompactResult, 'unit' | 'money'>,
): string {
  const v = displayValue(value, r)
  if (v === null) return '—'
  return formatDecimal(v, figurePlaces(r), r.money) ?? '—'
}

/** Decimals of a figure: money and percentages 2, 含量 and other ratios 4. */
export const figurePlaces = (r: Pick<CompactResult, 'unit' | 'money'>) =>
  r.money || r.unit === '%' ? 2 : 4

export function deviationText(d: number | null): string {
  if (d === null) return '—'
  return `${d > 0 ? '+' : ''}${formatDecimal(d, 1, false) ?? '—'}%`
}

export const FLAG_CLASS: Record<string, string> = {
  偏低: 'bg-sky-100 text-sky-900 border-sky-200',
  正常: 'bg-emerald-100 text-emerald-900 border-emerald-200',
  偏高: 'bg-amber-100 text-amber-900 border-amber-200',
  异常: 'bg-red-100 text-red-900 border-red-200',
}

/** The flag's words, with why a 异常 is one. */
export function flagText(r: CompactResult): string {
  const { flag, flagReason, n } = r.stats
  if (flag === null) return n === 0 ? '无样本' : r.stats.target === null ? '无目标值' : '仅供参考'
  if (flag === '异常') return flagReason === 'limit' ? '异常（超限额）' : '异常（离群）'
  return flag
}

export const resultLabel = (r: CompactResult) =>
  r.group === '' ? r.label : `${r.groupLabel} · ${r.label}`
