import { COMPOSITION_FIELDS, type BillItem } from './model'
import { asFen, fenToDecimal, toFen } from '../money'

/**
 * The 综合单价 composition check (docs/bill.md "综合单价组成"): when an item gives any of 人工费,
 * 材料费, 机械费, 管理费, 利润, the parts (a blank part counts 0) must add up to the 综合单价 to
 * the 分. Sums are taken in integer 分, never as binary floats. A mismatch is a warning, not a
 * refusal: bills imported from pricing tools often carry a partial composition.
 */
export type Composition = Pick<
  BillItem,
  'UnitPrice' | 'Labour' | 'Material' | 'Machine' | 'Overhead' | 'Profit'
>

export const hasComposition = (item: Composition): boolean =>
  COMPOSITION_FIELDS.some((f) => item[f] !== null)

/** Σ parts in 分, or null when the item gives no composition. */
export function compositionFen(item: Composition): number | null {
  if (!hasComposition(item)) return null
  return COMPOSITION_FIELDS.reduce(
    (sum, f) => sum + (item[f] === null ? 0 : (toFen(item[f]) ?? 0)),
    0,
  )
}

/** The Chinese warning of an item whose composition does not add up; null when it does or is absent. */
export function compositionWarning(item: Composition): string | null {
  const parts = compositionFen(item)
  if (parts === null) return null
  const price = item.UnitPrice === null ? null : toFen(item.UnitPrice)
  if (price === null)
    return `已填写综合单价组成（合计 ${fenToDecimal(asFen(parts))} 元），但综合单价为空`
  if (price === parts) return null
  const diff = parts - price
  return `综合单价组成合计 ${fenToDecimal(asFen(parts))} 元与综合单价 ${fenToDecimal(price)} 元不一致（${diff > 0 ? '多' : '少'} ${fenToDecimal(asFen(Math.abs(diff)))} 元）`
}
