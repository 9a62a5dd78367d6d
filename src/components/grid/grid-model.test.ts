import { describe, expect, it } from 'vitest'
import {
  gridReducer,
  initialGrid,
  type GridAction,
  type GridDims,
  type GridResult,
  type GridState,
} from './grid-model'

const cells: string[][] = [
  ['1', 'A', '10', '', '', '1', ''],
  ['2', 'B', '0', '5', '', '2', ''],
  ['3', 'C', '', '', '', '1', ''],
]
const dims: GridDims = {
  rows: cells.length,
  cols: 7,
  editable: (c) => c >= 1 && c <= 5,
  valueAt: (r, c) => cells[r]?.[c] ?? '',
}

const key = (
  k: string,
  mods: { ctrl?: boolean; shift?: boolean; alt?: boolean } = {},
): GridAction => ({ type: 'key', input: { key: k, ...mods } })

/** Runs actions in order and returns the last result with every effect seen. */
function run(
  actions: GridAction[],
  start: GridState = initialGrid(),
): GridResult & { effects: GridResult['effect'][] } {
  let result: GridResult = { state: start, handled: false }
  const effects: GridResult['effect'][] = []
  for (const a of actions) {
    result = gridReducer(result.state, a, dims)
    if (result.effect) effects.push(result.effect)
  }
  return { ...result, effects }
}

