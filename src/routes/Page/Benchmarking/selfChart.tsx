import { createFileRoute } from '@tanstack/react-router'
import { BidCharts } from '@/features/bid-return/bid-charts'

export const Route = createFileRoute('/Page/Benchmarking/selfChart')({
  staticData: { title: '回标' },
  component: Screen,
})

function Screen() {
  return <BidCharts />
}
