import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '@/features/shell/placeholder-screen'

export const Route = createFileRoute('/MyData/teamCenter')({
  staticData: { title: '团队中心' },
  component: Screen,
})

function Screen() {
  return <PlaceholderScreen screen="teamCenter" />
}
