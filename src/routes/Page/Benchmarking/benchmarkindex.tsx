import { createFileRoute } from '@tanstack/react-router'
import { BenchmarkPlaceholder } from '@/features/benchmarking/benchmark-placeholder'
import { schemeSearch } from '../../-search'

export const Route = createFileRoute('/Page/Benchmarking/benchmarkindex')({
  staticData: { title: '回标' },
  validateSearch: schemeSearch,
  component: Screen,
})

function Screen() {
  const { SID } = Route.useSearch()
  return <BenchmarkPlaceholder variant="old" screen="benchmarkindex" sid={SID === undefined ? undefined : String(SID)} />
}
