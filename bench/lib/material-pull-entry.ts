// Browser entry of bench/materials (built by material-bench.ts): pulls one package the way the
// library's 下载到本机 does (fetchAllItems: GetMaterialData pages of 1,000 over HTTP, then
// storePackage: one Dexie transaction into the user's material cache), and, in the same page, puts
// the same rows with raw IndexedDB calls in one transaction, for the rate the cache reaches
// against the browser's own.
import { fetchAllItems } from '@/data/api/materials'
import { materialCache, storePackage } from '@/data/repositories/material-cache'
import { sessionStore } from '@/data/state/app-state'
import type { ItemDoc, PackageDoc } from '@/domain/api/materials'

function rawPuts(rows: readonly ItemDoc[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(`bench-raw-${crypto.randomUUID()}`, 1)
    open.onupgradeneeded = () =>
      open.result
        .createObjectStore('items', { keyPath: 'ID' })
        .createIndex('PackageID', 'PackageID')
    open.onerror = () => reject(new Error(String(open.error)))
    open.onsuccess = () => {
      const db = open.result
      const start = performance.now()
      const tx = db.transaction('items', 'readwrite')
      const store = tx.objectStore('items')
      for (const r of rows) store.put(r)
      tx.oncomplete = () => {
        const ms = performance.now() - start
        db.close()
        resolve(ms)
      }
      tx.onerror = () => reject(new Error(String(tx.error)))
    }
  })
}

async function run(token: string, userId: string, pkg: PackageDoc) {
  sessionStore.set({ token, userId, userName: 'bench', avatar: null })
  const t0 = performance.now()
  const items = await fetchAllItems(pkg.ID)
  const t1 = performance.now()
  await storePackage(pkg, items)
  const t2 = performance.now()
  const stored = await materialCache().items.where('PackageID').equals(pkg.ID).count()
  const raw = await rawPuts(items)
  return { items: items.length, stored, fetchMs: t1 - t0, storeMs: t2 - t1, rawMs: raw }
}

;(globalThis as unknown as { MaterialPullBench: unknown }).MaterialPullBench = { run }
