import { useMemo, useState } from 'react'
import type { CachedPackage } from '../hooks/library-commands'
import type { PackageDoc } from '@/domain/api/materials'
import { fenToPrice, priceToFen } from '@/domain/materials/price'
import { comparePeriods } from '@/domain/materials/trend'
import { formatMoney } from '@/domain/format'
import { Select } from '@/components/ui/select'
import { cn } from '@/lib/cn'
import { useItems } from '../hooks/use-library'

/** Two packages (usually two periods of one city) side by side, with the change in %. */
export function ComparePanel({ packages, picked }: { packages: PackageDoc[]; picked: CachedPackage[] | undefined }) {
  const sorted = useMemo(() => [...packages].sort((a, b) => (a.Period < b.Period ? -1 : 1)), [packages])
  const [from, setFrom] = useState(sorted.at(-2)?.ID ?? '')
  const [to, setTo] = useState(sorted.at(-1)?.ID ?? '')
  const a = useItems(from ? [from] : [], picked)
  const b = useItems(to ? [to] : [], picked)
  const rows = useMemo(() => {
    if (!a.items || !b.items) return undefined
    const fen = (i: { PriceTax: string }) => priceToFen(i.PriceTax) ?? 0
    return comparePeriods(
      a.items.map((i) => ({ ...i, fen: fen(i) })),
      b.items.map((i) => ({ ...i, fen: fen(i) })),
    )
  }, [a.items, b.items])
  const options = sorted.map((p) => ({ value: p.ID, label: `${p.City || '不限城市'} ${p.Period} ${p.Name}` }))
  return (
    <section aria-label="两期对比" className="space-y-2 rounded-md border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-sm font-semibold">两期对比</h2>
        <Select aria-label="对比的前一期" value={from} onValueChange={setFrom} options={options} placeholder="选择价格包" className="w-64" />
        <span className="text-sm">对比</span>
        <Select aria-label="对比的后一期" value={to} onValueChange={setTo} options={options} placeholder="选择价格包" className="w-64" />
      </div>
      {!from || !to ? (
        <p className="text-sm text-muted-foreground">请选择两个价格包</p>
      ) : rows === undefined ? (
        <p className="text-sm text-muted-foreground">{a.error || b.error || '正在加载…'}</p>
      ) : (
        <div className="max-h-72 overflow-auto">
          <table className="w-full text-sm">
            <thead className="sticky top-0 bg-background text-left text-xs text-muted-foreground">
              <tr>
                <th className="px-2 py-1">名称</th>
                <th className="px-2 py-1">规格型号</th>
                <th className="px-2 py-1">单位</th>
                <th className="px-2 py-1 text-right">前一期</th>
                <th className="px-2 py-1 text-right">后一期</th>
                <th className="px-2 py-1 text-right">涨跌</th>
              </tr>
            </thead>
            <tbody>
              {rows.slice(0, 300).map((r) => (
                <tr key={r.key} className="border-t">
                  <td className="px-2 py-1">{r.Name}</td>
                  <td className="px-2 py-1">{r.Spec}</td>
                  <td className="px-2 py-1">{r.Unit}</td>
                  <td className="px-2 py-1 text-right tabular-nums">{r.fromFen === null ? '—' : formatMoney(fenToPrice(r.fromFen))}</td>
                  <td className="px-2 py-1 text-right tabular-nums">{r.toFen === null ? '—' : formatMoney(fenToPrice(r.toFen))}</td>
                  <td className={cn('px-2 py-1 text-right tabular-nums', r.changePct?.startsWith('-') ? 'text-green-700' : r.changePct && r.changePct !== '0.00' ? 'text-red-700' : '')}>
                    {r.changePct === null ? '—' : `${r.changePct.startsWith('-') ? '' : '+'}${r.changePct}%`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length > 300 && <p className="p-2 text-xs text-muted-foreground">仅显示前 300 种材料，共 {rows.length} 种</p>}
        </div>
      )}
    </section>
  )
}
