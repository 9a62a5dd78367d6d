/**
 * The spreadsheet keyboard model of the structure grid, as a pure reducer so it can be tested
 * without a DOM. The component feeds it keys, clicks, input and clipboard text; it answers the
 * next state plus at most one effect (write a cell, clear cells, paste, copy, fold a row).
 */
export interface Cell {
  row: number
  col: number
}

export interface GridState {
  active: Cell
  /** The other corner of a Shift+arrow selection; equal to active when one cell is selected. */
  anchor: Cell
  /** Draft text while a cell is being edited; null when not editing. */
  editing: string | null
}

export interface GridDims {
  rows: number
  cols: number
  editable: (col: number) => boolean
  /** The editable text of a cell (what F2/Enter/double-click start editing with). */
  valueAt: (row: number, col: number) => string
}

export interface Range {
  top: number
  left: number
  bottom: number
  right: number
}

export type GridEffect =
  | { kind: 'commit'; row: number; col: number; value: string }
  | { kind: 'clear'; range: Range }
  /**
   * `below` (Ctrl+Shift+V): the last selected row, under which a grid that can insert rows puts
   * the pasted rows as new ones instead of writing over the rows from `at` on.
   */
  | { kind: 'paste'; at: Cell; text: string; below?: number }
  | { kind: 'copy'; range: Range }
  | { kind: 'fold'; row: number; open: boolean }

export interface KeyInput {
  key: string
  ctrl?: boolean
  shift?: boolean
  alt?: boolean
}

export type GridAction =
  | { type: 'key'; input: KeyInput }
  | { type: 'click'; cell: Cell; shift?: boolean }
  | { type: 'dblclick'; cell: Cell }
  | { type: 'input'; draft: string }
  /** An input method starts composing on the active cell: edit it, empty, like a typed key. */
  | { type: 'compose' }
  /** Focus left the editor: keep what was typed (spreadsheets commit on blur). */
  | { type: 'blur' }
  /** Ctrl+V writes over the cells from the selection on; Ctrl+Shift+V (`below`) inserts rows. */
  | { type: 'paste'; text: string; below?: boolean }
  | { type: 'copy' }
  /** Rows were added or removed: keep the active cell inside the grid. */
  | { type: 'clamp' }
  /** Land on a row (one a command just made, or an undone step's): its column `col`, or the same. */
  | { type: 'focusRow'; row: number; col?: number }

export interface GridResult {
  state: GridState
  effect?: GridEffect
  /** False: the browser should do its default (e.g. move the caret inside the editor). */
  handled: boolean
}

export const initialGrid = (col = 1): GridState => ({
  active: { row: 0, col },
  anchor: { row: 0, col },
  editing: null,
})

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v))

export function selection(state: GridState): Range {
  const { active: a, anchor: b } = state
  return {
    top: Math.min(a.row, b.row),
    bottom: Math.max(a.row, b.row),
    left: Math.min(a.col, b.col),
    right: Math.max(a.col, b.col),
  }
}

function place(cell: Cell, dims: GridDims): Cell {
  return {
    row: clamp(cell.row, 0, Math.max(0, dims.rows - 1)),
    col: clamp(cell.col, 0, Math.max(0, dims.cols - 1)),
  }
}

function moveTo(state: GridState, cell: Cell, dims: GridDims, extend = false): GridState {
  const active = place(cell, dims)
  return { active, anchor: extend ? state.anchor : active, editing: null }
}

/** Leaves edit mode, committing the draft, then moves by (dr, dc). */
function commitAndMove(state: GridState, dims: GridDims, dr: number, dc: number): GridResult {
  const { row, col } = state.active
  const effect: GridEffect | undefined =
    state.editing !== null ? { kind: 'commit', row, col, value: state.editing } : undefined
  return {
    state: moveTo(state, { row: row + dr, col: col + dc }, dims),
    ...(effect ? { effect } : {}),
    handled: true,
  }
}

/** Tab order: right along the row, then the first column of the next row (and back with Shift). */
function tabTarget(cell: Cell, dims: GridDims, back: boolean): Cell {
  if (!back)
    return cell.col < dims.cols - 1
      ? { row: cell.row, col: cell.col + 1 }
      : cell.row < dims.rows - 1
        ? { row: cell.row + 1, col: 0 }
        : cell
  return cell.col > 0
    ? { row: cell.row, col: cell.col - 1 }
    : cell.row > 0
      ? { row: cell.row - 1, col: dims.cols - 1 }
      : cell
}

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
}

