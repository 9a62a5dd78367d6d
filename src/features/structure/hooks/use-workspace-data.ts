import { useLiveQuery } from 'dexie-react-hooks'
import { getProject, type ProjectView } from '@/data/repositories/projects'
import { listStructure, onAppDb } from '@/data/repositories/structure'
import { listTenders, type Tender } from '@/data/repositories/tenders'
import type { StructureRow } from '@/domain/projects/structure'

/** Live local reads of one project's workspace; undefined while IndexedDB answers. */
export function useProject(projectId: string): ProjectView | null | undefined {
  return useLiveQuery(async () => (await onAppDb(getProject)(projectId)) ?? null, [projectId])
}

export function useStructureRows(projectId: string): StructureRow[] | undefined {
  return useLiveQuery(() => onAppDb(listStructure)(projectId), [projectId])
}

export function useTenders(projectId: string): Tender[] | undefined {
  return useLiveQuery(() => onAppDb(listTenders)(projectId), [projectId])
}
