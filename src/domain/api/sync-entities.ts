/**
 * The synced entities and mutation kinds, without zod: the Dexie schema (src/data/db.ts) needs
 * them and is loaded by the home screen's offline copy, which must not pull zod into that chunk.
 */
export const SYNCED_ENTITIES = ['projects', 'structureRows', 'folders', 'tenders', 'cart'] as const
export type SyncedEntity = (typeof SYNCED_ENTITIES)[number]

export const MUTATION_OPS = ['create', 'update', 'delete'] as const
export type MutationOp = (typeof MUTATION_OPS)[number]
