import type { Hono } from 'hono'
import { PROJECT_CALLS as calls } from '../../../src/domain/api/calls/projects.ts'
import type { MutationOp, SyncedEntity } from '../../../src/domain/api/sync.ts'
import { mount, Stored } from '../../lib/mount.ts'
import { Rejection } from '../../lib/refusal.ts'
import { entityFields } from '../../services/sync/fields.ts'
import { applyMutation } from '../../services/sync/mutations.ts'
import type { AppEnv } from '../../types.ts'

const OPS: Record<string, MutationOp> = { add: 'create', update: 'update', delete: 'delete' }
type EntityWriteCall = (typeof calls)['editProject' | 'deleteProject' | 'editProStructure' | 'editClassify' | 'delClassify' | 'editTenders']

/**
 * The synced writes (src/domain/projects/calls.ts ENTITY_CALLS): each create/update/delete,
 * replayed from the outbox (sync headers) or called directly, goes through applyMutation
 * (dedup, field LWW, checks and cascades in one transaction).
 */
function entityWrite(app: Hono<AppEnv>, call: EntityWriteCall, entity: Exclude<SyncedEntity, 'cart'>, fixedOp?: MutationOp) {
  mount(app, call, async ({ db, userId, input, sync }) => {
    const op = fixedOp ?? OPS[String(input['Type'])]
    if (!op) throw new Rejection('操作类型无效')
    const checked = op === 'delete' ? { ok: true as const, fields: {} } : entityFields(entity, input, op === 'create')
    // Bad input of a replay is recorded like any answer (a replay gets the same rejection);
    // a direct call's bad input writes nothing at all.
    if (!checked.ok && !sync) throw new Rejection(checked.message)
    const fields = checked.ok ? checked.fields : {}
    const rejection = checked.ok ? undefined : checked.message
    return new Stored(await applyMutation(db, { userId, entity, entityId: input.ID, op, fields, sync, rejection }))
  })
}

export function writeRoutes(app: Hono<AppEnv>): void {
  entityWrite(app, calls.editProject, 'projects')
  entityWrite(app, calls.deleteProject, 'projects', 'delete')
  entityWrite(app, calls.editProStructure, 'structureRows')
  entityWrite(app, calls.editClassify, 'folders')
  entityWrite(app, calls.delClassify, 'folders', 'delete')
  entityWrite(app, calls.editTenders, 'tenders')
}
