import type { EntityData, SmartBoqDb, SyncedRow } from '@/data/db'
import type { OutboxCall } from '@/data/db'
import { mutate } from './mutate'

/**
 * Projects (SPEC §3 project-row template fields live in `data`: Project_Name, BuiltArea, …).
 * Writes go through mutate(): the row and its replayable SPEC §7 call are stored together.
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

export async function createProject(db: SmartBoqDb, fields: EntityData, id: string = crypto.randomUUID()): Promise<string> {
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
  await mutate(db, { entity: 'projects', entityId: id, op: 'delete', call: PROJECT_CALLS.remove, fields: {}, payload: { ID: id } })
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
