import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from '@/routeTree.gen'

/** The app router; tests pass a memory history. */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    scrollRestoration: true,
    // Screens scroll inside <main>, not the window: a new page starts at its top (查看全部 …).
    scrollToTopSelectors: ['#main'],
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
  /** Route meta: the Chinese page title (document.title = deepest title, or ''). */
  interface StaticDataRouteOption {
    title?: string
  }
}
