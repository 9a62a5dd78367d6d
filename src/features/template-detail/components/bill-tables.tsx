import { useState, type ReactNode } from 'react'
import type { TemplateBill } from '@/domain/bill/template-bill'
import { PREVIEW_ITEMS_PER_UNIT, type TemplateAccess } from '@/domain/api/template-release'
import { formatMoney, formatPercent } from '@/domain/format'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { cn } from '@/lib/cn'
import { BillItems } from './bill-items'

/**
 * The bill of a template: 建设项目汇总表 (each top-level 单项工程 × its count), 造价 by 专业 and,
 * folded, each 单位工程's 汇总表 (表-04 lines) and its items (paged from the server when opened).
 * Amounts are the server's decimal strings, formatted only.
 */
export function BillTables({
  bill,
  templateId,
  access = 'full',
}: {
  bill: TemplateBill
  templateId: string
  /** `preview`: a paid template not bought, the server sends each unit's first items only. */
  access?: TemplateAccess
}) {
  if (bill.Units.length === 0)
    return <p className="text-sm text-muted-foreground">该模板没有清单计价数据。</p>
  return (
    <div className="space-y-4">
      {access === 'preview' && (
        <p
          role="note"
          className="rounded-md border border-primary/30 bg-primary/5 px-3 py-2 text-sm"
        >
          购买后查看全部清单：购买前可查看汇总表、造价指标和工程结构，每个单位工程只显示前{' '}
          {PREVIEW_ITEMS_PER_UNIT} 条清单项。
        </p>
      )}
      <p className="text-sm text-muted-foreground">
        计价标准 {bill.StandardVersion}，清单项 {bill.ItemCount} 条，建设项目总造价{' '}
        <span className="font-medium tabular-nums text-foreground">
          {formatMoney(bill.Total)} 元
        </span>
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
              <TableCell className="text-right font-medium tabular-nums">
                {formatMoney(bill.Total)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </div>
      {bill.Specialties.length > 0 && (
        <div>
          <h3 className="mb-2 text-sm font-medium">按专业汇总</h3>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>专业</TableHead>
                <TableHead className="text-right">造价（元）</TableHead>
                <TableHead className="text-right">占比</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {bill.Specialties.map((s) => (
                <TableRow key={s.Name}>
                  <TableCell>{s.Name}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatMoney(s.Total)}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {s.Share === null ? '—' : formatPercent(s.Share)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <div className="space-y-2">
        <h3 className="text-sm font-medium">单位工程汇总表与清单项</h3>
        {bill.Units.map((u) => (
          <UnitDetails key={u.ID} templateId={templateId} unit={u} access={access}>
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
                    <TableCell
                      className={cn(
                        l.Level === 1 && 'pl-6 text-muted-foreground',
                        l.Level === 2 && 'font-medium',
                      )}
                    >
                      {l.Name}
                    </TableCell>
                    <TableCell
                      className={cn('text-right tabular-nums', l.Level === 2 && 'font-medium')}
                    >
                      {formatMoney(l.Amount)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </UnitDetails>
        ))}
      </div>
    </div>
  )
}

/** A folded 单位工程: its 汇总表, and its items once opened (no read for a unit never opened). */
function UnitDetails({
  templateId,
  unit,
  access,
  children,
}: {
  templateId: string
  unit: TemplateBill['Units'][number]
  access: TemplateAccess
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  return (
    <details className="min-w-0 rounded-md border" onToggle={(e) => setOpen(e.currentTarget.open)}>
      {children}
      {open && unit.ItemCount > 0 && (
        <BillItems
          templateId={templateId}
          unitId={unit.ID}
          count={unit.ItemCount}
          preview={access === 'preview'}
        />
      )}
    </details>
  )
}
