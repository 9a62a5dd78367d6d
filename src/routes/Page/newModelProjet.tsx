import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { ProjectsScreen } from '@/features/projects'
import { ProjectWorkspace } from '@/features/structure'
import { optionalId, optionalText } from '../-search'

// ?id=2 is the header item; &pid= opens one project's workspace (docs/projects-data.md "Routes").
const searchSchema = z.object({ id: optionalId, pid: optionalText(64) })

export const Route = createFileRoute('/Page/newModelProjet')({
  staticData: { title: '我的项目' },
  validateSearch: searchSchema,
  component: Screen,
})

function Screen() {
  const { pid } = Route.useSearch()
  return pid ? <ProjectWorkspace projectId={pid} /> : <ProjectsScreen />
}
