import {
  accept,
  makeField,
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
  for (const key in shape) {
    const f = shape[key] as AnyField
    const x = v[key]
    if (x === undefined ? !f.optional : !isData(f.data, x, f.nullable)) return false
  }
  return true
}

// ---- parse and read ----

/** The value of a field left out of an input: its default, or its own refusal of a blank. */
export function missingValue(f: AnyField): Parsed<unknown> {
  if (f.default !== undefined)
    return accept(typeof f.default === 'function' ? (f.default as () => unknown)() : f.default)
  return f.parse(undefined)
}

/** Parses an input object by the shape (keys it does not declare are dropped). */
export function parseShape<S extends Shape>(shape: S, raw: unknown): Parsed<DocOf<S>> {
  if (!isPlainObject(raw)) return refuse('数据格式不正确')
  const out: Record<string, unknown> = {}
  for (const key in shape) {
    const f = shape[key] as AnyField
    const v = raw[key]
    if (v === undefined && f.optional) continue
    const r = v === undefined ? missingValue(f) : f.parse(v)
    if (!r.ok) return r
    out[key] = r.value
  }
  return accept(out as DocOf<S>)
}

/** One stored value: kept when it has its type, else parsed as input, else the fallback. */
export function readValue(f: AnyField, v: unknown): unknown {
  if (isData(f.data, v, f.nullable)) return v
  const r = f.parse(v)
  return r.ok ? r.value : f.fallback
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
  for (const key in shape) {
    const f = shape[key] as AnyField
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
  if (typeof v !== 'string') return accept(v)
  try {
    return accept(JSON.parse(v) as unknown)
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
    if (!v.ok) return v
    if (!Array.isArray(v.value)) return refuse(`${label}无效`)
    if (v.value.length > opts.max) return refuse(`${label}不能超过${opts.max}项`)
    const out: ItemOf<I>[] = []
    for (const x of v.value as unknown[]) {
      const r = parseItem(x)
      if (!r.ok) return r
      out.push(r.value as ItemOf<I>)
    }
    const refused = opts.refine?.(out)
    return refused ? refuse(refused) : accept(out)
  }
  return makeField(label, { type: 'list', of: itemType(item) }, parse, opts, {
    default: () => [],
  })
}

/** An object of a shape (JSON text accepted). */
export function object<
  const S extends Shape,
  const O extends Common<DocOf<S>> = Record<never, never>,
>(label: string, shape: S, opts?: O): Field<DocOf<S>, IsOptional<O>> {
  const parse = (raw: unknown): Parsed<DocOf<S>> => {
    const v = decoded(label, raw)
    if (!v.ok) return v
    return isPlainObject(v.value) ? parseShape(shape, v.value) : refuse(`${label}无效`)
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
    if (!v.ok) return v
    if (!isPlainObject(v.value)) return refuse(`${label}无效`)
    const out: Record<string, unknown> = {}
    for (const [k, x] of Object.entries(v.value)) {
      if (!(keys as readonly string[]).includes(k)) return refuse(`${label}无效`)
      if (x === undefined) continue
      const r = (value as AnyField).parse(x)
      if (!r.ok) return r
      out[k] = r.value
    }
    return accept(out as R)
  }
  return makeField(label, { type: 'record', keys, of: value.data }, parse, opts ?? ({} as O), {
    default: () => ({}) as R,
  })
}
