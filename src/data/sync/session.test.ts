import { describe, expect, it, vi } from 'vitest'
import type { SessionState } from '@/data/state/app-state'
import { createStore } from '@/data/state/store'
import { bindSyncToSession, type SyncSessionDeps } from './session'
import { createSyncStatusStore, patchStatus } from './status-store'

const anonymous: SessionState = { token: null, userId: null, userName: null, avatar: null }
const user = (token: string): SessionState => ({
  token,
  userId: 'u1',
  userName: '张工',
  avatar: null,
})

function setup(initial: SessionState) {
  const deps: SyncSessionDeps = {
    session: createStore(initial),
    loginDialog: createStore<{ open: boolean; mode: 1 | 2 | 3 | 4 }>({ open: false, mode: 1 }),
    status: createSyncStatusStore(),
    start: vi.fn(),
    stop: vi.fn(),
    resume: vi.fn(),
  }
  const unbind = bindSyncToSession(deps)
  return { deps, unbind }
}

describe('sync bound to the session', () => {
  it('does not start for a visitor, starts once the user logs in', () => {
    const { deps } = setup(anonymous)
    expect(deps.start).not.toHaveBeenCalled()
    deps.session.set(user('t1'))
    expect(deps.start).toHaveBeenCalledTimes(1)
    deps.session.set((s) => ({ ...s, userName: '李工' }))
    expect(deps.start).toHaveBeenCalledTimes(1)
    expect(deps.resume).not.toHaveBeenCalled()
  })

  it('starts at once for a logged-in user and stops on logout', () => {
    const { deps } = setup(user('t1'))
    expect(deps.start).toHaveBeenCalledTimes(1)
    deps.session.set(anonymous)
    expect(deps.stop).toHaveBeenCalledTimes(1)
    deps.session.set(user('t2'))
    expect(deps.start).toHaveBeenCalledTimes(2)
  })

  it('on 403 opens the login dialog once, and resumes after a login with a new token', () => {
    const { deps } = setup(user('old'))
    patchStatus(deps.status, { authRequired: true })
    expect(deps.loginDialog.get()).toEqual({ open: true, mode: 1 })
    deps.loginDialog.set({ open: false, mode: 1 })
    patchStatus(deps.status, { lastError: 'x' })
    expect(deps.loginDialog.get().open).toBe(false)
    deps.session.set(user('new'))
    expect(deps.resume).toHaveBeenCalledTimes(1)
  })

  it('unbinding stops the engine and ignores later logins', () => {
    const { deps, unbind } = setup(user('t1'))
    unbind()
    expect(deps.stop).toHaveBeenCalledTimes(1)
    deps.session.set(user('t2'))
    expect(deps.start).toHaveBeenCalledTimes(1)
  })
})
