import { createFileRoute } from '@tanstack/react-router'
import { TemplateListScreen } from '@/features/trading/template-list-screen'
import { menuIdSearch } from '../-search'

export const Route = createFileRoute('/Page/tradingCenter')({
  staticData: { title: '交易中心' },
  validateSearch: menuIdSearch,
  component: Screen,
})

// The landing list of header item 3. Filters, sorts and pages live on /Page/filterpage (the
// SPEC's trading-centre list), which keeps this route's search schema, in the first chunk, small.
function Screen() {
  const navigate = Route.useNavigate()
  return <TemplateListScreen title="交易中心" search={{}} onSearch={(next) => void navigate({ to: '/Page/filterpage', search: next })} />
}
