import { useLiveQuery } from 'dexie-react-hooks'
import { projectHasPricedBill } from '@/data/repositories/bill'
import { onAppDb } from '@/data/app-db'

/**
 * Whether the local copy of a project has a priced bill (release needs one); undefined while
 * IndexedDB answers or without a project. Live: pricing an item in another tab updates it.
 */
export function usePricedBill(projectId: string | undefined): boolean | undefined {
  return useLiveQuery(
    async () => (projectId === undefined ? undefined : onAppDb(projectHasPricedBill)(projectId)),
    [projectId],
  )
}
