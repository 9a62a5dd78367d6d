import type { EntityData, SmartBoqDb, SyncedRow } from '@/data/db'
import { updateItems } from '@/data/repositories/bill'
import { billSpec } from '@/data/repositories/bill-docs'
import { listResources, saveCompose, updateResources } from '@/data/repositories/bill-compose'
import { mutateMany, type MutationSpec } from '@/data/repositories/mutate'
import { entityOf, SYNCED_ENTITIES, type SyncedEntity } from '@/domain/api/sync-entities'
import { COMPOSITION_FIELDS } from '@/domain/bill/model'
import { createDefaults } from '@/domain/entity/define'
import { fieldValue, refusedValue } from './fuzz-values'

/**
 * The documents the sync fuzz tests write (docs/sync.md "Fuzz tests"), driven by the entity
 * declarations: a create fills every field its declaration lets the fuzz make a value for and
 * picks (or creates) its parents along the declared relations; an edit changes one field; a
 * delete takes the declared children along, as the server does. A new document type is covered
 * by listing it in FUZZ_ENTITIES; COMMANDS routes the writes that derive other fields through
 * the app's own commands (an item's 工程量 from its 计算式, its 综合单价 from its 组价, the items a
 * resource's price reprices).
 */
export const FUZZ_ENTITIES = [
  'projects',
  'billUnits',
  'billItems',
  'billResources',
  'feeTemplates',
  'quotaItems',
  'quotaShares',
] as const satisfies readonly SyncedEntity[]

/**
 * The teams a fuzzed 定额库 share names (`quotaShares.TeamId` must be a team of the writer: the
 * real server refuses any other). Two made-up ids for the reference server, which has no teams;
 * a fuzz against the real server sets the ids of teams its user belongs to (`useFuzzTeams`).
 */
let fuzzTeams: readonly string[] = [
  '7ea00000-0000-4000-8000-000000000001',
  '7ea00000-0000-4000-8000-000000000002',
]
export function useFuzzTeams(ids: readonly string[]): void {
  fuzzTeams = ids
}

/** Values a create takes from the test's world rather than from the declaration's rules. */
const WORLD_VALUES: Partial<Record<SyncedEntity, (n: number) => EntityData>> = {
  quotaShares: (n) => ({ TeamId: fuzzTeams[n % fuzzTeams.length] ?? '' }),
}

export const DOC_EDIT_KINDS = [
  'create',
  'create',
  'update',
  'update',
  'update',
  'update',
  'command',
  'command',
  'delete',
  'bad',
  'bulk',
  'extra',
] as const
export type DocEditKind = (typeof DOC_EDIT_KINDS)[number]

/** One edit: `entity` indexes FUZZ_ENTITIES, `pick` the live rows, `field` the entity's fields. */
export interface DocEdit {
  kind: DocEditKind
  entity: number
  pick: number
  field: number
  value: number
}

interface EntityCommands {
  /** The app's update command (it checks the fields and derives others in the same write). */
  update?: (db: SmartBoqDb, row: SyncedRow, fields: EntityData) => Promise<unknown>
  /** The entity's own command: what a user does beyond editing a field. */
  command?: (db: SmartBoqDb, row: SyncedRow, n: number) => Promise<unknown>
  /** Fields only that command writes. */
  commandFields?: readonly string[]
  /** Fields the command derives on this row: an edit of one runs the command instead. */
  derived?: (row: SyncedRow) => readonly string[]
}

/** An item composed of up to two of its project's resources, its fee rates, Derived most times. */
async function composeItem(db: SmartBoqDb, row: SyncedRow, n: number): Promise<unknown> {
  const resources = await listResources(db, String(row.data['ProId']))
  const chosen = resources.filter((_, k) => (k + n) % Math.max(resources.length, 2) < 2)
  return saveCompose(db, row.id, (c) => ({
    ...c,
    Lines: chosen.map((r, k) => ({ ResourceId: r.ID, Consumption: ((n + k) % 40) / 8 + 0.125 })),
    OverheadRate: n % 15,
    ProfitRate: n % 7,
    Derived: n % 5 === 0 ? 0 : 1,
  }))
}

