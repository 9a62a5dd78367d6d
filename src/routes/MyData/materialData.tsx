import { createFileRoute } from '@tanstack/react-router'
import { MaterialsScreen } from '@/features/materials'

export const Route = createFileRoute('/MyData/materialData')({
  staticData: { title: '材料价格库' },
  component: MaterialsScreen,
})
