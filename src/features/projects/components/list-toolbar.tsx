import { Search } from 'lucide-react'
import { Input } from '@/components/ui/input'
import { HOT_CITIES, PROJECT_TYPES } from '@/domain/projects/model'
import { SORTS, type ListQuery, type SortKey } from '../lib/list-query'
import { NativeSelect } from './native-select'

/** Search by name, filters (type, city, year) and sort of the project list. */
export function ListToolbar({ query, years, onChange }: { query: ListQuery; years: readonly number[]; onChange: (patch: Partial<ListQuery>) => void }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="relative w-56">
        <Search className="absolute left-2 top-2.5 size-4 text-muted-foreground" aria-hidden />
        <Input type="search" aria-label="搜索项目名称" placeholder="搜索名称" className="pl-8" value={query.search} onChange={(e) => onChange({ search: e.target.value })} />
      </div>
      <NativeSelect aria-label="类型" value={query.type} onChange={(e) => onChange({ type: e.target.value })}>
        <option value="">全部类型</option>
        {PROJECT_TYPES.map((t) => (
          <option key={t}>{t}</option>
        ))}
      </NativeSelect>
      <NativeSelect aria-label="城市" value={query.city} onChange={(e) => onChange({ city: e.target.value })}>
        <option value="">全部城市</option>
        {HOT_CITIES.map((c) => (
          <option key={c}>{c}</option>
        ))}
      </NativeSelect>
      <NativeSelect aria-label="年份" value={query.year} onChange={(e) => onChange({ year: e.target.value })}>
        <option value="">全部年份</option>
        {years.map((y) => (
          <option key={y} value={String(y)}>
            {y}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect aria-label="排序" value={query.sort} onChange={(e) => onChange({ sort: e.target.value as SortKey })}>
        {(Object.keys(SORTS) as SortKey[]).map((k) => (
          <option key={k} value={k}>
            {SORTS[k]}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}
