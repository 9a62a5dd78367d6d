import { createFileRoute } from '@tanstack/react-router'
import { BidItems } from '@/features/bid-return/bid-items'

export const Route = createFileRoute('/Page/Benchmarking/switchfunction')({
  staticData: { title: '回标' },
  component: Screen,
})

function Screen() {
  return <BidItems />
}
