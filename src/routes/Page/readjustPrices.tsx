import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '@/features/shell/placeholder-screen'

export const Route = createFileRoute('/Page/readjustPrices')({
  staticData: { title: '调价' },
  component: Screen,
})

function Screen() {
  return <PlaceholderScreen screen="readjustPrices" />
}
