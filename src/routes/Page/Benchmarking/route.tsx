import { createFileRoute } from '@tanstack/react-router'
import { BenchmarkLayout } from '@/features/benchmarking/benchmark-layout'

export const Route = createFileRoute('/Page/Benchmarking')({
  staticData: { title: '回标' },
  component: Layout,
})

function Layout() {
  return <BenchmarkLayout variant="old" />
}
