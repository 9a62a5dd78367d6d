import { useState, type FormEvent } from 'react'
import { HOT_CITIES, PROJECT_TYPES } from '@/domain/projects/model'
import { SORT_OPTIONS } from '@/domain/shop/filter'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Select } from '@/components/ui/select'
import { cn } from '@/lib/cn'
import type { ListSearch } from '../list-search'

const FIRST_YEAR = 2010

/** The years a template can be from: this year back to 2010 (never a year still to come). */
export function yearOptions(now = new Date()): number[] {
  const last = now.getFullYear()
  return Array.from({ length: last - FIRST_YEAR + 1 }, (_, i) => last - i)
}

function toNumber(text: string): number | undefined {
  const n = Number(text.trim())
  return text.trim() === '' || !Number.isFinite(n) || n < 0 ? undefined : n
}

/** Type, city, year, area range and sort of the trading-centre list; every change is in the address. */
export function FilterBar({
  search,
  onChange,
}: {
  search: ListSearch
  onChange: (change: Partial<ListSearch>) => void
}) {
  const [amin, setAmin] = useState(search.amin?.toString() ?? '')
  const [amax, setAmax] = useState(search.amax?.toString() ?? '')
  const [areaError, setAreaError] = useState('')

  function applyArea(e: FormEvent) {
    e.preventDefault()
    const min = toNumber(amin)
    const max = toNumber(amax)
    if ((amin.trim() !== '' && min === undefined) || (amax.trim() !== '' && max === undefined))
      return setAreaError('面积须为不小于 0 的数字')
    if (min !== undefined && max !== undefined && min > max)
      return setAreaError('最小面积不能大于最大面积')
    setAreaError('')
    onChange({ amin: min, amax: max })
  }

  const sort = search.sort ?? (search.q ? 'relevance' : 'newest')
  return (
    <div className="space-y-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <Label htmlFor="filter-type">项目类型</Label>
          <Select
            id="filter-type"
            className="w-32"
            value={search.ptype ?? ''}
            onValueChange={(v) => onChange({ ptype: v || undefined })}
            options={[
              { value: '', label: '全部类型' },
              ...PROJECT_TYPES.map((t) => ({ value: t, label: t })),
            ]}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="filter-city">城市</Label>
          <Select
            id="filter-city"
            className="w-32"
            value={search.city ?? ''}
            onValueChange={(v) => onChange({ city: v || undefined })}
            // A city from the address that is not a hot city stays choosable.
            options={[
              { value: '', label: '全部城市' },
              ...(search.city && !(HOT_CITIES as readonly string[]).includes(search.city)
                ? [search.city]
                : []
              )
                .concat(HOT_CITIES)
                .map((c) => ({ value: c, label: c })),
            ]}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="filter-year">年份</Label>
          <Select
            id="filter-year"
            className="w-32"
            value={search.year?.toString() ?? ''}
            onValueChange={(v) => onChange({ year: v ? Number(v) : undefined })}
            options={[
              { value: '', label: '全部年份' },
              ...yearOptions().map((y) => ({ value: String(y), label: `${y}年` })),
            ]}
          />
        </div>
        <form className="grid gap-1" onSubmit={applyArea} aria-label="建筑面积范围">
          <span className="text-sm font-medium">建筑面积（m²）</span>
          <div className="flex items-center gap-1">
            <Input
              aria-label="最小面积"
              inputMode="decimal"
              className="w-28"
              placeholder="不限"
              value={amin}
              onChange={(e) => setAmin(e.target.value)}
            />
            <span aria-hidden>–</span>
            <Input
              aria-label="最大面积"
              inputMode="decimal"
              className="w-28"
              placeholder="不限"
              value={amax}
              onChange={(e) => setAmax(e.target.value)}
            />
            <Button type="submit" variant="outline" size="sm">
              确定
            </Button>
          </div>
          {areaError && (
            <span role="alert" className="text-xs text-destructive">
              {areaError}
            </span>
          )}
        </form>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm" role="group" aria-label="排序">
        <span className="text-muted-foreground">排序：</span>
        {(search.q
          ? [{ value: 'relevance' as const, label: '相关度' }, ...SORT_OPTIONS]
          : SORT_OPTIONS
        ).map((o) => (
          <button
            key={o.value}
            type="button"
            aria-pressed={sort === o.value}
            className={cn(
              'rounded-full px-3 py-1',
              sort === o.value ? 'bg-primary text-primary-foreground' : 'hover:bg-accent',
            )}
            onClick={() => onChange({ sort: o.value })}
          >
            {o.label}
          </button>
        ))}
      </div>
    </div>
  )
}
