import type { Hono } from 'hono'
import { ALL_CALLS } from '@/domain/api/calls/index.ts'
import type { AnyCall } from '@/domain/api/registry/define.ts'
import {
  entityOf,
  MUTATION_OPS,
  SYNCED_ENTITIES,
  type MutationOp,
  type SyncedEntity,
} from '@/domain/api/sync-entities.ts'
import { ENTITY_DEFINITIONS } from '@/domain/api/synced/definitions.ts'
import { mount, Stored } from '../lib/mount.ts'
import { Rejection } from '../lib/refusal.ts'
import { entityFields } from '../services/synced/fields.ts'
import { applyMutation } from '../services/synced/mutations.ts'
import type { AppEnv } from '../types.ts'

const OPS: Record<string, MutationOp> = { add: 'create', update: 'update', delete: 'delete' }

/**
 * The synced writes of every entity definition (src/domain/api/sync-entities.ts `writes`) that is
 * not written through a call of its own: each create/update/delete, replayed from the outbox
 * (sync headers) or called directly, goes through applyMutation (dedup, field LWW, checks,
 * relations and cascades in one transaction).
 */
function entityWrite(app: Hono<AppEnv>, write: EntityWrite) {
  const { call, entity } = write
  mount(app, call, async ({ db, userId, input, sync }) => {
    const body = input as Record<string, unknown> & { ID: string }
    const op = writeOp(write, body)
    if (!op) throw new Rejection('操作类型无效')
    const checked =
      op === 'delete'
        ? { ok: true as const, fields: {} }
        : entityFields(entity, body, op === 'create')
    // Bad input of a replay is recorded like any answer (a replay gets the same rejection);
    // a direct call's bad input writes nothing at all.
    if (!checked.ok && !sync) throw new Rejection(checked.message)
    const fields = checked.ok ? checked.fields : {}
    const rejection = checked.ok ? undefined : checked.message
    return new Stored(
      await applyMutation(db, { userId, entity, entityId: body.ID, op, fields, sync, rejection }),
    )
  })
}

/** One mounted entity write call: its registry entry, its entity and its op when the path fixes it. */
export interface EntityWrite {
  call: AnyCall
  entity: SyncedEntity
  fixedOp: MutationOp | undefined
}

/** The entity write calls by "METHOD /path" (the batch route groups creates through them). */
export function entityWrites(): Map<string, EntityWrite> {
  const out = new Map<string, EntityWrite>()
  for (const entity of SYNCED_ENTITIES) {
    if (ENTITY_DEFINITIONS[entity].ownWrites) continue
    const { writes } = entityOf(entity)
    const mounted = new Set<string>()
    for (const op of MUTATION_OPS) {
      const write = writes[op]
      const key = `${write.method} ${write.path}`
      if (mounted.has(write.path)) continue
      mounted.add(write.path)
      const call = ALL_CALLS.find(
        (c) => c.path === write.path && c.method === write.method && c.replay,
      )
      if (!call)
        throw new Error(`${entity}: no registered replay call ${write.method} ${write.path}`)
      out.set(key, { call, entity, fixedOp: write.type ? undefined : op })
    }
  }
  return out
}

/** The operation of a write's input: fixed by the path, or its Type (add|update|delete). */
export const writeOp = (
  write: EntityWrite,
  body: Record<string, unknown>,
): MutationOp | undefined => write.fixedOp ?? OPS[String(body['Type'])]

export function entityWriteRoutes(app: Hono<AppEnv>): void {
  for (const write of entityWrites().values()) entityWrite(app, write)
}
