import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { listSearchShape } from '@/features/trading/list-search'
import { TemplateListScreen } from '@/features/trading/template-list-screen'
import { optionalId } from '../-search'

export const Route = createFileRoute('/Page/tradingCenter')({
  staticData: { title: '交易中心' },
  // id = header item (3); the rest are the list's filters, kept in the address.
  validateSearch: z.object({ id: optionalId, ...listSearchShape }),
  component: Screen,
})

function Screen() {
  const { id, ...search } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <TemplateListScreen title="交易中心" search={search} onSearch={(next) => void navigate({ search: { id, ...next } })} />
}
