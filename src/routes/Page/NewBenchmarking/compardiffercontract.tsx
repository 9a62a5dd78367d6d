import { createFileRoute } from '@tanstack/react-router'
import { SchemesSideBySide } from '@/features/benchmark'

export const Route = createFileRoute('/Page/NewBenchmarking/compardiffercontract')({
  staticData: { title: '对标' },
  component: Screen,
})

function Screen() {
  return <SchemesSideBySide />
}
