import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from '@/routeTree.gen'
import { ErrorScreen } from '@/features/shell/error-screen'

/**
 * Whether the router restores (or resets) scroll positions after a render. The first render of a
 * fresh navigation is skipped: the page starts at its top and there is nothing saved to restore,
 * while the reset would force the first full layout of the page inside React's commit (one long
 * task with the render, issue 16). A reload or back/forward still restores as before.
 */
export function scrollRestorationGate(
  navigationType: () => string | undefined = pageNavigationType,
): () => boolean {
  let first = true
  return () => {
    if (!first) return true
    first = false
    return navigationType() !== 'navigate'
  }
}

function pageNavigationType(): string | undefined {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function')
    return undefined
  return (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
    ?.type
}

/** The app router; src/main.tsx passes the browser history, tests a memory history. */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    scrollRestoration: scrollRestorationGate(),
    // Screens scroll inside <main>, not the window: a new page starts at its top (查看全部 …).
    scrollToTopSelectors: ['#main'],
    // A screen that throws while loading or rendering shows the Chinese error screen (重试,
    // 返回首页, an error id) in place of the router's English default; the root route too.
    defaultErrorComponent: ErrorScreen,
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
