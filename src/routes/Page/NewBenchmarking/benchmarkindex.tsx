import { createFileRoute } from '@tanstack/react-router'
import { NewBenchmarkIndex } from '@/features/benchmarking/new'
import { schemeSearch } from '../../-search'

export const Route = createFileRoute('/Page/NewBenchmarking/benchmarkindex')({
  staticData: { title: '对标' },
  validateSearch: schemeSearch,
  component: Screen,
})

function Screen() {
  const { SID } = Route.useSearch()
  return <NewBenchmarkIndex sid={SID === undefined ? undefined : String(SID)} />
}
