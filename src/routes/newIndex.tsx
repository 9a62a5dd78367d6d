import { createFileRoute } from '@tanstack/react-router'
import { HomeScreen } from '@/features/home/home-screen'

export const Route = createFileRoute('/newIndex')({
  staticData: { title: '首页' },
  // The home reads go out while the router resolves the page, beside the screen's code, not
  // after its first render (issue 16); the screen takes them over. Only when the page is entered
  // (not on a hover's preload, nor when it is already shown).
  loader: ({ cause }) => {
    if (cause === 'enter') void import('@/features/home/hooks/use-home-data').then((m) => m.startHomeReads())
  },
  component: HomeScreen,
})
