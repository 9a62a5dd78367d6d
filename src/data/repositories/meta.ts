import type { SmartBoqDb } from '@/data/db'

/** Keys of the meta table. Cursors are per scope so later features can pull other scopes. */
export const META_KEYS = {
  clientId: 'clientId',
  schemaVersion: 'schemaVersion',
  lastSyncAt: 'lastSyncAt',
  persisted: 'storagePersisted',
  /** Set by a reset answer until the full pull after it has finished. */
  resync: 'resyncPending',
  cursor: (scope: string) => `cursor:${scope}`,
  /** The user's teams when the 团队定额库 cache was last refreshed (team-quotas.ts). */
  teamQuotaTeams: 'teamQuotaTeams',
} as const

export async function getMeta<T>(db: SmartBoqDb, key: string): Promise<T | undefined> {
  return (await db.meta.get(key))?.value as T | undefined
}

export async function setMeta(db: SmartBoqDb, key: string, value: unknown): Promise<void> {
  await db.meta.put({ key, value })
}

/** The id of this browser profile's database, made once. Safe inside a transaction over meta. */
export async function getClientId(db: SmartBoqDb): Promise<string> {
  const existing = await getMeta<string>(db, META_KEYS.clientId)
  if (typeof existing === 'string') return existing
  return db.transaction('rw', db.meta, async () => {
    const again = await getMeta<string>(db, META_KEYS.clientId)
    if (typeof again === 'string') return again
    const id = crypto.randomUUID()
    await setMeta(db, META_KEYS.clientId, id)
    return id
  })
}

export async function getCursor(db: SmartBoqDb, scope = 'all'): Promise<string | null> {
  return (await getMeta<string>(db, META_KEYS.cursor(scope))) ?? null
}
