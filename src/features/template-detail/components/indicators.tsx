import type { TemplateIndicators } from '@/domain/api/shop'
import { fixed2, formatMoney, formatMoneyUnit } from '@/domain/format'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'

const perM2 = (v: number | null) => (v === null ? '--' : `${formatMoney(v)} 元/m²`)

/** 单方造价 overall and by discipline (元/m², share), and 含量 (quantity per m²). */
export function Indicators({ ind }: { ind: TemplateIndicators }) {
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <div className="rounded-lg border bg-card px-4 py-3">
          <dt className="text-sm text-muted-foreground">总造价</dt>
          <dd className="mt-1 text-lg font-semibold tabular-nums">
            {formatMoneyUnit(ind.TotalCost)} 元
          </dd>
        </div>
        <div className="rounded-lg border bg-card px-4 py-3">
          <dt className="text-sm text-muted-foreground">单方造价（建筑面积）</dt>
          <dd className="mt-1 text-lg font-semibold tabular-nums">{perM2(ind.UnitCost)}</dd>
        </div>
        <div className="rounded-lg border bg-card px-4 py-3">
          <dt className="text-sm text-muted-foreground">单方造价（可售面积）</dt>
          <dd className="mt-1 text-lg font-semibold tabular-nums">{perM2(ind.SellUnitCost)}</dd>
        </div>
      </dl>
      <div>
        <h3 className="mb-2 text-sm font-medium">各专业单方造价</h3>
        {ind.ByDiscipline.length === 0 ? (
          <p className="text-sm text-muted-foreground">该模板没有分专业的造价数据。</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>专业</TableHead>
                <TableHead className="text-right">造价（元）</TableHead>
                <TableHead className="text-right">单方造价（元/m²）</TableHead>
                <TableHead className="text-right">占比</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {ind.ByDiscipline.map((d) => (
                <TableRow key={d.Discipline}>
                  <TableCell>{d.Discipline}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatMoney(d.Cost)}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {d.UnitCost === null ? '--' : formatMoney(d.UnitCost)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {d.Share === null ? '--' : `${fixed2(d.Share)}%`}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </div>
      <div>
        <h3 className="mb-2 text-sm font-medium">含量指标</h3>
        {ind.Contents.length === 0 ? (
          <p className="text-sm text-muted-foreground">该模板没有含量数据。</p>
        ) : (
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {ind.Contents.map((c) => (
              <div key={c.Name} className="rounded-md border px-3 py-2">
                <dt className="text-xs text-muted-foreground">{c.Name}</dt>
                <dd className="tabular-nums">
                  {fixed2(c.Value)} {c.Unit}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </div>
  )
}
