import { createFileRoute } from '@tanstack/react-router'
import { CutScreen } from '@/features/benchmark'

export const Route = createFileRoute('/Page/NewBenchmarking/cutbenchamark')({
  staticData: { title: '对标' },
  component: Screen,
})

function Screen() {
  return <CutScreen />
}
