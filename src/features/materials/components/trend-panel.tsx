import { useEffect, useMemo, useState } from 'react'
import { fetchTrend, type TrendPoint } from '../hooks/library-commands'
import type { ItemDoc } from '@/domain/api/materials'
import { exactFen } from '@/domain/money'
import { citySeries, trendSeries, type PricePoint } from '@/domain/materials/trend'
import { Button } from '@/components/ui/button'
import { TrendChart } from './trend-chart'

/** The selected material's trend: 信息价 vs 市场价 in one city, or 信息价 across cities. */
export function TrendPanel({ item, city }: { item: ItemDoc; city: string }) {
  const [points, setPoints] = useState<
    { id: string; rows: TrendPoint[] } | { id: string; error: string } | null
  >(null)
  const [by, setBy] = useState<'type' | 'city'>('type')
  useEffect(() => {
    let live = true
    fetchTrend({ Name: item.Name, Spec: item.Spec, Unit: item.Unit }).then(
      (rows) => live && setPoints({ id: item.ID, rows }),
      () =>
        live &&
        setPoints({
          id: item.ID,
          error: navigator.onLine ? '走势数据加载失败' : '查看走势需要联网',
        }),
    )
    return () => {
      live = false
    }
  }, [item.ID, item.Name, item.Spec, item.Unit])
  const series = useMemo(() => {
    if (!points || 'error' in points) return []
    const all: PricePoint[] = points.rows.map((p) => ({
      packageId: p.PackageID,
      type: p.Type,
      city: p.City,
      period: p.Period,
      fen: exactFen(p.PriceTax) ?? 0,
    }))
    const chosenCity = city || all.find((p) => p.type === 3)?.city || ''
    return by === 'type'
      ? trendSeries(
          all.filter((p) => p.city === chosenCity),
          'type',
        )
      : citySeries(all, chosenCity)
  }, [points, by, city])
  const title = `${item.Name} ${item.Spec}（${item.Unit}）含税价走势`
  return (
    <section aria-label="价格走势" className="space-y-2 rounded-md border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-sm font-semibold">{title}</h2>
        <div className="ml-auto flex gap-1">
          <Button
            size="sm"
            variant={by === 'type' ? 'default' : 'outline'}
            onClick={() => setBy('type')}
          >
            信息价与市场价
          </Button>
          <Button
            size="sm"
            variant={by === 'city' ? 'default' : 'outline'}
            onClick={() => setBy('city')}
          >
            各城市信息价
          </Button>
        </div>
      </div>
      {points === null || points.id !== item.ID ? (
        <p className="text-sm text-muted-foreground">正在加载走势…</p>
      ) : 'error' in points ? (
        <p className="text-sm text-muted-foreground">{points.error}</p>
      ) : (
        <TrendChart series={series} title={title} />
      )}
    </section>
  )
}
