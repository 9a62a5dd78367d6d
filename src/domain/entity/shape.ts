import {
  accept,
  isBlank,
  makeField,
  refused,
  refuse,
  type AnyField,
  type Common,
  type DataType,
  type Field,
  type IsOptional,
  type Parsed,
  type Shape,
} from './field'

/**
 * Documents made of fields (./field.ts): the TypeScript type of a shape, the composite kinds
 * (list, object, record) and the three readings of a shape, all zod-free:
 * - `parseShape`: input → document (each present field parsed, a missing one takes its default or
 *   is refused), the first Chinese refusal;
 * - `readShape`: a stored document → the typed document, tolerant (a missing or unreadable value
 *   takes the field's fallback), for rows of the local database and the server;
 * - `isData` / `isShapeData`: a strict check of JSON data (the template cards of the first load).
 */

export type ValueOf<F> = F extends Field<infer T, boolean> ? T : never
export type OptionalKeys<S extends Shape> = {
  [K in keyof S]: S[K] extends Field<unknown, true> ? K : never
}[keyof S]
type Simplify<T> = { [K in keyof T]: T[K] } & {}

/** The document type of a shape: optional fields may be missing. */
export type DocOf<S extends Shape> = Simplify<
  { -readonly [K in Exclude<keyof S, OptionalKeys<S>>]: ValueOf<S[K]> } & {
    -readonly [K in OptionalKeys<S>]?: ValueOf<S[K]>
  }
>

/** A shape's keys and fields as arrays, made once per shape (120,000 rows walk them each time). */
// A memo of a pure function of a declared shape (the same arrays without it).
// eslint-disable-next-line guard/domain-state
const ENTRIES = new WeakMap<Shape, { keys: string[]; fields: AnyField[] }>()
export function fieldsOf(shape: Shape): { keys: string[]; fields: AnyField[] } {
  let entries = ENTRIES.get(shape)
  if (!entries) {
    entries = { keys: Object.keys(shape), fields: Object.values(shape) }
    ENTRIES.set(shape, entries)
  }
  return entries
}

// ---- guards ----

/** A strict check of a JSON value against a type (no conversion). */
export function isData(data: DataType, v: unknown, nullable = false): boolean {
  if (v === null) return nullable
  switch (data.type) {
    case 'string':
      return typeof v === 'string' && (!data.values || data.values.includes(v))
    case 'number':
      return typeof v === 'number' && (data.int ? Number.isInteger(v) : Number.isFinite(v))
    case 'flag':
      return v === 0 || v === 1
    case 'list':
      return Array.isArray(v) && v.every((x) => isData(data.of, x))
    case 'object':
      return isShapeData(data.shape, v)
    case 'record':
      return (
        isPlainObject(v) &&
        Object.entries(v).every(([k, x]) => data.keys.includes(k) && isData(data.of, x))
      )
    case 'json':
      return v !== undefined
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** Every field of the shape present (unless optional) with a value of its type. */
export function isShapeData<S extends Shape>(shape: S, v: unknown): v is DocOf<S> {
  if (!isPlainObject(v)) return false
  const { keys, fields } = fieldsOf(shape)
  for (let i = 0; i < keys.length; i++) {
    const f = fields[i] as AnyField
    const x = v[keys[i] as string]
    if (x === undefined ? !f.optional : !isData(f.data, x, f.nullable)) return false
  }
  return true
}

// ---- parse and read ----

/**
 * The value of a field left out of an input: its default (a fresh copy of a list or object), or
 * its own refusal of a blank.
 */
export function missingValue(f: AnyField, now?: Date): Parsed<unknown> {
  const d: unknown = f.default
  if (d === undefined) return f.parse(undefined)
  if (typeof d === 'function') return accept((d as (now: Date) => unknown)(now ?? new Date()))
  return accept(typeof d === 'object' && d !== null ? structuredClone(d) : d)
}

/** Parses an input object by the shape (keys it does not declare are dropped). */
export function parseShape<S extends Shape>(shape: S, raw: unknown): Parsed<DocOf<S>> {
  if (!isPlainObject(raw)) return refuse('数据格式不正确')
  const out: Record<string, unknown> = {}
  const { keys, fields } = fieldsOf(shape)
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string
    const f = fields[i] as AnyField
    const v = raw[key]
    if (v === undefined && f.optional) continue
    const r: unknown = v === undefined ? missingValue(f) : f.parse(v)
    if (refused(r)) return r
    out[key] = r
  }
  return accept(out as DocOf<S>)
}

/** One stored value: kept when it has its type, else parsed as input, else the fallback. */
export function readValue(f: AnyField, v: unknown): unknown {
  if (isData(f.data, v, f.nullable)) return v
  const r: unknown = f.parse(v)
  return refused(r) ? f.fallback : r
}

/**
 * A stored document as the shape's type. Tolerant: old rows lack later fields, and rows written
 * by form-encoded requests may hold text for numbers or JSON text for lists.
 */
export function readShape<S extends Shape>(
  shape: S,
  data: Readonly<Record<string, unknown>>,
): DocOf<S> {
  const out: Record<string, unknown> = {}
  const { keys, fields } = fieldsOf(shape)
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string
    const f = fields[i] as AnyField
    const v = data[key]
    if (v === undefined) {
      if (!f.optional) out[key] = f.fallback
    } else out[key] = readValue(f, v)
  }
  return out as DocOf<S>
}

