import type { SmartBoqDb } from '@/data/db'
import { buildTree, flattenTree } from '@/domain/projects/structure'
import { getProjectRecord } from './projects'
import { listStructure } from './structure'
import { importStructureRows } from './structure-import'

export const TEMPLATE_MISSING = '模板不存在或已被删除'
export const TEMPLATE_EMPTY = '该模板还没有项目结构'

/**
 * Merges a template into a project (TemplateMerge, docs/projects-data.md): the template's
 * structure rows are appended to the project as new rows (new ids, same hierarchy and areas),
 * in ONE local transaction, so it works offline and syncs as ordinary row creates. The
 * template itself is not changed. Returns how many rows were added.
 */
export async function mergeTemplate(db: SmartBoqDb, projectId: string, templateId: string): Promise<number> {
  const template = await getProjectRecord(db, templateId)
  if (!template || template.IsTemplate !== 1) throw new Error(TEMPLATE_MISSING)
  // Parents before children, siblings in order: what importStructureRows expects.
  const rows = flattenTree(buildTree(await listStructure(db, templateId)))
  if (rows.length === 0) throw new Error(TEMPLATE_EMPTY)
  return (await importStructureRows(db, projectId, rows)).length
}
