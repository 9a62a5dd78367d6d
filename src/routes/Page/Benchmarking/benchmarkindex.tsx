import { createFileRoute } from '@tanstack/react-router'
import { BidIndex } from '@/features/bid-return/bid-index'
import { schemeSearch } from '../../-search'

export const Route = createFileRoute('/Page/Benchmarking/benchmarkindex')({
  staticData: { title: '回标' },
  validateSearch: schemeSearch,
  component: Screen,
})

function Screen() {
  const { SID } = Route.useSearch()
  return <BidIndex sid={SID === undefined ? undefined : String(SID)} />
}
