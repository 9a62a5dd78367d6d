import { createFileRoute } from '@tanstack/react-router'
import { FunctionScreen } from '@/features/benchmark'

export const Route = createFileRoute('/Page/NewBenchmarking/switchfunction')({
  staticData: { title: '对标' },
  component: Screen,
})

function Screen() {
  return <FunctionScreen />
}
