import { createFileRoute } from '@tanstack/react-router'
import { ConfirmScreen } from '@/features/teams'

export const Route = createFileRoute('/MyData/confirm/$type')({
  staticData: { title: '确认' },
  component: Screen,
})

function Screen() {
  const { type } = Route.useParams()
  return <ConfirmScreen type={type} />
}
