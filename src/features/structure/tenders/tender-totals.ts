import type { AreaTotals, StructureNode } from '@/domain/projects/structure'
import { toScaled } from '@/domain/money'

/**
 * Areas of each tender, counted at the leaves: a leaf's areas times the MultNum of the leaf and
 * of every row above it go to the leaf's tender (key '' = not in a tender). Counting leaves
 * only means a parent and a child in different tenders are never counted twice, and the sum
 * over all tenders equals projectTotals. Summed in integer hundredths so nothing drifts.
 */
export function tenderTotals(tree: readonly StructureNode[]): Map<string, AreaTotals> {
  const cents = new Map<string, [number, number, number]>()
  const c = (v: number | null) => (v === null ? 0 : (toScaled(v, 2) ?? 0))
  const mult = (n: StructureNode) =>
    n.MultNum !== null && Number.isInteger(n.MultNum) && n.MultNum >= 1 ? n.MultNum : 1
  const walk = (nodes: readonly StructureNode[], factor: number) => {
    for (const n of nodes) {
      const f = factor * mult(n)
      if (n.Child.length > 0) {
        walk(n.Child, f)
        continue
      }
      const sum = cents.get(n.TenderID) ?? [0, 0, 0]
      sum[0] += c(n.BuiltArea) * f
      sum[1] += c(n.InArea) * f
      sum[2] += c(n.SellArea) * f
      cents.set(n.TenderID, sum)
    }
  }
  walk(tree, 1)
  const out = new Map<string, AreaTotals>()
  for (const [k, [b, i, s]] of cents)
    out.set(k, { BuiltArea: b / 100, InArea: i / 100, SellArea: s / 100 })
  return out
}
