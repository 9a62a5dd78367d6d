import { createFileRoute } from '@tanstack/react-router'
import { CartScreen } from '@/features/cart/cart-screen'

export const Route = createFileRoute('/Page/shopCart')({
  staticData: { title: '购物车' },
  component: CartScreen,
})
