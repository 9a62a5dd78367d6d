import { useMemo } from 'react'
import { ImportIssueList } from '@/components/import/import-parts'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import type { MapResult } from '@/domain/projects/xlsx-map'
import { cn } from '@/lib/cn'

/** Rows shown in the preview table; every row is imported, the table only keeps the page light. */
export const PREVIEW_LIMIT = 500

const area = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const fmt = (v: number | null) => (v === null ? '' : area.format(v))

/** What 导入 will create: counts, the problems by Excel row, and the rows as a tree. */
export function ImportPreview({ result }: { result: MapResult }) {
  const warnings = useMemo(() => {
    const byRow = new Map<number, string[]>()
    for (const i of result.issues)
      if (i.level === 'warning') byRow.set(i.row, [...(byRow.get(i.row) ?? []), i.message])
    return byRow
  }, [result.issues])
  const errorCount = result.issues.filter((i) => i.level === 'error').length
  const warningCount = result.issues.length - errorCount
  const shown = result.rows.slice(0, PREVIEW_LIMIT)

  return (
    <section aria-label="导入预览" className="grid min-h-0 gap-3">
      <p className="text-sm" role="status">
        将创建 <strong>{result.rows.length}</strong> 行
        {result.skipped > 0 && (
          <span className="text-destructive">，跳过 {result.skipped} 行有错误的行</span>
        )}
        {warningCount > 0 && <span>，{warningCount} 条提示</span>}
      </p>
      <ImportIssueList issues={result.issues} />
      <div className="max-h-80 overflow-auto rounded-md border">
        <Table aria-label="将创建的行">
          <TableHeader className="sticky top-0 bg-background">
            <TableRow>
              <TableHead>行号</TableHead>
              <TableHead>序号</TableHead>
              <TableHead>单项工程名称</TableHead>
              <TableHead className="text-right">建筑面积(m²)</TableHead>
              <TableHead className="text-right">套内面积(m²)</TableHead>
              <TableHead className="text-right">可售面积(m²)</TableHead>
              <TableHead className="text-right">栋数</TableHead>
              <TableHead>提示</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((r) => {
              const notes = warnings.get(r.sourceRow)
              return (
                <TableRow key={r.ID} className={cn(notes && 'bg-amber-50 dark:bg-amber-950/30')}>
                  <TableCell className="text-muted-foreground">{r.sourceRow}</TableCell>
                  <TableCell>{r.Num}</TableCell>
                  <TableCell style={{ paddingLeft: `${0.5 + r.depth * 1.25}rem` }}>
                    {r.Project_Name}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{fmt(r.BuiltArea)}</TableCell>
                  <TableCell className="text-right tabular-nums">{fmt(r.InArea)}</TableCell>
                  <TableCell className="text-right tabular-nums">{fmt(r.SellArea)}</TableCell>
                  <TableCell className="text-right tabular-nums">{r.MultNum}</TableCell>
                  <TableCell className="text-xs text-amber-700 dark:text-amber-400">
                    {notes?.join('；')}
                  </TableCell>
                </TableRow>
              )
            })}
          </TableBody>
        </Table>
      </div>
      {result.rows.length > PREVIEW_LIMIT && (
        <p className="text-xs text-muted-foreground">
          预览只显示前 {PREVIEW_LIMIT} 行，导入时全部 {result.rows.length} 行都会创建。
        </p>
      )}
    </section>
  )
}
