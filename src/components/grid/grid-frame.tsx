import { useEffect, useRef, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { cn } from '@/lib/cn'
import type { GridAction, GridState } from './grid-model'
import type { useWindow } from './use-window'

export interface FrameColumn {
  key: string
  title: string
  numeric?: boolean
  /** Stays in view at the right edge while the grid scrolls sideways (pinnedCell). */
  pinned?: boolean
}

/** The classes of a pinned column's cells (header, body, footer): sticky right, opaque, a shadow. */
export const pinnedCell = (layer: 'head' | 'body') =>
  cn('sticky right-0 bg-muted shadow-md', layer === 'head' ? 'z-[2]' : 'z-[1]')

/** A keydown an input method is processing (key "Process", key code 229) or composing. */
function isImeKey(e: React.KeyboardEvent): boolean {
  return e.key === 'Process' || e.keyCode === 229 || e.nativeEvent.isComposing
}

export const gridCellId = (gridId: string, row: number, col: number) => `${gridId}-r${row}-c${col}`

/**
 * The frame of a spreadsheet-like grid (structure, bill): the focusable role=grid box with its
 * keyboard model (the reducer's dispatch), input methods (composition opens the editor inside
 * the keydown so every character lands in it, as in Excel), Ctrl+Z / Ctrl+Y, Excel clipboard,
 * the sticky header and footer rows, and keeping the active row in view. The body rows are the
 * children, absolutely placed by the caller in a rowgroup of the window's height.
 */
export function GridFrame(props: {
  gridId: string
  label: string
  win: ReturnType<typeof useWindow>
  rowHeight: number
  rowCount: number
  columns: readonly FrameColumn[]
  template: string
  state: GridState
  dispatch: (action: GridAction) => boolean
  copyText: () => string | null
  /** Ctrl+Z (back) or Ctrl+Y / Ctrl+Shift+Z. */
  onHistory: (back: boolean) => void
  /** Other Ctrl shortcuts (key in lower case); true when handled. */
  onShortcut?: (key: string) => boolean
  /** Shown in the body when there are no rows. */
  empty: ReactNode
  /** The footer (totals) cell of a column. */
  footer: (column: FrameColumn) => ReactNode
  className?: string
  dense?: boolean
  /** A minimum row width: wider column sets scroll sideways inside the grid, not the page. */
  minWidth?: string
  /** Bumped when a command's row has been landed on (useGridState): the grid takes the keyboard. */
  landed?: number
  children: ReactNode
}) {
  const { win, state, dispatch, rowHeight, rowCount, columns, template, dense } = props
  const { reveal } = win
  useEffect(
    () => reveal(state.active.row, rowHeight, rowHeight),
    [state.active.row, reveal, rowHeight],
  )
  // A row a toolbar button made is active now: the keyboard leaves the button for the grid, so
  // Enter edits the new row instead of pressing the button (or the next one) again.
  const landed = props.landed ?? 0
  useEffect(() => {
    if (landed > 0) win.ref.current?.focus({ preventScroll: true })
  }, [landed, win.ref])
  const pasteBelow = useRef(false)
  // Leaving the editor hands the keyboard back to the grid.
  const wasEditing = useRef(false)
  useEffect(() => {
    if (wasEditing.current && state.editing === null)
      win.ref.current?.focus({ preventScroll: true })
    wasEditing.current = state.editing !== null
  }, [state.editing, win.ref])

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (state.editing === null && isImeKey(e)) {
      flushSync(() => dispatch({ type: 'compose' }))
      return
    }
    if (e.nativeEvent.isComposing) return
    const mod = e.ctrlKey || e.metaKey
    const key = e.key.toLowerCase()
    if (mod && state.editing === null && (key === 'z' || key === 'y')) {
      e.preventDefault()
      props.onHistory(key === 'z' && !e.shiftKey)
      return
    }
    if (mod && state.editing === null && props.onShortcut?.(key)) {
      e.preventDefault()
      return
    }
    // The clipboard events below; Ctrl+Shift+V (Chromium's paste as plain text) marks the paste
    // that follows as one to insert below the selection rather than write over it.
    if (mod && key === 'v') pasteBelow.current = e.shiftKey
    if (mod && ['c', 'v', 'x'].includes(key)) return
    if (
      dispatch({ type: 'key', input: { key: e.key, ctrl: mod, shift: e.shiftKey, alt: e.altKey } })
    )
      e.preventDefault()
  }

  const cellPad = dense ? 'px-1.5' : 'px-2'
  const wide = props.minWidth === undefined ? undefined : { minWidth: props.minWidth }
  return (
    <div
      ref={win.ref}
      role="grid"
      aria-label={props.label}
      aria-rowcount={rowCount + 2}
      aria-colcount={columns.length}
      aria-multiselectable
      aria-activedescendant={
        rowCount > 0 && state.editing === null
          ? gridCellId(props.gridId, state.active.row, state.active.col)
          : undefined
      }
      tabIndex={0}
      onScroll={win.onScroll}
      onKeyDown={onKeyDown}
      onCompositionStart={() => {
        if (state.editing === null) flushSync(() => dispatch({ type: 'compose' }))
      }}
      onPaste={(e) => {
        const below = pasteBelow.current
        pasteBelow.current = false
        if (dispatch({ type: 'paste', text: e.clipboardData.getData('text/plain'), below }))
          e.preventDefault()
      }}
      onCopy={(e) => {
        const text = props.copyText()
        if (text === null) return
        e.clipboardData.setData('text/plain', text)
        e.preventDefault()
      }}
      className={cn(
        'relative overflow-y-auto rounded-md border bg-background outline-none focus-visible:ring-2 focus-visible:ring-ring',
        props.className,
      )}
    >
      <div role="rowgroup" className="sticky top-0 z-10" style={wide}>
        <div
          role="row"
          aria-rowindex={1}
          className={cn('grid border-b bg-muted font-medium', dense ? 'text-xs' : 'text-sm')}
          style={{ gridTemplateColumns: template, height: rowHeight }}
        >
          {columns.map((c) => (
            <div
              key={c.key}
              role="columnheader"
              title={c.title}
              className={cn(
                'flex min-w-0 items-center border-r',
                cellPad,
                c.numeric && 'justify-end text-right',
                c.pinned && pinnedCell('head'),
              )}
            >
              {/* Two lines rather than "计…": a narrow column's title stays readable. */}
              <span className="line-clamp-2 break-all leading-tight">{c.title}</span>
            </div>
          ))}
        </div>
      </div>
      {/* Empty, the group takes the hint's own height so the sticky footer row does not cover it. */}
      <div
        role="rowgroup"
        className="relative"
        style={rowCount === 0 ? wide : { ...wide, height: win.totalHeight }}
      >
        {rowCount === 0 && (
          <p className="px-6 pb-12 pt-6 text-center text-sm text-muted-foreground">{props.empty}</p>
        )}
        {props.children}
      </div>
      <div role="rowgroup" className="sticky bottom-0 z-10" style={wide}>
        <div
          role="row"
          aria-rowindex={rowCount + 2}
          className="grid border-t bg-muted text-sm font-semibold"
          style={{ gridTemplateColumns: template, height: rowHeight }}
        >
          {columns.map((c) => (
            // A total is never cut: a figure wider than its column spills over the (empty) footer
            // cells to its left, on the footer's own background, instead of ending in "…".
            <div
              key={c.key}
              role="gridcell"
              data-total={c.key}
              className={cn(
                'flex min-w-0 items-center border-r',
                cellPad,
                c.numeric && 'justify-end tabular-nums',
                c.pinned && pinnedCell('head'),
              )}
            >
              <span
                className={c.numeric ? 'relative z-[1] whitespace-nowrap bg-muted' : 'truncate'}
              >
                {props.footer(c)}
              </span>
            </div>
          ))}
        </div>
      </div>
    </div>
  )
}
