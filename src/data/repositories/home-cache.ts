import type { HomeCacheRecord } from '@/data/db'
import { sessionStore } from '@/data/state/app-state'

/**
 * Offline copies of home and trading-centre reads: key (call + query) → envelope Data.
 * A small key-value store on raw IndexedDB rather than Dexie: the home screen writes it on a
 * visitor's first load, and Dexie (about 30 KB gzip) would then be part of that load.
 * One store per signed-in user (answers carry "liked by me" and the like), one for visitors.
 */
const STORE = 'reads'

let opened: { name: string; factory: IDBFactory; db: Promise<IDBDatabase> } | null = null

function storeName(): string {
  const userId = sessionStore.get().userId
  return userId ? `smartboq-reads-${userId}` : 'smartboq-reads'
}

function openStore(): Promise<IDBDatabase> {
  const name = storeName()
  const factory = globalThis.indexedDB
  // Reopen when the user or the IndexedDB factory (tests install a fresh one) changed.
  if (opened && opened.name === name && opened.factory === factory) return opened.db
  const db = new Promise<IDBDatabase>((resolve, reject) => {
    const request = factory.open(name, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' })
    request.onsuccess = () => {
      const connection = request.result
      // Another tab upgrading or deleting the store: let it, and open again next time.
      connection.onversionchange = () => {
        connection.close()
        if (opened?.name === name) opened = null
      }
      resolve(connection)
    }
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'))
  })
  opened = { name, factory, db }
  db.catch(() => (opened = null))
  return db
}

function run<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  return openStore().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const tx = db.transaction(STORE, mode)
        const request = work(tx.objectStore(STORE))
        tx.oncomplete = () => resolve(request.result)
        tx.onerror = () =>
          reject(tx.error ?? request.error ?? new Error('IndexedDB request failed'))
        tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'))
      }),
  )
}

/** The stored copy of one read (see src/data/api/read.ts). */
export function loadCached(key: string): Promise<HomeCacheRecord | undefined> {
  return run('readonly', (s) => s.get(key) as IDBRequest<HomeCacheRecord | undefined>)
}

export async function storeCached(key: string, data: unknown, now = Date.now()): Promise<void> {
  const record: HomeCacheRecord = { key, data, fetchedAt: now }
  await run('readwrite', (s) => s.put(record))
}

/** Every stored read whose key starts with one of the prefixes (the offline trading centre). */
export async function loadCachedWithPrefixes(
  prefixes: readonly string[],
): Promise<HomeCacheRecord[]> {
  const found = await Promise.all(
    prefixes.map((p) =>
      run(
        'readonly',
        (s) => s.getAll(IDBKeyRange.bound(p, p + '\uffff')) as IDBRequest<HomeCacheRecord[]>,
      ),
    ),
  )
  const byKey = new Map(found.flat().map((r) => [r.key, r]))
  return [...byKey.values()]
}

/** How many reads are stored (tests and diagnostics). */
export function countCached(): Promise<number> {
  return run('readonly', (s) => s.count())
}
