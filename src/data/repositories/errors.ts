import type { Dexie } from 'dexie'

/** The Chinese message shown when the browser refuses to store more data. */
export const STORAGE_FULL_MESSAGE =
  '存储空间不足，本次修改未保存（已保存的数据不受影响），请清理浏览器存储空间后重试'

/** A write refused for lack of space; everything stored before it is intact (the transaction aborted). */
export class StorageFullError extends Error {
  override readonly name = 'StorageFullError'
  constructor(cause: unknown) {
    super(STORAGE_FULL_MESSAGE, { cause })
  }
}

function errorName(e: unknown): string | undefined {
  return typeof e === 'object' && e !== null && 'name' in e && typeof e.name === 'string'
    ? e.name
    : undefined
}

function innerOf(e: unknown): unknown {
  return typeof e === 'object' && e !== null && 'inner' in e ? e.inner : undefined
}

/** Dexie wraps the DOMException: the real name can sit on e.inner (and deeper in bulk errors). */
export function isQuotaError(e: unknown): boolean {
  for (
    let cur = e, depth = 0;
    cur !== undefined && cur !== null && depth < 4;
    cur = innerOf(cur), depth++
  ) {
    if (errorName(cur) === 'QuotaExceededError') return true
  }
  return false
}

/** Safari and Chrome lose the IndexedDB connection (backgrounded tab, crashed backend); Dexie closes. */
export function isConnectionLost(e: unknown): boolean {
  const name = errorName(e)
  const inner = innerOf(e)
  const text = `${e instanceof Error ? e.message : ''} ${inner instanceof Error ? inner.message : ''}`
  return name === 'DatabaseClosedError' || /connection.*(lost|closed)/i.test(text)
}

/**
 * Runs a database operation; on "connection lost" reopens the database and tries once more, and
 * turns a quota error into StorageFullError with a Chinese message.
 */
export async function withStorage<T>(db: Dexie, op: () => Promise<T>): Promise<T> {
  try {
    try {
      return await op()
    } catch (e) {
      if (!isConnectionLost(e)) throw e
      if (db.isOpen()) db.close()
      await db.open()
      return await op()
    }
  } catch (e) {
    if (isQuotaError(e)) throw new StorageFullError(e)
    throw e
  }
}
