import type { MutationRequest } from '@/domain/api/sync'
import { ENTITIES, entityOf, SYNCED_ENTITIES, type SyncedEntity } from '@/domain/api/sync-entities'
import { entityDefinition } from '@/domain/api/synced/definitions'

/**
 * The reference server's reading of the entity declarations (docs/sync.md "Adding a synced
 * entity"), as the real engine applies them (server/services/synced/fields.ts, relations.ts):
 * each field's rule, the fields a create must carry, and the relations: a row's parent exists,
 * is live and (sameProject) sits in the same project, a fixed link never changes, and a deleted
 * parent deletes its children or clears their reference. Also the integrity check of the fuzz
 * tests: no live row points at a missing parent.
 */

export interface ModelRow {
  entity: SyncedEntity
  id: string
  deleted: boolean
  data: Record<string, unknown>
}

/** The refusal of a write's fields by their declared rules (unknown fields are kept), or null. */
export function fieldsRefusal(req: MutationRequest): string | null {
  const definition = entityDefinition(req.entity)
  for (const [key, value] of Object.entries(req.fields)) {
    const parsed = definition.fields[key]?.safeParse(value)
    if (parsed && !parsed.success) return parsed.error.issues[0]?.message ?? `字段 ${key} 的值无效`
  }
  if (req.op === 'create')
    for (const key of definition.createRequired)
      if (req.fields[key] === undefined) return `缺少 ${key}`
  return null
}

/**
 * The refusal of a row's links after a write (`before` is null for a create; `changed` the
 * fields it writes), or null.
 */
export function relationsRefusal(
  entity: SyncedEntity,
  data: Record<string, unknown>,
  before: Record<string, unknown> | null,
  changed: ReadonlySet<string>,
  rowOf: (entity: SyncedEntity, id: string) => ModelRow | undefined,
): string | null {
  for (const rel of entityOf(entity).relations ?? []) {
    if (before && rel.fixed && before[rel.field] !== data[rel.field])
      return `不能修改所属${ENTITIES[rel.entity as SyncedEntity].label}`
    if (before && !changed.has(rel.field)) continue
    const problem = linkProblem(rel, data, rowOf)
    if (problem !== null) return problem
  }
  return null
}

type Relation = NonNullable<ReturnType<typeof entityOf>['relations']>[number]

function linkProblem(
  rel: Relation,
  data: Record<string, unknown>,
  rowOf: (entity: SyncedEntity, id: string) => ModelRow | undefined,
): string | null {
  const id = typeof data[rel.field] === 'string' ? (data[rel.field] as string) : ''
  if (id === '' && rel.optional) return null
  const parent = id === '' ? undefined : rowOf(rel.entity as SyncedEntity, id)
  if (!parent || parent.deleted) return rel.missing
  if (rel.sameProject && parent.data['ProId'] !== data['ProId']) return rel.missing
  return null
}

/** What deleting `parent` does to the other rows: children to delete, references to clear. */
export function cascadeOf(
  parent: ModelRow,
  rows: Iterable<ModelRow>,
): { remove: ModelRow[]; clear: { row: ModelRow; field: string }[] } {
  const remove: ModelRow[] = []
  const clear: { row: ModelRow; field: string }[] = []
  const all = [...rows]
  for (const child of SYNCED_ENTITIES)
    for (const rel of entityOf(child).relations ?? []) {
      if (rel.entity !== parent.entity || !rel.onDelete) continue
      for (const row of all)
        if (row.entity === child && !row.deleted && row.data[rel.field] === parent.id) {
          if (rel.onDelete === 'delete') remove.push(row)
          else clear.push({ row, field: rel.field })
        }
    }
  return { remove, clear }
}

/** Live rows whose declared links point at a missing or deleted parent, or another project's. */
export function brokenLinks(rows: readonly ModelRow[]): string[] {
  const byKey = new Map(rows.map((r) => [`${r.entity}:${r.id}`, r]))
  const rowOf = (entity: SyncedEntity, id: string) => byKey.get(`${entity}:${id}`)
  const out: string[] = []
  for (const row of rows) {
    if (row.deleted) continue
    for (const rel of entityOf(row.entity).relations ?? []) {
      const problem = linkProblem(rel, row.data, rowOf)
      if (problem !== null) out.push(`${row.entity}:${row.id} ${rel.field}: ${problem}`)
    }
  }
  return out
}
