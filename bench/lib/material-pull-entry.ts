// Browser entry of bench/materials (built by material-bench.ts): pulls one package the way the
// library's 下载到本机 does (pullPackage: keyset GetMaterialData pages over HTTP, each stored in
// the user's material cache as it arrives while the next is fetched), and, in the same page, puts
// the same rows with raw IndexedDB calls in one transaction: the limit of issue #41 is the whole
// pull ≤ 2 × that raw put time, measured in the same run.
import { fetchItemsAfter } from '@/data/api/materials'
import { materialCache } from '@/data/repositories/material-cache'
import { pullPackage } from '@/data/repositories/material-pull'
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
  let pages = 0
  let fetchMs = 0
  const t0 = performance.now()
  await pullPackage(pkg, {
    fetchPage: async (id, after, size) => {
      const t = performance.now()
      const page = await fetchItemsAfter(id, after, size)
      fetchMs += performance.now() - t
      pages += 1
      return page
    },
  })
  const pullMs = performance.now() - t0
  const items = await materialCache().items.where('PackageID').equals(pkg.ID).toArray()
  for (const item of items) delete item.pullId
  const raw = await rawPuts(items)
  return { items: items.length, pages, pullMs, fetchMs, rawMs: raw }
}

;(globalThis as unknown as { MaterialPullBench: unknown }).MaterialPullBench = { run }
