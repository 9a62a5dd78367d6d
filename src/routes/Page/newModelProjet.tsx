import { createFileRoute } from '@tanstack/react-router'
import { ProjectsScreen } from '@/features/projects'
import { ProjectWorkspace } from '@/features/structure'
import { optionalId, optionalText, searchObject } from '../-search'

// ?id=2 is the header item; &pid= opens one project's workspace (docs/projects-data.md "Routes").
const searchSchema = searchObject({ id: optionalId, pid: optionalText(64) })

export const Route = createFileRoute('/Page/newModelProjet')({
  staticData: { title: '我的项目' },
  validateSearch: searchSchema,
  component: Screen,
})

function Screen() {
  const { pid } = Route.useSearch()
  return pid ? <ProjectWorkspace projectId={pid} /> : <ProjectsScreen />
}
