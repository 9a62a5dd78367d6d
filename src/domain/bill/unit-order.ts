import { buildTree, flattenTree, type StructureRow } from '../projects/structure'
import type { BillUnit } from './model'

/**
 * 单位工程 in the order a reader expects, as the printed report and the Excel export list them:
 * by their structure row's place in the tree, then Sort, then id (units of a row that is gone
 * last).
 */
export function unitsInStructureOrder<T extends Pick<BillUnit, 'RowId' | 'Sort' | 'ID'>>(
  units: readonly T[],
  structure: readonly StructureRow[],
): T[] {
  const rowOrder = new Map(flattenTree(buildTree(structure)).map((r, i) => [r.ID, i]))
  const place = (u: T) => rowOrder.get(u.RowId) ?? Number.MAX_SAFE_INTEGER
  return [...units].sort(
    (a, b) => place(a) - place(b) || a.Sort - b.Sort || (a.ID < b.ID ? -1 : a.ID > b.ID ? 1 : 0),
  )
}
