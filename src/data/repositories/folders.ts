import { indexColumns, type EntityData, type SmartBoqDb, type SyncedRow } from '@/data/db'
import { rowDoc } from '@/domain/entity/define'
import { folders } from '@/domain/projects/entities'
import { LIMITS, type FolderDoc } from '@/domain/projects/model'
import { entityPayload } from '@/domain/projects/calls'
import { entityCall } from './entity-calls'
import { mutate } from './mutate'
import { writeScope } from './projects'

/**
 * Folders (classifications) of projects and of templates (entity `folders`, FolderDoc).
 * Deleting a folder moves its projects and sub-folders to its parent (上一级); that move is
 * written in the same transaction without outbox entries, because the server's DelClassify
 * repeats it (docs/projects-data.md "Cascades").
 */
export type FolderRecord = FolderDoc & { ID: string }

export type FolderKind = FolderDoc['Kind']

export function toFolderRecord(row: SyncedRow): FolderRecord {
  return rowDoc(folders, row.id, row.data)
}

export async function listFolders(db: SmartBoqDb, kind?: FolderKind): Promise<FolderRecord[]> {
  const rows = await db.folders.where('deleted').equals(0).toArray()
  const all = rows
    .map(toFolderRecord)
    .sort((a, b) => a.Sort - b.Sort || a.Name.localeCompare(b.Name, 'zh-CN'))
  return kind === undefined ? all : all.filter((f) => f.Kind === kind)
}

/** Checks a folder name; returns the trimmed name or throws the Chinese message. */
export function folderName(name: string): string {
  const trimmed = name.trim()
  if (trimmed === '') throw new Error('请输入文件夹名称')
  if (trimmed.length > LIMITS.nameMax) throw new Error(`文件夹名称不能超过${LIMITS.nameMax}个字`)
  return trimmed
}

async function write(
  db: SmartBoqDb,
  op: 'create' | 'update',
  id: string,
  fields: EntityData,
): Promise<void> {
  await mutate(db, {
    entity: 'folders',
    entityId: id,
    op,
    call: entityCall('folders', op),
    fields,
    payload: entityPayload('folders', op, id, fields),
  })
}

async function liveFolder(db: SmartBoqDb, id: string): Promise<FolderRecord> {
  const row = await db.folders.get(id)
  if (!row || row.deleted === 1) throw new Error('文件夹不存在或已被删除')
  return toFolderRecord(row)
}

export async function createFolder(
  db: SmartBoqDb,
  input: { Name: string; ParentID?: string; Kind: FolderKind },
  id: string = crypto.randomUUID(),
): Promise<string> {
  const Name = folderName(input.Name)
  const ParentID = input.ParentID ?? ''
  if (ParentID !== '') await liveFolder(db, ParentID)
  const siblings = (await listFolders(db, input.Kind)).filter((f) => f.ParentID === ParentID)
  const Sort = siblings.reduce((max, f) => Math.max(max, f.Sort), 0) + 1
  const doc: FolderDoc = { Name, ParentID, Kind: input.Kind, Sort }
  await write(db, 'create', id, { ...doc })
  return id
}

export async function renameFolder(db: SmartBoqDb, id: string, name: string): Promise<void> {
  const Name = folderName(name)
  const current = await liveFolder(db, id)
  if (current.Name !== Name) await write(db, 'update', id, { Name })
}

/** True when `parentId` is `id` or one of its descendants (the move would make a cycle). */
export function folderWouldCycle(
  folders: readonly FolderRecord[],
  id: string,
  parentId: string,
): boolean {
  const parentOf = new Map(folders.map((f) => [f.ID, f.ParentID]))
  const seen = new Set<string>()
  for (
    let cur: string | undefined = parentId;
    cur !== undefined && cur !== '';
    cur = parentOf.get(cur)
  ) {
    if (cur === id) return true
    if (seen.has(cur)) return false
    seen.add(cur)
  }
  return false
}

/** Moves a folder under another of the same kind ('' = top level); refuses cycles. */
export async function moveFolder(db: SmartBoqDb, id: string, parentId: string): Promise<void> {
  const folder = await liveFolder(db, id)
  if (folder.ParentID === parentId) return
  if (parentId !== '') {
    const target = await liveFolder(db, parentId)
    if (target.Kind !== folder.Kind) throw new Error('不能移动到另一类文件夹中')
  }
  if (folderWouldCycle(await listFolders(db), id, parentId))
    throw new Error('不能移动到自己或自己的子文件夹中')
  await write(db, 'update', id, { ParentID: parentId })
}

/** What deleting a folder moves to its parent (for the confirmation text). */
export async function folderContent(
  db: SmartBoqDb,
  id: string,
): Promise<{ projects: number; folders: number }> {
  const [projects, folders] = await Promise.all([
    db.projects
      .where('deleted')
      .equals(0)
      .filter((r) => r.data['FolderID'] === id)
      .count(),
    db.folders
      .where('parentId')
      .equals(id)
      .filter((r) => r.deleted === 0)
      .count(),
  ])
  return { projects, folders }
}

/** Deletes a folder; its projects and sub-folders move to its parent in the same transaction. */
export async function deleteFolder(db: SmartBoqDb, id: string): Promise<void> {
  await db.transaction('rw', writeScope(db), async () => {
    const folder = await liveFolder(db, id)
    const parent = folder.ParentID
    await mutate(db, {
      entity: 'folders',
      entityId: id,
      op: 'delete',
      call: entityCall('folders', 'delete'),
      fields: {},
      payload: entityPayload('folders', 'delete', id, {}),
      alsoWrite: async () => {
        // updatedAt stays: moving up is not an edit of the project ("最近编辑" order keeps).
        await db.projects
          .filter((r) => r.data['FolderID'] === id)
          .modify((r) => {
            r.data = { ...r.data, FolderID: parent }
          })
        await db.folders
          .where('parentId')
          .equals(id)
          .modify((r) => {
            r.data = { ...r.data, ParentID: parent }
            delete r.parentId
            Object.assign(r, indexColumns('folders', r.data))
          })
      },
    })
  })
}
