import { z } from 'zod'
import { parseJsonText } from '@/domain/api/json-field.ts'
import { nextTurn } from './next-turn.ts'

type Issue = z.core.$ZodIssue
export type ParsedInput<T> = { success: true; data: T } | { success: false; issues: Issue[] }

/** Elements checked between turns of the event loop. */
export const SLICE = 100

/**
 * `schema.safeParseAsync(raw)` where a long jsonField array (the 10,000
 * rows of EditProStructureMore, 3.3 MB of JSON) is checked SLICE elements at a time with a turn of
 * the event loop between slices, so other requests run meanwhile (docs/performance.md "Big
 * saves"). The answer is the one zod gives for the whole: the other fields are checked with the
 * array field empty, and the first issue in the shape's key order wins, as in zod's object check;
 * within the array the first failing element's first issue, with its full path. What slicing
 * cannot reproduce cheaply (JSON that does not parse, not an array, a length out of bounds) is
 * left to the plain check, which refuses it.
 */
export async function parseInSlices<S extends z.ZodType>(
  schema: S,
  raw: Record<string, unknown>,
): Promise<ParsedInput<z.output<S>>> {
  const whole = async (): Promise<ParsedInput<z.output<S>>> => {
    const r = await schema.safeParseAsync(raw)
    return r.success ? { success: true, data: r.data } : { success: false, issues: r.error.issues }
  }
  const field = longArrayField(schema, raw)
  if (!field) return whole()
  const { key, keys, array } = field
  let items: unknown = raw[key]
  if (typeof items === 'string') {
    try {
      items = JSON.parse(items)
    } catch {
      return whole()
    }
  }
  // The array's own checks are its length limits (longArrayField): checked on the whole.
  const lengths = z
    .array(z.unknown())
    .check(...((array._zod.def.checks ?? []) as z.core.$ZodCheck<unknown[]>[]))
  if (!Array.isArray(items) || !(await lengths.safeParseAsync(items)).success) return whole()
  const rest = await schema.safeParseAsync({ ...raw, [key]: [] })
  // The emptied field's own issues (a minimum length) are not real: its length was checked above.
  const restIssues = (rest.error?.issues ?? []).filter((i) => i.path[0] !== key)
  const restFirst = restIssues[0]
  if (restFirst && keys.indexOf(String(restFirst.path[0])) < keys.indexOf(key))
    return { success: false, issues: restIssues }
  const each = z.array(array.element)
  const out: unknown[] = []
  for (let start = 0; start < items.length; start += SLICE) {
    if (start > 0) await nextTurn()
    const part = await each.safeParseAsync(items.slice(start, start + SLICE))
    if (!part.success) {
      const issues = part.error.issues.map((i) => ({
        ...i,
        path: [key, start + Number(i.path[0]), ...i.path.slice(1)],
      }))
      return { success: false, issues }
    }
    out.push(...part.data)
  }
  if (restFirst) return { success: false, issues: restIssues }
  if (!rest.success) return whole()
  return { success: true, data: { ...(rest.data as object), [key]: out } as z.output<S> }
}

/** The array of a jsonField(z.array(…)) (z.unknown().transform(parseJsonText).pipe(array)). */
function jsonArray(field: z.ZodType): z.ZodArray | undefined {
  if (!(field instanceof z.ZodPipe) || !(field._zod.def.out instanceof z.ZodArray)) return
  const first = field._zod.def.in
  if (!(first instanceof z.ZodPipe) || !(first._zod.def.out instanceof z.ZodTransform)) return
  return first._zod.def.out._zod.def.transform === parseJsonText ? field._zod.def.out : undefined
}

/** The first field of an object schema, a jsonField of an array, whose raw value is long. */
function longArrayField(
  schema: z.ZodType,
  raw: Record<string, unknown>,
): { key: string; keys: string[]; array: z.ZodArray } | undefined {
  // Only a plain object schema: a check of the whole object could see the field emptied.
  if (!(schema instanceof z.ZodObject) || (schema._zod.def.checks ?? []).length > 0) return
  const keys = Object.keys(schema.shape)
  for (const key of keys) {
    const value = raw[key]
    const long =
      (typeof value === 'string' && value.length >= LONG_TEXT) ||
      (Array.isArray(value) && value.length > SLICE)
    if (!long) continue
    let field = schema.shape[key] as z.ZodType
    if (field instanceof z.ZodDefault || field instanceof z.ZodOptional)
      field = field.unwrap() as z.ZodType
    // A check of the field itself (a refine of the whole list) would see it emptied.
    if (hasChecks(schema.shape[key] as z.ZodType) || hasChecks(field)) continue
    const array = jsonArray(field)
    const onlyLengths = (array?._zod.def.checks ?? []).every((c) =>
      LENGTH_CHECKS.has(c._zod.def.check),
    )
    if (array && onlyLengths) return { key, keys, array }
  }
  return undefined
}

const hasChecks = (t: z.ZodType) => (t._zod.def.checks ?? []).length > 0
const LENGTH_CHECKS = new Set(['max_length', 'min_length', 'length_equals'])

/** JSON text from this length on is parsed once and checked in slices (about 200 rows). */
const LONG_TEXT = 64 * 1024
