import {
  copyScheme,
  createScheme,
  deleteScheme,
  updateScheme,
  type StoredScheme,
} from '@/data/repositories/benchmark-schemes'
import { onAppDb } from '@/data/app-db'
import { callApi } from '@/data/api/call-api'
import { hasSharedSample, storeSharedSample } from '@/data/repositories/shared-samples'
import { SAMPLE_DOCS_MAX } from '@/domain/api/benchmark'
import { BENCHMARK_CALLS } from '@/domain/api/calls/benchmark'
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

/**
 * Downloads the documents of chosen samples that are not on this device (released templates of
 * others) in calls of ≤ SAMPLE_DOCS_MAX, keeping them for offline runs; already downloaded ones
 * are skipped. Returns how many were downloaded.
 */
export async function downloadSharedSamples(
  ids: readonly string[],
  onProgress: (done: number, total: number) => void = () => {},
): Promise<number> {
  const todo: string[] = []
  for (const id of ids) if (!(await hasSharedSample(id))) todo.push(id)
  let done = 0
  onProgress(0, todo.length)
  for (let i = 0; i < todo.length; i += SAMPLE_DOCS_MAX) {
    const chunk = todo.slice(i, i + SAMPLE_DOCS_MAX)
    const { data } = await callApi(
      BENCHMARK_CALLS.getSampleDocs,
      { IDs: JSON.stringify(chunk) },
      { notify: false },
    )
    for (const s of data) await storeSharedSample(s.ID, s.Docs)
    done += chunk.length
    onProgress(done, todo.length)
  }
  return todo.length
}
