import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '@/features/shell/placeholder-screen'

export const Route = createFileRoute('/MyData/confirm/$type')({
  staticData: { title: '确认' },
  component: Screen,
})

function Screen() {
  const { type } = Route.useParams()
  return (
    <PlaceholderScreen screen="confirm">
      <p className="text-sm text-muted-foreground">确认事项类型：{type}</p>
    </PlaceholderScreen>
  )
}
