import { describe, expect, it } from 'vitest'
import { buildTree, projectTotals, type StructureRow } from './structure'
import { cyclicRows, cyclicSteps } from './structure-cycles'
import { structureTotals, totalsSteps } from './structure-totals'
import { row } from './structure.testkit'

/** A deterministic mixed structure: deep chains, MultNum > 1, missing parents, cycles, blanks. */
function mixed(n: number): StructureRow[] {
  let seed = 7
  const rand = (m: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
    return seed % m
  }
  const rows: StructureRow[] = []
  for (let i = 0; i < n; i++) {
    const kind = rand(10)
    const parent = kind < 2 || i === 0 ? '' : kind === 2 ? `missing-${i}` : `r${rand(i)}` // earlier row: a tree
    rows.push(
      row(`r${i}`, {
        ParentID: parent,
        BuiltArea: kind === 3 ? null : rand(100_000) / 100,
        InArea: rand(50_000) / 100,
        SellArea: kind === 4 ? null : rand(7) + 0.05,
        MultNum: kind === 5 ? 3 : kind === 6 ? 0 : kind === 7 ? 1.5 : 1,
      }),
    )
  }
  // Cycles: a 3-cycle with rows hanging under it, and a row that is its own parent.
  rows.push(
    row('c1', { ParentID: 'c3', BuiltArea: 5 }),
    row('c2', { ParentID: 'c1', BuiltArea: 7 }),
  )
  rows.push(
    row('c3', { ParentID: 'c2', MultNum: 2 }),
    row('under', { ParentID: 'c2', BuiltArea: 11 }),
  )
  rows.push(row('self', { ParentID: 'self', BuiltArea: 13, MultNum: 4 }))
  return rows
}

describe('totalsSteps (the roll-up without building the tree, in steps)', () => {
  it('equals projectTotals(buildTree(rows)) on a mixed structure, in one go and in steps of 7', () => {
    const rows = mixed(2_000)
    const expected = projectTotals(buildTree(rows))
    expect(expected.BuiltArea).toBeGreaterThan(0)
    expect(structureTotals(rows)).toEqual(expected)
    const steps = totalsSteps(rows, 7)
    let pauses = 0
    for (let next = steps.next(); ; next = steps.next()) {
      if (next.done) {
        expect(next.value).toEqual(expected)
        break
      }
      pauses++
    }
    // Two passes (cycles, then the leaves) over 2,005 rows, pausing every 7 rows of each.
    expect(pauses).toBe(2 * Math.floor(2_004 / 7))
  })

  it('counts a leaf times its own and every ancestor’s MultNum, and a parent’s typed areas not at all', () => {
    const rows = [
      row('top', { MultNum: 2, BuiltArea: 999 }),
      row('mid', { ParentID: 'top', MultNum: 3, BuiltArea: 999 }),
      row('leaf', { ParentID: 'mid', BuiltArea: 1.25, InArea: 1, SellArea: 0.01 }),
      row('alone', { BuiltArea: 0.1, MultNum: 0 }),
    ]
    expect(structureTotals(rows)).toEqual({ BuiltArea: 7.6, InArea: 6, SellArea: 0.06 })
    expect(structureTotals(rows)).toEqual(projectTotals(buildTree(rows)))
    expect(structureTotals([])).toEqual({ BuiltArea: 0, InArea: 0, SellArea: 0 })
  })

  it('finds the same cycles in steps as in one go', () => {
    const rows = mixed(500)
    const steps = cyclicSteps(rows, 3)
    let next = steps.next()
    while (!next.done) next = steps.next()
    expect([...next.value].sort()).toEqual([...cyclicRows(rows)].sort())
    expect([...next.value].sort()).toEqual(['c1', 'c2', 'c3', 'self', 'under'])
  })
})