const COMMANDS: Partial<Record<SyncedEntity, EntityCommands>> = {
  billItems: {
    update: (db, row, fields) => updateItems(db, [{ id: row.id, fields }]),
    command: composeItem,
    commandFields: ['Compose'],
    // A Derived item's 综合单价 and parts follow its 组价 (typing one over it is the app's business, not sync's).
    derived: (row) =>
      (row.data['Compose'] as { Derived?: number } | undefined)?.Derived === 1
        ? ['UnitPrice', ...COMPOSITION_FIELDS]
        : [],
  },
  billResources: {
    update: (db, row, fields) =>
      updateResources(db, String(row.data['ProId']), [{ id: row.id, fields }]),
    // A price edit reprices every Derived item using the resource, in the same transaction.
    command: (db, row, n) =>
      updateResources(db, String(row.data['ProId']), [
        { id: row.id, fields: { Price: n + (n % 4) / 4 } },
      ]),
  },
}

const liveRows = (db: SmartBoqDb, entity: SyncedEntity) =>
  db.entityTable(entity).where('deleted').equals(0).toArray()

const relationFields = (entity: SyncedEntity) =>
  new Set((entityOf(entity).relations ?? []).map((r) => r.field))

/** The fields an edit may change: not a relation, not server-only, not a command's. */
export function editableFields(entity: SyncedEntity): string[] {
  const skip = new Set([...relationFields(entity), ...(COMMANDS[entity]?.commandFields ?? [])])
  return Object.entries(entityOf(entity).fields)
    .filter(([key, f]) => !f.serverOnly && !skip.has(key) && fieldValue(f, 1) !== undefined)
    .map(([key]) => key)
}

interface Planned {
  entity: SyncedEntity
  id: string
  data: EntityData
}

/**
 * The creates of a new row of `entity` and of the parents it lacks, appended to `specs`; its id,
 * or null when the declaration refuses the document (checkCreate) or a parent cannot be made.
 */
async function planCreate(
  db: SmartBoqDb,
  entity: SyncedEntity,
  n: number,
  fixed: EntityData,
  planned: Planned[],
  specs: MutationSpec[],
): Promise<string | null> {
  if (planned.length > 6) return null
  const decl = entityOf(entity)
  const relations = relationFields(entity)
  const own = new Set(COMMANDS[entity]?.commandFields ?? [])
  // Server-only fields are the server's to set: a client's copy is ignored, so none is sent.
  const doc: EntityData = Object.fromEntries(
    Object.entries(createDefaults(decl)).filter(([key]) => !decl.fields[key]?.serverOnly),
  )
  for (const [k, [key, f]] of Object.entries(decl.fields).entries()) {
    if (f.serverOnly || relations.has(key) || own.has(key) || key in fixed) continue
    if (f.optional && (n + k) % 2 === 1) continue
    const v = fieldValue(f, n + k)
    if (v !== undefined) doc[key] = v
  }
  Object.assign(doc, fixed)
  for (const rel of decl.relations ?? []) {
    if (rel.field in fixed) continue
    if (rel.optional && n % 2 === 0) {
      doc[rel.field] = ''
      continue
    }
    const parent = rel.entity as SyncedEntity
    const candidates = [
      ...(await liveRows(db, parent)),
      ...planned.filter((p) => p.entity === parent),
    ].filter((p) => !rel.sameProject || p.data['ProId'] === doc['ProId'])
    const id =
      candidates[n % Math.max(candidates.length, 1)]?.id ??
      (rel.optional
        ? ''
        : await planCreate(
            db,
            parent,
            n + 7,
            rel.sameProject ? { ProId: doc['ProId'] } : {},
            planned,
            specs,
          ))
    if (id === null) return null
    doc[rel.field] = id
  }
  if (decl.required.some((key) => doc[key] === undefined)) return null
  if (decl.checkCreate?.(doc)) return null
  const data = decl.finishCreate ? decl.finishCreate(doc) : doc
  const id = crypto.randomUUID()
  planned.push({ entity, id, data })
  specs.push(billSpec(entity, 'create', id, data))
  return id
}

