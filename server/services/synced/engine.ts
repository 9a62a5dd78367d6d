import {
  CONFLICT_CHECKED_FIELDS,
  SYNCED_ENTITIES,
  type FieldConflict,
  type MutationOp,
  type SyncedEntity,
} from '@/domain/api/sync.ts'
import { ENTITY_DEFINITIONS } from '@/domain/api/synced/definitions.ts'
import type { Db } from '../../db/client.ts'
import { nextTurn } from '../../lib/next-turn.ts'
import { ChangeSet, type WorkingRow } from './change-set.ts'
import { cascadeRelations, checkRelations } from './relations.ts'
import { entityServices } from './services.ts'
import { forbidden, lockRows, nextVersions, Rejection, writeRows, type Executor } from './store.ts'
import type { PendingVersions } from './versions.ts'

/**
 * Ops handled between turns of the event loop in a bulk call. A request of another user waits
 * for one slice at each of its own turns (its handler, each database answer): 100 creates of a
 * 10,000-row structure save take about 4 ms here (250 measured worse: docs/performance.md).
 */
export const YIELD_EVERY = 100

/** Client id recorded on fields changed by direct (non-outbox) calls. */
export const DIRECT_CLIENT = 'direct'

export interface ChangeOp {
  entity: SyncedEntity
  id: string
  op: MutationOp
  /** Validated fields (server/services/synced/fields.ts). */
  fields: Record<string, unknown>
}

export interface ChangeContext {
  userId: string
  clientId: string
  /** The replay's X-Base-Version; undefined for a direct call (made on the current row). */
  baseVersion?: number
}

export interface OpResult {
  ID: string
  Version: number
  Conflicts?: FieldConflict[]
  /** What was stored for the op's fields (after clean-up); the client takes these as confirmed. */
  Fields?: Record<string, unknown>
  /** The row is deleted (docs/sync.md rule 6: the state at answer time). */
  Deleted?: true
}

/**
 * Applies writes of synced rows in the caller's transaction: ownership, field last-writer-wins
 * with the conflict rule of docs/sync.md, the entity services' checks, the definitions'
 * relations (relations.ts), the services' cascades and the relations' cascades, then one new
 * version per changed row and the services' after-write work (the projects-table mirror).
 * Throws a Rejection before writing anything when any op is refused: a bulk call is all or none.
 * Lock order: the ops' rows (entity order of SYNCED_ENTITIES, then id order), cascaded rows, then
 * the version counter (taken here, or with `pending` by the caller's settle at the very end).
 */
export async function applyChanges(
  tx: Executor,
  ctx: ChangeContext,
  ops: readonly ChangeOp[],
  pending?: PendingVersions,
): Promise<OpResult[]> {
  const set = new ChangeSet(ctx.userId, ctx.clientId)
  for (const entity of SYNCED_ENTITIES) {
    const ids = ops.filter((o) => o.entity === entity).map((o) => o.id)
    if (ids.length > 0) for (const row of await lockRows(tx, entity, ids)) set.load(row)
  }
  const conflicts = new Map<string, FieldConflict[]>()
  for (const [i, op] of ops.entries()) {
    // A big bulk call (a 10,000-row structure save) lets other requests run between slices.
    if (i > 0 && i % YIELD_EVERY === 0) await nextTurn()
    const w = set.get(op.entity, op.id)
    if (!w) {
      if (op.op !== 'create') throw new Rejection('记录不存在或已被删除')
      const defaults =
        ctx.baseVersion === undefined ? ENTITY_DEFINITIONS[op.entity].createDefaults() : {}
      set.create(op.entity, op.id, { ...defaults, ...op.fields })
      continue
    }
    if (w.ownerId !== ctx.userId) throw forbidden()
    // Deletes win: a write to a deleted row changes nothing and still succeeds.
    if (w.deleted) continue
    if (op.op === 'delete') set.remove(w)
    else {
      const found = lastWriterWins(set, w, op.fields, ctx)
      if (found.length > 0)
        conflicts.set(`${op.entity}:${op.id}`, [
          ...(conflicts.get(`${op.entity}:${op.id}`) ?? []),
          ...found,
        ])
    }
  }
  // Between the phases of a bulk call too: each walks all of its rows (docs/performance.md).
  const turn = ops.length > YIELD_EVERY ? nextTurn : async () => {}
  const services = entityServices()
  for (const service of services) {
    await service.check?.(tx, set)
    await turn()
  }
  await checkRelations(tx, set)
  await turn()
  for (const service of services) {
    await service.cascade?.(tx, set)
    await turn()
  }
  await cascadeRelations(tx, set)
  await turn()
  await write(tx, set, pending)
  const results: OpResult[] = []
  for (const [i, op] of ops.entries()) {
    if (i > 0 && i % YIELD_EVERY === 0) await nextTurn()
    results.push(opResult(set, op, conflicts.get(`${op.entity}:${op.id}`)))
  }
  return results
}

