import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '@/features/shell/placeholder-screen'
import { menuIdSearch } from '../-search'

export const Route = createFileRoute('/Page/newModelProjet')({
  staticData: { title: '我的项目' },
  validateSearch: menuIdSearch,
  component: Screen,
})

function Screen() {
  return <PlaceholderScreen screen="newModelProjet" />
}
