import { createFileRoute } from '@tanstack/react-router'
import { BackofficeScreen } from '@/features/backoffice'

// Beyond SPEC §2: the back office screen (docs/backoffice.md), the administrator's landing page.
export const Route = createFileRoute('/Backstage')({
  staticData: { title: '后台管理' },
  component: BackofficeScreen,
})
