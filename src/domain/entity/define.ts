import { refused, type AnyField, type Parsed, type Shape } from './field'
import { missingValue, readShape, type DocOf, type OptionalKeys } from './shape'

/**
 * One declaration per synced entity (docs/architecture.md "Entities", docs/sync.md "Adding a
 * synced entity"): its fields, each once (kind, label, default, conflict-checked, server-only),
 * its write calls, its local indexes, the fields a create must carry, its relations and its
 * whole-document rules. Everything else derives from it: the document type (`DocOf`), the zod
 * schemas (./zod.ts), the Dexie store (src/data/db.ts), the 同步详情 labels, the registry's write
 * calls, the create defaults of the client and the server, and the one row reader. Zod-free:
 * the local database's module loads it in the home screen's offline chunk.
 */

export const MUTATION_OPS = ['create', 'update', 'delete'] as const
export type MutationOp = (typeof MUTATION_OPS)[number]

/** The call that replays one op of an entity; `type` is sent as `Type` = add | update | delete. */
export interface EntityWrite {
  method: 'GET' | 'POST'
  /** Relative to /api. */
  path: string
  type?: 'add' | 'update' | 'delete'
}
export type EntityWrites = Readonly<Record<MutationOp, EntityWrite>>

/** One SPEC §7 call with `Type` add | update | delete, and optionally its own delete call (GET, `ID`). */
export const typedWrites = (
  method: 'GET' | 'POST',
  path: string,
  deletePath?: string,
): EntityWrites => ({
  create: { method, path, type: 'add' },
  update: { method, path, type: 'update' },
  delete: deletePath ? { method: 'GET', path: deletePath } : { method, path, type: 'delete' },
})

/** A reference from a row to its parent row (ProId → projects, UnitId → billUnits …). */
export interface Relation<Field extends string = string> {
  field: Field
  /** The parent entity (a SyncedEntity name). */
  entity: string
  /** What a write naming a missing (or deleted, or another user's) parent is told. */
  missing: string
  /** '' is allowed (no parent). */
  optional?: boolean
  /** The parent must belong to the same project (same ProId). */
  sameProject?: boolean
  /** The field cannot change after create (不能修改所属…). */
  fixed?: boolean
  /** When the parent is deleted: delete the row, or clear the field. */
  onDelete?: 'delete' | 'clear'
}

export interface EntitySpec<S extends Shape, R extends keyof S & string = keyof S & string> {
  /** Chinese name (同步详情, messages). */
  label: string
  /** Chinese name of the row id in a refusal (清单编号 → 清单编号无效). */
  idLabel: string
  writes: EntityWrites
  /** Indexed columns of the Dexie row, each copied from the first non-empty data field listed. */
  index: {
    readonly projectId?: readonly (keyof S & string)[]
    readonly parentId?: readonly (keyof S & string)[]
    /** `sort` (copied from Sort) and [parentId+sort], added in this Dexie version. */
    readonly sortSince?: number
  }
  /** Also index `updatedAt` (lists sorted by last change). */
  indexUpdatedAt?: boolean
  /** The Dexie version that created the table (a changed index needs a new version). */
  since: number
  fields: S
  /** Fields a create must carry (every other field has a default, or is optional). */
  required: readonly R[]
  /** Parent rows the server checks (exists, live, the caller's) and cascades from. */
  relations?: readonly Relation<keyof S & string>[]
  /** Written through its own call, not the generic entity write (cart: OperationShoppingCart). */
  ownWrites?: true
  /**
   * Every create, replayed ones too, is stored as a whole document: the left-out fields take
   * their defaults, then `checkCreate` and `finishCreate` apply. Without it a replayed create
   * stores the fields the client sent (each checked); only a direct create gets the defaults.
   */
  wholeCreate?: true
  /** A whole new document's cross-field rule: the refusal, or null (needs wholeCreate). */
  checkCreate?: (doc: DocOf<S>) => string | null
  /** A whole new document's final form (工程量 rounded to its unit's decimals; needs wholeCreate). */
  finishCreate?: (doc: DocOf<S>) => DocOf<S>
}

export interface Entity<
  S extends Shape = Shape,
  R extends keyof S & string = keyof S & string,
> extends EntitySpec<S, R> {
  /** Fields where the server checks the base version (from the fields' `conflict`). */
  conflictChecked: readonly (keyof S & string)[]
  /** Chinese labels of the fields (同步详情). */
  fieldLabels: Readonly<Record<string, string>>
  /** Fields only the server sets. */
  serverFields: readonly (keyof S & string)[]
}

/**
 * Declares an entity; throws at load when a field is neither required, defaulted, optional nor
 * checked by a named zod schema (whose answer to a left-out value is then the default).
 */
export function defineEntity<const S extends Shape, const R extends keyof S & string>(
  spec: EntitySpec<S, R>,
): Entity<S, R> {
  const entries = Object.entries(spec.fields) as [keyof S & string, AnyField][]
  const required: readonly string[] = spec.required
  for (const [key, f] of entries) {
    if (!required.includes(key) && f.default === undefined && !f.optional && !f.check)
      throw new Error(`${spec.label}.${key}: neither required, defaulted nor optional`)
  }
  if ((spec.checkCreate || spec.finishCreate) && !spec.wholeCreate)
    throw new Error(`${spec.label}: checkCreate and finishCreate apply to a wholeCreate entity`)
  return {
    ...spec,
    conflictChecked: entries.filter(([, f]) => f.conflict).map(([k]) => k),
    fieldLabels: Object.fromEntries(entries.map(([k, f]) => [k, f.label])),
    serverFields: entries.filter(([, f]) => f.serverOnly).map(([k]) => k),
  }
}

export type EntityDoc<E> = E extends Entity<infer S, string> ? DocOf<S> : never

/** The fields a create fills in: all but the required and the optional ones. */
export type Defaults<S extends Shape, R extends string> = Omit<DocOf<S>, R | OptionalKeys<S>>

/**
 * The defaults a create fills in for the fields it leaves out (not the required ones, not the
 * optional ones): the client's repositories and the server use this one set. A function default
 * (the current year) is evaluated per call.
 */
export function createDefaults<S extends Shape, R extends keyof S & string>(
  entity: Entity<S, R>,
  now: Date = new Date(),
): Defaults<S, R> {
  const out: Record<string, unknown> = {}
  const required: readonly string[] = entity.required
  for (const [key, f] of Object.entries<AnyField>(entity.fields)) {
    if (required.includes(key) || f.optional || f.default === undefined) continue
    const r = missingValue(f, now)
    if (!refused(r)) out[key] = r
  }
  return out as Defaults<S, R>
}

/** A new document: the defaults, then the given fields (the required ones among them). */
export function newDoc<S extends Shape, R extends keyof S & string>(
  entity: Entity<S, R>,
  given: Partial<DocOf<S>> & Pick<DocOf<S>, R & keyof DocOf<S>>,
  now: Date = new Date(),
): DocOf<S> {
  return { ...createDefaults(entity, now), ...given } as DocOf<S>
}

/** The one reader of a stored row's document (client tables and server sync_rows). */
export function readDoc<S extends Shape>(
  entity: Entity<S>,
  data: Readonly<Record<string, unknown>>,
): DocOf<S> {
  return readShape(entity.fields, data)
}

/** A stored row as its typed document with its id. */
export function rowDoc<S extends Shape>(
  entity: Entity<S>,
  id: string,
  data: Readonly<Record<string, unknown>>,
): DocOf<S> & { ID: string } {
  const doc = readShape(entity.fields, data) as DocOf<S> & { ID: string }
  doc.ID = id
  return doc
}

export type { Parsed }
