import { memo } from 'react'
import { cn } from '@/lib/cn'
import { GridCell, type GridRowBase } from '@/components/grid/grid-cell'
import { pinnedCell } from '@/components/grid/grid-frame'
import { isCompositionKey } from '../grid/columns'
import { cellText, type BillColumn, type BillLine } from '../grid/lines'

export const ROW_HEIGHT = 34

const AMBER = 'bg-amber-50 text-amber-800 dark:bg-amber-950/30 dark:text-amber-300'

export interface BillRowProps extends GridRowBase {
  line: BillLine
  columns: readonly BillColumn[]
  template: string
}

/**
 * One line of the windowed bill grid: a 分部 heading (its name editable in place) or an item;
 * memoised for scrolling. Code warnings mark the 项目编码 cell, a composition that does not add
 * up marks the 综合单价 cell and the composition cells (amber, the warning as the cell's title).
 */
export const BillRow = memo(function BillRow(props: BillRowProps) {
  const { line, index, columns, template } = props
  const group = line.type === 'group'
  const codeWarning =
    line.type === 'item' && line.warnings.length > 0 ? line.warnings.join('；') : undefined
  const priceWarning = line.type === 'item' ? (line.composition ?? undefined) : undefined
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      data-line={line.type}
      className={cn(
        'absolute left-0 right-0 grid border-b text-sm',
        group && 'bg-muted/60 font-medium',
      )}
      style={{ top: index * ROW_HEIGHT, height: ROW_HEIGHT, gridTemplateColumns: template }}
    >
      {columns.map((column, col) => {
        const warning =
          column.key === 'Code'
            ? codeWarning
            : column.key === 'UnitPrice' || isCompositionKey(column.key)
              ? priceWarning
              : undefined
        const text = cellText(line, col, 'display', columns)
        const readOnly =
          !column.editable || (group && (column.key !== 'Name' || line.group === null))
        return (
          <GridCell
            key={column.key}
            row={props}
            col={col}
            title={group && column.key === 'Name' ? '分部名称' : column.title}
            columnKey={column.key}
            readOnly={readOnly}
            invalid={warning !== undefined}
            hint={warning ?? (text.length > 8 ? text : undefined)}
            dense
            className={cn(
              column.numeric && 'justify-end tabular-nums',
              !column.editable && !group && 'bg-muted/40',
              column.pinned && pinnedCell('body'),
            )}
            mark={warning !== undefined ? AMBER : undefined}
          >
            {warning !== undefined && <span className="sr-only">（提示）</span>}
            {text}
          </GridCell>
        )
      })}
    </div>
  )
})
