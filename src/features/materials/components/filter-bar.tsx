import { useId } from 'react'
import { periodOf } from '@/domain/materials/period'
import { PROVINCES, citiesOf } from '@/domain/materials/regions'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import type { LibraryFilter } from '../hooks/use-library'

const AGE_OPTIONS = [3, 6, 12, 24].map((m) => ({ value: String(m), label: `超过${m}个月提示` }))

/**
 * 省份 → 城市 → 期次 filters of the library, and the 价格时效 threshold. Choosing a province offers
 * its cities only (src/domain/materials/regions.ts) as suggestions; any other city can be typed
 * (a user's own package may name a county or district).
 */
export function FilterBar({ filter, onChange, threshold, onThreshold }: { filter: LibraryFilter; onChange: (patch: Partial<LibraryFilter>) => void; threshold: string; onThreshold: (v: string) => void }) {
  const listId = useId()
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Select aria-label="省份" className="h-8 w-28" value={filter.province} onValueChange={(province) => onChange({ province, city: '' })} options={[{ value: '', label: '全部省份' }, ...PROVINCES.map((p) => ({ value: p.province, label: p.province }))]} />
      <label className="flex items-center gap-1 text-sm">
        城市
        <Input className="h-8 w-28" list={listId} value={filter.city} placeholder="全部" onChange={(e) => onChange({ city: e.target.value.trim() })} />
        <datalist id={listId}>
          {citiesOf(filter.province).map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
      </label>
      <label className="flex items-center gap-1 text-sm">
        期次
        <Input className="h-8 w-32" type="month" value={filter.period} max={periodOf(new Date())} onChange={(e) => onChange({ period: e.target.value })} />
      </label>
      <Select aria-label="价格时效" value={threshold} onValueChange={onThreshold} options={AGE_OPTIONS} className="h-8 w-36" />
    </div>
  )
}
