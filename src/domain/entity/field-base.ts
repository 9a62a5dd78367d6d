/**
 * The field model of the entity declarations (docs/architecture.md "Entities") and the kinds that
 * need no decimal arithmetic, zod-free: each kind knows the JSON type of its stored value (`data`,
 * which gives the TypeScript type, the guard and the zod data schema), how an input value becomes
 * the stored one (`parse`: form text or a JSON value, with the Chinese refusal a user reads), its
 * default and its label. ./number-check.ts adds the number checks and whole numbers, ./field.ts
 * (which re-exports both) the numbers with decimals, which take src/domain/money along; the
 * routes' search checks use the first two only, so the first load does without it.
 */

/** A refused input: the Chinese message a user reads. */
export class Refusal {
  constructor(readonly message: string) {}
}
/**
 * What a rule makes of an input: the value itself, or a Refusal. Not a wrapper object: reading
 * 120,000 rows (the A.2 materials) must not allocate one per field.
 */
export type Parsed<T> = T | Refusal
export const accept = <T>(value: T): Parsed<T> => value
export const refuse = (message: string): Refusal => new Refusal(message)
export const refused = (r: unknown): r is Refusal => r instanceof Refusal

/** The JSON type of a stored value. */
export type DataType =
  | { readonly type: 'string'; readonly values?: readonly string[] }
  | { readonly type: 'number'; readonly int?: boolean }
  | { readonly type: 'flag' }
  | { readonly type: 'list'; readonly of: DataType }
  | { readonly type: 'object'; readonly shape: Shape }
  | { readonly type: 'record'; readonly keys: readonly string[]; readonly of: DataType }
  /** Any JSON value (a document part checked by a named zod schema, see `checked`). */
  | { readonly type: 'json' }

export interface Field<T = unknown, Optional extends boolean = boolean> {
  /** Chinese name: 同步详情, and every refusal of the field (项目名称不能为空). */
  readonly label: string
  readonly data: DataType
  readonly nullable: boolean
  /** May be missing from a document (legacy or later fields); never filled in on create. */
  readonly optional: Optional
  /** Input value (form text, JSON value) → stored value, or the Chinese refusal. */
  readonly parse: (raw: unknown) => Parsed<T>
  /** What a create fills in when the field is left out (a function: evaluated per create). */
  readonly default: T | ((now: Date) => T) | undefined
  /** What a reader puts in place of a missing or unreadable stored value. */
  readonly fallback: T
  /** The server checks the base version of a change (docs/sync.md; prices, quantities, totals). */
  readonly conflict: boolean
  /** Set by the server only: a client's value is ignored. */
  readonly serverOnly: boolean
  /** Checked by the named zod schema of the area (./zod.ts `EntityChecks`), not by `parse`. */
  readonly check?: string
  /** Type carrier only (never set). */
  readonly _type?: T
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a shape holds fields of any value type
export type AnyField = Field<any, boolean>
export type Shape = Readonly<Record<string, AnyField>>

export interface Common<T> {
  conflict?: boolean
  serverOnly?: boolean
  optional?: boolean
  /** A function is evaluated per create, with the create's time (the current year). */
  default?: T | ((now: Date) => T)
}
export type IsOptional<O> = O extends { optional: true } ? true : false

const EDGE_SPACE = /^\s|\s$/
/** The string without surrounding white space; no copy when there is none (most values). */
const trimmed = (s: string) => (EDGE_SPACE.test(s) ? s.trim() : s)

export const isBlank = (v: unknown) =>
  v === null || v === undefined || (typeof v === 'string' && trimmed(v) === '')

const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)$/

/** A finite number or numeric text ("1,234.5", " 7 "); undefined otherwise. */
export function toNumber(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined
  if (typeof v !== 'string') return undefined
  const t = v.trim().replace(/,/g, '')
  return NUMBER_TEXT.test(t) ? Number(t) : undefined
}

/** The zero value of a JSON type (what a reader gives a field with no default). */
function zeroOf(data: DataType, nullable: boolean): unknown {
  if (nullable) return null
  switch (data.type) {
    case 'string':
      return data.values?.[0] ?? ''
    case 'number':
    case 'flag':
      return 0
    case 'list':
      return []
    case 'object':
    case 'record':
      return {}
    case 'json':
      return null
  }
}

/** Builds a field; the reader's fallback is the static default, or the type's zero value. */
export function makeField<T, O extends Common<T>>(
  label: string,
  data: DataType,
  parse: (raw: unknown) => Parsed<T>,
  opts: O,
  extra: { nullable?: boolean; default?: T | ((now: Date) => T); check?: string } = {},
): Field<T, IsOptional<O>> {
  const nullable = extra.nullable ?? false
  const dflt = opts.default !== undefined ? opts.default : extra.default
  const fallback = (
    dflt !== undefined && typeof dflt !== 'function' ? dflt : zeroOf(data, nullable)
  ) as T
  return {
    label,
    data,
    nullable,
    optional: (opts.optional === true) as IsOptional<O>,
    parse,
    default: dflt,
    fallback,
    conflict: opts.conflict === true,
    serverOnly: opts.serverOnly === true,
    ...(extra.check !== undefined ? { check: extra.check } : {}),
  }
}

// ---- text ----

export interface TextOptions extends Common<string> {
  /** Line breaks kept (CRLF → LF); the whole value trimmed. */
  multiline?: boolean
  /** Extra rule on the trimmed text: the refusal, or null. */
  refine?: (s: string) => string | null
}

