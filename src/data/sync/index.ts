import { createDb, DEFAULT_DB_NAME, getDb } from '@/data/db'
import { adoptVisitorData } from '@/data/repositories/adopt'
import { getClientId } from '@/data/repositories/meta'
import { createSyncEngine, type SyncEngine } from './engine'
import { setSyncKick } from './hooks'
import { createHttpTransport } from './http-transport'
import { patchStatus, syncStatusStore } from './status-store'

export { createSyncEngine, type SyncEngine, type SyncEngineOptions } from './engine'
export { syncStatusStore, type SyncStatus } from './status-store'
export { useSyncStatus, useFailedEntries, useConflicts, useSyncRows, syncRowKey, syncNow, retryFailed, discardFailed, resolveConflict, type RowRef, type SyncRowView } from './hooks'
export type { SyncTransport, SendResult, PullResult } from './transport'
export type { OutboxEntry, ConflictRecord } from '@/data/db'

let engine: SyncEngine | null = null

/** Starts the app's sync engine once (main.tsx); later calls return the same engine. */
export function startSync(): SyncEngine {
  if (engine) return engine
  const db = getDb()
  // A previous engine of this page may have left a pause behind (logout, then login again).
  patchStatus(syncStatusStore, { authRequired: false, upgradeRequired: false })
  const started = createSyncEngine({ db, transport: createHttpTransport(() => getClientId(db)) })
  setSyncKick(() => started.syncNow())
  engine = started
  // Edits made while signed out move into this user's database first, then sync starts.
  const visitor = createDb(DEFAULT_DB_NAME)
  void adoptVisitorData(visitor, db)
    .catch(() => 0) // a failed adoption leaves those edits in the visitor database for next time
    .finally(() => {
      visitor.close()
      if (engine === started) started.start()
    })
  return started
}

/** After logout: remove the triggers; startSync() later makes a fresh engine. */
export function stopSync(): void {
  engine?.stop()
  setSyncKick(null)
  engine = null
}

/** After the user logged in again: continue the paused sync. */
export function resumeSync(): void {
  engine?.resume()
}