/** The creates of a new row and its missing parents (a retry with the next value when refused). */
export async function createSpecs(
  db: SmartBoqDb,
  entity: SyncedEntity,
  n: number,
): Promise<MutationSpec[]> {
  for (let k = 0; k < 4; k++) {
    const specs: MutationSpec[] = []
    const world = WORLD_VALUES[entity]?.(n + k) ?? {}
    if ((await planCreate(db, entity, n + k, world, [], specs)) !== null) return specs
  }
  return []
}

/** A delete and what it takes along locally, as the server cascades it (declared relations). */
async function deleteSpecs(
  db: SmartBoqDb,
  entity: SyncedEntity,
  id: string,
  specs: MutationSpec[],
  seen: Set<string>,
): Promise<MutationSpec[]> {
  seen.add(id)
  specs.push(billSpec(entity, 'delete', id))
  for (const child of SYNCED_ENTITIES)
    for (const rel of entityOf(child).relations ?? []) {
      if (rel.entity !== entity || !rel.onDelete) continue
      for (const r of await liveRows(db, child)) {
        if (r.data[rel.field] !== id || seen.has(r.id)) continue
        if (rel.onDelete === 'delete') await deleteSpecs(db, child, r.id, specs, seen)
        else {
          seen.add(r.id)
          specs.push(billSpec(child, 'update', r.id, { [rel.field]: '' }))
        }
      }
    }
  return specs
}

/**
 * A text value with white space around it when the field's rule trims it back (the server stores
 * the trimmed text and says so in its answer); other values as they are.
 */
function untrimmed(entity: SyncedEntity, key: string, value: unknown, n: number): unknown {
  if (typeof value !== 'string' || value === '' || n % 4 !== 0) return value
  return entityOf(entity).fields[key]?.parse(` ${value} `) === value ? ` ${value} ` : value
}

/** Applies one edit to the client's database (row and outbox entries in the app's transactions). */
export async function applyDocEdit(db: SmartBoqDb, edit: DocEdit): Promise<void> {
  const entity = FUZZ_ENTITIES[edit.entity % FUZZ_ENTITIES.length] ?? 'projects'
  const live = await liveRows(db, entity)
  const row = live[edit.pick % Math.max(live.length, 1)]
  const fields = editableFields(entity)
  const key = fields[edit.field % Math.max(fields.length, 1)]
  const field = key === undefined ? undefined : entityOf(entity).fields[key]
  const n = edit.value
  const commands = COMMANDS[entity]
  if (edit.kind === 'create' || !row || key === undefined || field === undefined) {
    await mutateMany(db, await createSpecs(db, entity, n))
  } else if (edit.kind === 'delete') {
    await mutateMany(db, await deleteSpecs(db, entity, row.id, [], new Set()))
  } else if (
    commands?.command &&
    (edit.kind === 'command' || commands.derived?.(row).includes(key) === true)
  ) {
    await commands.command(db, row, n)
  } else if (edit.kind === 'bulk') {
    // A pasted block: updates of up to three rows and a create, ONE mutateMany (one bundle).
    const rows = [...new Set([0, 1, 2].map((k) => live[(edit.pick + k) % live.length]))].filter(
      (r) => r !== undefined && !commands?.derived?.(r).includes(key),
    )
    const value = fieldValue(field, n)
    await mutateMany(db, [
      ...rows.flatMap((r) => (r ? [billSpec(entity, 'update', r.id, { [key]: value })] : [])),
      ...(await createSpecs(db, entity, n)),
    ])
  } else if (edit.kind === 'bad' || edit.kind === 'extra') {
    // Written past the app's checks, as an older or newer client would send them: a value the
    // server refuses, or a field it does not know (kept as given).
    const bad = Object.entries(entityOf(entity).fields).find(
      ([k, f]) => !relationFields(entity).has(k) && refusedValue(f) !== undefined,
    )
    const fields: EntityData =
      edit.kind === 'extra' || !bad ? { Remark: n } : { [bad[0]]: refusedValue(bad[1]) }
    await mutateMany(db, [billSpec(entity, 'update', row.id, fields)])
  } else if (commands?.update) {
    await commands.update(db, row, { [key]: fieldValue(field, n) })
  } else {
    const value = untrimmed(entity, key, fieldValue(field, n), n)
    await mutateMany(db, [billSpec(entity, 'update', row.id, { [key]: value })])
  }
}
