import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '@/features/shell/placeholder-screen'

export const Route = createFileRoute('/Page/editBrainList')({
  staticData: { title: '智能清单生成' },
  component: Screen,
})

function Screen() {
  return <PlaceholderScreen screen="editBrainList" />
}
