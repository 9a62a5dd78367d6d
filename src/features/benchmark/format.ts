import { displayValue, figurePlaces } from '@/domain/benchmark/display'
import type { CompactResult } from '@/domain/benchmark/worker-cache'
import { formatDecimal } from '@/domain/money/decimal'
import type { BenchmarkLevel } from '@/domain/benchmark/levels'
import { LEVEL_LABELS } from '@/domain/benchmark/scheme-doc'

export { flagText, resultLabel } from '@/domain/benchmark/display'

/** Display of benchmark figures: money to 2 decimals with grouping, percentages to 2, 含量 to 4. */
export function figureText(
  value: number | null | undefined,
  r: Pick<CompactResult, 'unit' | 'money'>,
): string {
  const v = displayValue(value, r)
  if (v === null) return '—'
  return formatDecimal(v, figurePlaces(r), r.money) ?? '—'
}

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

/**
 * Why the other scheme's column of compardiffercontract is empty, or null when some rows match:
 * indicators pair by group (专业, 清单 key, 业态/部位) and key, which differ between levels.
 */
export function pairingGap(
  mine: {
    level: BenchmarkLevel
    rows: readonly Pick<CompactResult, 'group' | 'key' | 'groupLabel'>[]
  },
  other: {
    level: BenchmarkLevel
    rows: readonly Pick<CompactResult, 'group' | 'key' | 'groupLabel'>[]
  },
): string | null {
  const keys = new Set(other.rows.map((r) => `${r.group}|${r.key}`))
  if (mine.rows.length === 0 || mine.rows.some((r) => keys.has(`${r.group}|${r.key}`))) return null
  if (mine.level !== other.level)
    return `两个方案的对标层级不同（本方案：${LEVEL_LABELS[mine.level]}，对比方案：${LEVEL_LABELS[other.level]}），指标按层级分组，无法逐项对应，所以对比方案一列为空。请在“层级与样本”中把两个方案切换到同一层级。`
  if (other.rows.length === 0) return '对比方案还没有对标结果（没有目标项目、样本或计价清单）。'
  const groups = (rows: typeof mine.rows) => [...new Set(rows.map((r) => r.groupLabel))].join('、')
  return `两个方案没有相同的指标分组（本方案：${groups(mine.rows)}；对比方案：${groups(other.rows)}），所以对比方案一列为空。`
}
