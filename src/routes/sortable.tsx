import { createFileRoute } from '@tanstack/react-router'
import { SortableScreen } from '@/features/structure'
import { optionalText, searchObject } from './-search'

/** /sortable?pid=…: drag sorting of one project's top-level structure rows. */
export const Route = createFileRoute('/sortable')({
  staticData: { title: '排序' },
  validateSearch: searchObject({ pid: optionalText(64) }),
  component: Screen,
})

function Screen() {
  const { pid } = Route.useSearch()
  return <SortableScreen projectId={pid} />
}
