import { Dexie, type Transaction } from 'dexie'
import { type SmartBoqDb, type SyncedRow } from '@/data/db'
import {
  buildTree,
  flattenTree,
  toStructureRow,
  type StructureRow,
} from '@/domain/projects/structure'

/** Reads of a project's structure rows (单项工程); its commands are ./structure.ts. */

/** The typed structure row of a stored row. */
export function structureRowOf(row: SyncedRow): StructureRow {
  return toStructureRow(row.id, row.data)
}

/** The project's live (not deleted) rows, unordered. */
export async function listStructure(db: SmartBoqDb, projectId: string): Promise<StructureRow[]> {
  const rows = await db.structureRows.where('projectId').equals(projectId).toArray()
  return rows.filter((r) => r.deleted === 0).map(structureRowOf)
}

/**
 * listStructure for a live query that shows a whole project (the workspace). Called inside a
 * read transaction, it reads the rows with one raw getAll on that transaction and lets Dexie
 * observe a count() of the same index range instead. Same rows and the same re-runs: a live
 * query that reads values through an index records every result's primary key in its observed
 * set (~11 ms for 2,000 rows in Chromium, on the path of opening a project), while a count over
 * the index range observes that range plus deletions, which covers every create, edit or delete
 * of a row of this project (rows never change project). Outside a transaction: listStructure.
 */
export async function listStructureObserved(
  db: SmartBoqDb,
  projectId: string,
): Promise<StructureRow[]> {
  const trans = Dexie.currentTransaction as Transaction | null | undefined
  if (!trans || trans.db !== db || !trans.storeNames.includes('structureRows'))
    return listStructure(db, projectId)
  const read = new Dexie.Promise<SyncedRow[]>((resolve, reject) => {
    const req = trans.idbtrans.objectStore('structureRows').index('projectId').getAll(projectId)
    req.onsuccess = () => resolve(req.result as SyncedRow[])
    req.onerror = () => reject(req.error ?? new Error('读取项目结构失败'))
  })
  const [rows] = await Promise.all([
    read,
    db.structureRows.where('projectId').equals(projectId).count(),
  ])
  return rows.filter((r) => r.deleted === 0).map(structureRowOf)
}

/** The rows in grid order (depth-first), for callers that need the visible order. */
export async function structureInOrder(db: SmartBoqDb, projectId: string): Promise<StructureRow[]> {
  return flattenTree(buildTree(await listStructure(db, projectId)))
}
