import {
  RangeSet,
  type DBCore,
  type DBCoreIndex,
  type DBCoreMutateRequest,
  type DBCoreTable,
  type IndexableType,
  type Middleware,
} from 'dexie'

/**
 * Past this many keys of one multi-entry index in one write, the index is reported as changed
 * throughout instead of key by key (docs/sync.md "Stored form of the outbox").
 */
export const TRACKED_MULTI_ENTRY_KEYS = 64

/**
 * Dexie's live queries learn what a write changed from its "mutated parts": per index, a balanced
 * tree of the keys written. Every live query of the page copies the whole set on every commit
 * (dexie `extendObservabilitySet`), whether or not it reads that table. A multi-entry index makes
 * that tree huge: the outbox's `rowKeys` of a 20,000-item import are 20,000 keys, copied once per
 * open live query (one per chunk of the bill grid), which was a single main-thread task of 2–4 s
 * after the import committed, most of it garbage collection (bench/bill profile).
 *
 * This middleware sits above Dexie's observability middleware (level 0) and, for a write whose
 * values hold more than TRACKED_MULTI_ENTRY_KEYS keys of a multi-entry index (or a delete, whose
 * old keys it cannot see), marks that index as changed over its whole range: one node instead of
 * thousands. A live query reading that index simply re-runs; nothing is ever missed. Other
 * indexes and the primary key keep Dexie's exact tracking.
 */
export const coarseObservation: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'CoarseMultiEntryObservation',
  level: 1,
  create: (core) => ({
    ...core,
    table: (name) => {
      const table = core.table(name)
      const multi = table.schema.indexes.filter((ix) => ix.multiEntry)
      if (multi.length === 0) return table
      const partOf = (ix: DBCoreIndex) => `idb://${core.schema.name}/${name}/${ix.name ?? ''}`
      const min = core.MIN_KEY as IndexableType
      const max = core.MAX_KEY as IndexableType
      const coarsened: DBCoreTable = {
        ...table,
        mutate: (req) => {
          const wide = multi.filter((ix) => manyKeys(req, ix))
          if (wide.length === 0) return table.mutate(req)
          const parts = req.mutatedParts ?? {}
          for (const ix of wide) parts[partOf(ix)] = new RangeSet(min, max)
          return table.mutate({ ...req, mutatedParts: parts })
        },
      }
      return coarsened
    },
  }),
}

/** Whether this write changes more than TRACKED_MULTI_ENTRY_KEYS keys of the index (a delete: maybe). */
function manyKeys(req: DBCoreMutateRequest, ix: DBCoreIndex): boolean {
  if (req.type === 'delete' || req.type === 'deleteRange') return true
  // Dexie marks every index of a write of 50 values or more as changed throughout by itself.
  if (req.values.length >= 50) return false
  let keys = 0
  for (const value of req.values) {
    const key: unknown = ix.extractKey?.(value)
    if (Array.isArray(key)) keys += key.length
    if (keys > TRACKED_MULTI_ENTRY_KEYS) return true
  }
  return false
}
