import type { SmartBoqDb } from '@/data/db'
import {
  isQuotaError,
  STORAGE_FULL_MESSAGE,
  StorageFullError,
  withStorage,
} from '@/data/repositories/errors'
import { onLocalEdit, onStorageError } from '@/data/repositories/events'
import { getMeta, META_KEYS } from '@/data/repositories/meta'
import { outboxCounts } from '@/data/repositories/outbox'
import { backoffDelay } from './backoff'
import { browserLocks, SYNC_LOCK_NAME, withSyncLock, type LockManagerLike } from './lock'
import { pullChanges } from './pull'
import { pushOutbox } from './push'
import {
  patchStatus,
  SYNC_MESSAGES,
  syncStatusStore,
  type SyncStatus,
  type SyncStatusStore,
} from './status-store'
import {
  browserStorage,
  checkStorageEstimate,
  loadPersisted,
  requestPersistOnce,
  type StorageManagerLike,
} from './storage'
import type { SyncTransport } from './transport'

export const SYNC_INTERVAL_MS = 30_000

interface ChannelLike {
  postMessage(message: unknown): void
  addEventListener(type: 'message', listener: (e: MessageEvent) => void): void
  close(): void
}

export interface SyncEngineOptions {
  db: SmartBoqDb
  transport: SyncTransport
  status?: SyncStatusStore
  now?: () => number
  random?: () => number
  /** Web Locks; null disables (tests), undefined uses navigator.locks when present. */
  locks?: LockManagerLike | null
  storage?: StorageManagerLike | null
  /** Cross-tab status; null disables, undefined opens BroadcastChannel('smartboq-sync'). */
  channel?: ChannelLike | null
  /** Where online/offline/visibilitychange are listened to (window by default). */
  events?: EventTarget | null
  intervalMs?: number
  pullLimit?: number
  /**
   * Whether the browser is online now (navigator.onLine by default). Read before every run, so
   * a network lost before the listeners were installed (the page was starting) pauses pulls
   * too, not only one announced by an offline event.
   */
  isOnline?: () => boolean
}

export interface SyncEngine {
  /** Installs the triggers (online, visibility, timer, local edits) and syncs once. */
  start(): void
  /** Removes every trigger and timer; an in-flight run finishes on its own. */
  stop(): void
  /** Push then pull now (joins a running sync and runs once more after it). */
  syncNow(): Promise<void>
  /** Resolves when no sync is running (at once if none is); starts nothing. */
  settled(): Promise<void>
  /** Continues after the user logged in again (or after an update). */
  resume(): void
  refreshCounts(): Promise<void>
}

