import { getDb, type HomeCacheRecord, type SmartBoqDb } from '@/data/db'

/** Offline copies of home and trading-centre reads: key (call + query) → envelope Data. */
export async function readHomeCache(db: SmartBoqDb, key: string): Promise<HomeCacheRecord | undefined> {
  return db.homeCache.get(key)
}

export async function writeHomeCache(db: SmartBoqDb, key: string, data: unknown, now = Date.now()): Promise<void> {
  await db.homeCache.put({ key, data, fetchedAt: now })
}

/** The default database's copy of one read (see src/data/cached-get.ts). */
export function loadCached(key: string): Promise<HomeCacheRecord | undefined> {
  return readHomeCache(getDb(), key)
}

export function storeCached(key: string, data: unknown): Promise<void> {
  return writeHomeCache(getDb(), key, data)
}

/** Every stored read whose key starts with one of the prefixes (the offline trading centre). */
export async function loadCachedWithPrefixes(prefixes: readonly string[], db: SmartBoqDb = getDb()): Promise<HomeCacheRecord[]> {
  if (prefixes.length === 0) return []
  return db.homeCache.where('key').startsWithAnyOf([...prefixes]).toArray()
}
