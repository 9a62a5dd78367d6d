import { useLiveQuery } from 'dexie-react-hooks'
import { getProject, type ProjectView } from '@/data/repositories/projects'
import { onAppDb } from '@/data/app-db'
import { listStructure } from '@/data/repositories/structure-read'
import type { WorkspaceData } from '@/data/repositories/tenders'
import { loadWorkspaceRemembered, recentWorkspace } from '@/data/repositories/workspace-warm'
import type { StructureRow } from '@/domain/projects/structure'

/** Live local reads of one project's workspace; undefined while IndexedDB answers. */
export function useProject(projectId: string): ProjectView | null | undefined {
  return useLiveQuery(async () => (await onAppDb(getProject)(projectId)) ?? null, [projectId])
}

export function useStructureRows(projectId: string): StructureRow[] | undefined {
  return useLiveQuery(() => onAppDb(listStructure)(projectId), [projectId])
}

/**
 * The workspace's project, rows and tenders from one read, so a 2,000-row project renders once.
 * Until the first answer it shows the last one of this page (workspace-warm.ts: a re-open, or the
 * project read ahead while the page was idle); the fresh answer then replaces it.
 */
export function useWorkspace(projectId: string): WorkspaceData | undefined {
  return useLiveQuery(
    () => onAppDb(loadWorkspaceRemembered)(projectId),
    [projectId],
    onAppDb(recentWorkspace)(projectId),
  )
}
