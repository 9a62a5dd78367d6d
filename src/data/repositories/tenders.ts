import type { EntityData, SmartBoqDb, SyncedRow } from '@/data/db'
import { entityPayload } from '@/domain/projects/calls'
import { rowDoc } from '@/domain/entity/define'
import { tenders } from '@/domain/projects/entities'
import { LIMITS, type TenderDoc } from '@/domain/projects/model'
import { buildTree, type StructureRow } from '@/domain/projects/structure'
import { tenderName } from '@/domain/format/ordinals'
import { entityCall } from './entity-calls'
import { mutateMany, type MutationSpec } from './mutate'
import { getProject, type ProjectView } from './projects'
import { descendantsOf } from '@/domain/projects/tree-plan'
import { updateSpec } from './structure'
import { listStructure, listStructureObserved } from './structure-read'

/**
 * Tenders (标段) of a project: named 第一标段 … (at most LIMITS.tendersMax). A row belongs to at
 * most one tender through its TenderID; assigning a row assigns its children too.
 */
export type Tender = TenderDoc & { ID: string }

export const TENDER_LIMIT_MESSAGE = `标段最多 ${LIMITS.tendersMax} 个`

function tenderOf(row: SyncedRow): Tender {
  return rowDoc(tenders, row.id, row.data)
}

/** The project's live tenders in Sort order. */
export async function listTenders(db: SmartBoqDb, projectId: string): Promise<Tender[]> {
  const rows = await db.tenders.where('projectId').equals(projectId).toArray()
  return rows
    .filter((r) => r.deleted === 0)
    .map(tenderOf)
    .sort((a, b) => a.Sort - b.Sort || a.ID.localeCompare(b.ID))
}

function spec(
  op: 'create' | 'update' | 'delete',
  id: string,
  fields: EntityData,
  alsoWrite?: () => Promise<unknown>,
): MutationSpec {
  return {
    entity: 'tenders',
    entityId: id,
    op,
    call: entityCall('tenders', op),
    fields,
    payload: entityPayload('tenders', op, id, fields),
    ...(alsoWrite ? { alsoWrite } : {}),
  }
}

/** Smallest ordinal whose default name is free, so deleting 第二标段 lets the next one reuse it. */
function nextNames(existing: readonly Tender[], count: number): string[] {
  const used = new Set(existing.map((t) => t.Name))
  const out: string[] = []
  for (let n = 1; out.length < count; n++) {
    const name = tenderName(n)
    if (!used.has(name)) out.push(name)
  }
  return out
}

function createSpecs(
  projectId: string,
  existing: readonly Tender[],
  count: number,
): { specs: MutationSpec[]; ids: string[] } {
  if (existing.length + count > LIMITS.tendersMax) throw new Error(TENDER_LIMIT_MESSAGE)
  let sort = existing.at(-1)?.Sort ?? 0
  const ids: string[] = []
  const specs = nextNames(existing, count).map((Name) => {
    const id = crypto.randomUUID()
    ids.push(id)
    sort += 1
    return spec('create', id, { ProId: projectId, Name, Sort: sort })
  })
  return { specs, ids }
}

/** 新建标段: `count` tenders named with the next free ordinals. Returns their ids. */
export async function createTenders(
  db: SmartBoqDb,
  projectId: string,
  count = 1,
): Promise<string[]> {
  const { specs, ids } = createSpecs(projectId, await listTenders(db, projectId), count)
  await mutateMany(db, specs)
  return ids
}

export async function renameTender(db: SmartBoqDb, id: string, name: string): Promise<void> {
  const trimmed = name.trim()
  if (trimmed === '') throw new Error('标段名称不能为空')
  if (trimmed.length > LIMITS.nameMax) throw new Error(`标段名称不能超过 ${LIMITS.nameMax} 个字`)
  await mutateMany(db, [spec('update', id, { Name: trimmed })])
}

/** 删除标段: its rows fall back to "no tender" (cascade in alsoWrite; the server repeats it). */
export async function deleteTender(db: SmartBoqDb, projectId: string, id: string): Promise<void> {
  await mutateMany(db, [
    spec('delete', id, {}, async () => {
      const rows = await db.structureRows.where('projectId').equals(projectId).toArray()
      const touched = rows
        .filter((r) => r.data['TenderID'] === id)
        .map((r) => ({ ...r, data: { ...r.data, TenderID: '' } }))
      if (touched.length > 0) await db.structureRows.bulkPut(touched)
    }),
  ])
}

/** Rows to write so that `ids` and all their children sit in `tenderId` ('' = none). */
function assignSpecs(
  rows: Awaited<ReturnType<typeof listStructure>>,
  ids: readonly string[],
  tenderId: string,
): MutationSpec[] {
  const targets = new Set<string>()
  for (const id of ids) {
    targets.add(id)
    for (const d of descendantsOf(rows, id)) targets.add(d.ID)
  }
  return rows
    .filter((r) => targets.has(r.ID) && r.TenderID !== tenderId)
    .map((r) => updateSpec(r.ID, { TenderID: tenderId }))
}

/** Puts rows (and their children) into a tender, or into none with ''. */
export async function assignRows(
  db: SmartBoqDb,
  projectId: string,
  ids: readonly string[],
  tenderId: string,
): Promise<void> {
  const rows = await listStructure(db, projectId)
  // Not writeStructure: assigning tenders leaves the structure confirmed (docs/projects-data.md).
  await mutateMany(db, assignSpecs(rows, ids, tenderId))
}

/**
 * 按顶层单项平均分成 N 个标段: the first N tenders are reused (missing ones created) and the
 * top-level rows, in order, are cut into N runs whose lengths differ by at most one.
 */
export async function splitByTopLevel(
  db: SmartBoqDb,
  projectId: string,
  n: number,
): Promise<string[]> {
  if (!Number.isInteger(n) || n < 1) throw new Error('标段数必须是正整数')
  if (n > LIMITS.tendersMax) throw new Error(TENDER_LIMIT_MESSAGE)
  const rows = await listStructure(db, projectId)
  const top = buildTree(rows)
  if (n > top.length) throw new Error(`只有 ${top.length} 个顶层单项，不能分成 ${n} 个标段`)
  const existing = await listTenders(db, projectId)
  const made = createSpecs(projectId, existing, Math.max(0, n - existing.length))
  const tenderIds = [...existing.slice(0, n).map((t) => t.ID), ...made.ids]
  const specs: MutationSpec[] = [...made.specs]
  let start = 0
  tenderIds.forEach((tid, i) => {
    const size = Math.floor(top.length / n) + (i < top.length % n ? 1 : 0)
    specs.push(
      ...assignSpecs(
        rows,
        top.slice(start, start + size).map((t) => t.ID),
        tid,
      ),
    )
    start += size
  })
  await mutateMany(db, specs)
  return tenderIds
}

/** Everything the project workspace shows, read in ONE transaction (one live query, one render). */
export interface WorkspaceData {
  project: ProjectView | null
  rows: StructureRow[]
  tenders: Tender[]
}

export function loadWorkspace(db: SmartBoqDb, projectId: string): Promise<WorkspaceData> {
  return db.transaction('r', [db.projects, db.structureRows, db.tenders], async () => {
    const [project, rows, tenders] = await Promise.all([
      getProject(db, projectId),
      listStructureObserved(db, projectId),
      listTenders(db, projectId),
    ])
    return { project: project ?? null, rows, tenders }
  })
}
