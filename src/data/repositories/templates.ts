import type { EntityData, SmartBoqDb, SyncedRow } from '@/data/db'
import { entityPayload } from '@/domain/projects/calls'
import { buildTree, flattenTree } from '@/domain/projects/structure'
import { entityCall } from './entity-calls'
import { mutate } from './mutate'
import { addProject, getProjectRecord, writeScope, type ProjectRecord } from './projects'
import { listStructure } from './structure-read'
import { importStructureRows } from './structure-import'

export const TEMPLATE_MISSING = '模板不存在或已被删除'
export const TEMPLATE_EMPTY = '该模板还没有项目结构'

/**
 * Merges a template into a project (TemplateMerge, docs/projects-data.md): the template's
 * structure rows are appended to the project as new rows (new ids, same hierarchy and areas),
 * in ONE local transaction, so it works offline and syncs as ordinary row creates. The
 * template itself is not changed. Returns how many rows were added.
 */
export async function mergeTemplate(
  db: SmartBoqDb,
  projectId: string,
  templateId: string,
): Promise<number> {
  const template = await getProjectRecord(db, templateId)
  if (!template || !isMergeSource(template)) throw new Error(TEMPLATE_MISSING)
  // Parents before children, siblings in order: what importStructureRows expects.
  const rows = flattenTree(buildTree(await listStructure(db, templateId)))
  if (rows.length === 0) throw new Error(TEMPLATE_EMPTY)
  return (await importStructureRows(db, projectId, rows)).length
}

/** What 合并模板 offers: my templates, and bought templates (copies in 我的项目 with TempId set). */
export function isMergeSource(p: Pick<ProjectRecord, 'IsTemplate' | 'TempId'>): boolean {
  return p.IsTemplate === 1 || p.TempId !== ''
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '')

/**
 * 另存为模板: a local copy of the project as a template (IsTemplate 1), with copies of its
 * structure rows and tenders under new ids, every row a create of its own, all in one
 * transaction. Parents are created before children so the server never sees a dangling ParentID.
 */
export async function saveAsTemplate(
  db: SmartBoqDb,
  id: string,
  name?: string,
  now = new Date(),
): Promise<string> {
  return db.transaction('rw', writeScope(db), async () => {
    const source = await getProjectRecord(db, id)
    if (!source) throw new Error('项目不存在或已被删除')
    const { ID: _id, updatedAt: _u, version: _v, CreateTime: _c, EditTime: _e, ...doc } = source
    const copy = {
      ...doc,
      Project_Name: (name ?? source.Project_Name).slice(0, 100),
      IsTemplate: 1 as const,
    }
    const templateId = await addProject(
      db,
      { ...copy, FolderID: '', Released: 0, Price: 0, ReleaseNotes: '' },
      crypto.randomUUID(),
      now,
    )
    const live = (rows: SyncedRow[]) =>
      rows
        .filter((r) => r.deleted === 0)
        .sort((a, b) => Number(a.data['Sort'] ?? 0) - Number(b.data['Sort'] ?? 0))
    const tenderIds = new Map<string, string>()
    for (const tender of live(await db.tenders.where('projectId').equals(id).toArray())) {
      const newId = crypto.randomUUID()
      tenderIds.set(tender.id, newId)
      await createCopy(db, 'tenders', newId, { ...tender.data, ProId: templateId })
    }
    const rows = live(await db.structureRows.where('projectId').equals(id).toArray())
    const rowIds = new Map(rows.map((r) => [r.id, crypto.randomUUID()]))
    const created = new Set<string>()
    // Parents first: repeat passes until every row whose parent exists in the copy is created.
    let pending = rows
    while (pending.length > 0) {
      const next = pending.filter((r) => {
        const parent = text(r.data['ParentID'])
        return parent !== '' && rowIds.has(parent) && !created.has(parent)
      })
      const ready = pending.filter((r) => !next.includes(r))
      if (ready.length === 0) break // a ParentID cycle: leave those rows out rather than loop
      for (const r of ready) {
        const parent = text(r.data['ParentID'])
        const tender = text(r.data['TenderID'])
        const newId = rowIds.get(r.id) ?? crypto.randomUUID()
        await createCopy(db, 'structureRows', newId, {
          ...r.data,
          ProId: templateId,
          ParentID: rowIds.get(parent) ?? '',
          TenderID: tenderIds.get(tender) ?? '',
        })
        created.add(r.id)
      }
      pending = next
    }
    return templateId
  })
}

async function createCopy(
  db: SmartBoqDb,
  entity: 'tenders' | 'structureRows',
  id: string,
  fields: EntityData,
): Promise<void> {
  await mutate(db, {
    entity,
    entityId: id,
    op: 'create',
    call: entityCall(entity, 'create'),
    fields,
    payload: entityPayload(entity, 'create', id, fields),
  })
}
