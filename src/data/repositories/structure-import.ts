import type { SmartBoqDb } from '@/data/db'
import type { StructureRowDoc } from '@/domain/projects/model'
import { LIMITS } from '@/domain/projects/model'
import { buildTree, numberRows, type StructureRow } from '@/domain/projects/structure'
import type { TenderRef } from '@/domain/projects/xlsx'
import { getProjectRecord } from './projects'
import { createSpec, writeStructure } from './structure'
import { listStructure } from './structure-read'
import { listTenders } from './tenders'

/**
 * The Excel import and export of a project's structure (docs/api-excel.md), on local data so
 * both work offline. The import is ONE transaction (mutateMany through writeStructure): all rows
 * and their EditProStructure add entries are stored, or none.
 */

export const PROJECT_MISSING = '项目不存在或已被删除'

/**
 * Appends imported rows (parents before children, as mapRows gives them) after the project's
 * last top-level row. Ids are made anew here, so importing the same preview twice gives two
 * copies rather than overwriting. Returns the new ids in the order given.
 */
export async function importStructureRows(
  db: SmartBoqDb,
  projectId: string,
  drafts: readonly StructureRow[],
): Promise<string[]> {
  if (drafts.length === 0) return []
  if (!(await getProjectRecord(db, projectId))) throw new Error(PROJECT_MISSING)
  const existing = await listStructure(db, projectId)
  if (existing.length + drafts.length > LIMITS.structureRowsMax) {
    throw new Error(
      `单项工程最多 ${LIMITS.structureRowsMax} 行：已有 ${existing.length} 行，本次导入 ${drafts.length} 行`,
    )
  }
  const topSort = existing
    .filter((r) => r.ParentID === '')
    .reduce((max, r) => Math.max(max, r.Sort), 0)
  const newIds = new Map(drafts.map((d) => [d.ID, crypto.randomUUID()]))
  const rows: StructureRow[] = drafts.map((d) => {
    const parent = d.ParentID === '' ? '' : (newIds.get(d.ParentID) ?? '')
    return {
      ID: newIds.get(d.ID) ?? crypto.randomUUID(),
      ProId: projectId,
      ParentID: parent,
      Sort: parent === '' ? topSort + d.Sort : d.Sort,
      Num: '',
      Project_Name: d.Project_Name,
      BuiltArea: d.BuiltArea,
      InArea: d.InArea,
      SellArea: d.SellArea,
      MultNum: d.MultNum ?? 1,
      TenderID: '',
    }
  })
  // Num is stored for exports: the numbers the new rows get below the existing ones.
  const nums = numberRows(buildTree([...existing, ...rows]))
  const specs = rows.map(({ ID, ...doc }) =>
    createSpec(ID, { ...doc, Num: nums.get(ID) ?? '' } satisfies StructureRowDoc),
  )
  await writeStructure(db, projectId, specs)
  return rows.map((r) => r.ID)
}

export interface TenderExportData {
  project: { Project_Name: string }
  tenders: TenderRef[]
  rows: StructureRow[]
}

/** What the tender workbook is built from: the project's live local rows. */
export async function loadTenderExport(
  db: SmartBoqDb,
  projectId: string,
): Promise<TenderExportData> {
  const project = await getProjectRecord(db, projectId)
  if (!project) throw new Error(PROJECT_MISSING)
  const [tenders, rows] = await Promise.all([
    listTenders(db, projectId),
    listStructure(db, projectId),
  ])
  return { project: { Project_Name: project.Project_Name }, tenders, rows }
}
