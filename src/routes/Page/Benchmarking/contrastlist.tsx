import { createFileRoute } from '@tanstack/react-router'
import { BidContrast } from '@/features/bid-return/bid-contrast'

export const Route = createFileRoute('/Page/Benchmarking/contrastlist')({
  staticData: { title: '回标' },
  component: Screen,
})

function Screen() {
  return <BidContrast />
}
