import type { FolderRecord } from '@/data/repositories/folders'
import type { ProjectRecord } from '@/data/repositories/projects'
import type { StructureRow } from '@/domain/projects/structure'
import { builtAreaCents } from '../lib/areas'

/** 我的数据: figures of the user's local data (pure, from the tables' contents). */
export interface DataOverview {
  projects: number
  templates: number
  folders: number
  structureRows: number
  /** Total built area of projects (not templates) in hundredths of m², rolled up with MultNum. */
  builtAreaCents: number
  recent: ProjectRecord[]
  pendingSync: number
  failedSync: number
}

export function overviewOf(input: {
  projects: readonly ProjectRecord[]
  folders: readonly FolderRecord[]
  rows: readonly StructureRow[]
  pending: number
  failed: number
}): DataOverview {
  const live = new Set(input.projects.map((p) => p.ID))
  const rows = input.rows.filter((r) => live.has(r.ProId))
  const areas = builtAreaCents(rows)
  const projectsOnly = input.projects.filter((p) => p.IsTemplate === 0)
  return {
    projects: projectsOnly.length,
    templates: input.projects.length - projectsOnly.length,
    folders: input.folders.length,
    structureRows: rows.length,
    builtAreaCents: projectsOnly.reduce((sum, p) => sum + (areas.get(p.ID) ?? 0), 0),
    recent: [...input.projects].sort((a, b) => b.updatedAt - a.updatedAt).slice(0, 5),
    pendingSync: input.pending,
    failedSync: input.failed,
  }
}
