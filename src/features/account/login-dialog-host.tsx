import * as React from 'react'
import { loginDialogStore } from '@/data/state/app-state'
import { useStoreSelector } from '@/data/state/store'

/**
 * What the root layout mounts. The dialog (with zod, the forms and the Radix dialog) is a chunk
 * of its own, loaded the first time loginDialogStore opens, so it stays out of the first load
 * of every page (bench/bundle budget). Import this file directly, not the feature index.
 */
const LoginDialog = React.lazy(() =>
  import('./components/login-dialog').then((m) => ({ default: m.LoginDialog })),
)

export function LoginDialogHost() {
  const open = useStoreSelector(loginDialogStore, (s) => s.open)
  const [wanted, setWanted] = React.useState(open)
  if (open && !wanted) setWanted(true)
  if (!wanted) return null
  return (
    <React.Suspense fallback={null}>
      <LoginDialog />
    </React.Suspense>
  )
}

/** 退出登录 for the shell: loads the account calls on demand, then logs out (POST, clear, reload). */
export function logoutCommand(): void {
  void import('@/data/api/account').then((m) => m.logout())
}
