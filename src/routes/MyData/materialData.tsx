import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '@/features/shell/placeholder-screen'

export const Route = createFileRoute('/MyData/materialData')({
  staticData: { title: '材料价格库' },
  component: Screen,
})

function Screen() {
  return <PlaceholderScreen screen="materialData" />
}