function onKey(state: GridState, input: KeyInput, dims: GridDims): GridResult {
  const { key } = input
  const { row, col } = state.active
  const editing = state.editing !== null
  const none: GridResult = { state, handled: false }
  if (dims.rows === 0) return none
  if (key === 'Tab') {
    const target = tabTarget(state.active, dims, input.shift === true)
    return commitAndMove(state, dims, target.row - row, target.col - col)
  }
  if (editing) {
    if (key === 'Enter') return commitAndMove(state, dims, input.shift ? -1 : 1, 0)
    if (key === 'Escape') return { state: { ...state, editing: null }, handled: true }
    // Up/Down leave the editor like a spreadsheet; Left/Right/Home/End stay in the text.
    if (key === 'ArrowUp' || key === 'ArrowDown')
      return commitAndMove(state, dims, key === 'ArrowUp' ? -1 : 1, 0)
    return none
  }
  const arrow = ARROWS[key]
  if (arrow) {
    if (input.alt && (key === 'ArrowLeft' || key === 'ArrowRight'))
      return { state, effect: { kind: 'fold', row, open: key === 'ArrowRight' }, handled: true }
    const [dr, dc] = arrow
    const jump = input.ctrl === true
    const target = jump
      ? {
          row: dr === 0 ? row : dr < 0 ? 0 : dims.rows - 1,
          col: dc === 0 ? col : dc < 0 ? 0 : dims.cols - 1,
        }
      : { row: row + dr, col: col + dc }
    return { state: moveTo(state, target, dims, input.shift === true), handled: true }
  }
  if (key === 'Home' || key === 'End') {
    const target = input.ctrl
      ? { row: key === 'Home' ? 0 : dims.rows - 1, col }
      : { row, col: key === 'Home' ? 0 : dims.cols - 1 }
    return { state: moveTo(state, target, dims), handled: true }
  }
  if (key === 'PageUp' || key === 'PageDown')
    return {
      state: moveTo(state, { row: row + (key === 'PageUp' ? -20 : 20), col }, dims),
      handled: true,
    }
  if (key === 'Enter' || key === 'F2') {
    if (!dims.editable(col))
      return key === 'Enter'
        ? { state: moveTo(state, { row: row + (input.shift ? -1 : 1), col }, dims), handled: true }
        : none
    return {
      state: { ...state, anchor: state.active, editing: dims.valueAt(row, col) },
      handled: true,
    }
  }
  if (key === 'Escape') return { state: { ...state, anchor: state.active }, handled: true }
  if (key === 'Delete' || key === 'Backspace')
    return { state, effect: { kind: 'clear', range: selection(state) }, handled: true }
  // Typing a character starts editing with that character, replacing the cell (spreadsheets do).
  if (key.length === 1 && !input.ctrl && !input.alt && dims.editable(col)) {
    return { state: { ...state, anchor: state.active, editing: key }, handled: true }
  }
  return none
}

export function gridReducer(state: GridState, action: GridAction, dims: GridDims): GridResult {
  switch (action.type) {
    case 'key':
      return onKey(state, action.input, dims)
    case 'click': {
      const commit =
        state.editing !== null &&
        (action.cell.row !== state.active.row || action.cell.col !== state.active.col)
      const effect: GridEffect | undefined = commit
        ? { kind: 'commit', ...state.active, value: state.editing ?? '' }
        : undefined
      if (!commit && state.editing !== null) return { state, handled: false }
      return {
        state: moveTo(state, action.cell, dims, action.shift === true),
        ...(effect ? { effect } : {}),
        handled: true,
      }
    }
    case 'dblclick': {
      const cell = place(action.cell, dims)
      if (!dims.editable(cell.col) || dims.rows === 0)
        return { state: moveTo(state, cell, dims), handled: true }
      return {
        state: { active: cell, anchor: cell, editing: dims.valueAt(cell.row, cell.col) },
        handled: true,
      }
    }
    case 'compose':
      if (state.editing !== null || dims.rows === 0 || !dims.editable(state.active.col))
        return { state, handled: false }
      return { state: { ...state, anchor: state.active, editing: '' }, handled: true }
    case 'input':
      return state.editing === null
        ? { state, handled: false }
        : { state: { ...state, editing: action.draft }, handled: true }
    case 'blur':
      if (state.editing === null) return { state, handled: false }
      return {
        state: { ...state, editing: null },
        effect: { kind: 'commit', ...state.active, value: state.editing },
        handled: true,
      }
    case 'paste': {
      if (state.editing !== null) return { state, handled: false }
      const r = selection(state)
      return {
        state,
        effect: {
          kind: 'paste',
          at: { row: r.top, col: r.left },
          text: action.text,
          ...(action.below ? { below: r.bottom } : {}),
        },
        handled: true,
      }
    }
    case 'copy':
      if (state.editing !== null || dims.rows === 0) return { state, handled: false }
      return { state, effect: { kind: 'copy', range: selection(state) }, handled: true }
    case 'clamp': {
      const active = place(state.active, dims)
      const anchor = place(state.anchor, dims)
      const same =
        active.row === state.active.row &&
        active.col === state.active.col &&
        anchor.row === state.anchor.row &&
        anchor.col === state.anchor.col
      return { state: same ? state : { active, anchor, editing: null }, handled: true }
    }
    case 'focusRow':
      return {
        state: moveTo(state, { row: action.row, col: action.col ?? state.active.col }, dims),
        handled: true,
      }
  }
}
