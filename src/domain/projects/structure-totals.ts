import { toScaled } from '../money'
import { multOf, type AreaTotals, type StructureRow } from './structure'
import { cyclicSteps, runSteps } from './structure-cycles'

/** The fields of a row the project's area totals depend on. */
export type TotalsRow = Pick<
  StructureRow,
  'ID' | 'ParentID' | 'BuiltArea' | 'InArea' | 'SellArea' | 'MultNum'
>

/**
 * `projectTotals(buildTree(rows))` without building the tree, in steps: the generator pauses
 * after every `step` rows of each pass, so the server can let other requests run between pauses
 * while it rolls up a 10,000-row structure (docs/performance.md "Big saves"). Run to the end at
 * once by `structureTotals`.
 *
 * The same rule, counted at the leaves (as tenderTotals does): a row sits under its ParentID when
 * that row exists and the row is not in (or led into) a cycle, else at the top (buildTree); each
 * leaf adds its areas times its own MultNum and every ancestor's (rollUp, projectTotals). The sums
 * are integer hundredths, so the order of adding does not change them.
 */
export function* totalsSteps(
  rows: readonly TotalsRow[],
  step: number,
): Generator<void, AreaTotals, void> {
  const cyclic = yield* cyclicSteps(rows, step)
  const ids = new Set(rows.map((r) => r.ID))
  const parentOf = new Map<string, string>()
  const byId = new Map<string, TotalsRow>()
  for (const row of rows) {
    byId.set(row.ID, row)
    if (row.ParentID !== '' && ids.has(row.ParentID) && !cyclic.has(row.ID))
      parentOf.set(row.ID, row.ParentID)
  }
  const hasChildren = new Set(parentOf.values())
  // Copies of each row (its MultNum times its ancestors'), filled walking up to a known row.
  const copies = new Map<string, number>()
  const copiesOf = (id: string): number => {
    const path: string[] = []
    let cur: string | undefined = id
    while (cur !== undefined && !copies.has(cur)) {
      path.push(cur)
      cur = parentOf.get(cur)
    }
    let factor = cur === undefined ? 1 : (copies.get(cur) ?? 1)
    for (let k = path.length - 1; k >= 0; k--) {
      const at = path[k]!
      factor *= multOf(byId.get(at)!)
      copies.set(at, factor)
    }
    return factor
  }
  const sum: [number, number, number] = [0, 0, 0]
  for (const [i, row] of rows.entries()) {
    if (i > 0 && i % step === 0) yield
    if (hasChildren.has(row.ID)) continue
    const f = copiesOf(row.ID)
    sum[0] += (toScaled(row.BuiltArea, 2) ?? 0) * f
    sum[1] += (toScaled(row.InArea, 2) ?? 0) * f
    sum[2] += (toScaled(row.SellArea, 2) ?? 0) * f
  }
  return { BuiltArea: sum[0] / 100, InArea: sum[1] / 100, SellArea: sum[2] / 100 }
}

/** The project's area totals of `rows` in one go (equals projectTotals(buildTree(rows))). */
export const structureTotals = (rows: readonly TotalsRow[]): AreaTotals =>
  runSteps(totalsSteps(rows, Number.POSITIVE_INFINITY))
