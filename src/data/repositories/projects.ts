import { type EntityData, type SmartBoqDb, type SyncedRow } from '@/data/db'
import { createDefaults, readDoc } from '@/domain/entity/define'
import { projects } from '@/domain/projects/entities'
import type { ProjectDoc } from '@/domain/projects/model'
import { toStructureRow, type StructureRow } from '@/domain/projects/structure'
import { entityPayload } from '@/domain/projects/calls'
import { entityCall } from './entity-calls'
import { mutate } from './mutate'

/**
 * Projects and templates (entity `projects`, ProjectDoc of src/domain/projects/model.ts).
 * Writes go through mutate(): the row and its replayable SPEC §7 call are stored together.
 * Deleting cascades to the project's structure rows and tenders (docs/projects-data.md).
 */
export interface ProjectView {
  id: string
  version: number
  data: EntityData
}

function view(row: SyncedRow): ProjectView {
  return { id: row.id, version: row.version, data: row.data }
}

/** Low-level create with the given fields as they are (sync tests build rows with it). */
export async function createProject(
  db: SmartBoqDb,
  fields: EntityData,
  id: string = crypto.randomUUID(),
): Promise<string> {
  const data: EntityData = { MultNum: 1, ...fields }
  await mutate(db, {
    entity: 'projects',
    entityId: id,
    op: 'create',
    call: entityCall('projects', 'create'),
    fields: data,
    payload: entityPayload('projects', 'create', id, data),
  })
  return id
}

export async function updateProject(db: SmartBoqDb, id: string, fields: EntityData): Promise<void> {
  await mutate(db, {
    entity: 'projects',
    entityId: id,
    op: 'update',
    call: entityCall('projects', 'update'),
    fields,
    payload: entityPayload('projects', 'update', id, fields),
  })
}

/** Marks the project deleted (a tombstone the UI hides) and queues the delete call. */
export async function deleteProject(db: SmartBoqDb, id: string): Promise<void> {
  await mutate(db, {
    entity: 'projects',
    entityId: id,
    op: 'delete',
    call: entityCall('projects', 'delete'),
    fields: {},
    payload: entityPayload('projects', 'delete', id, {}),
  })
}

export async function getProject(db: SmartBoqDb, id: string): Promise<ProjectView | undefined> {
  const row = await db.projects.get(id)
  return row && row.deleted === 0 ? view(row) : undefined
}

/** Live (not deleted) projects, newest edit first. */
export async function listProjects(db: SmartBoqDb): Promise<ProjectView[]> {
  const rows = await db.projects.where('deleted').equals(0).toArray()
  return rows.sort((a, b) => b.updatedAt - a.updatedAt).map(view)
}

// ---- typed documents ---------------------------------------------------------------------------

/** A project document with its id, as the screens use it. */
export interface ProjectRecord extends ProjectDoc {
  ID: string
  /** Last edit (ms) from the document's EditTime, for "最近编辑" (see toProjectRecord). */
  updatedAt: number
  /** Server version; 0 while the server has never confirmed the row. */
  version: number
}

/** A new project's document (the declaration's defaults: 住宅, the current year, GB/T 50500-2024). */
export function projectDefaults(now: Date = new Date()): ProjectDoc {
  return { Project_Name: '', ...createDefaults(projects, now) }
}

/**
 * A stored document as a ProjectDoc (the declaration's reader: tolerant of form-encoded values).
 * A template released before versions existed carries no ReleaseVersion: it is version 1, as
 * migration 0015 recorded it on the server.
 */
export function toProjectDoc(data: EntityData): ProjectDoc {
  const doc = readDoc(projects, data)
  return doc.Released === 1 && doc.ReleaseVersion === 0 ? { ...doc, ReleaseVersion: 1 } : doc
}

/**
 * 最近编辑 is the document's EditTime (set by every edit, synced with it); the local row's
 * updatedAt is when this browser last wrote the row, which a pull sets to the pull time for
 * every row. It is used only for a row without a readable EditTime.
 */
export function toProjectRecord(row: SyncedRow): ProjectRecord {
  const doc = toProjectDoc(row.data)
  const edited = Date.parse(doc.EditTime)
  return {
    ...doc,
    ID: row.id,
    updatedAt: Number.isFinite(edited) ? edited : row.updatedAt,
    version: row.version,
  }
}

/** The editable fields of the project form (the rest is set by the system). */
export type ProjectInput = Partial<ProjectDoc> & Pick<ProjectDoc, 'Project_Name'>

/** Creates a project or template with every ProjectDoc field (defaults for those not given). */
export async function addProject(
  db: SmartBoqDb,
  input: ProjectInput,
  id: string = crypto.randomUUID(),
  now = new Date(),
): Promise<string> {
  const fields: EntityData = {
    ...projectDefaults(now),
    ...input,
    Project_Name: input.Project_Name.trim(),
  }
  await mutate(db, {
    entity: 'projects',
    entityId: id,
    op: 'create',
    call: entityCall('projects', 'create'),
    fields,
    payload: entityPayload('projects', 'create', id, fields),
  })
  return id
}

/**
 * Saves the fields that differ from the stored document (plus EditTime), so the outbox entry
 * carries only what changed and concurrent edits of other fields survive. Returns false when
 * nothing changed (no entry written).
 */
