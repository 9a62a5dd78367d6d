import { createFileRoute } from '@tanstack/react-router'
import { BidPair } from '@/features/bid-return/bid-pair'

export const Route = createFileRoute('/Page/Benchmarking/compardiffercontract')({
  staticData: { title: '回标' },
  component: Screen,
})

function Screen() {
  return <BidPair />
}
