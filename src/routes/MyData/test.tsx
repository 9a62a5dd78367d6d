import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '@/features/shell/placeholder-screen'

export const Route = createFileRoute('/MyData/test')({
  staticData: { title: '测试页' },
  component: Screen,
})

function Screen() {
  return <PlaceholderScreen screen="test" />
}
