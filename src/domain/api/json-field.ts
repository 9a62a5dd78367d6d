import { z } from 'zod'

/** Marker on the zod issue raised for a field that should hold JSON text but does not parse. */
export const INVALID_JSON = 'invalid_json'

/**
 * A form field carrying JSON text (SPEC §7: the POST wrapper serialises top-level objects and
 * arrays to JSON strings), validated by `inner` once parsed. An already-parsed value (a JSON body)
 * is accepted as is.
 */
export function jsonField<T extends z.ZodType>(inner: T) {
  return z.unknown().transform(parseJsonText).pipe(inner)
}

/**
 * The first step of every jsonField: JSON text parsed, anything else as is. Exported so a server
 * can recognise a jsonField (server/lib/sliced-input.ts checks a long array one in slices).
 */
export function parseJsonText(value: unknown, ctx: z.core.$RefinementCtx<unknown>): unknown {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value) as unknown
  } catch {
    ctx.addIssue({ code: 'custom', message: INVALID_JSON, params: { kind: INVALID_JSON } })
    return z.NEVER
  }
}
