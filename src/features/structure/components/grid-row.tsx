import { memo } from 'react'
import { ChevronDown, ChevronRight } from 'lucide-react'
import { cn } from '@/lib/cn'
import { COLUMNS, GRID_TEMPLATE, areaText, totalText } from '../grid/columns'
import type { GridLine } from '../grid/view'

export const ROW_HEIGHT = 36

export const cellId = (gridId: string, row: number, col: number) => `${gridId}-r${row}-c${col}`

export interface GridRowProps {
  gridId: string
  line: GridLine
  index: number
  /** Active column when this row holds the active cell, else -1. */
  activeCol: number
  /** Selected columns [left, right] when the row is in the selection, else null. */
  selected: readonly [number, number] | null
  /** Editor draft when the active cell of this row is being edited. */
  draft: string | null
  issues: ReadonlyMap<string, string>
  tenderName: string
  onCellDown: (row: number, col: number, shift: boolean) => void
  onCellDouble: (row: number, col: number) => void
  onDraft: (draft: string) => void
  onEditorBlur: () => void
  onFold: (row: number) => void
  onDragRow: (row: number) => void
  onDropRow: (row: number) => void
}

function display(line: GridLine, col: number, tenderName: string): { text: string; title?: string } {
  const key = COLUMNS[col]?.key
  const { node, rolled } = line
  switch (key) {
    case 'Num':
      return { text: line.num }
    case 'Project_Name':
      return { text: node.Project_Name }
    case 'BuiltArea':
    case 'InArea':
    case 'SellArea': {
      if (rolled) return { text: totalText(rolled, key), title: `子项合计；本行填写：${areaText(node[key]) || '未填写'}` }
      return { text: areaText(node[key]) }
    }
    case 'MultNum':
      return { text: node.MultNum === null ? '' : String(node.MultNum) }
    case 'TenderID':
      return { text: tenderName }
    default:
      return { text: '' }
  }
}

/** One structure row of the windowed grid; memoised so scrolling re-renders only new rows. */
export const GridRow = memo(function GridRow(props: GridRowProps) {
  const { gridId, line, index, activeCol, selected, draft, issues, tenderName } = props
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-level={line.node.depth + 1}
      aria-expanded={line.hasChildren ? line.open : undefined}
      data-row-id={line.node.ID}
      className="absolute left-0 right-0 grid border-b text-sm"
      style={{ top: index * ROW_HEIGHT, height: ROW_HEIGHT, gridTemplateColumns: GRID_TEMPLATE }}
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        e.preventDefault()
        props.onDropRow(index)
      }}
    >
      {COLUMNS.map((column, col) => {
        const active = col === activeCol
        const inSelection = selected !== null && col >= selected[0] && col <= selected[1]
        const issue = issues.get(`${line.node.ID}:${column.key}`)
        const shown = display(line, col, tenderName)
        const editing = active && draft !== null
        return (
          <div
            key={column.key}
            id={cellId(gridId, index, col)}
            role="gridcell"
            aria-colindex={col + 1}
            aria-selected={inSelection || active}
            aria-invalid={issue !== undefined || undefined}
            aria-readonly={!column.editable || undefined}
            title={issue ?? shown.title}
            data-col={column.key}
            className={cn(
              'relative flex min-w-0 items-center truncate border-r px-2',
              column.numeric && 'justify-end tabular-nums',
              !column.editable && 'bg-muted/40',
              line.rolled && column.numeric && column.key !== 'MultNum' && 'font-medium text-muted-foreground',
              inSelection && 'bg-primary/10',
              issue !== undefined && 'bg-destructive/10 text-destructive ring-1 ring-inset ring-destructive',
              active && 'outline-2 -outline-offset-2 outline-primary',
            )}
            onMouseDown={(e) => {
              if (editing) return
              e.preventDefault()
              props.onCellDown(index, col, e.shiftKey)
            }}
            onDoubleClick={() => props.onCellDouble(index, col)}
            draggable={column.key === 'Num'}
            onDragStart={column.key === 'Num' ? () => props.onDragRow(index) : undefined}
          >
            {column.key === 'Project_Name' && (
              <span className="flex shrink-0 items-center" style={{ width: `${line.node.depth * 1.25 + 1.25}rem` }} aria-hidden={!line.hasChildren}>
                {line.hasChildren && (
                  <button
                    type="button"
                    tabIndex={-1}
                    aria-label={line.open ? '收起' : '展开'}
                    className="ml-auto mr-1 rounded hover:bg-accent"
                    onMouseDown={(e) => e.stopPropagation()}
                    onClick={() => props.onFold(index)}
                  >
                    {line.open ? <ChevronDown className="size-4" /> : <ChevronRight className="size-4" />}
                  </button>
                )}
              </span>
            )}
            {editing ? (
              <input
                aria-label={column.title}
                className="absolute inset-0 w-full bg-background px-2 text-sm outline-2 -outline-offset-2 outline-primary"
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
              <span className="truncate">{shown.text}</span>
            )}
          </div>
        )
      })}
    </div>
  )
})
