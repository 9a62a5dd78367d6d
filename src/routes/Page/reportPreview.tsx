import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '@/features/shell/placeholder-screen'

export const Route = createFileRoute('/Page/reportPreview')({
  staticData: { title: '报表预览' },
  component: Screen,
})

function Screen() {
  return <PlaceholderScreen screen="reportPreview" />
}
