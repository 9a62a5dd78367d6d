import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { gridCellId } from './grid-frame'
import { selection, type GridAction, type GridState } from './grid-model'

/** What every row of a GridFrame gets from the grid (its lines add their own). */
export interface GridRowBase {
  gridId: string
  index: number
  /** Active column when this row holds the active cell, else -1. */
  activeCol: number
  /** Selected columns [left, right] when the row is in the selection, else null. */
  selected: readonly [number, number] | null
  /** Editor draft when the active cell of this row is being edited. */
  draft: string | null
  onCellDown: (row: number, col: number, shift: boolean) => void
  onCellDouble: (row: number, col: number) => void
  onDraft: (draft: string) => void
  onEditorBlur: () => void
}

/**
 * One cell of a GridFrame row: selection and active marks, mouse down / double click into the
 * keyboard model, and the in-place editor when the cell is being edited (focused with the caret
 * at the end, so typing goes on where the first key or composition started).
 */
export function GridCell(props: {
  row: GridRowBase
  col: number
  /** The column's title: the editor's accessible name. */
  title: string
  columnKey: string
  readOnly: boolean
  invalid: boolean
  hint?: string
  className?: string
  /** Classes that win over the selection's background (an error or warning mark). */
  mark?: string
  dense?: boolean
  /** Suggestions the editor offers (a datalist): a column of named choices. */
  options?: readonly string[]
  /** Shown before the content or the editor (e.g. a tree's fold button). */
  prefix?: ReactNode
  onDragStart?: () => void
  children: ReactNode
}) {
  const { row, col } = props
  const active = col === row.activeCol
  const selected = row.selected !== null && col >= row.selected[0] && col <= row.selected[1]
  const draft = active ? row.draft : null
  const editing = draft !== null
  const pad = props.dense ? 'px-1.5' : 'px-2'
  return (
    <div
      id={gridCellId(row.gridId, row.index, col)}
      role="gridcell"
      aria-colindex={col + 1}
      aria-selected={selected || active}
      aria-readonly={props.readOnly || undefined}
      aria-invalid={props.invalid || undefined}
      title={props.hint}
      data-col={props.columnKey}
      className={cn(
        'relative flex min-w-0 items-center border-r',
        pad,
        props.className,
        selected && 'bg-primary/10',
        props.mark,
        active && 'outline-2 -outline-offset-2 outline-primary',
      )}
      onMouseDown={(e) => {
        if (editing) return
        e.preventDefault()
        row.onCellDown(row.index, col, e.shiftKey)
      }}
      onDoubleClick={() => row.onCellDouble(row.index, col)}
      draggable={props.onDragStart !== undefined}
      onDragStart={props.onDragStart}
    >
      {props.prefix}
      {editing && props.options && (
        <datalist id={`${gridCellId(row.gridId, row.index, col)}-options`}>
          {props.options.map((o) => (
            <option key={o} value={o} />
          ))}
        </datalist>
      )}
      {editing ? (
        <input
          aria-label={props.title}
          className={cn(
            'absolute inset-0 w-full bg-background text-sm outline-2 -outline-offset-2 outline-primary',
            pad,
          )}
          value={draft}
          list={props.options ? `${gridCellId(row.gridId, row.index, col)}-options` : undefined}
          ref={(el) => {
            if (el && document.activeElement !== el) {
              el.focus({ preventScroll: true })
              el.setSelectionRange(el.value.length, el.value.length)
            }
          }}
          onChange={(e) => row.onDraft(e.target.value)}
          onBlur={row.onEditorBlur}
        />
      ) : (
        <span className="truncate">{props.children}</span>
      )}
    </div>
  )
}

/** The GridRowBase of line `index`: its share of the selection and the editor, wired to dispatch. */
export function gridRowBase(
  gridId: string,
  index: number,
  state: GridState,
  dispatch: (action: GridAction) => boolean,
  focusGrid: () => void,
): GridRowBase {
  const range = selection(state)
  const active = index === state.active.row
  return {
    gridId,
    index,
    activeCol: active ? state.active.col : -1,
    selected: index >= range.top && index <= range.bottom ? [range.left, range.right] : null,
    draft: active ? state.editing : null,
    onCellDown: (row, col, shift) => {
      dispatch({ type: 'click', cell: { row, col }, shift })
      focusGrid()
    },
    onCellDouble: (row, col) => dispatch({ type: 'dblclick', cell: { row, col } }),
    onDraft: (draft) => dispatch({ type: 'input', draft }),
    onEditorBlur: () => dispatch({ type: 'blur' }),
  }
}
