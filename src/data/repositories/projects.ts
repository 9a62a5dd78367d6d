import { type EntityData, type SmartBoqDb, type SyncedRow } from '@/data/db'
import type { OutboxCall } from '@/data/db'
import {
  DEFAULT_STANDARD_VERSION,
  STANDARD_VERSIONS,
  structureTypeOf,
  type ProjectDoc,
  type ProjectMember,
  type StandardVersion,
} from '@/domain/projects/model'
import type { StructureRow } from '@/domain/projects/structure'
import { entityPayload } from '@/domain/projects/calls'
import { entityCall } from './entity-calls'
import { mutate } from './mutate'

/**
 * Projects and templates (entity `projects`, ProjectDoc of src/domain/projects/model.ts).
 * Writes go through mutate(): the row and its replayable SPEC §7 call are stored together.
 * Deleting cascades to the project's structure rows and tenders (docs/projects-data.md).
 */
export const PROJECT_CALLS = {
  edit: { name: 'EditProject', method: 'POST', path: '/SjyqList/EditProject' },
  remove: { name: 'DeleteProJect', method: 'GET', path: '/SjyqList/DeleteProJect' },
} as const satisfies Record<string, OutboxCall>

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
    call: PROJECT_CALLS.edit,
    fields: data,
    payload: { Type: 'add', ID: id, ...data },
  })
  return id
}

export async function updateProject(db: SmartBoqDb, id: string, fields: EntityData): Promise<void> {
  await mutate(db, {
    entity: 'projects',
    entityId: id,
    op: 'update',
    call: PROJECT_CALLS.edit,
    fields,
    payload: { Type: 'update', ID: id, ...fields },
  })
}

/** Marks the project deleted (a tombstone the UI hides) and queues the delete call. */
export async function deleteProject(db: SmartBoqDb, id: string): Promise<void> {
  await mutate(db, {
    entity: 'projects',
    entityId: id,
    op: 'delete',
    call: PROJECT_CALLS.remove,
    fields: {},
    payload: { ID: id },
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

export function projectDefaults(now: Date = new Date()): ProjectDoc {
  const stamp = now.toISOString()
  return {
    Project_Name: '',
    ProjectType: '住宅',
    City: '',
    Year: now.getFullYear(),
    StandardVersion: DEFAULT_STANDARD_VERSION,
    StructureType: '',
    Description: '',
    Cover: '',
    FolderID: '',
    IsTemplate: 0,
    Members: [],
    StructureConfirmed: 0,
    TotalCost: 0,
    Released: 0,
    Price: 0,
    ReleaseNotes: '',
    TempId: '',
    TemName: '',
    CreateTime: stamp,
    EditTime: stamp,
  }
}

const text = (v: unknown, fallback = ''): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback
const num = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN
  return Number.isFinite(n) ? n : null
}
const flag = (v: unknown): 0 | 1 => (v === 1 || v === '1' || v === true ? 1 : 0)

function members(v: unknown): ProjectMember[] {
  let list: unknown = v
  // Pulled documents may carry the JSON string the form-encoded request sent.
  if (typeof v === 'string') {
    try {
      list = JSON.parse(v)
    } catch {
      list = []
    }
  }
  if (!Array.isArray(list)) return []
  return list.flatMap((m: unknown) => {
    if (typeof m !== 'object' || m === null) return []
    const r = m as Record<string, unknown>
    const role = r['Role'] === '编辑' || r['Role'] === '管理' ? r['Role'] : '查看'
    return [{ UserID: text(r['UserID']), UserName: text(r['UserName']), Role: role }]
  })
}

/**
 * A stored document as a ProjectDoc. Tolerant on purpose: rows pulled from the server carry
 * form-encoded values (numbers as text, Members as a JSON string, null as ''), and older rows
 * may lack fields added later.
 */
export function toProjectDoc(data: EntityData): ProjectDoc {
  const d = projectDefaults(new Date(0))
  const standard = text(data['StandardVersion'])
  return {
    Project_Name: text(data['Project_Name']),
    ProjectType: text(data['ProjectType'], d.ProjectType) || d.ProjectType,
    City: text(data['City']),
    Year: num(data['Year']),
    StandardVersion: (STANDARD_VERSIONS as readonly string[]).includes(standard)
      ? (standard as StandardVersion)
      : DEFAULT_STANDARD_VERSION,
    StructureType: structureTypeOf(data['StructureType']),
    Description: text(data['Description']),
    Cover: text(data['Cover']),
    FolderID: text(data['FolderID']),
    IsTemplate: flag(data['IsTemplate']),
    Members: members(data['Members']),
    StructureConfirmed: flag(data['StructureConfirmed']),
    TotalCost: num(data['TotalCost']) ?? 0,
    Released: flag(data['Released']),
    Price: num(data['Price']) ?? 0,
    ReleaseNotes: text(data['ReleaseNotes']),
    TempId: text(data['TempId']),
    TemName: text(data['TemName']),
    CreateTime: text(data['CreateTime']),
    EditTime: text(data['EditTime']),
  }
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
  const doc: ProjectDoc = {
    ...projectDefaults(now),
    ...input,
    Project_Name: input.Project_Name.trim(),
  }
  const fields = { ...doc } as unknown as EntityData
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
  const n = (v: unknown) =>
    v === null || v === undefined || v === '' ? null : Number.isFinite(Number(v)) ? Number(v) : null
  return rows.map((r) => ({
    ID: r.id,
    ProId: text(r.data['ProId']),
    ParentID: text(r.data['ParentID']),
    Sort: n(r.data['Sort']) ?? 0,
    Num: text(r.data['Num']),
    Project_Name: text(r.data['Project_Name']),
    BuiltArea: n(r.data['BuiltArea']),
    InArea: n(r.data['InArea']),
    SellArea: n(r.data['SellArea']),
    MultNum: n(r.data['MultNum']),
    TenderID: text(r.data['TenderID']),
  }))
}
