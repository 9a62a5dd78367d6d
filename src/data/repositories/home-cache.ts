import type { HomeCacheRecord, SmartBoqDb } from '@/data/db'

/** Offline copies of home and trading-centre reads: key (call + query) → envelope Data. */
export async function readHomeCache(db: SmartBoqDb, key: string): Promise<HomeCacheRecord | undefined> {
  return db.homeCache.get(key)
}

export async function writeHomeCache(db: SmartBoqDb, key: string, data: unknown, now = Date.now()): Promise<void> {
  await db.homeCache.put({ key, data, fetchedAt: now })
}
