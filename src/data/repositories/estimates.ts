import type { EntityData, SmartBoqDb } from '@/data/db'
import type { EstimateDoc } from '@/domain/estimate/model'
import { readDoc } from '@/domain/entity/define'
import { estimates } from '@/domain/estimate/entities'
import { estimateFieldSchemas, estimateInput } from '@/domain/estimate/schemas'
import { entityPayload } from '@/domain/projects/calls'
import { entityCall } from './entity-calls'
import { mutate } from './mutate'

/**
 * The estimate of a project (synced entity `estimates`, docs/estimate.md): one live row per
 * project, made on the first save and updated with only the changed fields afterwards, offline
 * like every other write.
 */

export interface StoredEstimate {
  id: string
  doc: EstimateDoc
}

export async function getEstimate(
  db: SmartBoqDb,
  projectId: string,
): Promise<StoredEstimate | null> {
  const rows = await db.estimates.where('projectId').equals(projectId).toArray()
  const live = rows.filter((r) => r.deleted === 0).sort((a, b) => (a.id < b.id ? -1 : 1))[0]
  if (!live) return null
  return { id: live.id, doc: readDoc(estimates, live.data) }
}

export type SaveResult = { ok: true; id: string } | { ok: false; message: string }

/** Saves the estimate of a project: create, or an update of the fields that changed. */
export async function saveEstimate(
  db: SmartBoqDb,
  projectId: string,
  doc: Omit<EstimateDoc, 'ProId'>,
): Promise<SaveResult> {
  const current = await getEstimate(db, projectId)
  const id = current?.id ?? crypto.randomUUID()
  const parsed = estimateInput.safeParse({ ...doc, ID: id, ProId: projectId })
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? '估算数据无效' }
  const { ID: _id, ...fields } = parsed.data
  if (!current) {
    await mutate(db, {
      entity: 'estimates',
      entityId: id,
      op: 'create',
      call: entityCall('estimates', 'create'),
      fields,
      payload: entityPayload('estimates', 'create', id, fields),
    })
    return { ok: true, id }
  }
  const changed: EntityData = {}
  for (const key of Object.keys(estimateFieldSchemas) as (keyof typeof fields)[]) {
    if (JSON.stringify(fields[key]) !== JSON.stringify(current.doc[key])) changed[key] = fields[key]
  }
  if (Object.keys(changed).length > 0) {
    await mutate(db, {
      entity: 'estimates',
      entityId: id,
      op: 'update',
      call: entityCall('estimates', 'update'),
      fields: changed,
      payload: entityPayload('estimates', 'update', id, changed),
    })
  }
  return { ok: true, id }
}
