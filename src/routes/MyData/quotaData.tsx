import { createFileRoute } from '@tanstack/react-router'
import { QuotasScreen } from '@/features/quotas'

export const Route = createFileRoute('/MyData/quotaData')({
  staticData: { title: '定额库' },
  component: QuotasScreen,
})
