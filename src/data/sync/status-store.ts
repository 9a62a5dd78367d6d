import { createStore, type Store } from '@/data/state/store'

/** What the header's sync indicator shows (docs/sync.md). Messages are Chinese. */
export interface SyncStatus {
  online: boolean
  syncing: boolean
  pending: number
  failed: number
  conflicts: number
  /** Progress of the running pull: pages and rows applied so far. */
  pull: { active: boolean; pages: number; rows: number }
  lastSyncAt: number | null
  lastError: string | null
  authRequired: boolean
  upgradeRequired: boolean
  storagePersisted: boolean | null
  storageWarning: string | null
}

export const initialSyncStatus = (): SyncStatus => ({
  online: globalThis.navigator?.onLine ?? true,
  syncing: false,
  pending: 0,
  failed: 0,
  conflicts: 0,
  pull: { active: false, pages: 0, rows: 0 },
  lastSyncAt: null,
  lastError: null,
  authRequired: false,
  upgradeRequired: false,
  storagePersisted: null,
  storageWarning: null,
})

export type SyncStatusStore = Store<SyncStatus>

export function createSyncStatusStore(): SyncStatusStore {
  return createStore<SyncStatus>(initialSyncStatus())
}

/** The app-wide status the engine of this tab writes (or mirrors from the sending tab). */
export const syncStatusStore: SyncStatusStore = createSyncStatusStore()

export function patchStatus(store: SyncStatusStore, patch: Partial<SyncStatus>): void {
  store.set((prev) => ({ ...prev, ...patch }))
}

export const SYNC_MESSAGES = {
  network: '网络连接失败，稍后自动重试',
  auth: '登录已失效，请先登录后继续同步',
  upgrade: '应用版本过旧，请刷新页面更新后继续同步',
  badAnswer: '服务器返回的数据格式不正确，稍后自动重试',
  storageWarning: '浏览器存储空间即将用完，请清理空间以免无法保存离线数据',
  rejected: '服务器拒绝了这次修改',
} as const
