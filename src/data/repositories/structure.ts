import { type EntityData, type SmartBoqDb } from '@/data/db'
import type { StructureRowDoc } from '@/domain/projects/model'
import { LIMITS } from '@/domain/projects/model'
import { structureRows } from '@/domain/projects/entities'
import { newDoc } from '@/domain/entity/define'
import { buildTree, numberRows, sortBetween, type StructureRow } from '@/domain/projects/structure'
import {
  depthOf,
  descendantsOf,
  findRow,
  planIndent,
  planMove,
  planMoveTo,
  planOutdent,
  siblingsOf,
  TREE_MESSAGES,
  type TreePlan,
} from '@/domain/projects/tree-plan'
import { entityCall } from './entity-calls'
import { entityPayload } from '@/domain/projects/calls'
import { mutateMany, type MutationSpec } from './mutate'
import { listStructure } from './structure-read'

/**
 * Project structure rows (单项工程). Every command is ONE mutateMany transaction: the rows it
 * changes and one outbox entry per changed row (docs/projects-data.md: bulk screen actions keep
 * a conflict check per row). Cascades (children of a deleted row) go through alsoWrite.
 */

export type EditableField =
  'Project_Name' | 'BuiltArea' | 'InArea' | 'SellArea' | 'MultNum' | 'Usage'
export type RowFields = Partial<Pick<StructureRowDoc, EditableField | 'TenderID'>>

// ---- spec builders (used by tenders.ts too) ----

export function createSpec(id: string, doc: StructureRowDoc): MutationSpec {
  const fields = { ...doc } as unknown as EntityData
  return {
    entity: 'structureRows',
    entityId: id,
    op: 'create',
    call: entityCall('structureRows', 'create'),
    fields,
    payload: entityPayload('structureRows', 'create', id, fields),
  }
}

export function updateSpec(id: string, fields: EntityData): MutationSpec {
  return {
    entity: 'structureRows',
    entityId: id,
    op: 'update',
    call: entityCall('structureRows', 'update'),
    fields,
    payload: entityPayload('structureRows', 'update', id, fields),
  }
}

function deleteSpec(id: string, alsoWrite: () => Promise<unknown>): MutationSpec {
  return {
    entity: 'structureRows',
    entityId: id,
    op: 'delete',
    call: entityCall('structureRows', 'delete'),
    fields: {},
    payload: entityPayload('structureRows', 'delete', id, {}),
    alsoWrite,
  }
}

/** A structure edit un-confirms the structure (model.ts StructureConfirmed); the server repeats it. */
function unconfirm(db: SmartBoqDb, projectId: string): () => Promise<unknown> {
  return async () => {
    const project = await db.projects.get(projectId)
    if (project && project.data['StructureConfirmed'] === 1) {
      await db.projects.put({ ...project, data: { ...project.data, StructureConfirmed: 0 } })
    }
  }
}

/** Writes specs in one transaction and clears the project's confirmation with the first one. */
export async function writeStructure(
  db: SmartBoqDb,
  projectId: string,
  specs: MutationSpec[],
): Promise<void> {
  const [first, ...rest] = specs
  if (first === undefined) return
  const previous = first.alsoWrite
  const withUnconfirm: MutationSpec = {
    ...first,
    alsoWrite: async () => {
      if (previous) await previous()
      await unconfirm(db, projectId)()
    },
  }
  await mutateMany(db, [withUnconfirm, ...rest])
}

// ---- tree helpers over the plain rows ----

/** A new row's document: the entity's create defaults, then the row's place and fields. */
function newRowDoc(
  projectId: string,
  parentId: string,
  sort: number,
  fields: RowFields = {},
): StructureRowDoc {
  return newDoc(structureRows, { ProId: projectId, ParentID: parentId, Sort: sort, ...fields })
}

function checkRowLimit(rows: readonly StructureRow[], adding: number) {
  if (rows.length + adding > LIMITS.structureRowsMax)
    throw new Error(`单项工程最多 ${LIMITS.structureRowsMax} 行`)
}

/** Display number a new row will have, stored for exports (recomputed by readers from the tree). */
function numberOf(rows: StructureRow[], id: string): string {
  return numberRows(buildTree(rows)).get(id) ?? ''
}