/** What the caller learns of one op once the transaction's rows are written. */
function opResult(set: ChangeSet, op: ChangeOp, found: FieldConflict[] | undefined): OpResult {
  const w = set.get(op.entity, op.id)
  const stored =
    w && !w.deleted && op.op !== 'delete'
      ? Object.fromEntries(Object.keys(op.fields).map((f) => [f, w.data[f]]))
      : undefined
  return {
    ID: op.id,
    Version: w?.version ?? 0,
    ...(found ? { Conflicts: found } : {}),
    ...(stored ? { Fields: stored } : {}),
    // The row's state once this transaction is done (deletes win: a tombstone never comes back).
    ...(w?.deleted ? { Deleted: true } : {}),
  }
}

/** Field LWW; a checked field changed by another client after the base keeps the server value. */
function lastWriterWins(
  set: ChangeSet,
  w: WorkingRow,
  fields: Record<string, unknown>,
  ctx: ChangeContext,
): FieldConflict[] {
  const checked = CONFLICT_CHECKED_FIELDS[w.entity as SyncedEntity]
  const base = ctx.baseVersion ?? Number.MAX_SAFE_INTEGER
  const found: FieldConflict[] = []
  for (const [field, value] of Object.entries(fields)) {
    const [fieldVersion, fieldClient] = w.fieldMeta[field] ?? [0, '']
    const changedSince = fieldVersion > base && fieldClient !== ctx.clientId
    if (
      checked.includes(field) &&
      changedSince &&
      JSON.stringify(w.data[field]) !== JSON.stringify(value)
    ) {
      found.push({ Field: field, ServerValue: w.data[field], ClientValue: value })
    } else set.set(w, field, value)
  }
  return found
}

/**
 * Versions the dirty rows and writes them. With `pending` the versions are provisional until the
 * caller settles them right before COMMIT (versions.ts); the results then carry provisional
 * versions that `pending.real` maps.
 */
async function write(tx: Executor, set: ChangeSet, pending?: PendingVersions): Promise<void> {
  const dirty = set.dirty()
  if (pending) pending.assign(dirty, set.clientId)
  else {
    const versions = await nextVersions(tx, dirty.length)
    for (const [i, w] of dirty.entries()) {
      if (i > 0 && i % YIELD_EVERY === 0) await nextTurn()
      w.version = versions[i] ?? w.version
      for (const field of w.changed) w.fieldMeta[field] = [w.version, set.clientId]
    }
  }
  await writeRows(tx, dirty)
  for (const service of entityServices()) await service.afterWrite?.(tx, set, dirty, pending)
}

/** Runs a direct bulk call in one transaction; a Rejection rolls it all back and is returned. */
export async function inTransaction<T>(
  db: Db,
  fn: (tx: Executor) => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; rejection: Rejection }> {
  try {
    return { ok: true, value: await db.transaction((tx) => fn(tx)) }
  } catch (error) {
    if (error instanceof Rejection) return { ok: false, rejection: error }
    throw error
  }
}

export const directContext = (userId: string): ChangeContext => ({
  userId,
  clientId: DIRECT_CLIENT,
})
