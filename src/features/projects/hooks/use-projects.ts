import { useMemo } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import { listFolders, type FolderKind, type FolderRecord } from '@/data/repositories/folders'
import { readAllStructureRows, readProjectList } from '@/data/repositories/projects'
import { onAppDb } from '@/data/app-db'
import { useStore } from '@/data/state/store'
import { builtAreaCents } from '../lib/areas'
import type { ProjectItem } from '../lib/list-query'
import { pendingDeleteStore } from './pending-deletes'

/**
 * Live reads of 我的项目 from IndexedDB (dexie-react-hooks): any local write or applied pull
 * re-renders the screen, online or not. Projects waiting out their 撤销 delay are hidden here.
 * The projects and their built areas are two reads: the list shows as soon as the projects are
 * read, and the 建筑面积 column fills in when the roll-up of every structure row (thousands of
 * rows, the slower read) arrives; until then builtArea is null.
 */
export function useProjectItems(isTemplate: 0 | 1): ProjectItem[] | undefined {
  const hidden = useStore(pendingDeleteStore)
  const projects = useLiveQuery(() => onAppDb(readProjectList)(isTemplate), [isTemplate])
  // Started once the projects are in: run together, the two reads share IndexedDB's backend and
  // the projects' transaction only completes after the larger read (~50 ms later in Chromium).
  const loaded = projects !== undefined
  const areas = useLiveQuery(async () => (loaded ? builtAreaCents(await onAppDb(readAllStructureRows)()) : undefined), [loaded])
  return useMemo(
    () =>
      projects
        ?.filter((p) => !hidden.has(p.ID))
        .map((p): ProjectItem => ({ ...p, builtArea: areas === undefined ? null : (areas.get(p.ID) ?? 0) / 100 })),
    [projects, areas, hidden],
  )
}

export function useFolders(kind: FolderKind): FolderRecord[] | undefined {
  return useLiveQuery(() => onAppDb(listFolders)(kind), [kind])
}
