import { createFileRoute } from '@tanstack/react-router'
import { TeamCenter } from '@/features/teams'

export const Route = createFileRoute('/MyData/teamCenter')({
  staticData: { title: '团队中心' },
  component: TeamCenter,
})