async function createOne(
  db: SmartBoqDb,
  projectId: string,
  rows: StructureRow[],
  parentId: string,
  sort: number,
  fields?: RowFields,
): Promise<string> {
  checkRowLimit(rows, 1)
  if (parentId !== '' && depthOf(rows, parentId) + 1 >= LIMITS.structureDepthMax)
    throw new Error(TREE_MESSAGES.depth(LIMITS.structureDepthMax))
  const id = crypto.randomUUID()
  const doc = newRowDoc(projectId, parentId, sort, fields)
  doc.Num = numberOf([...rows, { ID: id, ...doc }], id)
  await writeStructure(db, projectId, [createSpec(id, doc)])
  return id
}

// ---- commands ----

/** 新增单项: a new top-level row after the last one. */
export async function addRow(
  db: SmartBoqDb,
  projectId: string,
  fields?: RowFields,
): Promise<string> {
  const rows = await listStructure(db, projectId)
  const last = siblingsOf(rows, '').at(-1)
  return createOne(db, projectId, rows, '', sortBetween(last?.Sort, undefined), fields)
}

/** 插入: a new sibling right before or after `refId`. */
export async function insertRow(
  db: SmartBoqDb,
  projectId: string,
  refId: string,
  where: 'before' | 'after',
): Promise<string> {
  const rows = await listStructure(db, projectId)
  const ref = findRow(rows, refId)
  const sibs = siblingsOf(rows, ref.ParentID)
  const i = sibs.findIndex((s) => s.ID === refId)
  const sort =
    where === 'before'
      ? sortBetween(sibs[i - 1]?.Sort, ref.Sort)
      : sortBetween(ref.Sort, sibs[i + 1]?.Sort)
  return createOne(db, projectId, rows, ref.ParentID, sort)
}

/** 添加子项: a new last child of `parentId`. */
export async function addChild(
  db: SmartBoqDb,
  projectId: string,
  parentId: string,
): Promise<string> {
  const rows = await listStructure(db, projectId)
  findRow(rows, parentId)
  return createOne(
    db,
    projectId,
    rows,
    parentId,
    sortBetween(siblingsOf(rows, parentId).at(-1)?.Sort, undefined),
  )
}

/**
 * Runs a tree plan (src/domain/projects/tree-plan.ts, shared with the server): false when the
 * move is not possible here (the first row cannot move up), an Error with the plan's message
 * when it is refused (depth, cycle).
 */
async function applyPlan(db: SmartBoqDb, projectId: string, plan: TreePlan): Promise<boolean> {
  if (!plan.ok) {
    if (plan.edge) return false
    throw new Error(plan.message)
  }
  await writeStructure(
    db,
    projectId,
    plan.changes.map((c) => updateSpec(c.ID, c.fields)),
  )
  return true
}

/** 降级: the row becomes the last child of its previous sibling. False when there is none. */
export async function indentRow(db: SmartBoqDb, projectId: string, id: string): Promise<boolean> {
  return applyPlan(
    db,
    projectId,
    planIndent(await listStructure(db, projectId), id, LIMITS.structureDepthMax),
  )
}

/** 升级: the row moves up a level, right after its former parent. False at the top level. */
export async function outdentRow(db: SmartBoqDb, projectId: string, id: string): Promise<boolean> {
  return applyPlan(db, projectId, planOutdent(await listStructure(db, projectId), id))
}

/** 上移 / 下移 among siblings. False at the edge. */
export async function moveRow(
  db: SmartBoqDb,
  projectId: string,
  id: string,
  direction: 'up' | 'down',
): Promise<boolean> {
  return applyPlan(db, projectId, planMove(await listStructure(db, projectId), id, direction))
}

/**
 * Drag to a new place: the row becomes child number `index` (0-based, counted without the row
 * itself) of `parentId` ('' = top level). Refuses a parent inside the row's own subtree.
 */
export async function moveRowTo(
  db: SmartBoqDb,
  projectId: string,
  id: string,
  parentId: string,
  index: number,
): Promise<void> {
  await applyPlan(
    db,
    projectId,
    planMoveTo(await listStructure(db, projectId), id, parentId, index, LIMITS.structureDepthMax),
  )
}

/** Updates cells of one row (only the given fields travel). */
export async function updateRow(
  db: SmartBoqDb,
  projectId: string,
  id: string,
  fields: RowFields,
): Promise<void> {
  if (Object.keys(fields).length === 0) return
  await writeStructure(db, projectId, [updateSpec(id, fields)])
}

