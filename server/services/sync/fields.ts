import type { z } from 'zod'
import type { SyncedEntity } from '../../../src/domain/api/sync.ts'
import {
  CREATE_REQUIRED,
  folderFieldSchemas,
  projectFieldSchemas,
  structureRowFieldSchemas,
  tenderFieldSchemas,
} from '../../../src/domain/projects/schemas.ts'

/**
 * Per-entity validation of the fields a write carries (docs/api-projects.md), before any database
 * work. Form bodies bring numbers as strings: known fields are normalised by the shared zod
 * schemas so the pulled document equals what the client stored. Checks that need the database
 * (ProId owned, ParentID in the same project, no cycle …) run in the mutation's transaction
 * (server/services/projects/rules.ts).
 */
const FIELD_SCHEMAS: Readonly<Record<Exclude<SyncedEntity, 'cart'>, Readonly<Record<string, z.ZodType>>>> = {
  projects: projectFieldSchemas,
  structureRows: structureRowFieldSchemas,
  folders: folderFieldSchemas,
  tenders: tenderFieldSchemas,
}

const MAX_FIELDS = 100
const MAX_TEXT = 2000
/** Fields of the call itself, not of the row. */
const CALL_FIELDS = new Set(['ID', 'Type'])
/** Set by the server only (ReleaseProject); a client's copy of them is ignored. */
const SERVER_FIELDS: Partial<Record<SyncedEntity, ReadonlySet<string>>> = { projects: new Set(['Released']) }

export type FieldsResult = { ok: true; fields: Record<string, unknown> } | { ok: false; message: string }

/** Checks and normalises the changed fields of `entity`; `create` also requires its key fields. */
export function entityFields(entity: SyncedEntity, raw: Record<string, unknown>, create: boolean): FieldsResult {
  if (entity === 'cart') return { ok: false, message: '购物车不在此处修改' }
  const schemas = FIELD_SCHEMAS[entity]
  const fields: Record<string, unknown> = {}
  const entries = Object.entries(raw).filter(([key]) => !CALL_FIELDS.has(key) && !SERVER_FIELDS[entity]?.has(key))
  if (entries.length > MAX_FIELDS) return { ok: false, message: '修改的字段过多' }
  for (const [key, value] of entries) {
    const schema = schemas[key]
    if (schema) {
      const parsed = schema.safeParse(value)
      if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? `字段 ${key} 的值无效` }
      fields[key] = parsed.data
    } else if (!/^[A-Za-z][A-Za-z0-9_]{0,49}$/.test(key)) {
      return { ok: false, message: `字段名无效：${key.slice(0, 50)}` }
    } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      // Fields this server does not know yet (a newer client) are kept as given, so a replay is
      // never refused for them; only their size is bounded.
      if (typeof value === 'string' && value.length > MAX_TEXT) return { ok: false, message: `字段 ${key} 过长` }
      fields[key] = value
    } else if (value !== null) {
      return { ok: false, message: `字段 ${key} 的值无效` }
    }
  }
  if (create) {
    for (const key of CREATE_REQUIRED[entity]) {
      if (fields[key] === undefined) {
        const missing = schemas[key]?.safeParse(undefined)
        return { ok: false, message: missing && !missing.success ? (missing.error.issues[0]?.message ?? `缺少 ${key}`) : `缺少 ${key}` }
      }
    }
  }
  return { ok: true, fields }
}

/** Project fields (EditProject). */
export const projectFields = (raw: Record<string, unknown>, create: boolean) => entityFields('projects', raw, create)
