import { createFileRoute } from '@tanstack/react-router'
import { ProjectPicker } from '@/features/projects'
import { EstimateScreen } from '@/features/estimate'
import { optionalText, searchObject } from '../-search'

/** /Page/estimate?pid=…: 估算 of one project (docs/estimate.md). */
export const Route = createFileRoute('/Page/estimate')({
  staticData: { title: '估算' },
  validateSearch: searchObject({ pid: optionalText(64) }),
  component: Screen,
})

function Screen() {
  const { pid } = Route.useSearch()
  if (!pid) return <ProjectPicker screen="estimate" />
  return <EstimateScreen projectId={pid} />
}
