import Dexie, { type Table } from 'dexie'
import type { ItemDoc, PackageDoc } from '@/domain/api/materials'
import { sessionStore } from '@/data/state/app-state'

/**
 * The offline copy of the price packages a user picked (docs/materials.md "Offline"): a read-only
 * cache, not a synced entity. It lives in its own small database per user
 * (`smartboq-materials-<userId>`) so that it never shares a version number with the synced
 * entities' database (src/data/db.ts). A package is replaced whole: its items are fetched first
 * (outside any transaction), then written with the package in one transaction.
 */
export interface CachedPackage extends PackageDoc {
  /** When the items were last pulled whole (ms); 0 while a first download is not finished. */
  pulledAt: number
  /** A pull under way or cut off (material-pull.ts): the next attempt resumes from it. */
  pull?: PullState
}

/** Where a page-by-page pull stands: it resumes after `after` while UpdateTime is unchanged. */
export interface PullState {
  /** Tags the rows this pull stored, so rows the server no longer has can be told apart. */
  id: string
  /** The package's UpdateTime the pull is taking. */
  updateTime: string
  /** The cursor of the last stored row (PULL_START before the first page). */
  after: string
  /** Rows stored by this pull so far, and how many the package has. */
  stored: number
  total: number
}

/** A cached item: the /api document, tagged with the pull that stored it. */
export type CachedItem = ItemDoc & { pullId?: string }

class MaterialCacheDb extends Dexie {
  packages!: Table<CachedPackage, string>
  items!: Table<CachedItem, string>
  constructor(name: string) {
    super(name, { indexedDB: globalThis.indexedDB, IDBKeyRange: globalThis.IDBKeyRange })
    this.version(1).stores({ packages: 'ID, Type', items: 'ID, PackageID' })
  }
}

let opened: { name: string; db: MaterialCacheDb; factory: IDBFactory } | null = null

export function materialCacheName(userId: string | null): string {
  return userId ? `smartboq-materials-${userId}` : 'smartboq-materials'
}

export function materialCache(): MaterialCacheDb {
  const name = materialCacheName(sessionStore.get().userId)
  if (opened && (opened.name !== name || opened.factory !== globalThis.indexedDB)) {
    opened.db.close()
    opened = null
  }
  opened ??= { name, db: new MaterialCacheDb(name), factory: globalThis.indexedDB }
  return opened.db
}

/** Stores a package and all its items, replacing what was cached for it. */
export async function storePackage(
  pkg: PackageDoc,
  items: readonly ItemDoc[],
  now = Date.now(),
): Promise<void> {
  const db = materialCache()
  await db.transaction('rw', db.packages, db.items, async () => {
    await db.items.where('PackageID').equals(pkg.ID).delete()
    await db.items.bulkPut(items)
    await db.packages.put({ ...pkg, pulledAt: now })
  })
}

export async function dropPackage(packageId: string): Promise<void> {
  const db = materialCache()
  await db.transaction('rw', db.packages, db.items, async () => {
    await db.items.where('PackageID').equals(packageId).delete()
    await db.packages.delete(packageId)
  })
}

/** How many packages and items are kept for offline use. */
export async function cachedCounts(): Promise<{ packages: number; items: number }> {
  const db = materialCache()
  const [packages, items] = await Promise.all([db.packages.count(), db.items.count()])
  return { packages, items }
}

/** Packages with a whole copy on this device (a first download still under way is not one). */
export async function cachedPackages(): Promise<CachedPackage[]> {
  return (await materialCache().packages.toArray()).filter((p) => p.pulledAt > 0)
}

/** Pulls under way or cut off, by package id (the screen shows their progress). */
export async function pendingPulls(): Promise<Map<string, PullState>> {
  const rows = await materialCache().packages.toArray()
  return new Map(rows.flatMap((p) => (p.pull ? [[p.ID, p.pull] as const] : [])))
}

/** Items of the given packages, in each package's grid order, packages in the order given. */
export async function cachedItems(packageIds: readonly string[]): Promise<ItemDoc[]> {
  const db = materialCache()
  const out: ItemDoc[] = []
  for (const id of packageIds) {
    const rows = await db.items.where('PackageID').equals(id).toArray()
    rows.sort((a, b) => a.Sort - b.Sort || (a.ID < b.ID ? -1 : 1))
    out.push(...rows)
  }
  return out
}
