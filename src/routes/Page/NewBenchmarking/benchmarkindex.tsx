import { createFileRoute } from '@tanstack/react-router'
import { BenchmarkIndex } from '@/features/benchmark'
import { schemeSearch } from '../../-search'

export const Route = createFileRoute('/Page/NewBenchmarking/benchmarkindex')({
  staticData: { title: '对标' },
  validateSearch: schemeSearch,
  component: Screen,
})

function Screen() {
  const { SID } = Route.useSearch()
  return <BenchmarkIndex sid={SID === undefined ? undefined : String(SID)} />
}
