import {
  copyScheme,
  createScheme,
  deleteScheme,
  updateScheme,
  type StoredScheme,
} from '@/data/repositories/benchmark-schemes'
import { onAppDb } from '@/data/app-db'
import type { SchemeSettings } from '@/domain/benchmark/scheme-doc'

/** The writes of the 对标 screens (each a synced change: row + outbox entry). */
export type { StoredScheme }
export type SchemeDraft = Omit<SchemeSettings, 'id'>

export const schemeCommands = {
  create: (d: SchemeDraft) => onAppDb(createScheme)(d),
  update: (id: string, d: SchemeDraft) => onAppDb(updateScheme)(id, d),
  remove: (id: string) => onAppDb(deleteScheme)(id),
  copy: (id: string) => onAppDb(copyScheme)(id),
}
