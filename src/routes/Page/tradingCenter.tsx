import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '@/features/shell/placeholder-screen'
import { menuIdSearch } from '../-search'

export const Route = createFileRoute('/Page/tradingCenter')({
  staticData: { title: '交易中心' },
  validateSearch: menuIdSearch,
  component: Screen,
})

function Screen() {
  return <PlaceholderScreen screen="tradingCenter" />
}
