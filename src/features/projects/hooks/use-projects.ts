import { useMemo, useSyncExternalStore } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import { listFolders, type FolderKind, type FolderRecord } from '@/data/repositories/folders'
import { appDb, listAllStructureRows, listProjectRecords } from '@/data/repositories/projects'
import { useStore } from '@/data/state/store'
import { builtAreaCents } from '../lib/areas'
import type { ProjectItem } from '../lib/list-query'
import { pendingDeleteStore } from './pending-deletes'

/**
 * Live reads of 我的项目 from IndexedDB (dexie-react-hooks): any local write or applied pull
 * re-renders the screen, online or not. Projects waiting out their 撤销 delay are hidden here.
 */
export function useProjectItems(isTemplate: 0 | 1): ProjectItem[] | undefined {
  const hidden = useStore(pendingDeleteStore)
  const items = useLiveQuery(async () => {
    const db = appDb()
    const [projects, rows] = await Promise.all([listProjectRecords(db, isTemplate), listAllStructureRows(db)])
    const areas = builtAreaCents(rows)
    return projects.map((p): ProjectItem => ({ ...p, builtArea: (areas.get(p.ID) ?? 0) / 100 }))
  }, [isTemplate])
  return useMemo(() => items?.filter((p) => !hidden.has(p.ID)), [items, hidden])
}

export function useFolders(kind: FolderKind): FolderRecord[] | undefined {
  return useLiveQuery(() => listFolders(appDb(), kind), [kind])
}

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/** navigator.onLine as state: cover upload and 发布到交易中心 need the network. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  )
}
