import { createFileRoute } from '@tanstack/react-router'
import { AuthorScreen } from '@/features/author/author-screen'
import { optionalId, optionalKey, searchObject } from '../-search'

export const Route = createFileRoute('/Page/authorHomepage')({
  staticData: { title: '作者主页' },
  // ?id= the author's user ID; page = page of their templates.
  validateSearch: searchObject({ id: optionalKey(64), page: optionalId }),
  component: Screen,
})

function Screen() {
  const { id, page } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AuthorScreen
      authorId={id === undefined ? undefined : String(id)}
      page={page ?? 1}
      onPage={(p) => void navigate({ search: { id, page: p === 1 ? undefined : p } })}
    />
  )
}
