import { z } from 'zod'
import { createDefaults, readDoc, type Entity } from './define'
import { refused, UUID, type AnyField, type DataType, type Shape } from './field'
import { missingValue, type DocOf, type ValueOf } from './shape'

/**
 * The zod schemas of the field kinds and entity declarations (./field.ts, ./define.ts), for the
 * code that composes zod: the server's validation of writes, the call registry, the repositories'
 * checks before a write. Only that code imports this module (zod stays out of the first load).
 * - `zodField`: the input rule of a field (its zod-free `parse`, or its area's named check);
 * - `zodCreate`: a whole new document ({ID, ...fields}: defaults, cross-field rule, final form);
 * - `zodData`: the JSON type of data (z.string(), z.number().int() …) for /api answers.
 */

/** Named zod checks of document parts too rich for the field kinds (`checked` fields). */
export type EntityChecks = Readonly<Record<string, z.ZodType>>

/** The input rule of a field; undefined (left out) takes its default. */
export function zodField(f: AnyField, checks: EntityChecks = {}): z.ZodType {
  if (f.check !== undefined) {
    const named = checks[f.check]
    if (!named) throw new Error(`no zod check named ${f.check} (${f.label})`)
    return z.unknown().transform((v, ctx) => {
      if (v === undefined && f.optional) return undefined
      if (v === undefined && f.default !== undefined) {
        const d = missingValue(f)
        if (!refused(d)) return d
      }
      const r = named.safeParse(v)
      if (r.success) return r.data
      ctx.addIssue({ code: 'custom', message: r.error.issues[0]?.message ?? `${f.label}无效` })
      return z.NEVER
    })
  }
  return z.unknown().transform((v, ctx) => {
    if (v === undefined && f.optional) return undefined
    const r: unknown = v === undefined ? missingValue(f) : f.parse(v)
    if (!refused(r)) return r
    ctx.addIssue({ code: 'custom', message: r.message })
    return z.NEVER
  })
}

/**
 * The create defaults of an entity with those of its checked parts: a part without a default of
 * its own takes its named check's answer to a left-out value (the server's direct creates).
 */
export function zodCreateDefaults<S extends Shape, R extends keyof S & string>(
  entity: Entity<S, R>,
  checks: EntityChecks,
  now: Date = new Date(),
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...createDefaults(entity, now) }
  const required: readonly string[] = entity.required
  for (const [key, f] of Object.entries<AnyField>(entity.fields)) {
    if (f.check === undefined || f.default !== undefined || f.optional || required.includes(key))
      continue
    const r = zodField(f, checks).safeParse(undefined)
    if (r.success) out[key] = r.data
  }
  return out
}

/**
 * A stored row read with its entity's reader (./define.ts readDoc), a missing or empty document
 * part taking its named check's answer to a left-out value (what the part's default is).
 */
export function zodReadDoc<S extends Shape, R extends keyof S & string>(
  entity: Entity<S, R>,
  data: Readonly<Record<string, unknown>>,
  checks: EntityChecks,
): DocOf<S> {
  const doc: Record<string, unknown> = readDoc(entity, data)
  for (const [key, f] of Object.entries<AnyField>(entity.fields)) {
    if (f.check === undefined || f.default !== undefined || f.optional) continue
    if (doc[key] !== null && doc[key] !== undefined) continue
    const r = zodField(f, checks).safeParse(undefined)
    if (r.success) doc[key] = r.data
  }
  return doc as DocOf<S>
}

/** The input rules of an entity's fields, one by one (an update carries only what changed). */
export function zodFields<S extends Shape>(
  shape: S,
  checks: EntityChecks = {},
): { [K in keyof S]: z.ZodType<DocOf<S>[K & keyof DocOf<S>]> } {
  return Object.fromEntries(Object.entries(shape).map(([k, f]) => [k, zodField(f, checks)])) as {
    [K in keyof S]: z.ZodType<DocOf<S>[K & keyof DocOf<S>]>
  }
}

/**
 * A whole new document, `{ID, ...fields}` → the stored document with its ID: each field read (a
 * left-out one takes its default; a required one is refused), then the entity's cross-field
 * rule and final form.
 */
export function zodCreate<S extends Shape>(
  entity: Entity<S>,
  checks: EntityChecks = {},
): z.ZodType<DocOf<S> & { ID: string }> {
  const fields = Object.entries(zodFields(entity.fields, checks) as Record<string, z.ZodType>)
  return z.unknown().transform((raw, ctx) => {
    const refuse = (message: string) => {
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      return refuse('数据格式不正确')
    const input = raw as Record<string, unknown>
    const id = input['ID']
    if (typeof id !== 'string' || !UUID.test(id)) return refuse(`${entity.idLabel}无效`)
    const doc: Record<string, unknown> = {}
    for (const [key, schema] of fields) {
      const r = schema.safeParse(input[key])
      if (!r.success) return refuse(r.error.issues[0]?.message ?? `${key}无效`)
      if (r.data !== undefined) doc[key] = r.data
    }
    const message = entity.checkCreate?.(doc as DocOf<S>)
    if (message) return refuse(message)
    const done = entity.finishCreate ? entity.finishCreate(doc as DocOf<S>) : (doc as DocOf<S>)
    return { ...done, ID: id }
  })
}

/** The zod schema of JSON data of a type (what an /api answer holds). */
export function zodData(data: DataType, nullable = false): z.ZodType {
  const schema = zodType(data)
  return nullable ? schema.nullable() : schema
}

/** The zod schema of a field's data, typed as the field's value. */
export const zodValue = <F extends AnyField>(f: F) =>
  zodData(f.data, f.nullable) as z.ZodType<ValueOf<F>>

function zodType(data: DataType): z.ZodType {
  switch (data.type) {
    case 'string':
      return data.values
        ? z.enum(data.values as unknown as readonly [string, ...string[]])
        : z.string()
    case 'number':
      return data.int ? z.number().int() : z.number()
    case 'flag':
      return z.union([z.literal(0), z.literal(1)])
    case 'list':
      return z.array(zodType(data.of))
    case 'object':
      return zodShapeData(data.shape)
    case 'record':
      return z.partialRecord(
        z.enum(data.keys as unknown as readonly [string, ...string[]]),
        zodType(data.of),
      )
    case 'json':
      return z.unknown()
  }
}

/** The zod object of a shape's data (optional fields may be missing). */
export function zodShapeData<S extends Shape>(shape: S) {
  return z.object(
    Object.fromEntries(
      Object.entries(shape).map(([k, f]) => {
        const s = zodData(f.data, f.nullable)
        return [k, f.optional ? s.optional() : s]
      }),
    ) as { [K in keyof S]: z.ZodType<ValueOf<S[K]>> },
  )
}
