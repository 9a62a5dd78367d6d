import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '@/features/shell/placeholder-screen'

export const Route = createFileRoute('/MyData/dataCenter')({
  staticData: { title: '我的数据' },
  component: Screen,
})

function Screen() {
  return <PlaceholderScreen screen="dataCenter" />
}
