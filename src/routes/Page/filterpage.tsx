import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import type { ListSearch } from '@/features/trading/list-search'
import { LIST_SORTS } from '@/features/trading/list-sorts'
import { SearchResultsScreen } from '@/features/trading/search-results-screen'
import { TemplateListScreen } from '@/features/trading/template-list-screen'
import { optionalEnum, optionalId, optionalText } from '../-search'

// The list's filters in the address (ListSearch), from the shared tolerant helpers so the route
// tree (first chunk) gains no schema code; area bounds are whole m².
const listSearch = {
  ptype: optionalText(20),
  city: optionalText(20),
  year: optionalId,
  amin: optionalId,
  amax: optionalId,
  q: optionalText(50),
  sort: optionalEnum(LIST_SORTS),
  page: optionalId,
}

export const Route = createFileRoute('/Page/filterpage')({
  staticData: { title: '模板列表' },
  // type=search: header search (templates, authors, hot cities); type=type|city: a home chip
  // (name = the type or city); otherwise the list's own filters.
  validateSearch: z.object({
    type: optionalEnum(['search', 'type', 'city']),
    name: optionalText(50),
    ...listSearch,
  }),
  component: Screen,
})

function Screen() {
  const { type, name, ...filters } = Route.useSearch()
  const navigate = Route.useNavigate()
  if (type === 'search' && name) return <SearchResultsScreen key={name} name={name} />
  // A chip's type/name becomes an ordinary filter, so later changes keep it as one.
  const search: ListSearch = {
    ...filters,
    ...(type === 'type' && name ? { ptype: name } : {}),
    ...(type === 'city' && name ? { city: name } : {}),
  }
  const title = type === 'type' && name ? `${name}模板` : type === 'city' && name ? `${name}的模板` : '模板列表'
  return <TemplateListScreen title={title} search={search} onSearch={(next) => void navigate({ search: next })} />
}
