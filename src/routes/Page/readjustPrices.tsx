import { createFileRoute } from '@tanstack/react-router'
import { AdjustScreen } from '@/features/adjust'

/** /Page/readjustPrices: 调价 schemes and their workspace (docs/price-adjustment.md). */
export const Route = createFileRoute('/Page/readjustPrices')({
  staticData: { title: '调价' },
  component: AdjustScreen,
})
