import { createRootRoute, Navigate } from '@tanstack/react-router'
import { AppShell } from '@/features/shell/app-shell'

export const Route = createRootRoute({
  component: AppShell,
  // A notFound() thrown by a screen also ends on /404, so the address tells the truth.
  notFoundComponent: () => <Navigate to="/404" replace />,
})
