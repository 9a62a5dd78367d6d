import type { SyncStatus } from '@/data/sync'
import { syncTimeText } from './labels'

/** The parts of the indicator, in reading order; the button's accessible name joins them. */
export function indicatorParts(s: SyncStatus, now: number = Date.now()): string[] {
  const parts = [s.online ? '在线' : '离线']
  if (s.authRequired) parts.push('请登录后同步')
  else if (s.upgradeRequired) parts.push('请刷新页面更新')
  else if (s.pull.active && s.pull.rows > 0) parts.push(`已拉取 ${s.pull.rows} 条`)
  else if (s.syncing) parts.push('同步中')
  if (s.pending > 0) parts.push(`待同步 ${s.pending} 条`)
  if (s.failed > 0) parts.push(`失败 ${s.failed}`)
  if (s.conflicts > 0) parts.push(`冲突 ${s.conflicts}`)
  if (s.lastSyncAt !== null) parts.push(`上次同步 ${syncTimeText(s.lastSyncAt, now)}`)
  return parts
}

/**
 * Storage problems worth a warning sign in the header (the dialog says more): only when data is
 * really at risk. A browser that did not grant persistent storage is a risk only while edits
 * wait to be sent; with nothing unsent the server holds everything and the header stays calm.
 */
export function storageProblem(s: SyncStatus): string | null {
  if (s.storageWarning) return s.storageWarning
  if (s.lastError?.startsWith('存储空间不足')) return s.lastError
  if (s.storagePersisted === false && s.pending + s.failed > 0)
    return '浏览器未允许持久存储，尚未同步的修改在清理浏览器数据时可能丢失，请联网同步'
  return null
}

/** The few words shown beside the warning sign, so it is never a bare triangle. */
export function storageShort(s: SyncStatus): string | null {
  if (s.storageWarning || s.lastError?.startsWith('存储空间不足')) return '存储空间不足'
  return storageProblem(s) ? '未同步的修改有风险' : null
}
