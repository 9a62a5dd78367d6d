import { createFileRoute } from '@tanstack/react-router'
import { EmptyPage } from '@/features/shell/empty-page'
import { optionalString, searchObject } from './-search'

/**
 * The reload stop-over (SPEC §2). To re-mount the screen the user is on, navigate to
 * `{ to: '/emptyPage', search: { redirect: location.href } }`: this route replaces itself with
 * `redirect` (an in-app path such as "/Page/tradingCenter?id=3"). A missing, external or
 * malformed redirect goes to /newIndex instead.
 */
export const Route = createFileRoute('/emptyPage')({
  staticData: { title: '正在跳转' },
  validateSearch: searchObject({ redirect: optionalString(2000) }),
  component: Screen,
})

function Screen() {
  const { redirect } = Route.useSearch()
  return <EmptyPage redirect={redirect} />
}
