import { createFileRoute } from '@tanstack/react-router'
import { ProjectsSideBySide } from '@/features/benchmark'

export const Route = createFileRoute('/Page/NewBenchmarking/differContrast')({
  staticData: { title: '对标' },
  component: Screen,
})

function Screen() {
  return <ProjectsSideBySide />
}
