import type { SyncedEntity } from '@/domain/api/sync.ts'
import type { ChangeSet, WorkingRow } from '../synced/change-set.ts'
import { str, type Executor } from '../synced/store.ts'

/**
 * The cascades of docs/projects-data.md, added to the same transaction as the change that causes
 * them; every cascaded row is written with a new version, so other clients pull it.
 * - a deleted project deletes its structure rows and tenders;
 * - a deleted structure row deletes its child rows;
 * - a deleted tender clears TenderID on its rows;
 * - a deleted folder moves its projects and sub-folders to its parent;
 * - any structure change un-confirms the project (StructureConfirmed 0); a tender assignment
 *   (only TenderID changed) does not.
 */
export async function cascade(tx: Executor, set: ChangeSet): Promise<void> {
  const deleted = (entity: SyncedEntity) =>
    set.dirty(entity).filter((w) => w.deleted && !w.wasDeleted)
  for (const p of deleted('projects')) {
    for (const entity of ['structureRows', 'tenders'] as const) {
      const rows = await set.where(tx, entity, 'ProId', p.id)
      for (const w of await set.hold(
        tx,
        entity,
        rows.map((r) => r.id),
      ))
        set.remove(w)
    }
  }
  await deleteDescendants(tx, set, deleted('structureRows'))
  for (const t of deleted('tenders')) {
    const rows = await set.where(tx, 'structureRows', 'TenderID', t.id)
    for (const w of await set.hold(
      tx,
      'structureRows',
      rows.map((r) => r.id),
    ))
      if (!w.deleted) set.set(w, 'TenderID', '')
  }
  for (const f of deleted('folders')) {
    const parent = typeof f.data['ParentID'] === 'string' ? f.data['ParentID'] : ''
    const projects = await set.where(tx, 'projects', 'FolderID', f.id)
    for (const w of await set.hold(
      tx,
      'projects',
      projects.map((r) => r.id),
    ))
      if (!w.deleted) set.set(w, 'FolderID', parent)
    const folders = await set.where(tx, 'folders', 'ParentID', f.id)
    for (const w of await set.hold(
      tx,
      'folders',
      folders.map((r) => r.id),
    ))
      if (!w.deleted) set.set(w, 'ParentID', parent)
  }
  await unconfirm(tx, set)
}

async function deleteDescendants(
  tx: Executor,
  set: ChangeSet,
  roots: readonly WorkingRow[],
): Promise<void> {
  const byProject = new Map<string, WorkingRow[]>()
  for (const r of roots) {
    const proId = str(r.data['ProId'], '')
    byProject.set(proId, [...(byProject.get(proId) ?? []), r])
  }
  for (const [proId, deletedRows] of byProject) {
    if (proId === '') continue
    const rows = await set.where(tx, 'structureRows', 'ProId', proId)
    const children = new Map<string, string[]>()
    for (const r of rows) {
      const parent = str(r.data['ParentID'], '')
      children.set(parent, [...(children.get(parent) ?? []), r.id])
    }
    const doomed: string[] = []
    const queue = deletedRows.map((r) => r.id)
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      for (const child of children.get(id) ?? []) {
        doomed.push(child)
        queue.push(child)
      }
    }
    for (const w of await set.hold(tx, 'structureRows', doomed)) set.remove(w)
  }
}

/** A row whose only change is its tender: assigning tenders keeps the structure confirmed. */
const tenderOnly = (w: WorkingRow) =>
  !w.isNew && w.deleted === w.wasDeleted && [...w.changed].every((f) => f === 'TenderID')

async function unconfirm(tx: Executor, set: ChangeSet): Promise<void> {
  const proIds = new Set(
    set
      .dirty('structureRows')
      .filter((w) => !tenderOnly(w))
      .map((w) => str(w.data['ProId'], '')),
  )
  for (const proId of proIds) {
    if (proId === '') continue
    const held = set.get('projects', proId)
    if (held && (held.deleted || held.data['StructureConfirmed'] !== 1)) continue
    const [project] = held ? [held] : await set.hold(tx, 'projects', [proId])
    if (project && !project.deleted && project.data['StructureConfirmed'] === 1)
      set.set(project, 'StructureConfirmed', 0)
  }
}
