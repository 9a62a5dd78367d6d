import {
  entityOf,
  SYNCED_ENTITIES,
  type EntityWrite,
  type MutationOp,
  type SyncedEntity,
} from '../api/sync-entities'

/**
 * Which SPEC §7 call replays a change of each synced entity (docs/projects-data.md). The client's
 * outbox stores these; the server's routes accept them with and without the sync headers.
 * `typeField` ops are sent as `Type` = add | update | delete in the body/query, with `ID` = the
 * row id and only the changed fields. Delete calls without `Type` carry `ID` only.
 */
export interface EntityCall {
  name: string
  method: 'GET' | 'POST'
  /** Relative to /api. */
  path: string
  /** Value of the `Type` field, or undefined when the call has none. */
  type?: 'add' | 'update' | 'delete'
}

const call = (w: EntityWrite): EntityCall => ({
  name: w.path.split('/').pop() ?? w.path,
  method: w.method,
  path: w.path,
  ...(w.type ? { type: w.type } : {}),
})

/** Derived from the entity definitions (src/domain/api/sync-entities.ts `writes`). */
export const ENTITY_CALLS: Readonly<
  Record<SyncedEntity, Readonly<Record<MutationOp, EntityCall>>>
> = Object.fromEntries(
  SYNCED_ENTITIES.map((e) => {
    const { writes } = entityOf(e)
    return [
      e,
      { create: call(writes.create), update: call(writes.update), delete: call(writes.delete) },
    ]
  }),
) as Record<SyncedEntity, Record<MutationOp, EntityCall>>

/** The request payload of a change: { Type?, ID, ...changed fields }. */
export function entityPayload(
  entity: SyncedEntity,
  op: MutationOp,
  id: string,
  fields: Record<string, unknown>,
): Record<string, unknown> {
  const { type } = ENTITY_CALLS[entity][op]
  const body = op === 'delete' ? {} : fields
  return type ? { Type: type, ID: id, ...body } : { ID: id, ...body }
}
