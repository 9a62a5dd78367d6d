import { SYNCED_ENTITIES, type SyncedEntity } from '@/domain/api/sync.ts'
import { ENTITY_DEFINITIONS, type Relation } from '@/domain/api/synced/definitions.ts'
import { ENTITIES } from '@/domain/api/sync-entities.ts'
import type { ChangeSet, WorkingRow } from './change-set.ts'
import { forbidden, readRow, Rejection, str, type Executor } from './store.ts'
import type { SyncRow } from '../../db/schema/index.ts'

/**
 * The relations of the entity definitions, applied generically: a row's parent must exist, be
 * live, be the caller's and (sameProject) sit in the same project; fixed fields never change; a
 * deleted parent deletes its children (or clears their reference), down the chain.
 */
export async function checkRelations(tx: Executor, set: ChangeSet): Promise<void> {
  const cache = new Map<string, WorkingRow | SyncRow | undefined>()
  const parentOf = async (entity: SyncedEntity, id: string) => {
    const held = set.get(entity, id)
    if (held) return held
    const key = `${entity}:${id}`
    if (!cache.has(key)) cache.set(key, await readRow(tx, entity, id))
    return cache.get(key)
  }
  for (const entity of SYNCED_ENTITIES) {
    const relations = ENTITY_DEFINITIONS[entity].relations ?? []
    if (relations.length === 0) continue
    for (const w of set.dirty(entity)) {
      if (w.deleted) continue
      for (const rel of relations) {
        if (!w.isNew && rel.fixed && w.before[rel.field] !== w.data[rel.field])
          throw new Rejection(`不能修改所属${ENTITIES[rel.entity].label}`)
        if (!w.isNew && !w.changed.has(rel.field)) continue
        const id = str(w.data[rel.field])
        if (id === '' && rel.optional) continue
        const parent = id === '' ? undefined : await parentOf(rel.entity, id)
        if (!parent || parent.deleted) throw new Rejection(rel.missing)
        if (parent.ownerId !== set.userId) throw forbidden()
        if (rel.sameProject && parent.data['ProId'] !== w.data['ProId'])
          throw new Rejection(rel.missing)
      }
    }
  }
}

/** Children of every parent deleted in this transaction, until nothing more is deleted. */
export async function cascadeRelations(tx: Executor, set: ChangeSet): Promise<void> {
  const done = new Set<string>()
  for (let more = true; more;) {
    more = false
    for (const child of SYNCED_ENTITIES) {
      for (const rel of ENTITY_DEFINITIONS[child].relations ?? []) {
        if (!rel.onDelete) continue
        for (const parent of set.dirty(rel.entity)) {
          const key = `${child}:${rel.field}:${parent.id}`
          if (!parent.deleted || parent.wasDeleted || done.has(key)) continue
          done.add(key)
          if (await detach(tx, set, child, rel, parent.id)) more = true
        }
      }
    }
  }
}

async function detach(
  tx: Executor,
  set: ChangeSet,
  child: SyncedEntity,
  rel: Relation,
  parentId: string,
): Promise<boolean> {
  const rows = await set.where(tx, child, rel.field, parentId)
  if (rows.length === 0) return false
  for (const w of await set.hold(
    tx,
    child,
    rows.map((r) => r.id),
  )) {
    if (w.deleted) continue
    if (rel.onDelete === 'delete') set.remove(w)
    else set.set(w, rel.field, '')
  }
  return rel.onDelete === 'delete'
}
