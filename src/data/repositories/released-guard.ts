import type { SmartBoqDb, SyncedRow } from '@/data/db'
import { RELEASED_MOVABLE, RELEASED_READ_ONLY } from '@/domain/projects/released'
import type { MutationSpec } from './mutate'

/** A write refused because it would change a released template (a frozen version). */
export class ReleasedTemplateError extends Error {
  override readonly name = 'ReleasedTemplateError'
  constructor() {
    super(RELEASED_READ_ONLY)
  }
}

/**
 * The server's rule (server/services/projects/frozen.ts), checked before anything is stored: a
 * released template and what hangs off it (structure rows, tenders, bill rows) change only through
 * ReleaseProject. It may still be filed in a folder and deleted (下架, its rows go with it in the
 * same transaction through alsoWrite). `current` holds the rows as they were before the batch.
 * One read of the projects concerned; must run inside mutateMany's transaction.
 */
export async function refuseReleasedWrites(
  db: SmartBoqDb,
  specs: readonly MutationSpec[],
  current: (spec: MutationSpec) => SyncedRow | undefined,
): Promise<void> {
  const projectOf = (spec: MutationSpec): string => {
    if (spec.entity === 'projects') return spec.entityId
    const proId = spec.fields['ProId'] ?? current(spec)?.data['ProId']
    return typeof proId === 'string' ? proId : ''
  }
  const ids = [...new Set(specs.map(projectOf).filter((id) => id !== ''))]
  if (ids.length === 0) return
  const rows = await db.projects.bulkGet(ids)
  const released = new Set(
    rows.flatMap((r) => (r && r.deleted === 0 && r.data['Released'] === 1 ? [r.id] : [])),
  )
  if (released.size === 0) return
  for (const spec of specs) {
    if (!released.has(projectOf(spec))) continue
    if (spec.entity === 'projects') {
      if (spec.op === 'delete') continue
      if (spec.op === 'update' && Object.keys(spec.fields).every((f) => RELEASED_MOVABLE.has(f)))
        continue
    }
    throw new ReleasedTemplateError()
  }
}
