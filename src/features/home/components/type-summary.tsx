import type { TypeSummaryRow } from '@/domain/api/home'
import { formatArea, formatMoney } from '@/domain/format'
import { Skeleton } from '@/components/ui/skeleton'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import type { Section } from '../hooks/use-home-data'
import { SectionError } from './section-error'

/** Released templates per project type: count, total built area and the average 元/m². */
export function TypeSummary({
  section,
  onRetry,
}: {
  section: Section<TypeSummaryRow[]>
  onRetry: () => void
}) {
  if (section.status === 'error')
    return <SectionError offline={section.offline} message={section.message} onRetry={onRetry} />
  if (section.status === 'loading') {
    return (
      <div className="space-y-2">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-8 w-full" />
        ))}
      </div>
    )
  }
  if (section.data.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        暂无汇总数据：模板发布后按项目类型统计数量、面积与单方造价。
      </p>
    )
  }
  return (
    <Table scrollLabel="各类型造价概况表">
      <TableHeader>
        <TableRow>
          <TableHead>项目类型</TableHead>
          <TableHead className="text-right">模板数</TableHead>
          <TableHead className="text-right">建筑面积合计（m²）</TableHead>
          <TableHead className="text-right">平均单方造价（元/m²）</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {section.data.map((row) => (
          <TableRow key={row.Type}>
            <TableCell>{row.Type}</TableCell>
            <TableCell className="text-right tabular-nums">{row.TemplateCount}</TableCell>
            <TableCell className="text-right tabular-nums">
              {formatArea(row.TotalBuiltArea)}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {formatMoney(row.AvgUnitCost)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
