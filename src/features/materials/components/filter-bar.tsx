import { useId, useState } from 'react'
import { isPeriod, PERIOD_MESSAGE } from '@/domain/materials/period'
import { PROVINCES, citiesOf } from '@/domain/materials/regions'
import { Input } from '@/components/ui/input'
import { PeriodInput } from '@/components/period-input'
import { Select } from '@/components/ui/select'
import type { LibraryFilter } from '../hooks/use-library'

const AGE_OPTIONS = [3, 6, 12, 24].map((m) => ({ value: String(m), label: `超过${m}个月提示` }))

/**
 * 省份 → 城市 → 期次 filters of the library, and the 价格时效 threshold. Choosing a province offers
 * its cities only (src/domain/materials/regions.ts) as suggestions; any other city can be typed
 * (a user's own package may name a county or district).
 */
export function FilterBar({
  filter,
  onChange,
  threshold,
  onThreshold,
}: {
  filter: LibraryFilter
  onChange: (patch: Partial<LibraryFilter>) => void
  threshold: string
  onThreshold: (v: string) => void
}) {
  const listId = useId()
  const errorId = useId()
  // The text as typed; the filter changes only on a whole 期次 (or none), and a bad one is named
  // once the field is left, not at every keystroke.
  const [period, setPeriod] = useState(filter.period)
  const [typing, setTyping] = useState(false)
  const bad = period !== '' && !isPeriod(period)
  const typePeriod = (text: string) => {
    setPeriod(text)
    if (text === '' || isPeriod(text)) onChange({ period: text })
  }
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Select
        aria-label="省份"
        className="h-8 w-28"
        value={filter.province}
        onValueChange={(province) => onChange({ province, city: '' })}
        options={[
          { value: '', label: '全部省份' },
          ...PROVINCES.map((p) => ({ value: p.province, label: p.province })),
        ]}
      />
      <label className="flex items-center gap-1 text-sm">
        城市
        <Input
          className="h-8 w-28"
          list={listId}
          value={filter.city}
          placeholder="全部"
          onChange={(e) => onChange({ city: e.target.value.trim() })}
        />
        <datalist id={listId}>
          {citiesOf(filter.province).map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
      </label>
      <label className="flex items-center gap-1 text-sm">
        期次
        <PeriodInput
          className="h-8 w-32"
          value={period}
          aria-invalid={(bad && !typing) || undefined}
          aria-describedby={bad && !typing ? errorId : undefined}
          onFocus={() => setTyping(true)}
          onBlur={() => setTyping(false)}
          onChange={(e) => typePeriod(e.target.value.trim())}
        />
      </label>
      {bad && !typing && (
        <span id={errorId} role="alert" className="self-center text-xs text-destructive">
          {PERIOD_MESSAGE}
        </span>
      )}
      <Select
        aria-label="价格时效"
        value={threshold}
        onValueChange={onThreshold}
        options={AGE_OPTIONS}
        className="h-8 w-36"
      />
    </div>
  )
}