function textParse(label: string, max: number, filled: boolean, opts: TextOptions) {
  return (v: unknown): Parsed<string> => {
    if (v !== null && v !== undefined && typeof v !== 'string' && typeof v !== 'number')
      return refuse(`${label}无效`)
    const raw = v === null || v === undefined ? '' : String(v)
    const s = opts.multiline ? raw.replace(/\r\n?/g, '\n').trim() : trimmed(raw)
    if (filled && s === '') return refuse(`${label}不能为空`)
    if (s.length > max) return refuse(`${label}不能超过${max}个字`)
    const problem = opts.refine?.(s)
    return problem ? refuse(problem) : accept(s)
  }
}

/** Text (a number is taken as its text), trimmed; blank is ''. */
export function text<const O extends TextOptions = Record<never, never>>(
  label: string,
  max = Infinity,
  opts?: O,
): Field<string, IsOptional<O>> {
  const o = opts ?? ({} as O)
  return makeField(label, { type: 'string' }, textParse(label, max, false, o), o, { default: '' })
}

/** Text that cannot be blank (不能为空); no default. */
export function requiredText<const O extends TextOptions = Record<never, never>>(
  label: string,
  max: number,
  opts?: O,
): Field<string, IsOptional<O>> {
  const o = opts ?? ({} as O)
  return makeField(label, { type: 'string' }, textParse(label, max, true, o), o)
}

// ---- ids and choices ----

/** The uuid zod accepts (RFC 9562 versions 1–8, nil and max). */
export const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/

/** A row id (uuid); no default. */
export function id<const O extends Common<string> = Record<never, never>>(
  label: string,
  opts?: O,
): Field<string, IsOptional<O>> {
  const parse = (v: unknown) =>
    typeof v === 'string' && UUID.test(v) ? accept(v) : refuse(`${label}无效`)
  return makeField(label, { type: 'string' }, parse, opts ?? ({} as O))
}

/** '' (none, top level) or a row id. */
export function ref<const O extends Common<string> = Record<never, never>>(
  label: string,
  opts?: O,
): Field<string, IsOptional<O>> {
  const parse = (v: unknown) =>
    v === '' || (typeof v === 'string' && UUID.test(v)) ? accept(v) : refuse(`${label}无效`)
  return makeField(label, { type: 'string' }, parse, opts ?? ({} as O), { default: '' })
}

/** One of `values` (无效 otherwise); no default unless given. */
export function choice<
  const V extends readonly [string, ...string[]],
  const O extends Common<V[number]> = Record<never, never>,
>(label: string, values: V, opts?: O): Field<V[number], IsOptional<O>> {
  const parse = (v: unknown) =>
    (values as readonly unknown[]).includes(v) ? accept(v as V[number]) : refuse(`${label}无效`)
  return makeField(label, { type: 'string', values }, parse, opts ?? ({} as O))
}

/** 0 | 1 (also true/false and their text; blank is 0). */
export function flag<const O extends Common<0 | 1> = Record<never, never>>(
  label: string,
  opts?: O,
): Field<0 | 1, IsOptional<O>> {
  const parse = (v: unknown): Parsed<0 | 1> => {
    if (v === 1 || v === '1' || v === true || v === 'true') return accept(1)
    if (v === 0 || v === '0' || v === false || v === 'false' || isBlank(v)) return accept(0)
    return refuse(`${label}无效`)
  }
  return makeField(label, { type: 'flag' }, parse, opts ?? ({} as O), { default: 0 })
}

/** Sort order within a parent: any finite number (fractional: between 1 and 2 is 1.5). */
export function sort<const O extends Common<number> = Record<never, never>>(
  label = '排序',
  opts?: O,
): Field<number, IsOptional<O>> {
  const parse = (v: unknown) => {
    const n = toNumber(v)
    return n === undefined ? refuse('排序号无效') : accept(n)
  }
  return makeField(label, { type: 'number' }, parse, opts ?? ({} as O), { default: 0 })
}

// ---- escape hatches ----

/** A field with its own zod-free rule (项目编码: 12 digits via checkCode). */
export function custom<T, const O extends Common<T> = Record<never, never>>(
  label: string,
  data: DataType,
  parse: (raw: unknown) => Parsed<T>,
  opts?: O & { nullable?: boolean },
): Field<T, IsOptional<O>> {
  const o = opts ?? ({} as O & { nullable?: boolean })
  return makeField(label, data, parse, o, { nullable: o.nullable ?? false })
}

/**
 * A document part checked by a named zod schema of its area (the 调价 contract, the A.2
 * materials): too rich for the field kinds. The zod-free `parse` only decodes JSON text ('' is
 * null); ./zod.ts applies the named schema (`EntityChecks`), which a test requires to exist.
 */
export function checked<
  T,
  const O extends Common<T> & { nullable?: boolean } = Record<never, never>,
>(label: string, check: string, opts?: O): Field<T, IsOptional<O>> {
  const parse = (v: unknown): Parsed<T> => {
    if (v === '') return accept(null as T)
    if (typeof v !== 'string') return accept(v as T)
    try {
      return accept(JSON.parse(v) as T)
    } catch {
      return refuse(`${label}数据格式不正确`)
    }
  }
  return makeField(label, { type: 'json' }, parse, opts ?? ({} as O), {
    check,
    nullable: opts?.nullable ?? false,
  })
}
