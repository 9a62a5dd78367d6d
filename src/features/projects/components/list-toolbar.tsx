import { Search } from 'lucide-react'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import { HOT_CITIES, PROJECT_TYPES } from '@/domain/projects/model'
import { SORTS, type ListQuery, type SortKey } from '../lib/list-query'

/** Search by name, filters (type, city, year) and sort of the project list. */
export function ListToolbar({
  query,
  years,
  onChange,
}: {
  query: ListQuery
  years: readonly number[]
  onChange: (patch: Partial<ListQuery>) => void
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="relative w-56">
        <Search className="absolute left-2 top-2.5 size-4 text-muted-foreground" aria-hidden />
        <Input
          type="search"
          aria-label="搜索项目名称"
          placeholder="搜索名称"
          className="pl-8"
          value={query.search}
          onChange={(e) => onChange({ search: e.target.value })}
        />
      </div>
      <Select
        aria-label="类型"
        className="w-28"
        value={query.type}
        onValueChange={(type) => onChange({ type })}
        options={[
          { value: '', label: '全部类型' },
          ...PROJECT_TYPES.map((t) => ({ value: t, label: t })),
        ]}
      />
      <Select
        aria-label="城市"
        className="w-28"
        value={query.city}
        onValueChange={(city) => onChange({ city })}
        options={[
          { value: '', label: '全部城市' },
          ...HOT_CITIES.map((c) => ({ value: c, label: c })),
        ]}
      />
      <Select
        aria-label="年份"
        className="w-28"
        value={query.year}
        onValueChange={(year) => onChange({ year })}
        options={[
          { value: '', label: '全部年份' },
          ...years.map((y) => ({ value: String(y), label: String(y) })),
        ]}
      />
      <Select
        aria-label="排序"
        className="w-32"
        value={query.sort}
        onValueChange={(sort) => onChange({ sort: sort as SortKey })}
        options={(Object.keys(SORTS) as SortKey[]).map((k) => ({ value: k, label: SORTS[k] }))}
      />
    </div>
  )
}