// ---- composite kinds ----

/** JSON text (form bodies carry lists as text) or the value itself. */
function decoded(label: string, v: unknown): Parsed<unknown> {
  if (typeof v !== 'string') return v
  try {
    return JSON.parse(v) as unknown
  } catch {
    return refuse(`${label}格式不正确`)
  }
}

const itemType = (item: AnyField | Shape): DataType =>
  isField(item) ? item.data : { type: 'object', shape: item }
const isField = (x: AnyField | Shape): x is AnyField =>
  typeof (x as AnyField).parse === 'function' && typeof (x as AnyField).label === 'string'
const itemParse = (item: AnyField | Shape) =>
  isField(item) ? item.parse : (v: unknown) => parseShape(item, v)

type ItemOf<I> = I extends Field<infer T, boolean> ? T : I extends Shape ? DocOf<I> : never

export interface ListOptions<T> extends Common<T> {
  max: number
  /** A rule on the whole list once its items are read: the refusal, or null. */
  refine?: (list: T) => string | null
}

/** A list of values or of objects of a shape (JSON text accepted); [] by default. */
export function list<
  const I extends AnyField | Shape,
  const O extends ListOptions<ItemOf<I>[]> = ListOptions<ItemOf<I>[]>,
>(label: string, item: I, opts: O): Field<ItemOf<I>[], IsOptional<O>> {
  const parseItem = itemParse(item)
  const parse = (raw: unknown): Parsed<ItemOf<I>[]> => {
    const v = decoded(label, raw)
    if (refused(v)) return v
    if (!Array.isArray(v)) return refuse(`${label}无效`)
    if (v.length > opts.max) return refuse(`${label}不能超过${opts.max}项`)
    const out: ItemOf<I>[] = []
    for (const x of v as unknown[]) {
      const r: unknown = parseItem(x)
      if (refused(r)) return r
      out.push(r as ItemOf<I>)
    }
    const problem = opts.refine?.(out)
    return problem ? refuse(problem) : accept(out)
  }
  return makeField(label, { type: 'list', of: itemType(item) }, parse, opts, {
    default: () => [],
  })
}

/** An object of a shape (JSON text accepted); `strict` refuses keys the shape does not have. */
export function object<
  const S extends Shape,
  const O extends Common<DocOf<S>> & { strict?: boolean } = Record<never, never>,
>(label: string, shape: S, opts?: O): Field<DocOf<S>, IsOptional<O>> {
  const parse = (raw: unknown): Parsed<DocOf<S>> => {
    const v = decoded(label, raw)
    if (refused(v)) return v
    if (!isPlainObject(v)) return refuse(`${label}无效`)
    if (opts?.strict && Object.keys(v).some((k) => !(k in shape)))
      return refuse(`${label}格式不正确`)
    return parseShape(shape, v)
  }
  return makeField(label, { type: 'object', shape }, parse, opts ?? ({} as O))
}

/** Values by key, each key one of `keys` (户型房间数: 卧室 → 3); {} by default. */
export function record<
  const K extends readonly [string, ...string[]],
  const V extends AnyField,
  const O extends Common<Partial<Record<K[number], ValueOf<V>>>> = Record<never, never>,
>(
  label: string,
  keys: K,
  value: V,
  opts?: O,
): Field<Partial<Record<K[number], ValueOf<V>>>, IsOptional<O>> {
  type R = Partial<Record<K[number], ValueOf<V>>>
  const parse = (raw: unknown): Parsed<R> => {
    const v = decoded(label, raw)
    if (refused(v)) return v
    if (!isPlainObject(v)) return refuse(`${label}无效`)
    const out: Record<string, unknown> = {}
    for (const [k, x] of Object.entries(v)) {
      if (!(keys as readonly string[]).includes(k)) return refuse(`${label}无效`)
      if (x === undefined) continue
      const r: unknown = (value as AnyField).parse(x)
      if (refused(r)) return r
      out[k] = r
    }
    return accept(out as R)
  }
  return makeField(label, { type: 'record', keys, of: value.data }, parse, opts ?? ({} as O), {
    default: () => ({}) as R,
  })
}

/**
 * A value of `inner` stored as canonical JSON text (对标's indicator list and sample filter):
 * JSON text or the value itself in, checked by `inner`, re-serialised; blank is `empty`.
 */
export function jsonText<const O extends Common<string> = Record<never, never>>(
  label: string,
  inner: AnyField,
  empty: string,
  opts?: O,
): Field<string, IsOptional<O>> {
  const parse = (raw: unknown): Parsed<string> => {
    if (isBlank(raw)) return accept(empty)
    const v = decoded(label, raw)
    if (refused(v)) return v
    const r: unknown = inner.parse(v)
    return refused(r) ? r : JSON.stringify(r)
  }
  return makeField(label, { type: 'string' }, parse, opts ?? ({} as O), { default: empty })
}

/** The zod-free guard of a shape's data (what a first-load screen checks an answer with). */
export const guardOf =
  <S extends Shape>(shape: S) =>
  (v: unknown): v is DocOf<S> =>
    isShapeData(shape, v)

/** The guard of a list of a shape's data. */
export const listGuardOf =
  <S extends Shape>(shape: S) =>
  (v: unknown): v is DocOf<S>[] =>
    Array.isArray(v) && v.every((x) => isShapeData(shape, x))
