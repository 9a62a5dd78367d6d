import { adjustSchemes, adjustSigns } from '../adjust/entities'
import { benchmarkSchemes } from '../benchmark/entities'
import { bidBidders, bidSchemes } from '../bid-return/entities'
import {
  billGroups,
  billItems,
  billOthers,
  billRates,
  billResources,
  billUnits,
} from '../bill/entities'
import { feeTemplates } from '../bill/fees/entities'
import { quotaItems } from '../bill/quota-entity'
import { quotaShares } from '../bill/quota-share-entity'
import type { Entity } from '../entity/define'
import { estimates } from '../estimate/entities'
import { folders, projects, structureRows, tenders } from '../projects/entities'
import { cart } from '../shop/entities'

/**
 * The synced entities, each declared ONCE in its area (src/domain/<area>/entities.ts;
 * docs/architecture.md "Entities", docs/sync.md "Adding a synced entity"). Zod-free: the client's
 * database (src/data/db.ts derives its Dexie schema from these), outbox and sync screens read
 * them, and the home screen's offline copy loads that module. The zod schemas of the server and
 * the repositories derive from the same declarations (./synced/definitions.ts).
 * The order is the pull order and the engine's lock order.
 */
export const ENTITIES = {
  projects,
  structureRows,
  folders,
  tenders,
  cart,
  billUnits,
  billResources,
  billGroups,
  billItems,
  billRates,
  billOthers,
  feeTemplates,
  quotaItems,
  quotaShares,
  estimates,
  benchmarkSchemes,
  bidSchemes,
  bidBidders,
  adjustSchemes,
  adjustSigns,
} as const

export { MUTATION_OPS, type MutationOp, type EntityWrite } from '../entity/define'

export type SyncedEntity = keyof typeof ENTITIES
/** Entities that are synced row by row, in pull and lock order. The names are the Dexie tables. */
export const SYNCED_ENTITIES = Object.keys(ENTITIES) as [SyncedEntity, ...SyncedEntity[]]

/** An entity's declaration, as the generic code reads it. */
export const entityOf = (entity: SyncedEntity): Entity => ENTITIES[entity] as unknown as Entity

/** The Dexie store spec of an entity: `id`, its index columns, `deleted` (and `updatedAt`). */
export function dexieStore(entity: SyncedEntity): string {
  const { index, indexUpdatedAt } = entityOf(entity)
  const columns = ['id']
  if (index.projectId) columns.push('projectId')
  if (index.parentId) columns.push('parentId')
  columns.push('deleted')
  if (indexUpdatedAt) columns.push('updatedAt')
  return columns.join(', ')
}
