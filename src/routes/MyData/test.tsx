import { createFileRoute } from '@tanstack/react-router'
import { TestPage } from '@/features/sync/test-page'

export const Route = createFileRoute('/MyData/test')({
  staticData: { title: '测试页' },
  component: TestPage,
})
