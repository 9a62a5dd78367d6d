import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '@/features/shell/placeholder-screen'

export const Route = createFileRoute('/Page/authorHomepage')({
  staticData: { title: '作者主页' },
  component: Screen,
})

function Screen() {
  return <PlaceholderScreen screen="authorHomepage" />
}
