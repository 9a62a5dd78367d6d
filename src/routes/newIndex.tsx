import { createFileRoute } from '@tanstack/react-router'
import { HomeScreen } from '@/features/home/home-screen'

export const Route = createFileRoute('/newIndex')({
  staticData: { title: '首页' },
  component: HomeScreen,
})
