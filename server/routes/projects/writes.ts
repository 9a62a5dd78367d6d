import { Hono, type Context } from 'hono'
import { z } from 'zod'
import type { MutationOp, SyncedEntity } from '../../../src/domain/api/sync.ts'
import { fail } from '../../lib/envelope.ts'
import { readInput } from '../../lib/validate.ts'
import { entityFields } from '../../services/sync/fields.ts'
import { applyMutation } from '../../services/sync/mutations.ts'
import type { AppEnv } from '../../types.ts'
import { readSyncHeaders, writer } from './guard.ts'

/**
 * The entity calls of src/domain/projects/calls.ts (ENTITY_CALLS): each create/update/delete of
 * a synced row, replayed from the outbox (sync headers) or called directly, goes through
 * applyMutation (dedup, field LWW, checks and cascades in one transaction).
 */
export const writeRoutes = new Hono<AppEnv>()

const rawFields = z.record(z.string(), z.unknown())
const uuid = z.uuid()
const ID_MESSAGES: Record<Exclude<SyncedEntity, 'cart'>, string> = {
  projects: '项目编号无效',
  structureRows: '单项编号无效',
  folders: '文件夹编号无效',
  tenders: '标段编号无效',
}
const OPS: Record<string, MutationOp> = { add: 'create', update: 'update', delete: 'delete' }

/** One write: Type add|update|delete (or `fixedOp` for the delete-only calls), ID, fields. */
function entityWrite(entity: Exclude<SyncedEntity, 'cart'>, fixedOp?: MutationOp) {
  return async (c: Context<AppEnv>) => {
    const who = writer(c)
    if ('response' in who) return who.response
    const headers = readSyncHeaders(c)
    if (headers.kind === 'response') return headers.response
    const raw = await readInput(c, rawFields)
    if (!raw.success) return raw.response
    const id = raw.data['ID']
    if (typeof id !== 'string' || !uuid.safeParse(id).success) return fail(c, ID_MESSAGES[entity])
    const op = fixedOp ?? OPS[String(raw.data['Type'])]
    if (!op) return fail(c, '操作类型无效')
    const checked = op === 'delete' ? { ok: true as const, fields: {} } : entityFields(entity, raw.data, op === 'create')
    const sync = headers.kind === 'sync' ? headers.value : undefined
    // Bad input of a replay is recorded like any answer (a replay gets the same rejection);
    // a direct call's bad input writes nothing at all.
    if (!checked.ok && !sync) return fail(c, checked.message)
    const result = await applyMutation(c.var.db, {
      userId: who.userId,
      entity,
      entityId: id,
      op,
      fields: checked.ok ? checked.fields : {},
      sync,
      rejection: checked.ok ? undefined : checked.message,
    })
    return c.json(result, 200)
  }
}

writeRoutes.post('/SjyqList/EditProject', entityWrite('projects'))
writeRoutes.get('/SjyqList/DeleteProJect', entityWrite('projects', 'delete'))
writeRoutes.post('/SjyqList/EditProStructure', entityWrite('structureRows'))
writeRoutes.post('/ProjectAndTemplate/EditClassify', entityWrite('folders'))
writeRoutes.get('/ProjectAndTemplate/DelClassify', entityWrite('folders', 'delete'))
writeRoutes.post('/Generate/EditTenders', entityWrite('tenders'))
