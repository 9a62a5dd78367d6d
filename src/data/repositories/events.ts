import type { SmartBoqDb } from '@/data/db'

/**
 * Local write notifications, so the sync engine can push right away and ask for persistent
 * storage after the first real edit, without repositories importing the engine.
 */
export type LocalEditListener = (db: SmartBoqDb) => void
export type StorageErrorListener = (error: Error) => void

const editListeners = new Set<LocalEditListener>()
const errorListeners = new Set<StorageErrorListener>()

export function onLocalEdit(listener: LocalEditListener): () => void {
  editListeners.add(listener)
  return () => editListeners.delete(listener)
}

export function onStorageError(listener: StorageErrorListener): () => void {
  errorListeners.add(listener)
  return () => errorListeners.delete(listener)
}

export function emitLocalEdit(db: SmartBoqDb): void {
  for (const l of editListeners) l(db)
}

export function emitStorageError(error: Error): void {
  for (const l of errorListeners) l(error)
}
