import { lazy, Suspense } from 'react'
import { loginDialogStore, sessionStore } from '@/data/state/app-state'
import { useStore } from '@/data/state/store'
import { Button } from '@/components/ui/button'
import { AvatarImage } from './avatar-image'

// The dropdown (Radix menu and its positioning code) loads only for a logged-in user.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })))

export interface UserAreaProps {
  /** What 退出登录 does; the accounts issue passes the API-backed logout. */
  onLogout: () => void
}

/**
 * The login area of the main header (SPEC §2). Logged out: 登录 | 注册, which only open the login
 * dialog through loginDialogStore (mode 1 password login, mode 3 register); the dialog itself is
 * mounted by the accounts issue. Logged in: avatar and the user menu.
 */
export function UserArea({ onLogout }: UserAreaProps) {
  const session = useStore(sessionStore)
  if (!session.userId) {
    return (
      <div className="flex items-center gap-1 text-sm">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => loginDialogStore.set({ open: true, mode: 1 })}
        >
          登录
        </Button>
        <span aria-hidden className="text-muted-foreground">
          |
        </span>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => loginDialogStore.set({ open: true, mode: 3 })}
        >
          注册
        </Button>
      </div>
    )
  }
  return (
    <Suspense fallback={<AvatarImage src={session.avatar} />}>
      <UserMenu userName={session.userName ?? ''} avatar={session.avatar} onLogout={onLogout} />
    </Suspense>
  )
}
