import { lineAmountFen } from '../money'
import type { BillItemDoc } from './model'

/**
 * Release rule of issue 10 (docs/bill.md "Templates"): a template is sold for its priced bill, so
 * ReleaseProject refuses a project none of whose items has a 合价 (工程量 × 综合单价 > 0). The
 * client checks its local copy first with the same rule and message; the server decides.
 */
export const NO_BILL_MESSAGE = '请先编制清单计价，再发布模板'

export function hasPricedItem(
  items: Iterable<Pick<BillItemDoc, 'Quantity' | 'UnitPrice'>>,
): boolean {
  for (const it of items) {
    if (it.Quantity === null || it.UnitPrice === null) continue
    if (lineAmountFen(it.Quantity, it.UnitPrice) > 0) return true
  }
  return false
}
