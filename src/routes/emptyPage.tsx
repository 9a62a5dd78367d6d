import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { EmptyPage } from '@/features/shell/empty-page'

/**
 * The reload stop-over (SPEC §2). To re-mount the screen the user is on, navigate to
 * `{ to: '/emptyPage', search: { redirect: location.href } }`: this route replaces itself with
 * `redirect` (an in-app path such as "/Page/tradingCenter?id=3"). A missing, external or
 * malformed redirect goes to /newIndex instead.
 */
export const Route = createFileRoute('/emptyPage')({
  staticData: { title: '正在跳转' },
  validateSearch: z.object({ redirect: z.catch(z.optional(z.string().check(z.maxLength(2000))), undefined) }),
  component: Screen,
})

function Screen() {
  const { redirect } = Route.useSearch()
  return <EmptyPage redirect={redirect} />
}
