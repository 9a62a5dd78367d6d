import { createFileRoute } from '@tanstack/react-router'
import { BidRows } from '@/features/bid-return/bid-rows'

export const Route = createFileRoute('/Page/Benchmarking/bottomLevelData')({
  staticData: { title: '回标' },
  component: Screen,
})

function Screen() {
  return <BidRows />
}
