import { createFileRoute } from '@tanstack/react-router'
import { TemplateDetailScreen } from '@/features/template-detail/template-detail-screen'
import { optionalKey, searchObject } from '../-search'

export const Route = createFileRoute('/Page/modelDetail')({
  staticData: { title: '模板详情' },
  // ?id= the template's ID (cards link here).
  validateSearch: searchObject({ id: optionalKey(64) }),
  component: Screen,
})

function Screen() {
  const { id } = Route.useSearch()
  const templateId = id === undefined ? undefined : String(id)
  return <TemplateDetailScreen key={templateId} templateId={templateId} />
}
