import { createFileRoute } from '@tanstack/react-router'
import { MemberManage } from '@/features/teams'

export const Route = createFileRoute('/MyData/memberManage')({
  staticData: { title: '成员管理' },
  component: MemberManage,
})
