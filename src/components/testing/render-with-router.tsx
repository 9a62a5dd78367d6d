import type { ReactNode } from 'react'
import { act, render, type RenderResult } from '@testing-library/react'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'

/**
 * Test helper: renders `ui` above an <Outlet /> in a throw-away router whose only child routes
 * accept any path, so components that link or navigate can be tested without the app's route
 * tree (features must not import routes). Read `router.state.location` to assert navigation.
 */
export async function renderWithRouter(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
  })
  const index = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => null })
  const any = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => null })
  const router = createRouter({
    routeTree: rootRoute.addChildren([index, any]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  let result: RenderResult | undefined
  await act(async () => {
    await router.load()
    result = render(<RouterProvider router={router} />)
  })
  if (!result) throw new Error('render failed')
  return { router, ...result }
}
