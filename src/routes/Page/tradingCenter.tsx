import { createFileRoute } from '@tanstack/react-router'
import { pickListKeys } from '@/features/trading/list-address'
import { parseListSearch } from '@/features/trading/list-search'
import { TemplateListScreen } from '@/features/trading/template-list-screen'
import { menuIdSearch } from '../-search'

export const Route = createFileRoute('/Page/tradingCenter')({
  staticData: { title: '交易中心' },
  // The list's filters pass through unchecked (tiny list-address module) and are checked by
  // parseListSearch in the screen's chunk, as on /Page/filterpage.
  validateSearch: (raw: Record<string, unknown>) => ({
    ...menuIdSearch.parse(raw),
    ...pickListKeys(raw),
  }),
  component: Screen,
})

// The landing list of header item 3. Choosing a filter, sort or page stays here (with ?id=3), so
// the title stays 交易中心 and both menus keep their highlight.
function Screen() {
  const { id, ...rest } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <TemplateListScreen
      title="交易中心"
      search={parseListSearch(rest)}
      onSearch={(next) => void navigate({ search: { ...next, id } })}
    />
  )
}
