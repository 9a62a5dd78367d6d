import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '@/features/shell/placeholder-screen'

export const Route = createFileRoute('/Page/estimate')({
  staticData: { title: '估算' },
  component: Screen,
})

function Screen() {
  return <PlaceholderScreen screen="estimate" />
}
