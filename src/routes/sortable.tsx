import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { SortableScreen } from '@/features/structure'
import { optionalText } from './-search'

/** /sortable?pid=…: drag sorting of one project's top-level structure rows. */
export const Route = createFileRoute('/sortable')({
  staticData: { title: '排序' },
  validateSearch: z.object({ pid: optionalText(64) }),
  component: Screen,
})

function Screen() {
  const { pid } = Route.useSearch()
  return <SortableScreen projectId={pid} />
}
