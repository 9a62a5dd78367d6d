import type { StructureRow } from '@/domain/projects/structure'
import type { StructureRowDoc } from '@/domain/projects/model'
import type { RowRestore } from '@/data/repositories/structure'

/**
 * Undo/redo of the structure grid as pure data (docs/projects-data.md "Undo"). A step is the
 * difference between the project's rows before and after one command: the fields it changed
 * (as they were and as they became), the rows it created and the rows it deleted. Value edits,
 * paste, add, insert, 添加子项, copy, indent/outdent, moves and delete are all steps.
 *
 * Deleted rows cannot come back under their ids (the server keeps deletes final), so undoing a
 * delete, or redoing a create, makes the rows again under new ids; `Aliases` maps each old id
 * to its newest one so that older steps still find their rows.
 */
export type StepFields = Partial<Omit<StructureRowDoc, 'ProId'>>
export interface StepUpdate {
  id: string
  fields: StepFields
}

export interface EditStep {
  before: StepUpdate[]
  after: StepUpdate[]
  /** Rows the step created, as created. */
  added: StructureRow[]
  /** Rows the step deleted, as they were. */
  removed: StructureRow[]
}

export interface EditHistory {
  past: EditStep[]
  future: EditStep[]
}

export type Aliases = Map<string, string>

export const HISTORY_LIMIT = 100

/** Fields a step compares and restores (ProId never changes). */
const FIELDS = [
  'ParentID',
  'Sort',
  'Num',
  'Project_Name',
  'BuiltArea',
  'InArea',
  'SellArea',
  'MultNum',
  'Usage',
  'TenderID',
] as const

export const emptyHistory = (): EditHistory => ({ past: [], future: [] })

/** The step of writing `updates` over `rows` (their current values become `before`). */
export function stepOf(
  rows: readonly StructureRow[],
  updates: readonly StepUpdate[],
): EditStep | null {
  const byId = new Map(rows.map((r) => [r.ID, r]))
  const before: StructureRow[] = []
  const after: StructureRow[] = []
  for (const u of updates) {
    const row = byId.get(u.id)
    if (!row) continue
    before.push(row)
    after.push({ ...row, ...u.fields })
  }
  return diffStep(before, after)
}

/** The step between two snapshots of a project's rows; null when nothing changed. */
export function diffStep(
  before: readonly StructureRow[],
  after: readonly StructureRow[],
): EditStep | null {
  const old = new Map(before.map((r) => [r.ID, r]))
  const now = new Map(after.map((r) => [r.ID, r]))
  const step: EditStep = {
    before: [],
    after: [],
    added: after.filter((r) => !old.has(r.ID)),
    removed: before.filter((r) => !now.has(r.ID)),
  }
  for (const row of after) {
    const was = old.get(row.ID)
    if (!was) continue
    const prev: StepFields = {}
    const next: StepFields = {}
    for (const f of FIELDS) {
      if (was[f] === row[f]) continue
      Object.assign(prev, { [f]: was[f] })
      Object.assign(next, { [f]: row[f] })
    }
    if (Object.keys(next).length === 0) continue
    step.before.push({ id: row.ID, fields: prev })
    step.after.push({ id: row.ID, fields: next })
  }
  return step.after.length + step.added.length + step.removed.length === 0 ? null : step
}

/** A new edit: onto the past (oldest dropped beyond the limit); the redo list is gone. */
export function record(h: EditHistory, step: EditStep): EditHistory {
  return { past: [...h.past, step].slice(-HISTORY_LIMIT), future: [] }
}

/** The newest id of a row (its id again when it was never remade). */
export function resolveId(aliases: Aliases, id: string): string {
  let current = id
  for (let hops = 0; aliases.has(current) && hops < 1000; hops++)
    current = aliases.get(current) ?? current
  return current
}

/** Rows of `set` whose parent is not in `set` (deleting these deletes the whole set). */
function roots(set: readonly StructureRow[]): StructureRow[] {
  const ids = new Set(set.map((r) => r.ID))
  return set.filter((r) => !ids.has(r.ParentID))
}

/** `rows` parents first, so that every create finds its parent already made. */
function parentsFirst(rows: readonly StructureRow[]): StructureRow[] {
  const pending = new Map(rows.map((r) => [r.ID, r]))
  const out: StructureRow[] = []
  while (pending.size > 0) {
    const ready = [...pending.values()].filter((r) => !pending.has(r.ParentID))
    for (const r of ready.length > 0 ? ready : [...pending.values()]) {
      out.push(r)
      pending.delete(r.ID)
    }
  }
  return out
}

/**
 * What undoing (or redoing) `step` writes, with ids resolved through `aliases` and new ids (from
 * `newId`) for the rows made again; `made` pairs each old id with its new one, for the caller to
 * add to the aliases once the write succeeded.
 */
export function planOf(
  step: EditStep,
  direction: 'undo' | 'redo',
  aliases: Aliases,
  newId: () => string,
): RowRestore & { made: Array<[string, string]> } {
  const [make, fields, drop] =
    direction === 'undo'
      ? [step.removed, step.before, step.added]
      : [step.added, step.after, step.removed]
  const fresh = new Map(make.map((r) => [r.ID, newId()]))
  const to = (id: string) => fresh.get(id) ?? resolveId(aliases, id)
  const create = parentsFirst(make).map((r) => ({
    ...r,
    ID: to(r.ID),
    ParentID: r.ParentID === '' ? '' : to(r.ParentID),
  }))
  const update = fields.map((u) => ({
    id: to(u.id),
    fields:
      u.fields.ParentID === undefined || u.fields.ParentID === ''
        ? u.fields
        : { ...u.fields, ParentID: to(u.fields.ParentID) },
  }))
  return { create, update, remove: roots(drop).map((r) => to(r.ID)), made: [...fresh.entries()] }
}
