import { RELEASED_READ_ONLY, RELEASED_MOVABLE } from '@/domain/projects/released.ts'
import type { ChangeSet } from '../synced/change-set.ts'
import { readRow, Rejection, str, type Executor } from '../synced/store.ts'

/**
 * A released template is frozen (docs/api-shop.md "Versions"): its document and everything that
 * hangs off it by ProId (structure rows, tenders, bill rows, an estimate) change only through
 * ReleaseProject, which writes them directly, never through here. A write may still file it in a
 * folder (RELEASED_MOVABLE) and delete it (下架), and its rows go with it. Runs on the ops of the
 * change set before any cascade, so the cascade of a deletion is not refused.
 */
export async function checkFrozen(tx: Executor, set: ChangeSet): Promise<void> {
  const released = new Map<string, boolean>()
  const isReleased = async (proId: string): Promise<boolean> => {
    const known = released.get(proId)
    if (known !== undefined) return known
    const held = set.get('projects', proId)
    const stored = held ? undefined : await readRow(tx, 'projects', proId)
    const value = held
      ? !held.wasDeleted && held.before['Released'] === 1
      : stored !== undefined && !stored.deleted && stored.data['Released'] === 1
    released.set(proId, value)
    return value
  }
  for (const w of set.dirty()) {
    if (w.entity === 'projects') {
      if (w.isNew || w.deleted || w.before['Released'] !== 1) continue
      if ([...w.changed].every((f) => RELEASED_MOVABLE.has(f))) continue
      throw new Rejection(RELEASED_READ_ONLY)
    }
    const proId = str(w.data['ProId'] ?? w.before['ProId'])
    if (proId === '' || !(await isReleased(proId))) continue
    if (w.deleted && set.get('projects', proId)?.deleted === true) continue
    throw new Rejection(RELEASED_READ_ONLY)
  }
}
