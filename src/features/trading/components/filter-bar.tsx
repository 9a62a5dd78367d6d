import { useState, type FormEvent } from 'react'
import { HOT_CITIES, PROJECT_TYPES } from '@/domain/projects/model'
import { SORT_OPTIONS } from '@/domain/shop/filter'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/cn'
import type { ListSearch } from '../list-search'

const selectClass = 'h-9 rounded-md border border-input bg-background px-2 text-sm'
const FIRST_YEAR = 2010

function yearOptions(now = new Date()): number[] {
  const last = now.getFullYear() + 1
  return Array.from({ length: last - FIRST_YEAR + 1 }, (_, i) => last - i)
}

function toNumber(text: string): number | undefined {
  const n = Number(text.trim())
  return text.trim() === '' || !Number.isFinite(n) || n < 0 ? undefined : n
}

/** Type, city, year, area range and sort of the trading-centre list; every change is in the address. */
export function FilterBar({ search, onChange }: { search: ListSearch; onChange: (change: Partial<ListSearch>) => void }) {
  const [amin, setAmin] = useState(search.amin?.toString() ?? '')
  const [amax, setAmax] = useState(search.amax?.toString() ?? '')
  const [areaError, setAreaError] = useState('')

  function applyArea(e: FormEvent) {
    e.preventDefault()
    const min = toNumber(amin)
    const max = toNumber(amax)
    if ((amin.trim() !== '' && min === undefined) || (amax.trim() !== '' && max === undefined)) return setAreaError('面积须为不小于 0 的数字')
    if (min !== undefined && max !== undefined && min > max) return setAreaError('最小面积不能大于最大面积')
    setAreaError('')
    onChange({ amin: min, amax: max })
  }

  const sort = search.sort ?? (search.q ? 'relevance' : 'newest')
  return (
    <div className="space-y-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <Label htmlFor="filter-type">项目类型</Label>
          <select id="filter-type" className={selectClass} value={search.ptype ?? ''} onChange={(e) => onChange({ ptype: e.target.value || undefined })}>
            <option value="">全部类型</option>
            {PROJECT_TYPES.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="filter-city">城市</Label>
          <select id="filter-city" className={selectClass} value={search.city ?? ''} onChange={(e) => onChange({ city: e.target.value || undefined })}>
            <option value="">全部城市</option>
            {/* A city from the address that is not a hot city stays choosable. */}
            {search.city && !(HOT_CITIES as readonly string[]).includes(search.city) && <option>{search.city}</option>}
            {HOT_CITIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="filter-year">年份</Label>
          <select
            id="filter-year"
            className={selectClass}
            value={search.year?.toString() ?? ''}
            onChange={(e) => onChange({ year: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">全部年份</option>
            {yearOptions().map((y) => (
              <option key={y} value={y}>
                {y}年
              </option>
            ))}
          </select>
        </div>
        <form className="grid gap-1" onSubmit={applyArea} aria-label="建筑面积范围">
          <span className="text-sm font-medium">建筑面积（m²）</span>
          <div className="flex items-center gap-1">
            <Input aria-label="最小面积" inputMode="decimal" className="w-28" placeholder="不限" value={amin} onChange={(e) => setAmin(e.target.value)} />
            <span aria-hidden>–</span>
            <Input aria-label="最大面积" inputMode="decimal" className="w-28" placeholder="不限" value={amax} onChange={(e) => setAmax(e.target.value)} />
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
        {SORT_OPTIONS.map((o) => (
          <button
            key={o.value}
            type="button"
            aria-pressed={sort === o.value}
            className={cn('rounded-full px-3 py-1', sort === o.value ? 'bg-primary text-primary-foreground' : 'hover:bg-accent')}
            onClick={() => onChange({ sort: o.value })}
          >
            {o.label}
          </button>
        ))}
      </div>
    </div>
  )
}
