import { and, eq, inArray } from 'drizzle-orm'
import { PgTransaction } from 'drizzle-orm/pg-core'
import type { MutationOp, SyncedEntity } from '@/domain/api/sync.ts'
import type { Db } from '../../db/client.ts'
import { syncMutations, syncRows } from '../../db/schema/index.ts'
import { applyChanges } from './engine.ts'
import { isRetryable, MAX_ATTEMPTS, PLACEHOLDER, type StoredResult } from './mutations.ts'
import { Rejection, type Tx } from './store.ts'
import { PendingVersions } from './versions.ts'

/** One replayed write of a batch, validated (fields.ts) and ready to apply. */
export interface GroupEntry {
  entity: SyncedEntity
  entityId: string
  op: MutationOp
  fields: Record<string, unknown>
  mutationId: string
  seq: number
}

/** Thrown inside the transaction to roll back the claimed dedup keys when the group cannot go together. */
const APART = Symbol('apart')

/**
 * Applies a run of replayed writes of ONE batch in one transaction with a few queries (docs/sync.md
 * "Batched replay"): the dedup keys claimed in one insert, the rows locked, checked (ownership,
 * field versions and conflicts, the relations, the services' checks), versioned and written by
 * ONE applyChanges, the answers stored in one update, the client seq once. The caller
 * (server/routes/sync-batch.ts) only groups writes of distinct rows sharing one base version,
 * none naming a row a later one writes, and either all creates, or all updates of one entity, or
 * all deletes of one entity whose delete moves no other row; then the group's outcome equals
 * replaying its entries one by one. Answers in entry
 * order, each what its single replay answers; null when the group cannot go together (a check
 * refused one of them, or a replayed entry's stored answer is not a success): nothing is written
 * and the caller replays the entries one by one, which finds the entry to refuse.
 */
export async function applyWriteGroup(
  db: Db,
  userId: string,
  clientId: string,
  baseVersion: number,
  entries: readonly GroupEntry[],
): Promise<StoredResult[] | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      const topLevel = !(db instanceof PgTransaction)
      return await db.transaction(async (tx) => {
        const answers = await groupOnce(tx, userId, clientId, baseVersion, entries, topLevel)
        if (answers === null) throw APART
        return answers
      })
    } catch (error) {
      if (error === APART) return null
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error
    }
  }
}

async function groupOnce(
  tx: Tx,
  userId: string,
  clientId: string,
  baseVersion: number,
  entries: readonly GroupEntry[],
  topLevel: boolean,
): Promise<StoredResult[] | null> {
  const claimed = await tx
    .insert(syncMutations)
    .values(
      entries.map((e) => ({
        clientId,
        mutationId: e.mutationId,
        seq: e.seq,
        userId,
        entity: e.entity,
        entityId: e.entityId,
        result: PLACEHOLDER,
      })),
    )
    .onConflictDoNothing()
    .returning({ mutationId: syncMutations.mutationId })
  const fresh = new Set(claimed.map((r) => r.mutationId))
  const stored = new Map<string, StoredResult>()
  const replayed = entries.filter((e) => !fresh.has(e.mutationId)).map((e) => e.mutationId)
  if (replayed.length > 0) {
    const records = await tx
      .select({
        mutationId: syncMutations.mutationId,
        userId: syncMutations.userId,
        result: syncMutations.result,
      })
      .from(syncMutations)
      .where(and(eq(syncMutations.clientId, clientId), inArray(syncMutations.mutationId, replayed)))
    // Another account's record or a stored refusal: the entry-by-entry path answers it exactly.
    for (const r of records) if (r.userId !== userId || r.result.ErrorCode !== '0') return null
    for (const r of records) stored.set(r.mutationId, r.result)
    if (stored.size !== replayed.length) throw new Error('sync mutation record vanished')
  }
  const applied = entries.filter((e) => fresh.has(e.mutationId))
  const pending = new PendingVersions()
  if (applied.length > 0) {
    let results
    try {
      results = await applyChanges(
        tx,
        { userId, clientId, baseVersion },
        applied.map((e) => ({ entity: e.entity, id: e.entityId, op: e.op, fields: e.fields })),
        pending,
      )
    } catch (error) {
      if (error instanceof Rejection) return null
      throw error
    }
    applied.forEach((e, i) => {
      const result = results[i]
      stored.set(e.mutationId, {
        ErrorCode: '0',
        Message: '',
        Data: result ? { ...result } : { ID: e.entityId, Version: 0 },
      })
    })
  }
  // Fresh answers already say whether their row is deleted (applyChanges' Deleted); replayed
  // ones are answered with the row's state now.
  const live = await liveRows(
    tx,
    entries.filter((e) => !fresh.has(e.mutationId)),
  )
  // Last: the versions, the stored answers and the client seq in one statement, so the version
  // counter is held from here to COMMIT only (versions.ts).
  if (applied.length > 0)
    await pending.settle(
      tx,
      {
        userId,
        clientId,
        seq: Math.max(...applied.map((e) => e.seq)),
        answers: applied.map((e) => ({
          mutationId: e.mutationId,
          result: stored.get(e.mutationId) ?? PLACEHOLDER,
        })),
      },
      topLevel,
    )
  return entries.map((e) => {
    const result = pending.answer(stored.get(e.mutationId) ?? PLACEHOLDER)
    // As a single replay answers: a success says whether the row is gone now.
    return result.ErrorCode === '0' &&
      result.Data &&
      !fresh.has(e.mutationId) &&
      !live.has(`${e.entity}:${e.entityId}`)
      ? { ...result, Data: { ...result.Data, Deleted: true } }
      : result
  })
}

/** The entries' rows that exist and are not deleted ("entity:id"). */
async function liveRows(tx: Tx, entries: readonly GroupEntry[]): Promise<Set<string>> {
  const live = new Set<string>()
  for (const entity of new Set(entries.map((e) => e.entity))) {
    const ids = entries.filter((e) => e.entity === entity).map((e) => e.entityId)
    const rows = await tx
      .select({ id: syncRows.id })
      .from(syncRows)
      .where(
        and(eq(syncRows.entity, entity), inArray(syncRows.id, ids), eq(syncRows.deleted, false)),
      )
    for (const r of rows) live.add(`${entity}:${r.id}`)
  }
  return live
}
