/** The lock and channel name shared by every tab of this browser profile. */
export const SYNC_LOCK_NAME = 'smartboq-sync'

export interface LockManagerLike {
  request<T>(
    name: string,
    options: { ifAvailable: boolean },
    callback: (lock: unknown) => Promise<T>,
  ): Promise<T>
}

export function browserLocks(): LockManagerLike | undefined {
  const nav = globalThis.navigator as (Navigator & { locks?: LockManagerLike }) | undefined
  return nav?.locks
}

/**
 * Runs fn while holding the sync lock so one tab sends for the whole profile. With another tab
 * holding it, returns 'busy' at once instead of queueing. Without Web Locks, just runs.
 */
export async function withSyncLock<T>(
  locks: LockManagerLike | undefined,
  fn: () => Promise<T>,
): Promise<T | 'busy'> {
  if (!locks) return fn()
  return locks.request(SYNC_LOCK_NAME, { ifAvailable: true }, async (lock) =>
    lock === null ? 'busy' : fn(),
  )
}