/** The delete of `id` with its descendants as a cascade (alsoWrite; the server repeats it). */
function cascadeDelete(db: SmartBoqDb, rows: readonly StructureRow[], id: string): MutationSpec {
  const below = descendantsOf(rows, id).map((r) => r.ID)
  return deleteSpec(id, async () => {
    const stored = await db.structureRows.bulkGet(below)
    const now = Date.now()
    await db.structureRows.bulkPut(
      stored.flatMap((r) => (r ? [{ ...r, deleted: 1 as const, updatedAt: now }] : [])),
    )
  })
}

/** 删除: the row, and its children as a cascade. */
export async function deleteRow(db: SmartBoqDb, projectId: string, id: string): Promise<void> {
  const rows = await listStructure(db, projectId)
  findRow(rows, id)
  await writeStructure(db, projectId, [cascadeDelete(db, rows, id)])
}

/** What an undo or redo of the grid writes (features/structure/grid/history.ts). */
export interface RowRestore {
  /** Rows to make, parents first, under new ids. */
  create: StructureRow[]
  update: Array<{ id: string; fields: Partial<Omit<StructureRowDoc, 'ProId'>> }>
  /** Rows to delete with their descendants. */
  remove: string[]
}

/**
 * Writes an undo or redo in ONE transaction: creates, then updates, then deletes. Rows that are
 * gone meanwhile (deleted on another device) are left out of updates and deletes.
 */
export async function restoreRows(
  db: SmartBoqDb,
  projectId: string,
  plan: RowRestore,
): Promise<void> {
  const rows = await listStructure(db, projectId)
  checkRowLimit(rows, plan.create.length)
  const live = new Set([...rows.map((r) => r.ID), ...plan.create.map((r) => r.ID)])
  await writeStructure(db, projectId, [
    ...plan.create.map(({ ID, ...doc }) => createSpec(ID, { ...doc, ProId: projectId })),
    ...plan.update
      .filter((u) => live.has(u.id) && Object.keys(u.fields).length > 0)
      .map((u) => updateSpec(u.id, u.fields as EntityData)),
    ...plan.remove.filter((id) => live.has(id)).map((id) => cascadeDelete(db, rows, id)),
  ])
}

/** 复制: a copy of the row and all its children (new ids) right after the original. */
export async function copyRow(db: SmartBoqDb, projectId: string, id: string): Promise<string> {
  const rows = await listStructure(db, projectId)
  const row = findRow(rows, id)
  const subtree = [row, ...descendantsOf(rows, id)]
  checkRowLimit(rows, subtree.length)
  const sibs = siblingsOf(rows, row.ParentID)
  const next = sibs[sibs.findIndex((s) => s.ID === id) + 1]
  const newIds = new Map(subtree.map((r) => [r.ID, crypto.randomUUID()]))
  const copies: StructureRow[] = subtree.map((r) => ({
    ...r,
    ID: newIds.get(r.ID) ?? '',
    ParentID: r.ID === id ? r.ParentID : (newIds.get(r.ParentID) ?? ''),
    Sort: r.ID === id ? sortBetween(row.Sort, next?.Sort) : r.Sort,
  }))
  const nums = numberRows(buildTree([...rows, ...copies]))
  await writeStructure(
    db,
    projectId,
    copies.map(({ ID, ...doc }) => createSpec(ID, { ...doc, Num: nums.get(ID) ?? '' })),
  )
  return newIds.get(id) ?? ''
}

/** A pasted block: updates of existing rows plus new top-level rows after the last one. */
export interface PasteBlock {
  updates: Array<{ id: string; fields: RowFields }>
  creates: RowFields[]
}

/** Writes a whole paste (many updates and creates) in ONE transaction. Returns the new ids. */
export async function pasteBlock(
  db: SmartBoqDb,
  projectId: string,
  block: PasteBlock,
): Promise<string[]> {
  const rows = await listStructure(db, projectId)
  checkRowLimit(rows, block.creates.length)
  const specs: MutationSpec[] = block.updates
    .filter((u) => Object.keys(u.fields).length > 0)
    .map((u) => updateSpec(u.id, u.fields as EntityData))
  let sort = siblingsOf(rows, '').at(-1)?.Sort
  let top = siblingsOf(rows, '').length
  const ids: string[] = []
  for (const fields of block.creates) {
    sort = sortBetween(sort, undefined)
    const id = crypto.randomUUID()
    ids.push(id)
    specs.push(createSpec(id, { ...newRowDoc(projectId, '', sort, fields), Num: String(++top) }))
  }
  await writeStructure(db, projectId, specs)
  return ids
}
