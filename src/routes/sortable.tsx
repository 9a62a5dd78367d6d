import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '@/features/shell/placeholder-screen'

export const Route = createFileRoute('/sortable')({
  staticData: { title: '排序' },
  component: Screen,
})

function Screen() {
  return <PlaceholderScreen screen="sortable" />
}
