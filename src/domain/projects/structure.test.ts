import { describe, expect, it } from 'vitest'
import type { StructureRow } from './structure'
import {
  buildTree,
  flattenTree,
  inCycle,
  numberRows,
  projectTotals,
  rollUp,
  rollUpNotice,
  rollUpTree,
  rowCopies,
  sortBetween,
  validateStructure,
  wouldCycle,
} from './structure'
import { row } from './structure.testkit'

describe('buildTree / flattenTree / numberRows', () => {
  it('builds the tree in Sort order and numbers it 1, 1.1, 1.2, 2', () => {
    const rows = [
      row('b', { Sort: 2 }),
      row('a1', { ParentID: 'a', Sort: 1 }),
      row('a', { Sort: 1 }),
      row('a2', { ParentID: 'a', Sort: 0.5 }),
    ]
    const tree = buildTree(rows)
    expect(flattenTree(tree).map((n) => [n.ID, n.depth])).toEqual([
      ['a', 0],
      ['a2', 1],
      ['a1', 1],
      ['b', 0],
    ])
    expect(Object.fromEntries(numberRows(tree))).toEqual({ a: '1', a2: '1.1', a1: '1.2', b: '2' })
  })

  it('keeps rows with a missing parent or in a cycle at the top level instead of losing them', () => {
    const rows = [
      row('x', { ParentID: 'gone' }),
      row('c1', { ParentID: 'c2' }),
      row('c2', { ParentID: 'c1' }),
    ]
    expect(
      buildTree(rows)
        .map((n) => n.ID)
        .sort(),
    ).toEqual(['c1', 'c2', 'x'])
  })

  it('handles 10,000 rows quickly', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) =>
      row(`r${i}`, { ParentID: i % 100 === 0 ? '' : `r${i - (i % 100)}`, Sort: i, BuiltArea: 1 }),
    )
    const started = performance.now()
    const tree = buildTree(rows)
    expect(tree).toHaveLength(100)
    expect(projectTotals(tree).BuiltArea).toBe(9_900)
    expect(performance.now() - started).toBeLessThan(2_000)
  })
})

describe('cycles', () => {
  it('inCycle finds a ParentID loop; wouldCycle refuses a parent that is the row or below it', () => {
    const rows = [
      row('a'),
      row('b', { ParentID: 'a' }),
      row('c', { ParentID: 'b' }),
      row('l1', { ParentID: 'l2' }),
      row('l2', { ParentID: 'l1' }),
    ]
    expect(inCycle(rows, 'c')).toBe(false)
    expect(inCycle(rows, 'l1')).toBe(true)
    expect(wouldCycle(rows, 'a', 'c')).toBe(true)
    expect(wouldCycle(rows, 'a', 'a')).toBe(true)
    expect(wouldCycle(rows, 'c', 'a')).toBe(false)
    expect(wouldCycle(rows, 'b', '')).toBe(false)
  })
})

describe('roll-up', () => {
  it('sums children times their MultNum, and the project total counts top rows times theirs, without float drift', () => {
    const rows = [
      row('t', { MultNum: 2, BuiltArea: 999 }),
      row('c1', { ParentID: 't', BuiltArea: 0.1, InArea: 0.07, SellArea: 0.2, MultNum: 3 }),
      row('c2', { ParentID: 't', BuiltArea: 0.2, InArea: null, SellArea: 0.1 }),
      row('solo', { BuiltArea: 100.01, InArea: 90, SellArea: 95, MultNum: null }),
    ]
    const tree = buildTree(rows)
    const top = tree.find((n) => n.ID === 't')
    if (!top) throw new Error('no top row')
    // A parent's own areas are ignored: its children make its total.
    expect(rollUp(top)).toEqual({ BuiltArea: 0.5, InArea: 0.21, SellArea: 0.7 })
    // A blank MultNum counts as 1.
    expect(projectTotals(tree)).toEqual({ BuiltArea: 101.01, InArea: 90.42, SellArea: 96.4 })
  })
})

