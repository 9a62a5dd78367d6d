import type { AccountInformation } from '@/domain/account/schemas'

/**
 * The last account information seen online, so the personal centre can be viewed offline. It
 * lives in local storage, which logout clears with the rest of the session.
 */
const KEY = 'accountInfo'

export function readCachedAccount(userId: string | null): AccountInformation | null {
  if (!userId) return null
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as AccountInformation | null
    return value && value.ID === userId ? value : null
  } catch {
    return null
  }
}

export function writeCachedAccount(info: AccountInformation): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(info))
  } catch {
    // Without storage the screen still shows the session's name and avatar offline.
  }
}
