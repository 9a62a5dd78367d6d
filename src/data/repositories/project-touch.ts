import type { EntityData, SmartBoqDb } from '@/data/db'
import type { SyncedEntity } from '@/domain/api/sync'
import { entityPayload } from '@/domain/projects/calls'
import { entityCall } from './entity-calls'
import type { MutationSpec } from './mutate'

/** The rows that belong to one project: editing them is editing the project (最近编辑). */
const PROJECT_PARTS: ReadonlySet<SyncedEntity> = new Set<SyncedEntity>([
  'structureRows',
  'tenders',
  'billUnits',
  'billGroups',
  'billItems',
  'billRates',
  'billOthers',
  'estimates',
])

/** A project's EditTime moves at most this often: 最近编辑 shows minutes, and each move is an outbox entry. */
export const TOUCH_INTERVAL_MS = 60_000

/**
 * The project's EditTime update that goes with a write to its structure, bill or estimate, so
 * 我的项目's 最近编辑 (and its order) follows every edit of the project, on this device and,
 * synced, on the others. Null when the write touches no project part, the project is gone, or
 * its EditTime moved less than TOUCH_INTERVAL_MS ago. Runs inside mutateMany's transaction.
 */
export async function projectTouch(
  db: SmartBoqDb,
  specs: readonly MutationSpec[],
  now: number,
): Promise<MutationSpec | null> {
  const part = specs.find((s) => PROJECT_PARTS.has(s.entity))
  if (part === undefined) return null
  const fromFields = part.fields['ProId']
  const projectId =
    typeof fromFields === 'string' && fromFields !== ''
      ? fromFields
      : (await db.entityTable(part.entity).get(part.entityId))?.projectId
  if (projectId === undefined) return null
  if (specs.some((s) => s.entity === 'projects' && s.entityId === projectId)) return null
  const project = await db.projects.get(projectId)
  if (!project || project.deleted === 1) return null
  const last = Date.parse(
    typeof project.data['EditTime'] === 'string' ? project.data['EditTime'] : '',
  )
  if (Number.isFinite(last) && now - last < TOUCH_INTERVAL_MS && now >= last) return null
  const fields: EntityData = { EditTime: new Date(now).toISOString() }
  return {
    entity: 'projects',
    entityId: projectId,
    op: 'update',
    call: entityCall('projects', 'update'),
    fields,
    payload: entityPayload('projects', 'update', projectId, fields),
  }
}
