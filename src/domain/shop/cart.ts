import { asFen, fenToYuan, requireFen } from '../money'
import type { CartLineDoc } from '../projects/model'

/** What the cart footer shows: how many lines are selected and what they cost together. */
export interface CartTotals {
  lineCount: number
  selectedCount: number
  /** Sum of the selected lines' prices in integer 分 (never a float sum of 元). */
  selectedFen: number
  /** The same sum in 元, for the formatter. */
  selectedYuan: number
}

export function cartTotals(
  lines: ReadonlyArray<Pick<CartLineDoc, 'Price' | 'Selected'>>,
): CartTotals {
  let selectedFen = 0
  let selectedCount = 0
  for (const line of lines) {
    if (line.Selected !== 1) continue
    selectedCount++
    selectedFen += requireFen(line.Price)
  }
  return {
    lineCount: lines.length,
    selectedCount,
    selectedFen,
    selectedYuan: fenToYuan(asFen(selectedFen)),
  }
}

/** The "select all" box: checked when every line is selected, mixed when only some are. */
export function selectAllState(
  lines: ReadonlyArray<Pick<CartLineDoc, 'Selected'>>,
): boolean | 'indeterminate' {
  const selected = lines.filter((l) => l.Selected === 1).length
  if (selected === 0) return false
  return selected === lines.length ? true : 'indeterminate'
}
