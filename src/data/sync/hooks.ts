import { useLiveQuery } from 'dexie-react-hooks'
import { getDb, type ConflictRecord, type OutboxEntry } from '@/data/db'
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

let kick: (() => void) | null = null

/** The running engine registers how to start a sync after a command (see startSync). */
export function setSyncKick(fn: (() => void) | null): void {
  kick = fn
}

/** Sends a failed entry again. */
export async function retryFailed(seq: number): Promise<void> {
  await outbox.retryFailed(getDb(), seq)
  kick?.()
}

/** Drops a failed entry and restores the fields it changed to the last server value. */
export async function discardFailed(seq: number): Promise<void> {
  await outbox.discardFailed(getDb(), seq)
  kick?.()
}

/** 'theirs' keeps the server value; 'mine' sends the user's value again on the current version. */
export async function resolveConflict(id: string, choice: 'mine' | 'theirs'): Promise<void> {
  await outbox.resolveConflict(getDb(), id, choice)
  kick?.()
}
