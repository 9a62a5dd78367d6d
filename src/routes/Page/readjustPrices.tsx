import { createFileRoute } from '@tanstack/react-router'
import { AdjustScreen } from '@/features/adjust'
import { optionalText, searchObject } from '../-search'

/**
 * /Page/readjustPrices[?pid=…]: 调价 schemes and their workspace (docs/price-adjustment.md); from a
 * project (pid) its first scheme opens and a new scheme takes that project's bill.
 */
export const Route = createFileRoute('/Page/readjustPrices')({
  staticData: { title: '调价' },
  validateSearch: searchObject({ pid: optionalText(64) }),
  component: Screen,
})

function Screen() {
  const { pid } = Route.useSearch()
  return <AdjustScreen key={pid ?? ''} projectId={pid} />
}
