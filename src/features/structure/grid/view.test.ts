import { describe, expect, it } from 'vitest'
import { buildTree, type StructureRow } from '@/domain/projects/structure'
import { parseClipboard, toClipboard } from '@/components/grid/clipboard'
import { parseCell } from './columns'
import { clearPlan, copyBlock, gridLines, planPaste } from './view'

const row = (
  ID: string,
  ParentID: string,
  Sort: number,
  extra: Partial<StructureRow> = {},
): StructureRow => ({
  ID,
  ProId: 'p',
  ParentID,
  Sort,
  Num: '',
  Project_Name: ID,
  BuiltArea: null,
  InArea: null,
  SellArea: null,
  MultNum: 1,
  TenderID: '',
  ...extra,
})

const tree = buildTree([
  row('A', '', 1),
  row('A1', 'A', 1, { BuiltArea: 100.1, InArea: 80, MultNum: 2 }),
  row('A2', 'A', 2, { BuiltArea: 50.05, InArea: 0, SellArea: 10 }),
  row('B', '', 2, { BuiltArea: 7 }),
])

describe('grid lines and roll-up display', () => {
  it('numbers rows and shows each parent the sum of its children times their MultNum', () => {
    const lines = gridLines(tree, new Set())
    expect(lines.map((l) => `${l.num} ${l.node.ID}`)).toEqual(['1 A', '1.1 A1', '1.2 A2', '2 B'])
    expect(lines[0]?.rolled).toEqual({ BuiltArea: 250.25, InArea: 160, SellArea: 10 })
    expect(lines[3]?.rolled).toBeNull()
  })

  it('hides the children of a folded row', () => {
    expect(gridLines(tree, new Set(['A'])).map((l) => l.node.ID)).toEqual(['A', 'B'])
  })
})

describe('clipboard blocks', () => {
  it('reads an Excel block with CRLF, a quoted line break and the trailing newline', () => {
    expect(parseClipboard('1#楼\t1,200.5\r\n"2#\n楼"\t300\r\n')).toEqual([
      ['1#楼', '1,200.5'],
      ['2#\n楼', '300'],
    ])
    expect(parseClipboard(toClipboard([['a"b', 'c\td']]))).toEqual([['a"b', 'c\td']])
  })

  it('copies the selected cells as text', () => {
    const lines = gridLines(tree, new Set())
    expect(copyBlock(lines, { top: 1, bottom: 2, left: 0, right: 2 }, new Map())).toEqual([
      ['1.1', 'A1', '100.1'],
      ['1.2', 'A2', '50.05'],
    ])
  })
})

describe('pasting and clearing', () => {
  it('maps pasted columns onto the grid, skips unreadable numbers and creates rows past the end', () => {
    const lines = gridLines(tree, new Set())
    const plan = planPaste(lines, { row: 3, col: 1 }, [
      ['B 栋', '1,000', 'abc'],
      ['C 栋', '0', '20'],
    ])
    expect(plan.rejected).toBe(1)
    expect(plan.block.updates).toEqual([
      { id: 'B', fields: { Project_Name: 'B 栋', BuiltArea: 1000 } },
    ])
    expect(plan.block.creates).toEqual([{ Project_Name: 'C 栋', BuiltArea: 0, InArea: 20 }])
  })

  it('reads 0 as a value, empty as null, and refuses a MultNum of 0', () => {
    expect(parseCell('InArea', '0')).toEqual({ ok: true, value: 0 })
    expect(parseCell('InArea', ' ')).toEqual({ ok: true, value: null })
    expect(parseCell('MultNum', '0')).toMatchObject({ ok: false })
    expect(parseCell('BuiltArea', '12.345m²')).toEqual({ ok: true, value: 12.35 })
  })

  it('takes a 业态/部位 from the list, blank or 自动 back to the guess, and refuses anything else', () => {
    expect(parseCell('Usage', ' 地下室 ')).toEqual({ ok: true, value: '地下室' })
    expect(parseCell('Usage', '')).toEqual({ ok: true, value: '' })
    expect(parseCell('Usage', '自动')).toEqual({ ok: true, value: '' })
    expect(parseCell('Usage', '塔楼')).toMatchObject({ ok: false })
  })

  it('clears only editable columns of the selected rows', () => {
    const lines = gridLines(tree, new Set())
    expect(clearPlan(lines, { top: 0, bottom: 0, left: 0, right: 2 })).toEqual([
      { id: 'A', fields: { Project_Name: '', BuiltArea: null } },
    ])
  })
})
