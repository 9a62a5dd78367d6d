import type { SmartBoqDb } from '@/data/db'
import { readProjectList, type ProjectRecord } from './projects'

/**
 * The 我的项目 list's last answer for this page, per tab (projects 0, templates 1), and the read
 * that fills it when a signed-in session starts (src/data/sync/index.ts startSync). A signed-in
 * user's next screen is usually 我的项目; reading 1,000 projects from IndexedDB takes about 100 ms
 * (most of it IndexedDB decoding the stored rows), so that read runs beside the first sync instead
 * of after the screen's code has loaded and rendered. The screen shows this answer at once and its
 * live query replaces it when it arrives (bench/projects; docs in src/features/projects/README.md).
 * An answer a moment old is acceptable here as for the workspace's `recent` answers: the live query
 * follows within the same frame or two, and nothing is written from it.
 */
interface Warm {
  db: SmartBoqDb
  byKind: Map<0 | 1, ProjectRecord[]>
}

let warm: Warm | null = null
let reading: Promise<void> | null = null

function slot(db: SmartBoqDb): Map<0 | 1, ProjectRecord[]> {
  if (warm?.db !== db) warm = { db, byKind: new Map() }
  return warm.byKind
}

/** Reads every project and template once into the cache (no-op while a read is running). */
export function warmProjectList(db: SmartBoqDb): Promise<void> {
  reading ??= readProjectList(db)
    .then((records) => {
      const byKind = slot(db)
      // A live answer that came first is newer: keep it.
      if (!byKind.has(0))
        byKind.set(
          0,
          records.filter((r) => r.IsTemplate === 0),
        )
      if (!byKind.has(1))
        byKind.set(
          1,
          records.filter((r) => r.IsTemplate === 1),
        )
    })
    .catch(() => undefined) // a failed warm read only means the screen reads for itself
    .finally(() => {
      reading = null
    })
  return reading
}

/** Resolves when the read ahead running now (if any) has finished; never rejects. */
export function projectListWarming(): Promise<void> {
  return reading ?? Promise.resolve()
}

/** The last answer known for this database and tab, or undefined. */
export function warmedProjectList(db: SmartBoqDb, isTemplate: 0 | 1): ProjectRecord[] | undefined {
  return warm?.db === db ? warm.byKind.get(isTemplate) : undefined
}

/** readProjectList for a tab, remembering its answer for the next time the screen opens. */
export async function readProjectListRemembered(
  db: SmartBoqDb,
  isTemplate: 0 | 1,
): Promise<ProjectRecord[]> {
  const records = await readProjectList(db, isTemplate)
  slot(db).set(isTemplate, records)
  return records
}
