import { memo } from 'react'
import { ChevronDown, ChevronRight } from 'lucide-react'
import { cn } from '@/lib/cn'
import { GridCell, type GridRowBase } from '@/components/grid/grid-cell'
import { COLUMNS, GRID_TEMPLATE, areaText, totalText } from '../grid/columns'
import type { GridLine } from '../grid/view'
import { guessUsage, USAGE_TAGS } from '@/domain/projects/usage'

export const ROW_HEIGHT = 36

export interface GridRowProps extends GridRowBase {
  line: GridLine
  issues: ReadonlyMap<string, string>
  tenderName: string
  onFold: (row: number) => void
  onDragRow: (row: number) => void
  onDropRow: (row: number) => void
}

function display(
  line: GridLine,
  col: number,
  tenderName: string,
): { text: string; title?: string; guessed?: boolean } {
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
      if (rolled)
        return {
          text: totalText(rolled, key),
          title: `子项合计；本行填写：${areaText(node[key]) || '未填写'}`,
        }
      return { text: areaText(node[key]) }
    }
    case 'MultNum':
      return { text: node.MultNum === null ? '' : String(node.MultNum) }
    case 'Usage':
      return !node.Usage
        ? {
            text: guessUsage(node.Project_Name),
            title: '按名称推测；双击可改为其他业态/部位',
            guessed: true,
          }
        : { text: node.Usage }
    case 'TenderID':
      return { text: tenderName }
    default:
      return { text: '' }
  }
}

/** One structure row of the windowed grid; memoised so scrolling re-renders only new rows. */
export const GridRow = memo(function GridRow(props: GridRowProps) {
  const { line, index, issues, tenderName } = props
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
        const issue = issues.get(`${line.node.ID}:${column.key}`)
        const shown = display(line, col, tenderName)
        return (
          <GridCell
            key={column.key}
            row={props}
            col={col}
            title={column.title}
            columnKey={column.key}
            readOnly={!column.editable}
            options={column.key === 'Usage' ? USAGE_TAGS : undefined}
            invalid={issue !== undefined}
            hint={issue ?? shown.title}
            className={cn(
              'truncate',
              column.numeric && 'justify-end tabular-nums',
              !column.editable && 'bg-muted/40',
              shown.guessed && 'text-muted-foreground',
              line.rolled &&
                column.numeric &&
                column.key !== 'MultNum' &&
                'font-medium text-muted-foreground',
            )}
            mark={
              issue !== undefined
                ? 'bg-destructive/10 text-destructive ring-1 ring-inset ring-destructive'
                : undefined
            }
            onDragStart={column.key === 'Num' ? () => props.onDragRow(index) : undefined}
            prefix={
              column.key === 'Project_Name' && (
                <FoldToggle line={line} onFold={() => props.onFold(index)} />
              )
            }
          >
            {shown.text}
          </GridCell>
        )
      })}
    </div>
  )
})

/** The indent of a tree row's name, with its fold button when it has children. */
function FoldToggle({ line, onFold }: { line: GridLine; onFold: () => void }) {
  return (
    <span
      className="flex shrink-0 items-center"
      style={{ width: `${line.node.depth * 1.25 + 1.25}rem` }}
      aria-hidden={!line.hasChildren}
    >
      {line.hasChildren && (
        <button
          type="button"
          tabIndex={-1}
          aria-label={line.open ? '收起' : '展开'}
          className="ml-auto mr-1 rounded hover:bg-accent"
          onMouseDown={(e) => e.stopPropagation()}
          onClick={onFold}
        >
          {line.open ? <ChevronDown className="size-4" /> : <ChevronRight className="size-4" />}
        </button>
      )}
    </span>
  )
}
