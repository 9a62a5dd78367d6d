// Browser entry of bench/sync (built by pull-bundle.ts): applies a pull through the app's real
// pull-apply code and, in the same page, puts the same rows with raw IndexedDB calls; and the
// full pull from a real server (HTTP, JSON, validation, apply) and its resync path.
import { Dexie } from 'dexie'
import { createDb, indexColumns, type SmartBoqDb, type SyncedRow } from '@/data/db'
import { getClientId, META_KEYS, setMeta } from '@/data/repositories/meta'
import { applyChangesPage } from '@/data/repositories/pull-apply'
import { sessionStore } from '@/data/state/app-state'
import { createHttpTransport } from '@/data/sync/http-transport'
import { pullChanges } from '@/data/sync/pull'
import { createSyncStatusStore } from '@/data/sync/status-store'
import type { RowChange } from '@/domain/api/sync'
import { benchProjectDoc } from './project-doc'

/** Project documents shaped like real ones (docs/projects-data.md), about 400 bytes each. */
export function makeChanges(n: number, firstVersion = 1): RowChange[] {
  const out: RowChange[] = []
  for (let i = 0; i < n; i++) {
    const id = `${(i + 1).toString(16).padStart(8, '0')}-0000-4000-8000-${(firstVersion + i).toString(16).padStart(12, '0')}`
    out.push({
      Entity: 'projects',
      ID: id,
      Version: firstVersion + i,
      Deleted: false,
      Data: benchProjectDoc(i),
    })
  }
  return out
}

function pages<T>(list: T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size))
  return out
}

/** The real path: applyChangesPage per pull page, each page in one transaction. */
async function pullApply(n: number, pageSize: number): Promise<{ ms: number; stored: number }> {
  const name = `bench-pull-${crypto.randomUUID()}`
  const db = createDb(name)
  await db.open()
  const split = pages(makeChanges(n), pageSize)
  const t0 = performance.now()
  for (const changes of split) {
    const last = changes.at(-1)?.Version ?? 0
    await applyChangesPage(db, { changes, nextCursor: `0:${last}`, lastMutationSeq: 0 })
  }
  const ms = performance.now() - t0
  const stored = await db.projects.count()
  db.close()
  await Dexie.delete(name)
  return { ms, stored }
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve()
    tx.onerror = () => reject(tx.error ?? new Error('transaction failed'))
    tx.onabort = () => reject(tx.error ?? new Error('transaction aborted'))
  })
}

/** The floor: the rows pull-apply ends up storing, put with bare IndexedDB, same page sizes. */
async function rawPut(n: number, pageSize: number): Promise<{ ms: number; stored: number }> {
  const name = `bench-raw-${crypto.randomUUID()}`
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(name, 1)
    req.onupgradeneeded = () => {
      // The same store and indexes as the app's projects table (src/data/db.ts).
      const store = req.result.createObjectStore('projects', { keyPath: 'id' })
      for (const index of ['parentId', 'deleted', 'updatedAt']) store.createIndex(index, index)
    }
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error ?? new Error('open failed'))
  })
  const now = Date.now()
  const rows: SyncedRow[] = makeChanges(n).map((c) => ({
    id: c.ID,
    version: c.Version,
    deleted: 0,
    data: { ...c.Data },
    base: { ...c.Data },
    updatedAt: now,
    ...indexColumns(c.Entity, c.Data),
  }))
  const split = pages(rows, pageSize)
  const t0 = performance.now()
  for (const page of split) {
    const tx = db.transaction('projects', 'readwrite')
    const store = tx.objectStore('projects')
    for (const row of page) store.put(row)
    await done(tx)
  }
  const ms = performance.now() - t0
  const stored = await new Promise<number>((resolve) => {
    const req = db.transaction('projects').objectStore('projects').count()
    req.onsuccess = () => resolve(req.result)
  })
  db.close()
  await new Promise((resolve) => {
    const req = indexedDB.deleteDatabase(name)
    req.onsuccess = req.onerror = () => resolve(undefined)
  })
  return { ms, stored }
}

let served: { name: string; db: SmartBoqDb } | null = null

/** One pull as the app runs it, timed end to end; throws unless it completed. */
async function timedPull(
  db: SmartBoqDb,
  limit: number,
): Promise<{ ms: number; stored: number; pages: number }> {
  const transport = createHttpTransport(() => getClientId(db))
  const t0 = performance.now()
  const outcome = await pullChanges({
    db,
    transport,
    status: createSyncStatusStore(),
    now: () => Date.now(),
    limit,
  })
  const ms = performance.now() - t0
  if (outcome.kind !== 'done') throw new Error(`pull ended with ${JSON.stringify(outcome)}`)
  return { ms, stored: await db.projects.count(), pages: outcome.pages }
}

/**
 * The full pull of a fresh client from the server this page was loaded from: the app's HTTP
 * transport (wrapper client, X-Token), JSON parsing, the envelope and row validation, and
 * applyChangesPage for every page, as the sync engine does it.
 */
async function fullPull(
  token: string,
  limit: number,
): Promise<{ ms: number; stored: number; pages: number }> {
  sessionStore.set({ token, userId: 'bench', userName: 'bench', avatar: null })
  const name = `bench-full-${crypto.randomUUID()}`
  const db = createDb(name)
  await db.open()
  served = { name, db }
  return timedPull(db, limit)
}

/**
 * The resync path on the client that did the full pull: its cursor is from before a tombstone
 * purge, so the server answers Reset; the client drops its server-confirmed rows and pulls all.
 */
async function resyncPull(
  staleCursor: string,
  limit: number,
): Promise<{ ms: number; stored: number; pages: number }> {
  if (!served) throw new Error('fullPull first')
  const { name, db } = served
  await setMeta(db, META_KEYS.cursor('all'), staleCursor)
  try {
    return await timedPull(db, limit)
  } finally {
    db.close()
    await Dexie.delete(name)
    served = null
  }
}

Object.assign(globalThis, { syncBench: { pullApply, rawPut, fullPull, resyncPull } })
