import { createFileRoute } from '@tanstack/react-router'
import { BenchmarkPlaceholder } from '@/features/benchmarking/benchmark-placeholder'
import { schemeSearch } from '../../-search'

export const Route = createFileRoute('/Page/NewBenchmarking/benchmarkindex')({
  staticData: { title: '对标' },
  validateSearch: schemeSearch,
  component: Screen,
})

function Screen() {
  const { SID } = Route.useSearch()
  return <BenchmarkPlaceholder variant="new" screen="benchmarkindex" sid={SID === undefined ? undefined : String(SID)} />
}
