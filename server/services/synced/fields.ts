import { ENTITY_DEFINITIONS } from '@/domain/api/synced/definitions.ts'
import type { SyncedEntity } from '@/domain/api/sync.ts'

/**
 * Per-entity validation of the fields a write carries, before any database work, from the
 * entity definitions (src/domain/api/synced/definitions.ts). Form bodies bring numbers as
 * strings: known fields are normalised by the shared zod schemas so the pulled document equals
 * what the client stored. Checks that need the database (ProId owned, ParentID in the same
 * project, no cycle …) run in the mutation's transaction (relations.ts and the entity services).
 */
const MAX_FIELDS = 100
const MAX_TEXT = 2000
/** Fields of the call itself, not of the row. */
const CALL_FIELDS = new Set(['ID', 'Type'])

export type FieldsResult =
  { ok: true; fields: Record<string, unknown> } | { ok: false; message: string }

/** Checks and normalises the changed fields of `entity`; `create` also requires its key fields. */
export function entityFields(
  entity: SyncedEntity,
  raw: Record<string, unknown>,
  create: boolean,
): FieldsResult {
  const definition = ENTITY_DEFINITIONS[entity]
  if (definition.ownWrites) return { ok: false, message: '购物车不在此处修改' }
  const schemas = definition.fields
  const serverFields = new Set(definition.serverFields ?? [])
  const fields: Record<string, unknown> = {}
  const entries = Object.entries(raw).filter(
    ([key]) => !CALL_FIELDS.has(key) && !serverFields.has(key),
  )
  if (entries.length > MAX_FIELDS) return { ok: false, message: '修改的字段过多' }
  for (const [key, value] of entries) {
    const schema = schemas[key]
    if (schema) {
      const parsed = schema.safeParse(value)
      if (!parsed.success)
        return { ok: false, message: parsed.error.issues[0]?.message ?? `字段 ${key} 的值无效` }
      fields[key] = parsed.data
    } else if (!/^[A-Za-z][A-Za-z0-9_]{0,49}$/.test(key)) {
      return { ok: false, message: `字段名无效：${key.slice(0, 50)}` }
    } else if (
      typeof value === 'string' ||
      typeof value === 'number' ||
      typeof value === 'boolean'
    ) {
      // Fields this server does not know yet (a newer client) are kept as given, so a replay is
      // never refused for them; only their size is bounded.
      if (typeof value === 'string' && value.length > MAX_TEXT)
        return { ok: false, message: `字段 ${key} 过长` }
      fields[key] = value
    } else if (value !== null) {
      return { ok: false, message: `字段 ${key} 的值无效` }
    }
  }
  if (create) {
    for (const key of definition.createRequired) {
      if (fields[key] === undefined) {
        const missing = schemas[key]?.safeParse(undefined)
        return {
          ok: false,
          message:
            missing && !missing.success
              ? (missing.error.issues[0]?.message ?? `缺少 ${key}`)
              : `缺少 ${key}`,
        }
      }
    }
    if (definition.createSchema) {
      // The whole document as the definition creates it (defaults, cross-field rules such as
      // 工程量 rounded to its unit): known fields from the raw input, unknown ones kept.
      const known = Object.fromEntries(entries.filter(([key]) => key in schemas))
      const whole = definition.createSchema.safeParse({ ...known, ID: raw['ID'] })
      if (!whole.success)
        return { ok: false, message: whole.error.issues[0]?.message ?? '数据无效' }
      const { ID: _id, ...doc } = whole.data as Record<string, unknown>
      return { ok: true, fields: { ...fields, ...doc } }
    }
  }
  return { ok: true, fields }
}
