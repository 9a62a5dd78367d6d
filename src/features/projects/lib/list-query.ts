import type { FolderRecord } from '@/data/repositories/folders'
import type { ProjectRecord } from '@/data/repositories/projects'
import { defaultCover } from '@/domain/projects/model'

/**
 * Pure list logic of 我的项目: filter, sort and the folder tree. Kept apart from React so the
 * 1,000-project case is a plain array pass that tests can measure and check.
 */
export const SORTS = { recent: '最近编辑', name: '名称', area: '建筑面积' } as const
export type SortKey = keyof typeof SORTS

/** null folder = 全部 (every folder); '' = top level only; otherwise that folder's direct content. */
export interface ListQuery {
  folderId: string | null
  search: string
  type: string
  city: string
  year: string
  sort: SortKey
}

export const EMPTY_QUERY: ListQuery = {
  folderId: null,
  search: '',
  type: '',
  city: '',
  year: '',
  sort: 'recent',
}

/** A project with its built area rolled up from the structure (m²); null while still being read. */
export interface ProjectItem extends ProjectRecord {
  builtArea: number | null
}

const collator = new Intl.Collator('zh-CN', { numeric: true })

export function filterProjects(items: readonly ProjectItem[], q: ListQuery): ProjectItem[] {
  const needle = q.search.trim().toLowerCase()
  const out = items.filter(
    (p) =>
      (q.folderId === null || p.FolderID === q.folderId) &&
      (needle === '' || p.Project_Name.toLowerCase().includes(needle)) &&
      (q.type === '' || p.ProjectType === q.type) &&
      (q.city === '' || p.City === q.city) &&
      (q.year === '' || String(p.Year ?? '') === q.year),
  )
  const by: Record<SortKey, (a: ProjectItem, b: ProjectItem) => number> = {
    recent: (a, b) => b.updatedAt - a.updatedAt,
    name: (a, b) => collator.compare(a.Project_Name, b.Project_Name),
    area: (a, b) => (b.builtArea ?? 0) - (a.builtArea ?? 0),
  }
  return out.sort((a, b) => by[q.sort](a, b) || a.ID.localeCompare(b.ID))
}

/** Years present in the list, newest first (the year filter offers only these). */
export function yearsOf(items: readonly ProjectItem[]): number[] {
  return [...new Set(items.flatMap((p) => (p.Year === null ? [] : [p.Year])))].sort((a, b) => b - a)
}

export interface FolderNode extends FolderRecord {
  depth: number
  children: FolderNode[]
}

/** Folders as a tree; a folder whose parent is gone (or in a cycle) shows at the top level. */
export function folderTree(folders: readonly FolderRecord[]): FolderNode[] {
  const ids = new Set(folders.map((f) => f.ID))
  const byParent = new Map<string, FolderRecord[]>()
  const reachable = (f: FolderRecord) => {
    const seen = new Set<string>()
    for (let cur = f.ParentID; cur !== '';) {
      if (seen.has(cur) || !ids.has(cur)) return false
      seen.add(cur)
      cur = folders.find((x) => x.ID === cur)?.ParentID ?? ''
    }
    return true
  }
  for (const f of folders) {
    const parent = f.ParentID !== '' && reachable(f) ? f.ParentID : ''
    byParent.set(parent, [...(byParent.get(parent) ?? []), f])
  }
  const make = (f: FolderRecord, depth: number): FolderNode => ({
    ...f,
    depth,
    children: (byParent.get(f.ID) ?? []).map((c) => make(c, depth + 1)),
  })
  return (byParent.get('') ?? []).map((f) => make(f, 0))
}

/** Depth-first list of the tree (what the side panel and the folder pickers show). */
export function flattenFolders(nodes: readonly FolderNode[]): FolderNode[] {
  return nodes.flatMap((n) => [n, ...flattenFolders(n.children)])
}

/** A folder and all folders below it (targets a folder cannot move into). */
export function subtreeIds(nodes: readonly FolderNode[], id: string): Set<string> {
  const found = flattenFolders(nodes).find((n) => n.ID === id)
  return new Set(found ? flattenFolders([found]).map((n) => n.ID) : [id])
}

/** The cover shown: the uploaded picture, else the default picture of the project's type. */
export function coverOf(p: Pick<ProjectRecord, 'Cover' | 'ProjectType'>): string {
  return p.Cover !== '' ? p.Cover : defaultCover(p.ProjectType)
}
