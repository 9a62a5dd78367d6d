import type { MutationOp, SyncedEntity } from '../api/sync-entities'

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

const call = (method: 'GET' | 'POST', path: string, type?: EntityCall['type']): EntityCall => ({
  name: path.split('/').pop() ?? path,
  method,
  path,
  ...(type ? { type } : {}),
})

export const ENTITY_CALLS: Readonly<Record<SyncedEntity, Readonly<Record<MutationOp, EntityCall>>>> = {
  projects: {
    create: call('POST', '/SjyqList/EditProject', 'add'),
    update: call('POST', '/SjyqList/EditProject', 'update'),
    delete: call('GET', '/SjyqList/DeleteProJect'),
  },
  structureRows: {
    create: call('POST', '/SjyqList/EditProStructure', 'add'),
    update: call('POST', '/SjyqList/EditProStructure', 'update'),
    delete: call('POST', '/SjyqList/EditProStructure', 'delete'),
  },
  folders: {
    create: call('POST', '/ProjectAndTemplate/EditClassify', 'add'),
    update: call('POST', '/ProjectAndTemplate/EditClassify', 'update'),
    delete: call('GET', '/ProjectAndTemplate/DelClassify'),
  },
  tenders: {
    create: call('POST', '/Generate/EditTenders', 'add'),
    update: call('POST', '/Generate/EditTenders', 'update'),
    delete: call('POST', '/Generate/EditTenders', 'delete'),
  },
  cart: {
    create: call('POST', '/ProjectAndTemplate/OperationShoppingCart', 'add'),
    update: call('POST', '/ProjectAndTemplate/OperationShoppingCart', 'update'),
    delete: call('POST', '/ProjectAndTemplate/OperationShoppingCart', 'delete'),
  },
}

/** The request payload of a change: { Type?, ID, ...changed fields }. */
export function entityPayload(entity: SyncedEntity, op: MutationOp, id: string, fields: Record<string, unknown>): Record<string, unknown> {
  const { type } = ENTITY_CALLS[entity][op]
  const body = op === 'delete' ? {} : fields
  return type ? { Type: type, ID: id, ...body } : { ID: id, ...body }
}
