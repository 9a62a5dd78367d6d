import type { SmartBoqDb } from '@/data/db'
import { SYNCED_ENTITIES, type SyncedEntity } from '@/domain/api/sync-entities'
import { cachedCounts } from './material-cache'
import { outboxCounts, type OutboxCounts } from './outbox'

/** What this device keeps (测试页, docs/architecture.md "测试页"): rows per synced entity, the outbox, the material cache. */
export interface LocalData {
  /** Live rows (not deleted) of each synced entity, in the entities' order. */
  rows: { entity: SyncedEntity; live: number }[]
  outbox: OutboxCounts
  /** Material price packages kept for offline use, and their items. */
  materials: { packages: number; items: number }
}

export async function localData(db: SmartBoqDb): Promise<LocalData> {
  const [rows, outbox, materials] = await Promise.all([
    Promise.all(
      SYNCED_ENTITIES.map(async (entity) => ({
        entity,
        live: await db.entityTable(entity).where('deleted').equals(0).count(),
      })),
    ),
    outboxCounts(db),
    cachedCounts(),
  ])
  return { rows, outbox, materials }
}
