import type { SyncedEntity } from '@/domain/api/sync.ts'
import { LIMITS } from '@/domain/projects/model.ts'
import { toStructureRow, wouldCycle, type StructureRow } from '@/domain/projects/structure.ts'
import type { ChangeSet, WorkingRow } from '../synced/change-set.ts'
import { nextTurn } from '../../lib/next-turn.ts'
import { YIELD_EVERY } from '../synced/engine.ts'
import { checkFrozen } from './frozen.ts'
import { countRows, forbidden, readRow, Rejection, type Executor, str } from '../synced/store.ts'

/**
 * Checks of a write that need the database (docs/api-projects.md "Validation"), run on the rows
 * as the transaction will leave them, before anything is written. A failed check throws a
 * Rejection, so nothing is written.
 */
export async function checkRules(tx: Executor, set: ChangeSet): Promise<void> {
  await checkFrozen(tx, set)
  for (const w of live(set, 'projects')) await checkProject(tx, set, w)
  for (const w of live(set, 'folders')) await checkFolder(tx, set, w)
  const tenderProjects = new Set(live(set, 'tenders').map((w) => str(w.data['ProId'])))
  for (const proId of tenderProjects) await checkTenders(tx, set, proId)
  const rowProjects = new Set<string>()
  for (const w of live(set, 'structureRows')) {
    if (!w.isNew && w.before['ProId'] !== w.data['ProId']) throw new Rejection('不能修改所属项目')
    rowProjects.add(str(w.data['ProId']))
  }
  for (const proId of rowProjects) await checkStructure(tx, set, proId)
}

const live = (set: ChangeSet, entity: SyncedEntity) => set.dirty(entity).filter((w) => !w.deleted)

/** The project a row belongs to must exist, be live and be the caller's. */
export async function ownedProject(tx: Executor, set: ChangeSet, proId: string): Promise<void> {
  const p = set.get('projects', proId) ?? (await readRow(tx, 'projects', proId))
  if (!p || p.deleted) throw new Rejection('项目不存在或已被删除')
  if (p.ownerId !== set.userId) throw forbidden()
}

async function checkProject(tx: Executor, set: ChangeSet, w: WorkingRow): Promise<void> {
  const folderId = w.data['FolderID']
  if (!w.changed.has('FolderID') || typeof folderId !== 'string' || folderId === '') return
  const folder = set.get('folders', folderId) ?? (await readRow(tx, 'folders', folderId))
  if (!folder || folder.deleted) throw new Rejection('文件夹不存在或已被删除')
  if (folder.ownerId !== set.userId) throw forbidden()
}

async function checkFolder(tx: Executor, set: ChangeSet, w: WorkingRow): Promise<void> {
  const parentId = w.data['ParentID']
  if (!w.changed.has('ParentID') || typeof parentId !== 'string' || parentId === '') return
  const parent = set.get('folders', parentId) ?? (await readRow(tx, 'folders', parentId))
  if (!parent || parent.deleted) throw new Rejection('上级文件夹不存在或已被删除')
  if (parent.ownerId !== set.userId) throw forbidden()
  // Walk up from the new parent through the folders as they will be.
  const seen = new Set<string>()
  for (let cur: string = parentId; cur !== '';) {
    if (cur === w.id || seen.has(cur)) throw new Rejection('上级文件夹不能是自己或自己的下级')
    seen.add(cur)
    const f = set.get('folders', cur) ?? (await readRow(tx, 'folders', cur))
    const next = f?.data['ParentID']
    cur = typeof next === 'string' ? next : ''
  }
}

async function checkTenders(tx: Executor, set: ChangeSet, proId: string): Promise<void> {
  await ownedProject(tx, set, proId)
  const tenders = await set.where(tx, 'tenders', 'ProId', proId)
  if (tenders.length > LIMITS.tendersMax) throw new Rejection(`标段最多${LIMITS.tendersMax}个`)
}

/** Up to this many linking changes are checked by point reads; more load the whole structure. */
const POINT_CHECKS_MAX = 50

