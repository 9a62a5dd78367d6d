import { createStore } from './store'

/**
 * Client state of SPEC §3 that outlives a page: session (token, user id, name, avatar), the
 * login dialog, the side menu flag and the selected top-menu id. Persistence keys are listed in
 * docs/architecture.md; the side menu flag is stored as "1"/"0".
 */
export const STORAGE_KEYS = {
  token: 'token',
  userId: 'userid',
  userName: 'username',
  avatar: 'avatar',
  sidebar: 'sidebarStatus',
  menuId: 'selectedMenuId',
} as const

export type LoginMode = 1 | 2 | 3 | 4

export interface SessionState {
  token: string | null
  userId: string | null
  userName: string | null
  avatar: string | null
}

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null
  } catch {
    return null
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key)
    else globalThis.localStorage?.setItem(key, value)
  } catch {
    // Storage can be unavailable (private mode, quota): the in-memory value still works.
  }
}

export const sessionStore = createStore<SessionState>(
  {
    token: read(STORAGE_KEYS.token),
    userId: read(STORAGE_KEYS.userId),
    userName: read(STORAGE_KEYS.userName),
    avatar: read(STORAGE_KEYS.avatar),
  },
  (s) => {
    write(STORAGE_KEYS.token, s.token)
    write(STORAGE_KEYS.userId, s.userId)
    write(STORAGE_KEYS.userName, s.userName)
    write(STORAGE_KEYS.avatar, s.avatar)
  },
)

export const loginDialogStore = createStore<{ open: boolean; mode: LoginMode }>({
  open: false,
  mode: 1,
})

export const sidebarStore = createStore<boolean>(read(STORAGE_KEYS.sidebar) !== '0', (open) =>
  write(STORAGE_KEYS.sidebar, open ? '1' : '0'),
)

export const menuStore = createStore<number | null>(
  read(STORAGE_KEYS.menuId) === null ? null : Number(read(STORAGE_KEYS.menuId)),
  (id) => write(STORAGE_KEYS.menuId, id === null ? null : String(id)),
)

export function getToken(): string | null {
  return sessionStore.get().token
}

export function isLoggedIn(): boolean {
  const s = sessionStore.get()
  return Boolean(s.userId)
}
