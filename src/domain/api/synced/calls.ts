import { z } from 'zod'
import { defineCall } from '../registry/define'
import { mutationResultData } from '../sync'
import { entityOf, type MutationOp, type SyncedEntity } from '../sync-entities'

const WRITE_TYPES = ['add', 'update', 'delete'] as const

/**
 * A synced row's write: ID (the row's uuid) and, when the call has one, Type add | update |
 * delete, plus the changed fields, which the server checks against the entity definition itself
 * (a replay's bad field is recorded as its answer).
 */
export const entityWriteInput = (idLabel: string, typed = true) =>
  z.looseObject({
    ID: z.uuid({ error: `${idLabel}无效` }),
    ...(typed ? { Type: z.enum(WRITE_TYPES, { error: '操作类型无效' }) } : {}),
  })

/**
 * The registry entry of an entity's write call, its method, path and ID label (项目编号无效)
 * taken from the entity's declaration so they are spelled once.
 */
export function entityWriteCall(
  entity: SyncedEntity,
  op: MutationOp,
  summary: string,
  beyondSpec = false,
) {
  const { writes, idLabel } = entityOf(entity)
  const write = writes[op]
  return defineCall({
    method: write.method,
    path: write.path,
    access: 'writer',
    input: entityWriteInput(idLabel, write.type !== undefined),
    data: mutationResultData,
    replay: true,
    beyondSpec,
    summary,
  })
}
