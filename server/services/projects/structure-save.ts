import type { Db } from '../../db/client.ts'
import { entityFields } from '../synced/fields.ts'
import { nextTurn } from '../../lib/next-turn.ts'
import {
  applyChanges,
  directContext,
  YIELD_EVERY as SLICE,
  type ChangeOp,
} from '../synced/engine.ts'
import { idsWhere, Rejection, type Executor } from '../synced/store.ts'
import { ownedRow } from './queries.ts'

/**
 * EditProStructureMore (docs/api-projects.md): writes many rows of one project (new ids are
 * created, known ones updated with the fields given) and deletes DeleteIDs with their children,
 * in one transaction, all or nothing.
 *
 * A 10,000-row save must not stop everyone else (docs/performance.md "Big saves"): the rows are
 * validated BEFORE the transaction, in slices with a turn of the event loop between them, so the
 * one PGlite connection is not held while JavaScript checks rows, and other requests' handlers run
 * between slices. The transaction then re-reads which rows exist and re-checks only the rows whose
 * create-or-update changed meanwhile (another writer created or deleted them).
 */
export interface StructureSaveInput {
  Rows: Record<string, unknown>[]
  DeleteIDs: string[]
}

interface PlannedSave {
  proId: string
  input: StructureSaveInput
  /** The ids taken as creates when the rows were checked. */
  creates: Set<string>
  ops: ChangeOp[]
}

/** Live structure row ids of a project (unlocked). */
async function existingIds(db: Executor, userId: string, proId: string): Promise<Set<string>> {
  return new Set(await idsWhere(db, 'structureRows', userId, 'ProId', proId))
}

function rowOp(proId: string, raw: Record<string, unknown>, i: number, create: boolean): ChangeOp {
  const id = String(raw['ID'])
  const checked = entityFields('structureRows', create ? { ...raw, ProId: proId } : raw, create)
  if (!checked.ok) throw new Rejection(`第${i + 1}行：${checked.message}`)
  return { entity: 'structureRows', id, op: create ? 'create' : 'update', fields: checked.fields }
}

/** Checks every row outside any transaction, a slice at a time; throws the first refusal. */
export async function planStructureSave(
  db: Db,
  userId: string,
  proId: string,
  input: StructureSaveInput,
): Promise<PlannedSave> {
  await ownedRow(db, 'projects', proId, userId)
  const existing = await existingIds(db, userId, proId)
  const creates = new Set<string>()
  const ops: ChangeOp[] = []
  for (let start = 0; start < input.Rows.length; start += SLICE) {
    if (start > 0) await nextTurn()
    input.Rows.slice(start, start + SLICE).forEach((raw, k) => {
      const create = !existing.has(String(raw['ID']))
      if (create) creates.add(String(raw['ID']))
      ops.push(rowOp(proId, raw, start + k, create))
    })
  }
  return { proId, input, creates, ops }
}

/** The planned save in the caller's transaction. */
export async function saveStructure(
  tx: Executor,
  userId: string,
  plan: PlannedSave,
): Promise<{ Count: number; Version?: number }> {
  const { proId, input } = plan
  await ownedRow(tx, 'projects', proId, userId)
  const existing = await existingIds(tx, userId, proId)
  const ops = plan.ops.map((op, i) => {
    const create = !existing.has(op.id)
    if (create === plan.creates.has(op.id)) return op
    const raw = input.Rows[i]
    if (!raw) throw new Error('planned save out of step with its rows')
    return rowOp(proId, raw, i, create)
  })
  for (const id of input.DeleteIDs)
    ops.push({ entity: 'structureRows', id, op: 'delete', fields: {} })
  if (ops.length === 0) return { Count: 0 }
  const results = await applyChanges(tx, directContext(userId), ops)
  return { Count: results.length, Version: Math.max(...results.map((r) => r.Version)) }
}
