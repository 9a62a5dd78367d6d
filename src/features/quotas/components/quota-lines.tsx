import { formatMoney } from '@/domain/format'
import type { QuotaItem } from '@/domain/bill/quota-entity'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'

/** A 定额子目's 人材机: 消耗量 per 定额 unit and the 基价 unit price. */
export function QuotaLines({ quota }: { quota: QuotaItem }) {
  return (
    <section aria-label={`${quota.Code} 的人材机`} className="grid gap-2 rounded-md border p-3">
      <h2 className="font-medium">
        {quota.Code} {quota.Name}（每 {quota.Unit}）
        {(quota.OverheadRate !== null || quota.ProfitRate !== null) && (
          <span className="ml-2 text-sm font-normal text-muted-foreground">
            管理费费率 {quota.OverheadRate ?? 0}%，利润率 {quota.ProfitRate ?? 0}%
          </span>
        )}
      </h2>
      <Table className="table-fixed">
        <TableHeader>
          <TableRow>
            <TableHead className="w-[8%]">类别</TableHead>
            <TableHead className="w-[14%]">编码</TableHead>
            <TableHead>名称</TableHead>
            <TableHead className="w-[16%]">规格</TableHead>
            <TableHead className="w-[9%]">单位</TableHead>
            <TableHead className="w-[12%] text-right">消耗量</TableHead>
            <TableHead className="w-[12%] text-right">单价（元）</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {quota.Lines.map((l, k) => (
            <TableRow key={k}>
              <TableCell>{l.Kind}</TableCell>
              <TableCell className="truncate">{l.Code}</TableCell>
              <TableCell className="truncate" title={l.Name}>
                {l.Name}
              </TableCell>
              <TableCell className="truncate" title={l.Spec}>
                {l.Spec}
              </TableCell>
              <TableCell className="truncate">{l.Unit}</TableCell>
              <TableCell className="text-right tabular-nums">{l.Consumption}</TableCell>
              <TableCell className="text-right tabular-nums">
                {l.Price === null ? '' : formatMoney(l.Price)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  )
}
