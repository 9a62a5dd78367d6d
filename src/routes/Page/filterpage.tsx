import { createFileRoute } from '@tanstack/react-router'
import { pickListKeys } from '@/features/trading/list-address'
import { parseListSearch, type ListSearch } from '@/features/trading/list-search'
import { SearchResultsScreen } from '@/features/trading/search-results-screen'
import { TemplateListScreen } from '@/features/trading/template-list-screen'
import { optionalEnum, optionalText, searchObject } from '../-search'

// type=search: header search (templates, authors, hot cities); type=type|city: a home chip
// (name = the type or city).
const chipSearch = searchObject({
  type: optionalEnum(['search', 'type', 'city']),
  name: optionalText(50),
})

export const Route = createFileRoute('/Page/filterpage')({
  staticData: { title: '模板列表' },
  // The list's own filters pass through unchecked here and are checked by parseListSearch in
  // the screen's chunk, so the first-load chunk carries no schema for them.
  validateSearch: (raw: Record<string, unknown>) => ({
    ...chipSearch.parse(raw),
    ...pickListKeys(raw),
  }),
  component: Screen,
})

function Screen() {
  const { type, name, ...rest } = Route.useSearch()
  const navigate = Route.useNavigate()
  if (type === 'search' && name) return <SearchResultsScreen key={name} name={name} />
  // A chip's type/name becomes an ordinary filter, so later changes keep it as one.
  const search: ListSearch = {
    ...parseListSearch(rest),
    ...(type === 'type' && name ? { ptype: name } : {}),
    ...(type === 'city' && name ? { city: name } : {}),
  }
  const title =
    type === 'type' && name ? `${name}模板` : type === 'city' && name ? `${name}的模板` : '模板列表'
  return (
    <TemplateListScreen
      title={title}
      search={search}
      onSearch={(next) => void navigate({ search: next })}
    />
  )
}