function openChannel(): ChannelLike | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SYNC_LOCK_NAME)
}

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { db, transport } = options
  const status = options.status ?? syncStatusStore
  const now = options.now ?? Date.now
  const random = options.random ?? Math.random
  const locks = options.locks === null ? undefined : (options.locks ?? browserLocks())
  const storage = options.storage === null ? undefined : (options.storage ?? browserStorage())
  const events = options.events === null ? undefined : (options.events ?? globalThis.window)
  const intervalMs = options.intervalMs ?? SYNC_INTERVAL_MS
  const isOnline = options.isOnline ?? (() => globalThis.navigator?.onLine ?? true)

  let running: Promise<void> | null = null
  let again = false
  let paused = false
  let online = status.get().online
  let pullFailures = 0
  let wakeTimer: ReturnType<typeof setTimeout> | undefined
  let interval: ReturnType<typeof setInterval> | undefined
  let channel: ChannelLike | null = null
  let applyingRemote = false
  let started = false
  const cleanups: (() => void)[] = []

  const refreshCounts = async () => {
    patchStatus(status, await outboxCounts(db))
  }

  // Timers exist only between start() and stop(): a bare engine (tests, fuzz) syncs when told.
  const wakeAt = (at: number) => {
    if (!started) return
    if (wakeTimer !== undefined) clearTimeout(wakeTimer)
    wakeTimer = setTimeout(() => void engine.syncNow(), Math.max(0, at - now()))
  }

  const runOnce = async () => {
    patchStatus(status, { syncing: true })
    try {
      const outcome = await withSyncLock(locks, () =>
        withStorage(db, async () => {
          const push = await pushOutbox({ db, transport, now, random })
          if (push.kind === 'auth' || push.kind === 'upgrade') return push.kind
          const pull = await pullChanges({ db, transport, status, now, limit: options.pullLimit })
          if (pull.kind === 'auth' || pull.kind === 'upgrade') return pull.kind
          if (pull.kind === 'retry') {
            pullFailures++
            wakeAt(now() + backoffDelay(pullFailures, random))
            return pull.error
          }
          pullFailures = 0
          if (push.kind === 'wait') {
            wakeAt(push.until)
            return push.error ?? SYNC_MESSAGES.network
          }
          return null
        }),
      )
      if (outcome === 'auth') {
        paused = true
        patchStatus(status, { authRequired: true, lastError: SYNC_MESSAGES.auth })
      } else if (outcome === 'upgrade') {
        paused = true
        patchStatus(status, { upgradeRequired: true, lastError: SYNC_MESSAGES.upgrade })
      } else if (outcome !== 'busy') {
        patchStatus(status, { lastError: outcome })
      }
      await checkStorageEstimate(storage, status)
    } catch (e) {
      // Nothing already stored is lost: each write is one transaction that either committed or not.
      const full = e instanceof StorageFullError || isQuotaError(e)
      patchStatus(status, { lastError: full ? STORAGE_FULL_MESSAGE : SYNC_MESSAGES.network })
      pullFailures++
      wakeAt(now() + backoffDelay(pullFailures, random))
    } finally {
      patchStatus(status, { syncing: false })
      await refreshCounts().catch(() => undefined)
    }
  }

  const onOnline = () => {
    online = true
    patchStatus(status, { online: true })
    void engine.syncNow()
  }
  const onOffline = () => {
    online = false
    patchStatus(status, { online: false })
  }
  /**
   * Offline (an offline event, or the browser says so without one): no request is made, not even
   * by the timer or a backoff wake; the online event runs the next sync.
   */
  const offlineNow = () => {
    if (online && !isOnline()) onOffline()
    return !online
  }
  const onVisible = () => {
    if (globalThis.document?.visibilityState === 'visible') void engine.syncNow()
  }

  const engine: SyncEngine = {
    syncNow() {
      if (paused || offlineNow()) return running ?? Promise.resolve()
      if (running) {
        again = true
        return running
      }
      running = (async () => {
        do {
          again = false
          await runOnce()
        } while (again && !paused && !offlineNow())
      })().finally(() => {
        running = null
      })
      return running
    },
    settled() {
      return running ?? Promise.resolve()
    },
    resume() {
      paused = false
      patchStatus(status, { authRequired: false, upgradeRequired: false, lastError: null })
      void engine.syncNow()
    },
    refreshCounts,
    start() {
      if (started) return
      started = true
      // The status may be stale (set by an earlier engine, or at page load): ask the browser.
      online = isOnline()
      patchStatus(status, { online })
      events?.addEventListener('online', onOnline)
      events?.addEventListener('offline', onOffline)
      globalThis.document?.addEventListener('visibilitychange', onVisible)
      interval = setInterval(() => void engine.syncNow(), intervalMs)
      cleanups.push(
        onLocalEdit((edited) => {
          if (edited !== db) return
          void requestPersistOnce(db, storage, status).catch(() => undefined)
          void refreshCounts().catch(() => undefined)
          void engine.syncNow()
        }),
        onStorageError(() => patchStatus(status, { lastError: STORAGE_FULL_MESSAGE })),
      )
      channel = options.channel === null ? null : (options.channel ?? openChannel())
      if (channel) {
        const ch = channel
        // Other tabs mirror the sender's progress; the guard stops an echo back to the sender.
        ch.addEventListener('message', (e: MessageEvent) => {
          applyingRemote = true
          status.set(e.data as SyncStatus)
          applyingRemote = false
        })
        cleanups.push(status.subscribe(() => !applyingRemote && ch.postMessage(status.get())))
      }
      registerBackgroundSync()
      void loadPersisted(db, status).catch(() => undefined)
      // Offline at start the first sync returns early: show what is waiting and when we last synced.
      void refreshCounts().catch(() => undefined)
      void loadLastSyncAt(db, status).catch(() => undefined)
      void engine.syncNow()
    },
    stop() {
      started = false
      events?.removeEventListener('online', onOnline)
      events?.removeEventListener('offline', onOffline)
      globalThis.document?.removeEventListener('visibilitychange', onVisible)
      if (interval !== undefined) clearInterval(interval)
      if (wakeTimer !== undefined) clearTimeout(wakeTimer)
      interval = wakeTimer = undefined
      for (const c of cleanups.splice(0)) c()
      channel?.close()
      channel = null
    },
  }
  return engine
}

async function loadLastSyncAt(db: SmartBoqDb, status: SyncStatusStore): Promise<void> {
  const at = await getMeta<number>(db, META_KEYS.lastSyncAt)
  if (typeof at === 'number' && status.get().lastSyncAt === null)
    patchStatus(status, { lastSyncAt: at })
}

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> }
}

/** Background Sync (Chromium) wakes the service worker when the network returns; best effort. */
function registerBackgroundSync(): void {
  const sw = globalThis.navigator?.serviceWorker
  if (!sw || typeof sw.ready?.then !== 'function') return
  void sw.ready
    .then((reg) => (reg as unknown as SyncRegistration).sync?.register(SYNC_LOCK_NAME))
    .catch(() => undefined)
}
