import { loginDialogStore, sessionStore, type SessionState } from '@/data/state/app-state'
import type { Store } from '@/data/state/store'
import { resumeSync, startSync, stopSync } from './index'
import { syncStatusStore, type SyncStatusStore } from './status-store'

export interface SyncSessionDeps {
  session: Store<SessionState>
  loginDialog: Store<{ open: boolean; mode: 1 | 2 | 3 | 4 }>
  status: SyncStatusStore
  start: () => void
  stop: () => void
  resume: () => void
}

const appDeps = (): SyncSessionDeps => ({
  session: sessionStore,
  loginDialog: loginDialogStore,
  status: syncStatusStore,
  start: () => void startSync(),
  stop: stopSync,
  resume: resumeSync,
})

/**
 * Runs sync only while a user is logged in: an anonymous pull would get 403 and pop the login
 * dialog on every visit. A login starts it (or resumes a paused engine, for logins that do not
 * reload, e.g. on the estimate page); a logout stops it. When the server answers 403 mid-sync
 * the engine pauses and this opens the login dialog once per pause.
 */
export function bindSyncToSession(deps: SyncSessionDeps = appDeps()): () => void {
  let running = false
  let token = deps.session.get().token
  let askedToLogin = deps.status.get().authRequired

  const apply = () => {
    const next = deps.session.get().token
    const changed = next !== token
    token = next
    if (next && !running) {
      running = true
      deps.start()
    } else if (next && changed) {
      // A new token (logged in again): the paused engine may send again.
      deps.resume()
    } else if (!next && running) {
      running = false
      deps.stop()
    }
  }

  const onStatus = () => {
    const { authRequired } = deps.status.get()
    if (authRequired && !askedToLogin && running) deps.loginDialog.set({ open: true, mode: 1 })
    askedToLogin = authRequired
  }

  apply()
  const offSession = deps.session.subscribe(apply)
  const offStatus = deps.status.subscribe(onStatus)
  return () => {
    offSession()
    offStatus()
    if (running) deps.stop()
    running = false
  }
}
