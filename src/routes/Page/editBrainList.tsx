import { createFileRoute } from '@tanstack/react-router'
import { ProjectPicker } from '@/features/projects'
import { SmartListScreen } from '@/features/smart-list'
import { optionalText, searchObject } from '../-search'

/** /Page/editBrainList?pid=…: 智能清单生成 of one project (docs/estimate.md). */
export const Route = createFileRoute('/Page/editBrainList')({
  staticData: { title: '智能清单生成' },
  validateSearch: searchObject({ pid: optionalText(64) }),
  component: Screen,
})

function Screen() {
  const { pid } = Route.useSearch()
  if (!pid) return <ProjectPicker screen="smartList" />
  return <SmartListScreen projectId={pid} />
}
