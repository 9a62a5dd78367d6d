import { useEffect, useRef } from 'react'
import type { CompactResult, TracedRows } from '@/domain/benchmark/worker-cache'
import { formatDecimal } from '@/domain/money/decimal'
import { figureText } from './format'

const amountText = (v: number, unit: string) =>
  formatDecimal(v, unit === '元' || unit === 'm²' ? 2 : 4, true) ?? '—'

/**
 * The bill rows behind one project's figure and how they add up to it: each 单位工程 (named with
 * its 单项) with its amount × 栋数, the sum, what it is divided by and the result, then the items.
 * Scrolled into view when it opens, so the answer to "查看清单" is never below the fold.
 */
export function TraceSection({ traced, row }: { traced: TracedRows; row: CompactResult }) {
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'start', behavior: 'auto' })
  }, [traced])
  const r = traced.reconcile
  const multOf = new Map(r.units.map((u) => [u.id, u]))
  const head = r.unit ? `${r.basis}（${r.unit}）` : r.basis
  return (
    <section ref={ref} aria-label="清单明细" className="mt-2 space-y-2">
      <h3 className="text-sm font-medium">
        {traced.name}：{r.units.length} 个单位工程，{traced.itemCount} 条清单
      </h3>
      <table className="w-full text-xs" aria-label="计算过程">
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th className="py-1">单项 / 单位工程</th>
            <th className="py-1 text-right">{head}</th>
            <th className="py-1 text-right">栋数</th>
            <th className="py-1 text-right">小计</th>
          </tr>
        </thead>
        <tbody>
          {r.units.map((u) => (
            <tr key={u.id} className="border-b">
              <td className="py-1">{u.label}</td>
              <td className="py-1 text-right tabular-nums">{amountText(u.amount, r.unit)}</td>
              <td className="py-1 text-right tabular-nums">×{u.mult}</td>
              <td className="py-1 text-right tabular-nums">{amountText(u.subtotal, r.unit)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-medium">
            <td className="py-1">合计</td>
            <td />
            <td />
            <td className="py-1 text-right tabular-nums">{amountText(r.total, r.unit)}</td>
          </tr>
          {r.copies > 1 && (
            <tr>
              <td className="py-1">× 该单项在项目中的栋数</td>
              <td />
              <td />
              <td className="py-1 text-right tabular-nums">×{r.copies}</td>
            </tr>
          )}
          {r.divisor && (
            <tr>
              <td className="py-1">
                ÷ {r.divisor.label}
                {r.divisor.unit && `（${r.divisor.unit}）`}
              </td>
              <td />
              <td />
              <td className="py-1 text-right tabular-nums">
                {amountText(r.divisor.value, r.divisor.unit)}
              </td>
            </tr>
          )}
          <tr className="font-medium">
            <td className="py-1">= {row.label}</td>
            <td />
            <td />
            <td className="py-1 text-right tabular-nums" data-testid="trace-result">
              {figureText(r.value, row)} {row.unit}
            </td>
          </tr>
        </tfoot>
      </table>
      <table className="w-full text-xs" aria-label="清单项">
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th className="py-1">项目编码</th>
            <th className="py-1">项目名称</th>
            <th className="py-1">单位</th>
            <th className="py-1 text-right">工程量</th>
            <th className="py-1 text-right">栋数</th>
            <th className="py-1 text-right">综合单价</th>
            <th className="py-1">单项 / 单位工程</th>
          </tr>
        </thead>
        <tbody>
          {traced.items.map((i) => (
            <tr key={i.ID} className="border-b">
              <td className="py-1 font-mono">{i.Code}</td>
              <td className="py-1">{i.Name}</td>
              <td className="py-1">{i.Unit}</td>
              <td className="py-1 text-right">{i.Quantity ?? '—'}</td>
              <td className="py-1 text-right">×{multOf.get(i.UnitId)?.mult ?? 1}</td>
              <td className="py-1 text-right">
                {i.UnitPrice === null ? '—' : formatDecimal(i.UnitPrice, 2, true)}
              </td>
              <td className="py-1">{multOf.get(i.UnitId)?.label ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {traced.itemCount > traced.items.length && (
        <p className="text-xs text-muted-foreground">只列出前200条。</p>
      )}
    </section>
  )
}
