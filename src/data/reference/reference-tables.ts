import { useMemo } from 'react'
import type { IndexEntry } from '@/domain/adjust/price-indices'
import { BACKSTAGE_CALLS } from '@/domain/api/calls/backstage'
import {
  rebaseTablesOf,
  seedReferenceTables,
  type ReferenceTables,
} from '@/domain/backstage/tables'
import type { RebaseTables } from '@/domain/benchmark/rebase'
import { periodOf } from '@/domain/materials/period'
import { readCall } from '../api/read'
import { useCallRead } from '../api/use-call-read'

/**
 * The reference tables the administrator maintains (docs/backoffice.md): the 对标 city factors
 * and price index, the 调价 price indices. Read from /api/Reference/GetTables with an offline
 * copy; before the first successful read (offline, never fetched) the bundled seed answers.
 */

export const REFERENCE_READ = {
  offlineCopy: true,
  offline: '当前离线，本机还没有参考表，使用内置的初始数据',
  failed: '参考表加载失败',
} as const

export type ReferenceSource = 'served' | 'offline' | 'seed'

export interface ReferenceTablesState {
  tables: ReferenceTables
  /** served: from the server now; offline: the offline copy; seed: the bundled seed (no read yet). */
  source: ReferenceSource
  cachedAt?: number
  reload: () => void
}

let seed: ReferenceTables | null = null
const seedTables = () => (seed ??= seedReferenceTables(periodOf(new Date())))

/** Served tables, their offline copy, or the seed (never undefined: computations need a table). */
export function useReferenceTables(): ReferenceTablesState {
  const { state, reload } = useCallRead(BACKSTAGE_CALLS.getReferenceTables, {}, REFERENCE_READ)
  if (state.status !== 'ready') return { tables: seedTables(), source: 'seed', reload }
  return {
    tables: state.data,
    source: state.cachedAt === undefined ? 'served' : 'offline',
    ...(state.cachedAt === undefined ? {} : { cachedAt: state.cachedAt }),
    reload,
  }
}

/** The 对标 rebasing tables, rebuilt only when the served version changes. */
export function useRebaseTables(): RebaseTables {
  const { tables } = useReferenceTables()
  return useMemo(() => rebaseTablesOf(tables), [tables.Version]) // eslint-disable-line react-hooks/exhaustive-deps
}

/** The 调价 price-index table (F0 / Ft per city, series and month). */
export function useAdjustIndexTable(): readonly IndexEntry[] {
  return useReferenceTables().tables.AdjustIndices
}

/** One read outside React (the worker's callers, tests): served, else offline copy, else seed. */
export async function loadReferenceTables(): Promise<ReferenceTables> {
  try {
    return (await readCall(BACKSTAGE_CALLS.getReferenceTables, {}, REFERENCE_READ)).data
  } catch {
    return seedTables()
  }
}
