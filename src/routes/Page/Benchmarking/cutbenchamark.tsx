import { createFileRoute } from '@tanstack/react-router'
import { BidBase } from '@/features/bid-return/bid-base'

export const Route = createFileRoute('/Page/Benchmarking/cutbenchamark')({
  staticData: { title: '回标' },
  component: Screen,
})

function Screen() {
  return <BidBase />
}
