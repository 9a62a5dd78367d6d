import { createFileRoute } from '@tanstack/react-router'
import { ContrastScreen } from '@/features/benchmark'

export const Route = createFileRoute('/Page/NewBenchmarking/contrastlist')({
  staticData: { title: '对标' },
  component: Screen,
})

function Screen() {
  return <ContrastScreen />
}
