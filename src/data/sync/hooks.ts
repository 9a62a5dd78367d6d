import { useLiveQuery } from 'dexie-react-hooks'
import { getDb, type ConflictRecord, type EntityData, type OutboxEntry } from '@/data/db'
import * as outbox from '@/data/repositories/outbox'
import { useStore } from '@/data/state/store'
import { syncStatusStore, type SyncStatus } from './status-store'

/** UI access to sync state: the indicator reads useSyncStatus, the resolve page the live lists. */
export function useSyncStatus(): SyncStatus {
  return useStore(syncStatusStore)
}

export function useFailedEntries(): OutboxEntry[] {
  return useLiveQuery(() => outbox.failedEntries(getDb()), [], [])
}

export function useConflicts(): ConflictRecord[] {
  return useLiveQuery(() => outbox.conflictList(getDb()), [], [])
}

export type { RowRef } from '@/data/repositories/outbox'

/**
 * The current data (and server-confirmed base) of the rows that failed entries or conflicts refer to, by `entity:id`
 * (rowKey), so the resolve page can name them (project name …). A row deleted meanwhile is absent.
 */
export interface SyncRowView {
  data: EntityData
  /** Last server-confirmed fields (null: never confirmed). */
  base: EntityData | null
}

export function useSyncRows(refs: outbox.RowRef[]): Map<string, SyncRowView> {
  const key = refs.map((r) => outbox.rowKey(r.entity, r.entityId)).join('|')
  return useLiveQuery(
    async () => {
      const rows = await outbox.rowsOf(getDb(), refs)
      return new Map([...rows].map(([k, row]) => [k, { data: row.data, base: row.base }]))
    },
    // refs is a fresh array every render; its content (the key) is what matters.
    [key],
    new Map<string, SyncRowView>(),
  )
}

export const syncRowKey = outbox.rowKey

let kick: (() => Promise<void>) | null = null

/** The running engine registers how to start a sync after a command (see startSync). */
export function setSyncKick(fn: (() => Promise<void>) | null): void {
  kick = fn
}

/** 立即同步: push then pull now; resolves when that run is over (at once when sync is off). */
export function syncNow(): Promise<void> {
  return kick?.() ?? Promise.resolve()
}

/** Sends a failed entry again. */
export async function retryFailed(seq: number): Promise<void> {
  await outbox.retryFailed(getDb(), seq)
  void kick?.()
}

/** Drops a failed entry and restores the fields it changed to the last server value. */
export async function discardFailed(seq: number): Promise<void> {
  await outbox.discardFailed(getDb(), seq)
  void kick?.()
}

/** 'theirs' keeps the server value; 'mine' sends the user's value again on the current version. */
export async function resolveConflict(id: string, choice: 'mine' | 'theirs'): Promise<void> {
  await outbox.resolveConflict(getDb(), id, choice)
  void kick?.()
}
