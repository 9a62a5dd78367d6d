import { useLiveQuery } from 'dexie-react-hooks'
import { getProject, type ProjectView } from '@/data/repositories/projects'
import { onAppDb } from '@/data/app-db'
import { listStructure } from '@/data/repositories/structure'
import { loadWorkspace, type WorkspaceData } from '@/data/repositories/tenders'
import type { StructureRow } from '@/domain/projects/structure'

/** Live local reads of one project's workspace; undefined while IndexedDB answers. */
export function useProject(projectId: string): ProjectView | null | undefined {
  return useLiveQuery(async () => (await onAppDb(getProject)(projectId)) ?? null, [projectId])
}

export function useStructureRows(projectId: string): StructureRow[] | undefined {
  return useLiveQuery(() => onAppDb(listStructure)(projectId), [projectId])
}


/**
 * The last answers for a few projects, kept for this tab: re-opening a project shows them at
 * once while the live query reads IndexedDB again (about 100-300 ms for 2,000 rows, most of it
 * IndexedDB decoding the stored rows), then the fresh answer replaces them.
 */
const recent = new Map<string, WorkspaceData>()
const RECENT_MAX = 3

function remember(projectId: string, data: WorkspaceData): WorkspaceData {
  recent.delete(projectId)
  recent.set(projectId, data)
  for (const key of recent.keys()) {
    if (recent.size <= RECENT_MAX) break
    recent.delete(key)
  }
  return data
}

/** The workspace's project, rows and tenders from one read, so a 2,000-row project renders once. */
export function useWorkspace(projectId: string): WorkspaceData | undefined {
  return useLiveQuery(async () => remember(projectId, await onAppDb(loadWorkspace)(projectId)), [projectId], recent.get(projectId))
}