async function checkStructure(tx: Executor, set: ChangeSet, proId: string): Promise<void> {
  await ownedProject(tx, set, proId)
  const changed = live(set, 'structureRows').filter((w) => w.data['ProId'] === proId)
  const linking = changed.filter(
    (w) => w.isNew || w.changed.has('ParentID') || w.changed.has('TenderID'),
  )
  if (linking.length === 0) return
  // A single edit in a big structure must not read the whole structure: check its links by
  // point reads (parent, tender, the chain of ancestors) and count the rows only on creates.
  if (linking.length <= POINT_CHECKS_MAX) return checkLinksByPoints(tx, set, proId, linking)
  const rows = await set.where(tx, 'structureRows', 'ProId', proId)
  if (rows.length > LIMITS.structureRowsMax)
    throw new Rejection(`单项不能超过${LIMITS.structureRowsMax}行`)
  const ids = new Set(rows.map((r) => r.id))
  const tenders = new Set((await set.where(tx, 'tenders', 'ProId', proId)).map((t) => t.id))
  for (const w of linking) {
    const parent = w.data['ParentID']
    if (typeof parent === 'string' && parent !== '' && !ids.has(parent))
      throw new Rejection(PARENT_MISSING)
    const tender = w.data['TenderID']
    if (typeof tender === 'string' && tender !== '' && !tenders.has(tender))
      throw new Rejection(TENDER_MISSING)
  }
  await nextTurn()
  const cyclic = await findCycle(rows, linking)
  if (cyclic) throw cycleRejection(cyclic)
}

const PARENT_MISSING = '上级单项不存在或不属于该项目'
const TENDER_MISSING = '标段不存在或不属于该项目'
const cycleRejection = (w: WorkingRow) =>
  new Rejection(`上级单项不能是自己或自己的下级（${str(w.data['Project_Name'], '') || w.id}）`)

async function checkLinksByPoints(
  tx: Executor,
  set: ChangeSet,
  proId: string,
  linking: readonly WorkingRow[],
): Promise<void> {
  const row = async (entity: 'structureRows' | 'tenders', id: string) => {
    const w = set.get(entity, id) ?? (await readRow(tx, entity, id))
    return w && !w.deleted && w.ownerId === set.userId && w.data['ProId'] === proId ? w : undefined
  }
  if (linking.some((w) => w.isNew)) {
    const count = await countRows(tx, set.userId, proId)
    if (count + linking.filter((w) => w.isNew).length > LIMITS.structureRowsMax)
      throw new Rejection(`单项不能超过${LIMITS.structureRowsMax}行`)
  }
  for (const w of linking) {
    const tender = str(w.data['TenderID'])
    if (tender !== '' && !(await row('tenders', tender))) throw new Rejection(TENDER_MISSING)
    // Walk up from the new parent: reaching the row itself (or any row twice) is a cycle.
    const seen = new Set<string>()
    for (let cur = str(w.data['ParentID']); cur !== '';) {
      if (cur === w.id || seen.has(cur)) throw cycleRejection(w)
      seen.add(cur)
      const parent = await row('structureRows', cur)
      if (!parent) throw new Rejection(PARENT_MISSING)
      cur = str(parent.data['ParentID'])
    }
  }
}

/**
 * A changed row that would sit in a ParentID cycle. Few changes: the shared wouldCycle per row;
 * a bulk save (thousands of rows): one linear walk with memo, since wouldCycle is O(n) per call,
 * with a turn of the event loop every YIELD_EVERY rows.
 */
async function findCycle(
  rows: readonly WorkingRow[],
  changed: readonly WorkingRow[],
): Promise<WorkingRow | undefined> {
  if (changed.length <= 50) {
    const plain: StructureRow[] = rows.map((r) => toStructureRow(r.id, r.data))
    return changed.find((w) => wouldCycle(plain, w.id, str(w.data['ParentID'], '')))
  }
  const parentOf = new Map(rows.map((r) => [r.id, str(r.data['ParentID'], '')]))
  const state = new Map<string, 1 | 2>() // 1 = on the current path, 2 = known acyclic
  for (const [i, w] of changed.entries()) {
    if (i > 0 && i % YIELD_EVERY === 0) await nextTurn()
    const path: string[] = []
    let cur = w.id
    while (cur !== '' && parentOf.has(cur) && state.get(cur) !== 2) {
      if (state.get(cur) === 1) return w
      state.set(cur, 1)
      path.push(cur)
      cur = parentOf.get(cur) ?? ''
    }
    for (const p of path) state.set(p, 2)
  }
  return undefined
}
