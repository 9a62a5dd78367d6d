import type { SmartBoqDb } from '@/data/db'
import { getMeta, META_KEYS, setMeta } from '@/data/repositories/meta'
import { patchStatus, SYNC_MESSAGES, type SyncStatusStore } from './status-store'

export interface StorageManagerLike {
  persist?(): Promise<boolean>
  persisted?(): Promise<boolean>
  estimate?(): Promise<{ usage?: number; quota?: number }>
}

export function browserStorage(): StorageManagerLike | undefined {
  return globalThis.navigator?.storage
}

/** Share of the quota above which the user is warned before writes start failing. */
export const STORAGE_WARN_RATIO = 0.8

/** Shows the stored persist() answer at start-up. */
export async function loadPersisted(db: SmartBoqDb, status: SyncStatusStore): Promise<void> {
  const value = await getMeta<boolean>(db, META_KEYS.persisted)
  if (typeof value === 'boolean') patchStatus(status, { storagePersisted: value })
}

/**
 * Asks once (after the first real edit) for persistent storage so the browser does not evict
 * unsent edits, and stores the answer; later calls only read the stored answer.
 */
export async function requestPersistOnce(
  db: SmartBoqDb,
  storage: StorageManagerLike | undefined,
  status: SyncStatusStore,
): Promise<void> {
  const known = await getMeta<boolean>(db, META_KEYS.persisted)
  if (typeof known === 'boolean' || !storage?.persist) return
  const granted = await storage.persist().catch(() => false)
  await setMeta(db, META_KEYS.persisted, granted)
  patchStatus(status, { storagePersisted: granted })
}

/** Warns when usage passes 80 % of the quota (estimate() is approximate but early enough). */
export async function checkStorageEstimate(
  storage: StorageManagerLike | undefined,
  status: SyncStatusStore,
): Promise<void> {
  if (!storage?.estimate) return
  const { usage, quota } = await storage
    .estimate()
    .catch(() => ({ usage: undefined, quota: undefined }))
  if (usage === undefined || !quota) return
  patchStatus(status, {
    storageWarning: usage / quota > STORAGE_WARN_RATIO ? SYNC_MESSAGES.storageWarning : null,
  })
}
