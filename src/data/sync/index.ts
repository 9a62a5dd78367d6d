import { getDb } from '@/data/db'
import { getClientId } from '@/data/repositories/meta'
import { createSyncEngine, type SyncEngine } from './engine'
import { setSyncKick } from './hooks'
import { createHttpTransport } from './http-transport'

export { createSyncEngine, type SyncEngine, type SyncEngineOptions } from './engine'
export { syncStatusStore, type SyncStatus } from './status-store'
export { useSyncStatus, useFailedEntries, useConflicts, retryFailed, discardFailed, resolveConflict } from './hooks'
export type { SyncTransport, SendResult, PullResult } from './transport'

let engine: SyncEngine | null = null

/** Starts the app's sync engine once (main.tsx); later calls return the same engine. */
export function startSync(): SyncEngine {
  if (engine) return engine
  const db = getDb()
  const started = createSyncEngine({ db, transport: createHttpTransport(() => getClientId(db)) })
  setSyncKick(() => void started.syncNow())
  started.start()
  engine = started
  return started
}

/** After the user logged in again: continue the paused sync. */
export function resumeSync(): void {
  engine?.resume()
}
