import { createFileRoute } from '@tanstack/react-router'
import { ChartScreen } from '@/features/benchmark'

export const Route = createFileRoute('/Page/NewBenchmarking/selfChart')({
  staticData: { title: '对标' },
  component: Screen,
})

function Screen() {
  return <ChartScreen />
}
