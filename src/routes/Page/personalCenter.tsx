import { createFileRoute } from '@tanstack/react-router'
import { PersonalCenter } from '@/features/account/personal-center/personal-center'

export const Route = createFileRoute('/Page/personalCenter')({
  staticData: { title: '个人中心' },
  component: PersonalCenter,
})
