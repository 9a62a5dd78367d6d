import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '@/features/shell/placeholder-screen'

export const Route = createFileRoute('/Page/shopCart')({
  staticData: { title: '购物车' },
  component: Screen,
})

function Screen() {
  return <PlaceholderScreen screen="shopCart" />
}
