import { createFileRoute } from '@tanstack/react-router'
import { BenchmarkLayout } from '@/features/benchmarking/benchmark-layout'

export const Route = createFileRoute('/Page/NewBenchmarking')({
  staticData: { title: '对标' },
  component: Layout,
})

function Layout() {
  return <BenchmarkLayout variant="new" />
}
