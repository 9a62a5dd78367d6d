import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '@/features/shell/placeholder-screen'

export const Route = createFileRoute('/MyData/memberManage')({
  staticData: { title: '成员管理' },
  component: Screen,
})

function Screen() {
  return <PlaceholderScreen screen="memberManage" />
}
