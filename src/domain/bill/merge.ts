import type { StandardVersion } from '../projects/model'
import type { RateBase } from './model'

/**
 * 合并模板 across standard versions (docs/bill.md "Templates and release"): a template priced
 * under one version merged into a project of the other is converted, not refused, because items,
 * 综合单价, 总价措施 and 其他项目 mean the same under both; only the fee lines differ.
 * - 2013 → 2024: 规费 lines are left out (GB/T 50500-2024 has no 规费; the project would only
 *   ignore them with a warning), the safety line named 安全文明施工费 is named 安全生产措施费.
 * - 2024 → 2013: the safety line named 安全生产措施费 is named 安全文明施工费, and a 单位工程
 *   without 规费 lines gets the 2013 ones (社会保险费, 住房公积金, 工程排污费) with no rate yet,
 *   as a new 单位工程 of a 2013 project does; the user prices them.
 * The tax rate (税金 / 增值税) stays: both take the unit's TaxRate on the pre-tax total.
 */
export interface RateLike {
  Kind: string
  Name: string
  IsSafety: number
}

export const SAFETY_NAME: Record<StandardVersion, string> = {
  'GB 50500-2013': '安全文明施工费',
  'GB/T 50500-2024': '安全生产措施费',
}

export const FEE_LINES_2013: readonly { Code: string; Name: string; Base: RateBase }[] = [
  { Code: '', Name: '社会保险费', Base: '分部分项+单价措施人工费' },
  { Code: '', Name: '住房公积金', Base: '分部分项+单价措施人工费' },
  { Code: '', Name: '工程排污费', Base: '固定金额' },
]

/**
 * One 单位工程's rated lines converted from `from` to `to`: the lines to copy (renamed where
 * needed) and the 规费 lines to add. The same version returns the lines unchanged.
 */
export function convertUnitRates<T extends RateLike>(
  rates: readonly T[],
  from: StandardVersion,
  to: StandardVersion,
): { rates: T[]; addFees: typeof FEE_LINES_2013 } {
  if (from === to) return { rates: [...rates], addFees: [] }
  const renamed = rates.map((r) =>
    r.Kind === '总价措施' && r.IsSafety === 1 && r.Name === SAFETY_NAME[from]
      ? { ...r, Name: SAFETY_NAME[to] }
      : r,
  )
  if (to === 'GB/T 50500-2024')
    return { rates: renamed.filter((r) => r.Kind !== '规费'), addFees: [] }
  return { rates: renamed, addFees: renamed.some((r) => r.Kind === '规费') ? [] : FEE_LINES_2013 }
}
