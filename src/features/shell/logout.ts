import { sessionStore } from '@/data/state/app-state'

/**
 * Local logout: forget the session and reload (SPEC §4). The accounts issue replaces this with
 * the POST /api/Command/Logout call (and cookie clearing) before the same two steps.
 */
export function logoutLocally(reload: () => void = () => window.location.reload()): void {
  sessionStore.set({ token: null, userId: null, userName: null, avatar: null })
  reload()
}
