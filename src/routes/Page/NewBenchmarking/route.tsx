import { createFileRoute } from '@tanstack/react-router'
import { SchemeLayout } from '@/components/scheme-layout/scheme-layout'

export const Route = createFileRoute('/Page/NewBenchmarking')({
  staticData: { title: '对标' },
  component: Layout,
})

function Layout() {
  return <SchemeLayout variant="new" />
}
