import { useLiveQuery } from 'dexie-react-hooks'
import { listFolders } from '@/data/repositories/folders'
import { outboxCounts } from '@/data/repositories/outbox'
import { onAppDb } from '@/data/app-db'
import { listAllStructureRows, listProjectRecords } from '@/data/repositories/projects'
import { overviewOf, type DataOverview } from './overview'

/** Live figures of 我的数据 from IndexedDB; undefined while the first read runs. */
export function useDataOverview(): DataOverview | undefined {
  return useLiveQuery(async () => {
    const [projects, folders, rows, counts] = await Promise.all([
      onAppDb(listProjectRecords)(),
      onAppDb(listFolders)(),
      onAppDb(listAllStructureRows)(),
      onAppDb(outboxCounts)(),
    ])
    return overviewOf({ projects, folders, rows, pending: counts.pending, failed: counts.failed })
  }, [])
}
