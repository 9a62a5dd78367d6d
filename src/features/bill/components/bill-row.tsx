import { memo } from 'react'
import { cn } from '@/lib/cn'
import { BILL_COLUMNS, BILL_GRID_TEMPLATE, cellText, type BillLine } from '../grid/lines'

export const ROW_HEIGHT = 34

export const cellId = (gridId: string, row: number, col: number) => `${gridId}-r${row}-c${col}`

export interface BillRowProps {
  gridId: string
  line: BillLine
  index: number
  activeCol: number
  selected: readonly [number, number] | null
  draft: string | null
  onCellDown: (row: number, col: number, shift: boolean) => void
  onCellDouble: (row: number, col: number) => void
  onDraft: (draft: string) => void
  onEditorBlur: () => void
}

/** One line of the windowed bill grid: a 分部 heading or an item; memoised for scrolling. */
export const BillRow = memo(function BillRow(props: BillRowProps) {
  const { gridId, line, index, activeCol, selected, draft } = props
  const group = line.type === 'group'
  const warning = line.type === 'item' && line.warnings.length > 0 ? line.warnings.join('；') : undefined
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      data-line={line.type}
      className={cn('absolute left-0 right-0 grid border-b text-sm', group && 'bg-muted/60 font-medium')}
      style={{ top: index * ROW_HEIGHT, height: ROW_HEIGHT, gridTemplateColumns: BILL_GRID_TEMPLATE }}
    >
      {BILL_COLUMNS.map((column, col) => {
        const active = col === activeCol
        const inSelection = selected !== null && col >= selected[0] && col <= selected[1]
        const editing = active && draft !== null
        const codeWarning = column.key === 'Code' ? warning : undefined
        const text = cellText(line, col)
        return (
          <div
            key={column.key}
            id={cellId(gridId, index, col)}
            role="gridcell"
            aria-colindex={col + 1}
            aria-selected={inSelection || active}
            aria-readonly={!column.editable || group || undefined}
            aria-invalid={codeWarning !== undefined || undefined}
            title={codeWarning ?? (text.length > 8 ? text : undefined)}
            data-col={column.key}
            className={cn(
              'relative flex min-w-0 items-center border-r px-1.5',
              column.numeric && 'justify-end tabular-nums',
              !column.editable && !group && 'bg-muted/40',
              inSelection && 'bg-primary/10',
              codeWarning !== undefined && 'bg-amber-50 text-amber-800 dark:bg-amber-950/30 dark:text-amber-300',
              active && 'outline-2 -outline-offset-2 outline-primary',
            )}
            onMouseDown={(e) => {
              if (editing) return
              e.preventDefault()
              props.onCellDown(index, col, e.shiftKey)
            }}
            onDoubleClick={() => props.onCellDouble(index, col)}
          >
            {editing ? (
              <input
                aria-label={column.title}
                className="absolute inset-0 w-full bg-background px-1.5 text-sm outline-2 -outline-offset-2 outline-primary"
                value={draft}
                ref={(el) => {
                  if (el && document.activeElement !== el) {
                    el.focus({ preventScroll: true })
                    el.setSelectionRange(el.value.length, el.value.length)
                  }
                }}
                onChange={(e) => props.onDraft(e.target.value)}
                onBlur={props.onEditorBlur}
              />
            ) : (
              <span className="truncate">
                {codeWarning !== undefined && <span className="sr-only">（提示）</span>}
                {text}
              </span>
            )}
          </div>
        )
      })}
    </div>
  )
})