export async function editProject(
  db: SmartBoqDb,
  id: string,
  patch: Partial<ProjectDoc>,
  now = new Date(),
): Promise<boolean> {
  const row = await db.projects.get(id)
  if (!row || row.deleted === 1) throw new Error('项目不存在或已被删除')
  const current = toProjectDoc(row.data)
  const changed: EntityData = {}
  for (const [key, value] of Object.entries(patch)) {
    if (JSON.stringify(current[key as keyof ProjectDoc]) !== JSON.stringify(value))
      changed[key] = value
  }
  if (typeof changed['Project_Name'] === 'string')
    changed['Project_Name'] = changed['Project_Name'].trim()
  if (Object.keys(changed).length === 0) return false
  changed['EditTime'] = now.toISOString()
  await mutate(db, {
    entity: 'projects',
    entityId: id,
    op: 'update',
    call: entityCall('projects', 'update'),
    fields: changed,
    payload: entityPayload('projects', 'update', id, changed),
  })
  return true
}

export async function getProjectRecord(
  db: SmartBoqDb,
  id: string,
): Promise<ProjectRecord | undefined> {
  const row = await db.projects.get(id)
  return row && row.deleted === 0 ? toProjectRecord(row) : undefined
}

/** Live projects (IsTemplate 0) or templates (IsTemplate 1), in no particular order. */
export async function listProjectRecords(
  db: SmartBoqDb,
  isTemplate?: 0 | 1,
): Promise<ProjectRecord[]> {
  const rows = (await db.projects.toArray()).filter((r) => r.deleted === 0)
  const records = rows.map(toProjectRecord)
  return isTemplate === undefined ? records : records.filter((r) => r.IsTemplate === isTemplate)
}

/*
 * The list screen's reads, each in an explicit read transaction. Inside a live query Dexie
 * deep-clones the result of every non-transactional query (its result cache), which for 1,000
 * projects or a few thousand structure rows (each with its `data` and `base` copies) cost more
 * than the IndexedDB reads themselves; an explicit transaction skips that cache, and live-query
 * observation still sees the reads.
 * Both read the whole table and drop the few tombstones in JS rather than reading the `deleted`
 * index: IndexedDB answers a primary-key range faster than an index (no lookup per row), and a
 * live query then observes one key range instead of recording every row's key.
 */

/** listProjectRecords for the 我的项目 list (see above). */
export function readProjectList(db: SmartBoqDb, isTemplate?: 0 | 1): Promise<ProjectRecord[]> {
  return db.transaction('r', db.projects, () => listProjectRecords(db, isTemplate))
}

/** listAllStructureRows for the list's built areas (see above). */
export function readAllStructureRows(db: SmartBoqDb): Promise<StructureRow[]> {
  return db.transaction('r', db.structureRows, () => listAllStructureRows(db))
}

/** Every table mutate() writes, so a command of several mutations can run as ONE transaction. */
export function writeScope(db: SmartBoqDb) {
  return [db.meta, db.outbox, db.conflicts, ...db.entityTables()]
}

/**
 * Deletes projects: one DeleteProJect entry per project; its structure rows and tenders go in
 * the same transaction without entries of their own, because the server repeats the cascade.
 * They are removed outright (not tombstoned): nothing will send them and a pull of their
 * server tombstones finds nothing left to delete.
 */
export async function removeProjects(db: SmartBoqDb, ids: readonly string[]): Promise<void> {
  await db.transaction('rw', writeScope(db), async () => {
    for (const id of ids) {
      const row = await db.projects.get(id)
      if (!row || row.deleted === 1) continue
      await mutate(db, {
        entity: 'projects',
        entityId: id,
        op: 'delete',
        call: entityCall('projects', 'delete'),
        fields: {},
        payload: entityPayload('projects', 'delete', id, {}),
        alsoWrite: async () => {
          await db.structureRows.where('projectId').equals(id).delete()
          await db.tenders.where('projectId').equals(id).delete()
        },
      })
    }
  })
}

/**
 * A value the server has already stored by a direct call (SureProStructure sets StructureConfirmed):
 * shown at once, without an outbox entry; the next pull brings the same value with its version.
 */
export async function applyServerFields(
  db: SmartBoqDb,
  id: string,
  fields: EntityData,
): Promise<void> {
  await db.projects
    .where(':id')
    .equals(id)
    .modify((r) => {
      r.data = { ...r.data, ...fields }
      if (r.base !== null) r.base = { ...r.base, ...fields }
    })
}

/**
 * The copy a checkout made of a bought template (server copyProject: IsTemplate 0, TempId = the
 * template): its id and name, the newest when bought more than once; undefined when never bought.
 */
export async function findBoughtCopy(
  db: SmartBoqDb,
  templateId: string,
): Promise<{ ID: string; Name: string } | undefined> {
  if (templateId === '') return undefined
  const copies = (await db.projects.where('deleted').equals(0).toArray()).filter(
    (r) => r.data['TempId'] === templateId && r.data['IsTemplate'] !== 1,
  )
  const newest = copies
    .map(toProjectRecord)
    .sort((a, b) => b.CreateTime.localeCompare(a.CreateTime))[0]
  return newest && { ID: newest.ID, Name: newest.Project_Name }
}

/** Moves projects into a folder ('' = top level): one EditProject update per project that moves. */
export async function moveProjects(
  db: SmartBoqDb,
  ids: readonly string[],
  folderId: string,
  now = new Date(),
): Promise<void> {
  await db.transaction('rw', writeScope(db), async () => {
    for (const id of ids) await editProject(db, id, { FolderID: folderId }, now)
  })
}

/** Every live structure row of every project, typed (the 我的数据 overview rolls them up). */
export async function listAllStructureRows(db: SmartBoqDb): Promise<StructureRow[]> {
  const rows = (await db.structureRows.toArray()).filter((r) => r.deleted === 0)
  return rows.map((r) => toStructureRow(r.id, r.data))
}
