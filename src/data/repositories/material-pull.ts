import { PULL_START, pullCursor, type ItemDoc, type PackageDoc } from '@/domain/api/materials'
import { materialCache, type CachedItem, type PullState } from './material-cache'

/**
 * Pulling a price package for offline use (docs/materials.md "Offline", docs/performance.md):
 * keyset pages (GetMaterialData After=…), each stored as it arrives in one small transaction with
 * the pull's progress, while the next page is already on its way. A 200,000-item package no
 * longer waits for 200 OFFSET pages before its first row is stored, and a dropped connection
 * loses at most the page in flight: the next attempt resumes after the last stored row.
 *
 * While a pull runs, a first download is not listed as downloaded (cachedPackages); a refresh
 * keeps the old copy listed and overwrites its rows by id, and when it ends the rows the server
 * no longer has (not tagged with this pull) are removed.
 */
export const PULL_PAGE_SIZE = 2500

export type FetchPage = (
  packageId: string,
  after: string,
  size: number,
) => Promise<{ rows: ItemDoc[]; total: number }>

export interface PullOptions {
  fetchPage: FetchPage
  onProgress?: (stored: number, total: number) => void
  pageSize?: number
  now?: () => number
}

/** Where to start: the cut-off pull of the same package version, or a new one. */
async function startPull(pkg: PackageDoc): Promise<PullState> {
  const db = materialCache()
  return db.transaction('rw', db.packages, async () => {
    const held = await db.packages.get(pkg.ID)
    if (held?.pull && held.pull.updateTime === pkg.UpdateTime) return held.pull
    const pull: PullState = {
      id: crypto.randomUUID(),
      updateTime: pkg.UpdateTime,
      after: PULL_START,
      stored: 0,
      total: pkg.ItemCount,
    }
    // A refresh keeps the listed copy (its package fields and pulledAt) until the pull is done.
    await db.packages.put(held ? { ...held, pull } : { ...pkg, pulledAt: 0, pull })
    return pull
  })
}

/** One page and the pull's new position, in one transaction. */
async function storePage(packageId: string, pull: PullState, rows: ItemDoc[], total: number) {
  const db = materialCache()
  const tagged: CachedItem[] = rows
  for (const row of tagged) row.pullId = pull.id
  const last = rows[rows.length - 1]
  const next: PullState = {
    ...pull,
    after: last ? pullCursor(last) : pull.after,
    stored: pull.stored + rows.length,
    total,
  }
  await db.transaction('rw', db.packages, db.items, async () => {
    await db.items.bulkPut(tagged)
    await db.packages.update(packageId, { pull: next })
  })
  return next
}

/** The pull is complete: drop rows of an older copy the server no longer has, list the package. */
async function finishPull(pkg: PackageDoc, pull: PullState, now: number): Promise<void> {
  const db = materialCache()
  await db.transaction('rw', db.packages, db.items, async () => {
    const rows = db.items.where('PackageID').equals(pkg.ID)
    if ((await rows.count()) > pull.stored) await rows.filter((r) => r.pullId !== pull.id).delete()
    await db.packages.put({ ...pkg, pulledAt: now })
  })
}

/**
 * Pulls a package into the cache page by page, resuming a cut-off pull of the same version.
 * Throws what the page fetch throws (offline, dropped connection); what was stored stays, and
 * the next call continues after it.
 */
export async function pullPackage(pkg: PackageDoc, options: PullOptions): Promise<void> {
  const size = options.pageSize ?? PULL_PAGE_SIZE
  let pull = await startPull(pkg)
  options.onProgress?.(pull.stored, pull.total)
  let page = options.fetchPage(pkg.ID, pull.after, size)
  for (;;) {
    const { rows, total } = await page
    const last = rows.length < size
    // The next page travels while this one is stored.
    if (!last) {
      page = options.fetchPage(pkg.ID, pullCursor(rows[rows.length - 1] as ItemDoc), size)
      // Awaited on the next turn; a failure while this page is stored must not go unhandled.
      page.catch(() => undefined)
    }
    pull = await storePage(pkg.ID, pull, rows, total)
    options.onProgress?.(pull.stored, Math.max(pull.total, pull.stored))
    if (last) break
  }
  await finishPull(pkg, pull, (options.now ?? Date.now)())
}

/** Forgets a cut-off first download (its rows too); a refresh's old copy stays. */
export async function cancelPull(packageId: string): Promise<void> {
  const db = materialCache()
  await db.transaction('rw', db.packages, db.items, async () => {
    const held = await db.packages.get(packageId)
    if (!held?.pull) return
    if (held.pulledAt > 0) await db.packages.update(packageId, { pull: undefined })
    else {
      await db.items.where('PackageID').equals(packageId).delete()
      await db.packages.delete(packageId)
    }
  })
}
