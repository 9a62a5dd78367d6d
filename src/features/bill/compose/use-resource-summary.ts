import { useEffect, useState } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import { onAppDb } from '@/data/app-db'
import { composedRows, listResources } from '@/data/repositories/bill-compose'
import type { BillUnit } from '@/domain/bill/model'
import {
  resourceSummary,
  unitCopies,
  usageInChunks,
  type ResourceSummary,
} from '@/domain/bill/resource-summary'
import type { StructureRow } from '@/domain/projects/structure'
import { getCompute } from '@/lib/compute'

export type ResourceSummaryState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; summary: ResourceSummary }

/**
 * 人材机汇总 of a project (docs/bill.md "组价"), live: the resources and composed items are read
 * from the local database as stored rows; each resource's use (Σ 工程量 × 消耗量 × copies) is
 * read and computed in the compute worker, 2,000 items a message, so a large bill never blocks
 * the screen.
 */
export function useResourceSummary(
  projectId: string,
  units: readonly BillUnit[],
  rows: readonly StructureRow[],
): ResourceSummaryState {
  const live = useLiveQuery(async () => {
    const [resources, itemRows] = await Promise.all([
      onAppDb(listResources)(projectId),
      onAppDb(composedRows)(projectId),
    ])
    return { resources, itemRows }
  }, [projectId])
  const [state, setState] = useState<ResourceSummaryState>({ status: 'loading' })
  useEffect(() => {
    if (!live) return
    let stale = false
    const copies = unitCopies(units, rows)
    usageInChunks(live.itemRows, (chunk) => getCompute().billResourceUsage(chunk, copies))
      .then((usage) => {
        if (!stale) setState({ status: 'ready', summary: resourceSummary(live.resources, usage) })
      })
      .catch(() => {
        if (!stale) setState({ status: 'failed' })
      })
    return () => {
      stale = true
    }
  }, [live, units, rows])
  return state
}
