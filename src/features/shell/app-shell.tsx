import type { ReactNode } from 'react'
import { Outlet } from '@tanstack/react-router'
import { LoadingOverlay } from './loading-overlay'
import { logoutLocally } from './logout'
import { MainHeader } from './main-header'
import { OfflineBanner } from './offline-banner'
import { OverlayHosts } from './overlay-hosts'
import { SideMenu } from './side-menu'
import { SiteFooter } from './site-footer'
import { useDocumentTitle } from './use-document-title'

export interface AppShellProps {
  /** What 退出登录 does; defaults to the local logout until the accounts issue passes its own. */
  onLogout?: () => void
  /**
   * App-wide dialogs owned by other features (e.g. the login dialog), passed in by the root
   * route because features do not import each other.
   */
  overlays?: ReactNode
  /** The header's sync status (the sync feature's host), passed in for the same reason. */
  syncIndicator?: ReactNode
}

/** The root layout: header, side menu, the routed screen, and the app-wide overlays. */
export function AppShell({
  onLogout = () => logoutLocally(),
  overlays,
  syncIndicator,
}: AppShellProps) {
  useDocumentTitle()
  return (
    <>
      <div className="flex h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:p-2"
        >
          跳到主要内容
        </a>
        <MainHeader onLogout={onLogout} syncIndicator={syncIndicator} />
        <OfflineBanner />
        <div className="flex min-h-0 flex-1">
          <SideMenu />
          <main id="main" className="flex min-w-0 flex-1 flex-col overflow-y-auto">
            {/* flex-1: the screen fills the height above the footer (h-full screens keep working). */}
            <div className="min-w-0 flex-1">
              <Outlet />
            </div>
            <SiteFooter />
          </main>
        </div>
      </div>
      <LoadingOverlay />
      {overlays}
      <OverlayHosts />
    </>
  )
}
