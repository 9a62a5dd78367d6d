import { useLiveQuery } from 'dexie-react-hooks'
import { listFolders } from '@/data/repositories/folders'
import { outboxCounts } from '@/data/repositories/outbox'
import { appDb, listAllStructureRows, listProjectRecords } from '@/data/repositories/projects'
import { overviewOf, type DataOverview } from './overview'

/** Live figures of 我的数据 from IndexedDB; undefined while the first read runs. */
export function useDataOverview(): DataOverview | undefined {
  return useLiveQuery(async () => {
    const db = appDb()
    const [projects, folders, rows, counts] = await Promise.all([listProjectRecords(db), listFolders(db), listAllStructureRows(db), outboxCounts(db)])
    return overviewOf({ projects, folders, rows, pending: counts.pending, failed: counts.failed })
  }, [])
}
