import { createRootRoute, Navigate } from '@tanstack/react-router'
import { AppShell } from '@/features/shell/app-shell'
import { LoginDialogHost, logoutCommand } from '@/features/account/login-dialog-host'
import { SyncIndicatorHost } from '@/features/sync'

export const Route = createRootRoute({
  component: RootLayout,
  // A notFound() thrown by a screen also ends on /404, so the address tells the truth.
  notFoundComponent: () => <Navigate to="/404" replace />,
})

function RootLayout() {
  return (
    <AppShell
      overlays={<LoginDialogHost />}
      onLogout={logoutCommand}
      syncIndicator={<SyncIndicatorHost />}
    />
  )
}
