import type { EntityData, OutboxCall } from '@/data/db'
import type { SyncedEntity } from '@/domain/api/sync'

/**
 * How an update of each entity is sent, for commands that make a new edit from stored data
 * (resolving a conflict with "mine"). Later issues add their entities here.
 */
export interface UpdateCall {
  call: OutboxCall
  payload(id: string, fields: EntityData): EntityData
}

export const UPDATE_CALLS: Partial<Record<SyncedEntity, UpdateCall>> = {
  projects: {
    call: { name: 'EditProject', method: 'POST', path: '/SjyqList/EditProject' },
    payload: (id, fields) => ({ Type: 'update', ID: id, ...fields }),
  },
}