describe('grid keyboard model', () => {
  it('arrows move the active cell and stop at the edges', () => {
    expect(run([key('ArrowDown'), key('ArrowRight')]).state.active).toEqual({ row: 1, col: 2 })
    expect(run([key('ArrowUp'), key('ArrowLeft'), key('ArrowLeft')]).state.active).toEqual({
      row: 0,
      col: 0,
    })
    expect(
      run([key('ArrowDown'), key('ArrowDown'), key('ArrowDown'), key('ArrowDown')]).state.active
        .row,
    ).toBe(2)
    expect(run([key('ArrowRight', { ctrl: true })]).state.active).toEqual({ row: 0, col: 6 })
  })

  it('Enter edits with the cell text, Enter again commits and moves down', () => {
    const editing = run([key('Enter')])
    expect(editing.state.editing).toBe('A')
    const done = run([key('Enter'), { type: 'input', draft: 'A 栋' }, key('Enter')])
    expect(done.effects).toEqual([{ kind: 'commit', row: 0, col: 1, value: 'A 栋' }])
    expect(done.state).toMatchObject({ editing: null, active: { row: 1, col: 1 } })
  })

  it('typing starts editing with that character and Escape cancels without a write', () => {
    const typed = run([key('7', {}), { type: 'input', draft: '75' }])
    expect(typed.state.editing).toBe('75')
    const cancelled = run([key('7'), key('Escape')])
    expect(cancelled.effects).toEqual([])
    expect(cancelled.state.editing).toBeNull()
  })

  it('does not start editing on read-only columns (序号) and typing there does nothing', () => {
    const r = run([key('ArrowLeft'), key('x')])
    expect(r.state.editing).toBeNull()
    expect(r.handled).toBe(false)
  })

  it('Tab commits and moves right, wrapping to the next row; Shift+Tab goes back', () => {
    const r = run([key('5'), key('Tab')], {
      active: { row: 0, col: 2 },
      anchor: { row: 0, col: 2 },
      editing: null,
    })
    expect(r.effects).toEqual([{ kind: 'commit', row: 0, col: 2, value: '5' }])
    expect(r.state.active).toEqual({ row: 0, col: 3 })
    expect(
      run([key('Tab')], { active: { row: 0, col: 6 }, anchor: { row: 0, col: 6 }, editing: null })
        .state.active,
    ).toEqual({ row: 1, col: 0 })
    expect(
      run([key('Tab', { shift: true })], {
        active: { row: 1, col: 0 },
        anchor: { row: 1, col: 0 },
        editing: null,
      }).state.active,
    ).toEqual({ row: 0, col: 6 })
  })

  it('while editing, Left/Right stay in the text but Up/Down commit and move', () => {
    const left = run([key('Enter'), key('ArrowLeft')])
    expect(left.handled).toBe(false)
    expect(left.state.editing).toBe('A')
    const down = run([key('Enter'), { type: 'input', draft: 'Z' }, key('ArrowDown')])
    expect(down.effects).toEqual([{ kind: 'commit', row: 0, col: 1, value: 'Z' }])
    expect(down.state.active.row).toBe(1)
  })

  it('Delete clears the selection made with Shift+arrows', () => {
    const r = run([
      key('ArrowDown', { shift: true }),
      key('ArrowRight', { shift: true }),
      key('Delete'),
    ])
    expect(r.effects).toEqual([{ kind: 'clear', range: { top: 0, bottom: 1, left: 1, right: 2 } }])
  })

  it('paste lands at the top-left of the selection; copy gives the selected range', () => {
    const start: GridState = {
      active: { row: 1, col: 1 },
      anchor: { row: 0, col: 2 },
      editing: null,
    }
    expect(gridReducer(start, { type: 'paste', text: 'x\ty' }, dims).effect).toEqual({
      kind: 'paste',
      at: { row: 0, col: 1 },
      text: 'x\ty',
    })
    expect(gridReducer(start, { type: 'copy' }, dims).effect).toEqual({
      kind: 'copy',
      range: { top: 0, bottom: 1, left: 1, right: 2 },
    })
  })

  it('paste and copy inside the editor are left to the text field', () => {
    const editing: GridState = { ...initialGrid(), editing: 'A' }
    expect(gridReducer(editing, { type: 'paste', text: 'x' }, dims).handled).toBe(false)
    expect(gridReducer(editing, { type: 'copy' }, dims).handled).toBe(false)
  })

  it('clicking another cell while editing commits the draft; blur commits too', () => {
    const r = run([
      key('Enter'),
      { type: 'input', draft: 'Q' },
      { type: 'click', cell: { row: 2, col: 3 } },
    ])
    expect(r.effects).toEqual([{ kind: 'commit', row: 0, col: 1, value: 'Q' }])
    expect(r.state.active).toEqual({ row: 2, col: 3 })
    expect(run([key('Enter'), { type: 'blur' }]).effects).toEqual([
      { kind: 'commit', row: 0, col: 1, value: 'A' },
    ])
  })

  it('double-click edits; Alt+arrows fold and unfold the row', () => {
    expect(run([{ type: 'dblclick', cell: { row: 1, col: 2 } }]).state.editing).toBe('0')
    expect(run([key('ArrowLeft', { alt: true })]).effect).toEqual({
      kind: 'fold',
      row: 0,
      open: false,
    })
  })

  it('keeps the active cell inside the grid when rows disappear', () => {
    const r = gridReducer(
      { active: { row: 9, col: 1 }, anchor: { row: 9, col: 1 }, editing: null },
      { type: 'clamp' },
      dims,
    )
    expect(r.state.active).toEqual({ row: 2, col: 1 })
  })
})

describe('input method composition', () => {
  it('a composition on a selected editable cell starts editing it empty, keeping what the IME commits', () => {
    const started = run([{ type: 'compose' }])
    expect(started.state.editing).toBe('')
    expect(started.handled).toBe(true)
    const typed = run([{ type: 'input', draft: '中文楼' }, key('Enter')], started.state)
    expect(typed.effects).toEqual([{ kind: 'commit', row: 0, col: 1, value: '中文楼' }])
  })

  it('a composition on a read-only cell or while editing changes nothing', () => {
    expect(run([key('Home'), { type: 'compose' }]).state.editing).toBeNull()
    const editing = run([key('F2'), { type: 'input', draft: 'A中' }, { type: 'compose' }])
    expect(editing.state.editing).toBe('A中')
  })
})
