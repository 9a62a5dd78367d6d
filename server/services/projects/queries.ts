import type { FolderNodeData } from '@/domain/api/calls/projects-data.ts'
import { and, asc, count, desc, eq, ilike, isNull, type SQL } from 'drizzle-orm'
import { asFen, fenToYuan } from '@/domain/money/index.ts'
import type { SyncedEntity } from '@/domain/api/sync.ts'
import { rowDoc } from '@/domain/entity/define.ts'
import { folders } from '@/domain/projects/entities.ts'
import { defaultCover, PROJECT_TYPES } from '@/domain/projects/model.ts'
import type { getProjectListQuery, ProjectListItem } from '@/domain/projects/schemas.ts'
import type { z } from 'zod'
import { projects, type ProjectRow, type SyncRow } from '../../db/schema/index.ts'
import { forbidden, ownerRows, readRow, Rejection, type Executor } from '../synced/store.ts'

/** Reads of "my projects" (docs/api-projects.md). Every read checks the caller owns the row. */

const NOT_FOUND: Partial<Record<SyncedEntity, string>> = {
  projects: '项目不存在或已被删除',
  structureRows: '单项不存在或已被删除',
  folders: '文件夹不存在或已被删除',
  tenders: '标段不存在或已被删除',
}

/** The caller's live row, or a Rejection (missing → "1", another owner's → "403"). */
export async function ownedRow(
  db: Executor,
  entity: SyncedEntity,
  id: string,
  userId: string,
): Promise<SyncRow> {
  const row = await readRow(db, entity, id)
  if (!row || row.deleted) throw new Rejection(NOT_FOUND[entity] ?? '记录不存在或已被删除')
  if (row.ownerId !== userId) throw forbidden()
  return row
}

export const allDefaultCovers = () =>
  PROJECT_TYPES.map((t) => ({ ProjectType: t, URL: defaultCover(t) }))

export function listItem(p: ProjectRow): ProjectListItem {
  return {
    ID: p.id,
    Project_Name: p.name,
    ProjectType: p.projectType,
    City: p.city,
    Year: p.year,
    StandardVersion: p.standardVersion,
    Description: p.description,
    Cover: p.cover || defaultCover(p.projectType),
    FolderID: p.folderId ?? '',
    IsTemplate: p.isTemplate ? 1 : 0,
    Released: p.released ? 1 : 0,
    BuiltArea: Number(p.builtArea),
    InArea: Number(p.inArea),
    SellArea: Number(p.sellArea),
    TotalCost: fenToYuan(asFen(p.totalCostFen)),
    Price: fenToYuan(asFen(p.priceFen)),
    Version: p.version,
    CreateTime: p.createdAt.toISOString(),
    EditTime: p.updatedAt.toISOString(),
  }
}

const SORTS = {
  EditTime: projects.updatedAt,
  CreateTime: projects.createdAt,
  Name: projects.name,
  Year: projects.year,
  TotalCost: projects.totalCostFen,
  BuiltArea: projects.builtArea,
} as const

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`)

export async function projectList(
  db: Executor,
  userId: string,
  q: z.output<typeof getProjectListQuery>,
): Promise<{ items: ProjectListItem[]; total: number }> {
  const where: (SQL | undefined)[] = [eq(projects.ownerId, userId), isNull(projects.deletedAt)]
  if (q.Name) where.push(ilike(projects.name, `%${escapeLike(q.Name.trim())}%`))
  if (q.ProjectType) where.push(eq(projects.projectType, q.ProjectType))
  if (q.City) where.push(eq(projects.city, q.City))
  if (q.Year !== undefined) where.push(eq(projects.year, q.Year))
  if (q.FolderID)
    where.push(
      q.FolderID === 'root' ? isNull(projects.folderId) : eq(projects.folderId, q.FolderID),
    )
  if (q.IsTemplate) where.push(eq(projects.isTemplate, q.IsTemplate === '1'))
  const condition = and(...where)
  const column = SORTS[q.Sort]
  const [totalRow] = await db.select({ n: count() }).from(projects).where(condition)
  const rows = await db
    .select()
    .from(projects)
    .where(condition)
    .orderBy(q.Order === 'asc' ? asc(column) : desc(column), asc(projects.id))
    .limit(q.PageSize)
    .offset((q.PageIndex - 1) * q.PageSize)
  return { items: rows.map(listItem), total: Number(totalRow?.n ?? 0) }
}

/** A folder with its sub-folders (the GetFolderList answer, src/domain/api/calls/projects-data.ts). */
export type FolderNode = FolderNodeData

/** The caller's folders as a tree (Sort order), each with the count of projects directly in it. */
export async function folderTree(
  db: Executor,
  userId: string,
  kind?: string,
): Promise<FolderNode[]> {
  const rows = (await ownerRows(db, 'folders', userId)).filter(
    (r) => !kind || r.data['Kind'] === kind,
  )
  const counts = await db
    .select({ folderId: projects.folderId, n: count() })
    .from(projects)
    .where(and(eq(projects.ownerId, userId), isNull(projects.deletedAt)))
    .groupBy(projects.folderId)
  const countOf = new Map(counts.map((c) => [c.folderId ?? '', Number(c.n)]))
  const ids = new Set(rows.map((r) => r.id))
  const nodes = new Map<string, FolderNode>(
    rows.map((r) => [
      r.id,
      {
        ...rowDoc(folders, r.id, r.data),
        Version: r.version,
        ProjectCount: countOf.get(r.id) ?? 0,
        Child: [],
      },
    ]),
  )
  const roots: FolderNode[] = []
  for (const n of nodes.values()) {
    const parent = ids.has(n.ParentID) ? nodes.get(n.ParentID) : undefined
    if (parent) parent.Child.push(n)
    else roots.push(n)
  }
  const sortAll = (list: FolderNode[]) => {
    list.sort((a, b) => a.Sort - b.Sort || a.Name.localeCompare(b.Name, 'zh-CN'))
    for (const n of list) sortAll(n.Child)
  }
  sortAll(roots)
  return roots
}

/** A folder's direct sub-folders and projects ('root' = top level). */
export async function folderContent(db: Executor, userId: string, folderId: string, kind?: string) {
  if (folderId !== 'root') await ownedRow(db, 'folders', folderId, userId)
  const tree = await folderTree(db, userId, kind)
  const find = (list: FolderNode[]): FolderNode | undefined => {
    for (const n of list) {
      if (n.ID === folderId) return n
      const hit = find(n.Child)
      if (hit) return hit
    }
    return undefined
  }
  const folders = folderId === 'root' ? tree : (find(tree)?.Child ?? [])
  const rows = await db
    .select()
    .from(projects)
    .where(
      and(
        eq(projects.ownerId, userId),
        isNull(projects.deletedAt),
        folderId === 'root' ? isNull(projects.folderId) : eq(projects.folderId, folderId),
        kind ? eq(projects.isTemplate, kind === 'template') : undefined,
      ),
    )
    .orderBy(desc(projects.updatedAt))
  return { Folders: folders.map(({ Child: _child, ...f }) => f), Projects: rows.map(listItem) }
}
