import { createFileRoute } from '@tanstack/react-router'
import { DataCenterScreen } from '@/features/projects'

export const Route = createFileRoute('/MyData/dataCenter')({
  staticData: { title: '我的数据' },
  component: DataCenterScreen,
})
