import { createFileRoute } from '@tanstack/react-router'
import { BenchmarkPlaceholder } from '@/features/benchmarking/benchmark-placeholder'

export const Route = createFileRoute('/Page/Benchmarking/contrastlist')({
  staticData: { title: '回标' },
  component: Screen,
})

function Screen() {
  return <BenchmarkPlaceholder variant="old" screen="contrastlist" />
}
