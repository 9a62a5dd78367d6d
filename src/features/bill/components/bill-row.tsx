import { memo } from 'react'
import { cn } from '@/lib/cn'
import { GridCell, type GridRowBase } from '@/components/grid/grid-cell'
import { BILL_COLUMNS, BILL_GRID_TEMPLATE, cellText, type BillLine } from '../grid/lines'

export const ROW_HEIGHT = 34

export interface BillRowProps extends GridRowBase {
  line: BillLine
}

/** One line of the windowed bill grid: a 分部 heading or an item; memoised for scrolling. */
export const BillRow = memo(function BillRow(props: BillRowProps) {
  const { line, index } = props
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
        const codeWarning = column.key === 'Code' ? warning : undefined
        const text = cellText(line, col)
        return (
          <GridCell
            key={column.key}
            row={props}
            col={col}
            title={column.title}
            columnKey={column.key}
            readOnly={!column.editable || group}
            invalid={codeWarning !== undefined}
            hint={codeWarning ?? (text.length > 8 ? text : undefined)}
            dense
            className={cn(column.numeric && 'justify-end tabular-nums', !column.editable && !group && 'bg-muted/40')}
            mark={codeWarning !== undefined ? 'bg-amber-50 text-amber-800 dark:bg-amber-950/30 dark:text-amber-300' : undefined}
          >
            {codeWarning !== undefined && <span className="sr-only">（提示）</span>}
            {text}
          </GridCell>
        )
      })}
    </div>
  )
})
