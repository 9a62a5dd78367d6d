import { createDb, DEFAULT_DB_NAME, getDb } from '@/data/db'
import { adoptVisitorData } from '@/data/repositories/adopt'
import { getClientId } from '@/data/repositories/meta'
import { warmProjectList } from '@/data/repositories/project-list-warm'
import { warmWorkspaceWhenSettled } from '@/data/repositories/workspace-warm'
import { createSyncEngine, type SyncEngine } from './engine'
import { setSyncKick } from './hooks'
import { createHttpTransport } from './http-transport'
import { patchStatus, syncStatusStore } from './status-store'

export { createSyncEngine, type SyncEngine, type SyncEngineOptions } from './engine'
export { syncStatusStore, type SyncStatus } from './status-store'
export {
  useSyncStatus,
  useFailedEntries,
  useConflicts,
  useSyncRows,
  syncRowKey,
  syncNow,
  retryFailed,
  discardFailed,
  resolveConflict,
  type RowRef,
  type SyncRowView,
} from './hooks'
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
  // A signed-in user's next screen is usually 我的项目: its list is read now, beside the first
  // sync, so the screen need not wait for IndexedDB. The project most likely opened next is read
  // only after that read and the first sync run, once the page is idle: a large workspace read
  // earlier competed with a list opened at once (project-list-warm.ts, workspace-warm.ts,
  // bench/projects).
  const listRead = warmProjectList(db)
  // Edits made while signed out move into this user's database first, then sync starts.
  const visitor = createDb(DEFAULT_DB_NAME)
  const firstRun = adoptVisitorData(visitor, db)
    .catch(() => 0) // a failed adoption leaves those edits in the visitor database for next time
    .then(() => {
      visitor.close()
      if (engine !== started) return
      started.start()
      return started.settled()
    })
  void warmWorkspaceWhenSettled(db, [listRead, firstRun])
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
