import type { EntityData, OutboxCall } from '@/data/db'
import { SYNCED_ENTITIES, type MutationOp, type SyncedEntity } from '@/domain/api/sync-entities'
import { ENTITY_CALLS, entityPayload } from '@/domain/projects/calls'

/** The outbox call and payload of a change of any synced entity (src/domain/projects/calls.ts). */
export function entityCall(entity: SyncedEntity, op: MutationOp): OutboxCall {
  const { name, method, path } = ENTITY_CALLS[entity][op]
  return { name, method, path }
}

export interface UpdateCall {
  call: OutboxCall
  payload(id: string, fields: EntityData): EntityData
}

/** How an update of each entity is sent, for commands that make a new edit from stored data. */
export const UPDATE_CALLS = Object.fromEntries(
  SYNCED_ENTITIES.map((e) => [e, updateCall(e)]),
) as Record<SyncedEntity, UpdateCall>

function updateCall(entity: SyncedEntity): UpdateCall {
  return {
    call: entityCall(entity, 'update'),
    payload: (id, fields) => entityPayload(entity, 'update', id, fields),
  }
}
