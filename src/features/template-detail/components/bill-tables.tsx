import type { TemplateBill } from '@/domain/bill/template-bill'
import { formatMoney } from '@/domain/format'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { cn } from '@/lib/cn'

/**
 * The bill of a template: 建设项目汇总表 (each top-level 单项工程 × its count) and, folded, each
 * 单位工程's 汇总表 (表-04 lines). Amounts are the server's decimal strings, formatted only.
 */
export function BillTables({ bill }: { bill: TemplateBill }) {
  if (bill.Units.length === 0) return <p className="text-sm text-muted-foreground">该模板没有清单计价数据。</p>
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        计价标准 {bill.StandardVersion}，清单项 {bill.ItemCount} 条，建设项目总造价 <span className="font-medium tabular-nums text-foreground">{formatMoney(bill.Total)} 元</span>
      </p>
      <div>
        <h3 className="mb-2 text-sm font-medium">建设项目汇总表</h3>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead className="w-12">序号</TableHead>
              <TableHead>单项工程</TableHead>
              <TableHead className="text-right">数量</TableHead>
              <TableHead className="text-right">金额（元）</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {bill.Rows.map((r) => (
              <TableRow key={`${r.No}-${r.Name}`}>
                <TableCell>{r.No}</TableCell>
                <TableCell>{r.Name}</TableCell>
                <TableCell className="text-right tabular-nums">{r.MultNum}</TableCell>
                <TableCell className="text-right tabular-nums">{formatMoney(r.Total)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell />
              <TableCell className="font-medium">合计</TableCell>
              <TableCell />
              <TableCell className="text-right font-medium tabular-nums">{formatMoney(bill.Total)}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </div>
      <div className="space-y-2">
        <h3 className="text-sm font-medium">单位工程汇总表</h3>
        {bill.Units.map((u) => (
          <details key={u.ID} className="rounded-md border">
            <summary className="flex cursor-pointer flex-wrap justify-between gap-2 px-3 py-2 text-sm">
              <span>
                {u.Row ? `${u.Row} · ` : ''}
                {u.Name}（{u.ItemCount} 项）
              </span>
              <span className="tabular-nums">{formatMoney(u.Total)} 元</span>
            </summary>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead className="w-14">序号</TableHead>
                  <TableHead>汇总内容</TableHead>
                  <TableHead className="text-right">金额（元）</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {u.Lines.map((l, i) => (
                  <TableRow key={i}>
                    <TableCell>{l.No}</TableCell>
                    <TableCell className={cn(l.Level === 1 && 'pl-6 text-muted-foreground', l.Level === 2 && 'font-medium')}>{l.Name}</TableCell>
                    <TableCell className={cn('text-right tabular-nums', l.Level === 2 && 'font-medium')}>{formatMoney(l.Amount)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </details>
        ))}
      </div>
    </div>
  )
}
