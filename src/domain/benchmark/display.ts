import { formatDecimal } from '../money/decimal'
import type { SampleFilter } from './scheme'
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

/** An indicator's name with its group (专业, 清单 key, 业态/部位) when it has one. */
export const resultLabel = (r: Pick<CompactResult, 'group' | 'groupLabel' | 'label'>) =>
  r.group === '' ? r.label : `${r.groupLabel} · ${r.label}`

/** A figure for a spreadsheet cell: the number the screen shows (2 or 4 decimals), not float noise. */
export function cellFigure(
  x: number | null | undefined,
  r: Pick<CompactResult, 'unit' | 'money'>,
): number | null {
  const d = displayValue(x, r)
  return d === null ? null : Number(formatDecimal(d, figurePlaces(r), false))
}

/** The Excel number format of a figure's cell. */
export const numFmtOf = (r: Pick<CompactResult, 'unit' | 'money'>) =>
  figurePlaces(r) === 2 ? '#,##0.00' : '0.0000'

/** The sample filters in words, one [label, value] per filter; '不限' where none is set. */
export function filterLines(f: SampleFilter): [string, string][] {
  const list = (xs: readonly string[] | undefined) => (xs && xs.length > 0 ? xs.join('、') : '不限')
  const range = (lo: number | null | undefined, hi: number | null | undefined, unit: string) => {
    const n = (x: number | null | undefined) =>
      x === null || x === undefined ? null : `${x}${unit}`
    const [a, b] = [n(lo), n(hi)]
    if (a === null && b === null) return '不限'
    if (b === null) return `不低于 ${a}`
    if (a === null) return `不高于 ${b}`
    return `${a} 至 ${b}`
  }
  return [
    ['项目类型', list(f.types)],
    ['城市', list(f.cities)],
    ['结构类型', list(f.structureTypes)],
    ['年份', range(f.yearFrom, f.yearTo, ' 年')],
    ['建筑面积', range(f.areaMin, f.areaMax, ' m²')],
  ]
}
