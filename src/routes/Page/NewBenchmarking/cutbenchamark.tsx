import { createFileRoute } from '@tanstack/react-router'
import { BenchmarkPlaceholder } from '@/features/benchmarking/benchmark-placeholder'

export const Route = createFileRoute('/Page/NewBenchmarking/cutbenchamark')({
  staticData: { title: '对标' },
  component: Screen,
})

function Screen() {
  return <BenchmarkPlaceholder variant="new" screen="cutbenchamark" />
}