describe('validateStructure (SPEC §5)', () => {
  it('flags blank name, inner area, built area and multiplier; 0 counts as filled', () => {
    const issues = validateStructure([
      row('ok', { BuiltArea: 0, InArea: 0 }),
      row('bad', { Project_Name: ' ', InArea: null, BuiltArea: Number.NaN, MultNum: null }),
    ])
    expect(issues.map((i) => [i.ID, i.field, i.message])).toEqual([
      ['bad', 'Project_Name', '单项工程名称不能为空'],
      ['bad', 'InArea', '套内面积不能为空'],
      ['bad', 'BuiltArea', '建筑面积不能为空'],
      ['bad', 'MultNum', '栋数不能为空'],
    ])
  })

  it('flags negative areas, a MultNum of 0 or 1.5 and rows in a cycle', () => {
    const issues = validateStructure([
      row('n', { InArea: -1, BuiltArea: -2 }),
      row('m0', { MultNum: 0 }),
      row('m1', { MultNum: 1.5 }),
      row('l1', { ParentID: 'l2' }),
      row('l2', { ParentID: 'l1' }),
    ])
    expect(issues.map((i) => `${i.ID}:${i.message}`)).toEqual([
      'n:套内面积不能为负数',
      'n:建筑面积不能为负数',
      'm0:栋数必须是正整数',
      'm1:栋数必须是正整数',
      'l1:上级单项不能是自己或自己的下级',
      'l2:上级单项不能是自己或自己的下级',
    ])
  })
})

describe('sortBetween', () => {
  it('gives a Sort between neighbours, after the last, before the first, or 1 alone', () => {
    expect(sortBetween(1, 2)).toBe(1.5)
    expect(sortBetween(3, undefined)).toBe(4)
    expect(sortBetween(undefined, 3)).toBe(2)
    expect(sortBetween(undefined, undefined)).toBe(1)
  })
})

describe('a row with children has the rolled-up areas', () => {
  const typed = [
    row('p', {
      BuiltArea: 12000,
      InArea: 9800.5,
      SellArea: 10500,
      MultNum: 2,
      Project_Name: '1#楼',
    }),
    row('k', { ParentID: 'p', BuiltArea: 6000 }),
  ]

  it("rollUpTree replaces the typed areas of a parent by its children's roll-up and keeps leaves", () => {
    const [top] = rollUpTree(buildTree(typed))
    expect(top && [top.BuiltArea, top.InArea, top.SellArea, top.MultNum]).toEqual([6000, 0, 0, 2])
    expect(top?.Child[0]?.BuiltArea).toBe(6000)
  })

  it('says so when a row with typed areas gets its first child, and only then', () => {
    expect(rollUpNotice([typed[0] as StructureRow], 'p')).toBe(
      '“1#楼”有了子项：面积改为各子项合计，原填写的面积不再计入',
    )
    expect(rollUpNotice(typed, 'p')).toBeNull()
    expect(rollUpNotice([row('e', { BuiltArea: null, InArea: 0, SellArea: null })], 'e')).toBeNull()
  })

  it('does not ask for areas on a row with children (they are rolled up), only on leaves', () => {
    const issues = validateStructure([
      row('p', { BuiltArea: null, InArea: null }),
      row('k', { ParentID: 'p', BuiltArea: null, InArea: 5 }),
    ])
    expect(issues.map((i) => [i.ID, i.field])).toEqual([['k', 'BuiltArea']])
  })
})

describe('rowCopies', () => {
  it("multiplies a row's MultNum by every ancestor's, and stops at a cycle", () => {
    const rows = [
      row('tower', { MultNum: 2 }),
      row('floor', { ParentID: 'tower', MultNum: 3 }),
      row('unit', { ParentID: 'floor' }),
      row('basement'),
      row('a', { ParentID: 'b', MultNum: 2 }),
      row('b', { ParentID: 'a', MultNum: 5 }),
    ]
    const copies = rowCopies(rows)
    expect(copies.get('unit')).toBe(6)
    expect(copies.get('floor')).toBe(6)
    expect(copies.get('basement')).toBe(1)
    expect(copies.get('a')).toBe(10)
  })
})
