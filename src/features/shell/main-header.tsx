import { useEffect, type ReactNode } from 'react'
import { Link, useRouterState } from '@tanstack/react-router'
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react'
import { menuStore, sessionStore, sidebarStore } from '@/data/state/app-state'
import { useStore, useStoreSelector } from '@/data/state/store'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { HeaderSearch } from './header-search'
import { TOP_MENU, topMenuIdForPath } from './menu'
import { UserArea } from './user-area'

export interface MainHeaderProps {
  onLogout: () => void
  /**
   * The sync indicator (features/sync SyncIndicatorHost), shown next to the login area while a
   * user is logged in. Passed in from the root route because features do not import each other.
   */
  syncIndicator?: ReactNode
}

/** The main header of SPEC §2: side-menu toggle, logo, top items, search, login area. */
export function MainHeader({ onLogout, syncIndicator }: MainHeaderProps) {
  const sidebarOpen = useStore(sidebarStore)
  const loggedIn = useStoreSelector(sessionStore, (s) => Boolean(s.token))
  const pathname = useRouterState({ select: (s) => s.location.pathname })

  // The highlight follows the route (a click, a typed URL, the side menu, back/forward alike);
  // menuStore mirrors it for the state SPEC §3 keeps.
  const selected = topMenuIdForPath(pathname)
  useEffect(() => {
    menuStore.set(selected)
  }, [selected])

  return (
    <header className="sticky top-0 z-40 flex h-header shrink-0 items-center gap-3 border-b bg-background px-3 sm:gap-5 sm:px-4">
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={sidebarOpen ? '收起侧边菜单' : '展开侧边菜单'}
        aria-expanded={sidebarOpen}
        aria-controls="side-menu"
        onClick={() => sidebarStore.set((open) => !open)}
      >
        {sidebarOpen ? <PanelLeftClose aria-hidden /> : <PanelLeftOpen aria-hidden />}
      </Button>
      <Link
        to="/newIndex"
        aria-label="智能清单首页"
        className="flex items-center gap-2 font-semibold text-primary"
      >
        <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
        <span className="hidden whitespace-nowrap sm:inline">智能清单</span>
      </Link>
      <nav aria-label="主菜单">
        <ul className="flex items-center gap-1">
          {TOP_MENU.map((item) => {
            const active = selected === item.id
            return (
              <li key={item.id}>
                <Link
                  {...item.link}
                  aria-current={active ? 'page' : undefined}
                  activeOptions={{ includeSearch: false }}
                  className={cn(
                    'inline-flex h-9 items-center whitespace-nowrap rounded-md px-3 text-sm font-medium transition-colors hover:bg-accent',
                    active ? 'bg-primary/10 text-primary' : 'text-foreground',
                  )}
                >
                  {item.label}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      <div className="ml-auto flex items-center gap-3">
        <HeaderSearch />
        {loggedIn && syncIndicator}
        <div className="shrink-0">
          <UserArea onLogout={onLogout} />
        </div>
      </div>
    </header>
  )
}
