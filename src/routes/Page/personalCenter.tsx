import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '@/features/shell/placeholder-screen'

export const Route = createFileRoute('/Page/personalCenter')({
  staticData: { title: '个人中心' },
  component: Screen,
})

function Screen() {
  return <PlaceholderScreen screen="personalCenter" />
}
