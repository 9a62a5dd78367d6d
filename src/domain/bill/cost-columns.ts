import type { StandardVersion } from '../projects/model'
import { SAFETY_NAME } from './merge'
import type { CostFigures } from './summary'

/**
 * The 其中 columns of 表-02 / 表-03 under each standard, shared by the 汇总 tab, the report and the
 * Excel export so the three never disagree: 暂估价, the non-competitive safety fee (2013
 * 安全文明施工费, 2024 安全生产措施费), and 规费 (2013) or 增值税 (2024, which has no 规费).
 */
export interface CostPart {
  head: string
  fen: (f: CostFigures) => number
}

export function costParts(version: StandardVersion): CostPart[] {
  return [
    { head: '其中：暂估价', fen: (f) => f.provisional },
    { head: `其中：${SAFETY_NAME[version]}`, fen: (f) => f.safety },
    version === 'GB 50500-2013'
      ? { head: '其中：规费', fen: (f) => f.fees }
      : { head: '其中：增值税', fen: (f) => f.tax },
  ]
}

/**
 * The 汇总表 titles. A project's bill is priced as the 招标控制价 (the developer's and consultant's
 * use of the product; docs/bill.md "Forms"): the report and the export say so alike.
 */
export const SUMMARY_TITLES = {
  project: '建设项目招标控制价汇总表',
  single: '单项工程招标控制价汇总表',
  unit: '单位工程招标控制价汇总表',
} as const
