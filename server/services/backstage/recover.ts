import { eq } from 'drizzle-orm'
import { revertPlan } from '@/domain/backstage/revert.ts'
import { updateFunctionalBody, updateReferenceBody } from '@/domain/backstage/schemas.ts'
import type { Db } from '../../db/client.ts'
import { referenceHistory } from '../../db/schema/index.ts'
import { Rejection } from '../synced/store.ts'
import { updateFunctional } from './functional.ts'
import { updateReference } from './reference-tables.ts'

type Check<T> = {
  safeParse(
    v: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { message: string }[] } }
}

function checked<T>(schema: Check<T>, body: unknown): T {
  const r = schema.safeParse(body)
  if (!r.success) throw new Rejection(r.error.issues[0]?.message ?? '该修改记录无法恢复')
  return r.data
}

/**
 * RecoverReferenceHistory (docs/backoffice.md "History"): puts the row of one history entry back
 * as it was before that change, through UpdateReferenceTable's or UpdateFunctionalData's own
 * rules and transaction, so the recovery is recorded like any change (HistoryID null when the row
 * already is as it was).
 */
export async function recoverReference(db: Db, userId: string, historyId: number) {
  const [entry] = await db.select().from(referenceHistory).where(eq(referenceHistory.id, historyId))
  if (!entry) throw new Rejection('修改记录不存在')
  const plan = revertPlan({
    Table: entry.tableName,
    Before: entry.before ?? null,
    After: entry.after ?? null,
  })
  if ('message' in plan) throw new Rejection(plan.message)
  if (plan.call === 'reference')
    return updateReference(db, userId, checked(updateReferenceBody, plan.body))
  const done = await updateFunctional(db, userId, checked(updateFunctionalBody, plan.body))
  return { Table: entry.tableName, Key: done.Key, HistoryID: done.HistoryID }
}
