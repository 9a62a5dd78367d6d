import { useMemo, useState } from 'react'
import type { CachedPackage } from '../hooks/library-commands'
import type { PackageDoc } from '@/domain/api/materials'
import { defaultPeriods, planComparison } from '@/domain/materials/compare'
import { asFen, exactFen, fenToDecimal } from '@/domain/money'
import { comparePeriods } from '@/domain/materials/trend'
import { formatMoney } from '@/domain/format'
import { Select } from '@/components/ui/select'
import { cn } from '@/lib/cn'
import { useItems } from '../hooks/use-library'

/**
 * 两期对比: two periods of one city and one package type side by side, with the change in %
 * (domain/materials/compare.ts chooses the packages; a city is never compared with another).
 */
export function ComparePanel({
  packages,
  picked,
}: {
  packages: PackageDoc[]
  picked: CachedPackage[] | undefined
}) {
  const [choice, setChoice] = useState(() => ({
    ...defaultPeriods(packages),
    place: '',
    fromId: '',
    toId: '',
  }))
  const plan = useMemo(() => planComparison(packages, choice), [packages, choice])
  const pick = (list: PackageDoc[], id: string) =>
    (list.find((p) => p.ID === id) ?? list[0])?.ID ?? ''
  const from = pick(plan.fromPackages, choice.fromId)
  const to = pick(plan.toPackages, choice.toId)
  const a = useItems(from ? [from] : [], picked)
  const b = useItems(to ? [to] : [], picked)
  const rows = useMemo(() => {
    if (!from || !to || !a.items || !b.items) return undefined
    const fen = (i: { PriceTax: string }) => exactFen(i.PriceTax) ?? 0
    return comparePeriods(
      a.items.map((i) => ({ ...i, fen: fen(i) })),
      b.items.map((i) => ({ ...i, fen: fen(i) })),
    )
  }, [from, to, a.items, b.items])
  const periodOptions = plan.periods.map((p) => ({ value: p, label: p }))
  const packageOptions = (list: PackageDoc[]) => list.map((p) => ({ value: p.ID, label: p.Name }))
  return (
    <section aria-label="两期对比" className="space-y-2 rounded-md border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-sm font-semibold">两期对比</h2>
        <Select
          aria-label="对比的前一期"
          value={choice.from}
          onValueChange={(v) => setChoice((c) => ({ ...c, from: v, fromId: '' }))}
          options={periodOptions}
          placeholder="前一期"
          className="w-32"
        />
        <span className="text-sm">对比</span>
        <Select
          aria-label="对比的后一期"
          value={choice.to}
          onValueChange={(v) => setChoice((c) => ({ ...c, to: v, toId: '' }))}
          options={periodOptions}
          placeholder="后一期"
          className="w-32"
        />
        {plan.places.length > 1 ? (
          <Select
            aria-label="对比的城市"
            value={plan.place?.key ?? ''}
            onValueChange={(v) => setChoice((c) => ({ ...c, place: v, fromId: '', toId: '' }))}
            options={plan.places.map((p) => ({ value: p.key, label: p.label }))}
            placeholder="选择城市"
            className="w-36"
          />
        ) : (
          plan.place && (
            <span className="text-sm" data-testid="compare-city">
              城市：{plan.place.label}
            </span>
          )
        )}
        {plan.fromPackages.length > 1 && (
          <Select
            aria-label="前一期的价格包"
            value={from}
            onValueChange={(v) => setChoice((c) => ({ ...c, fromId: v }))}
            options={packageOptions(plan.fromPackages)}
            className="w-56"
          />
        )}
        {plan.toPackages.length > 1 && (
          <Select
            aria-label="后一期的价格包"
            value={to}
            onValueChange={(v) => setChoice((c) => ({ ...c, toId: v }))}
            options={packageOptions(plan.toPackages)}
            className="w-56"
          />
        )}
      </div>
      {plan.message !== null ? (
        <p role="status" className="text-sm text-muted-foreground">
          {plan.message}
        </p>
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
                  <td className="px-2 py-1 text-right tabular-nums">
                    {r.fromFen === null ? '—' : formatMoney(fenToDecimal(asFen(r.fromFen)))}
                  </td>
                  <td className="px-2 py-1 text-right tabular-nums">
                    {r.toFen === null ? '—' : formatMoney(fenToDecimal(asFen(r.toFen)))}
                  </td>
                  <td
                    className={cn(
                      'px-2 py-1 text-right tabular-nums',
                      r.changePct?.startsWith('-')
                        ? 'text-green-700'
                        : r.changePct && r.changePct !== '0.00'
                          ? 'text-red-700'
                          : '',
                    )}
                  >
                    {r.changePct === null
                      ? '—'
                      : `${r.changePct.startsWith('-') ? '' : '+'}${r.changePct}%`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length > 300 && (
            <p className="p-2 text-xs text-muted-foreground">
              仅显示前 300 种材料，共 {rows.length} 种
            </p>
          )}
        </div>
      )}
    </section>
  )
}
