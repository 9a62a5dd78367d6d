import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'

/** One column of a 回标 table: its head, its cell, and whether it holds a figure (right-aligned). */
export interface BidColumn<T> {
  key: string
  head: ReactNode
  cell: (row: T, index: number) => ReactNode
  num?: boolean
  /** Extra classes of the cell (e.g. red when out of band); the head takes `headClassName`. */
  className?: string | ((row: T) => string)
  headClassName?: string
}

interface Props<T> {
  /** The table's aria-label; a table without one goes by its column heads. */
  label?: string
  /** Names the scrolling region (wide tables). */
  scrollLabel?: string
  columns: readonly BidColumn<T>[]
  rows: readonly T[]
  rowKey: (row: T, index: number) => string
  /** At most this many rows, with a note saying how many there are… */
  limit?: number
  /** … in all, when `rows` is only the first page of them (the worker's item query). */
  total?: number
  onRowClick?: (row: T) => void
  rowProps?: (row: T) => Record<string, string>
  /** Rows before the data rows (e.g. the control price line). */
  before?: ReactNode
  className?: string
}

/** The table of every 回标 screen (src/features/bid-return): one place for its markup. */
export function BidTable<T>({
  label,
  scrollLabel,
  columns,
  rows,
  rowKey,
  limit,
  total = rows.length,
  onRowClick,
  rowProps,
  before,
  className,
}: Props<T>) {
  const shown = limit === undefined ? rows : rows.slice(0, limit)
  return (
    <>
      <Table aria-label={label} scrollLabel={scrollLabel} className={className}>
        <TableHeader>
          <TableRow>
            {columns.map((c) => (
              <TableHead key={c.key} className={cn(c.num && 'text-right', c.headClassName)}>
                {c.head}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {before}
          {shown.map((row, i) => (
            <TableRow
              key={rowKey(row, i)}
              className={onRowClick ? 'cursor-pointer' : undefined}
              onClick={onRowClick ? () => onRowClick(row) : undefined}
              {...rowProps?.(row)}
            >
              {columns.map((c) => (
                <TableCell
                  key={c.key}
                  className={cn(
                    c.num && 'text-right tabular-nums',
                    typeof c.className === 'function' ? c.className(row) : c.className,
                  )}
                >
                  {c.cell(row, i)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {limit !== undefined && total > limit && (
        <p className="text-sm text-muted-foreground">
          仅显示前 {limit} 项（共 {total} 项）。
        </p>
      )}
    </>
  )
}

/** 项目编码 over 项目名称, the first cell of the item tables. */
export function ItemName({ code, name }: { code: string; name: string }) {
  return (
    <>
      <div className="tabular-nums">{code}</div>
      <div className="truncate text-muted-foreground">{name}</div>
    </>
  )
}
