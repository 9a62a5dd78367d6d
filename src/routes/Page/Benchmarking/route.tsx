import { createFileRoute } from '@tanstack/react-router'
import { SchemeLayout } from '@/components/scheme-layout/scheme-layout'

export const Route = createFileRoute('/Page/Benchmarking')({
  staticData: { title: '回标' },
  component: Layout,
})

function Layout() {
  return <SchemeLayout variant="old" />
}
