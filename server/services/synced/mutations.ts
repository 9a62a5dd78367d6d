import { and, eq } from 'drizzle-orm'
import { PgTransaction } from 'drizzle-orm/pg-core'
import type { MutationOp, SyncedEntity } from '@/domain/api/sync.ts'
import type { Db } from '../../db/client.ts'
import { syncMutations, syncRows } from '../../db/schema/index.ts'
import { applyChanges, DIRECT_CLIENT } from './engine.ts'
import { Rejection, type Tx } from './store.ts'
import { PendingVersions } from './versions.ts'

export interface StoredResult {
  ErrorCode: string
  Message: string
  Data: Record<string, unknown> | null
}

/** A write as the routes read it. `sync` is absent for a direct (non-outbox) call. */
export interface MutationInput {
  userId: string
  entity: SyncedEntity
  entityId: string
  op: MutationOp
  fields: Record<string, unknown>
  sync?: { clientId: string; mutationId: string; seq: number; baseVersion: number }
  /** Set when the fields failed validation: the mutation is recorded as this rejection. */
  rejection?: string
}

export const PLACEHOLDER: StoredResult = { ErrorCode: 'PENDING', Message: '', Data: null }
const reject = (message: string, code = '1'): StoredResult => ({
  ErrorCode: code,
  Message: message,
  Data: null,
})
const success = (data: Record<string, unknown>): StoredResult => ({
  ErrorCode: '0',
  Message: '',
  Data: data,
})
const UNIQUE_VIOLATION = '23505'
/** Two writers locking overlapping rows in another order: PostgreSQL aborts one; it retries. */
const DEADLOCK = '40P01'
export const MAX_ATTEMPTS = 5

/**
 * Applies one write exactly once (docs/sync.md), with its entity checks and cascades
 * (server/services/projects) in the same transaction. Lock order, the same in every transaction so
 * two writers never deadlock: dedup key → synced row → client seq → version counter (taken last,
 * right before COMMIT: versions.ts).
 * Two concurrent copies of one mutation: the second one's insert of the dedup key waits for
 * the first transaction and then finds the key taken, so it answers from the stored record.
 * Two creates of one new id race on the row's primary key; the loser retries and sees the row.
 */
export async function applyMutation(db: Db, input: MutationInput): Promise<StoredResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      // A Db that is itself a transaction (a caller's) makes this a savepoint.
      const topLevel = !(db instanceof PgTransaction)
      return await db.transaction((tx) => applyOnce(tx, input, topLevel))
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error
    }
  }
}

export function isRetryable(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code
    if (code === UNIQUE_VIOLATION || code === DEADLOCK) return true
  }
  return false
}

async function applyOnce(tx: Tx, input: MutationInput, topLevel: boolean): Promise<StoredResult> {
  const { sync } = input
  if (sync) {
    const claimed = await tx
      .insert(syncMutations)
      .values({
        ...sync,
        userId: input.userId,
        entity: input.entity,
        entityId: input.entityId,
        result: PLACEHOLDER,
      })
      .onConflictDoNothing()
      .returning({ clientId: syncMutations.clientId })
    if (claimed.length === 0) return replay(tx, input, sync)
  }
  const pending = new PendingVersions()
  const result =
    input.rejection !== undefined ? reject(input.rejection) : await change(tx, input, pending)
  // A fresh answer already says whether the row is deleted (applyChanges' Deleted): no read.
  // Last: the versions, the stored answer and the client seq in one statement, so the version
  // counter is held from here to COMMIT only (versions.ts).
  await pending.settle(
    tx,
    sync
      ? {
          userId: input.userId,
          clientId: sync.clientId,
          seq: sync.seq,
          answers: [{ mutationId: sync.mutationId, result }],
        }
      : undefined,
    topLevel,
  )
  return pending.answer(result)
}

/** A replay: the stored answer, nothing changed. */
async function replay(
  tx: Tx,
  input: MutationInput,
  sync: NonNullable<MutationInput['sync']>,
): Promise<StoredResult> {
  const [record] = await tx
    .select()
    .from(syncMutations)
    .where(
      and(eq(syncMutations.clientId, sync.clientId), eq(syncMutations.mutationId, sync.mutationId)),
    )
  if (!record) throw new Error('sync mutation record vanished')
  // Another account presenting this client's mutation id learns nothing from the record.
  if (record.userId !== input.userId) return reject('无权操作该记录', '403')
  return withRowState(tx, input, record.result)
}

/** Success answers say whether the row is gone now, so a late replay cannot revive it. */
async function withRowState(
  tx: Tx,
  input: MutationInput,
  result: StoredResult,
): Promise<StoredResult> {
  if (result.ErrorCode !== '0' || !result.Data) return result
  const [row] = await tx
    .select({ deleted: syncRows.deleted })
    .from(syncRows)
    .where(and(eq(syncRows.entity, input.entity), eq(syncRows.id, input.entityId)))
  return !row || row.deleted ? { ...result, Data: { ...result.Data, Deleted: true } } : result
}

async function change(
  tx: Tx,
  input: MutationInput,
  pending: PendingVersions,
): Promise<StoredResult> {
  try {
    const [result] = await applyChanges(
      tx,
      {
        userId: input.userId,
        clientId: input.sync?.clientId ?? DIRECT_CLIENT,
        baseVersion: input.sync?.baseVersion,
      },
      [{ entity: input.entity, id: input.entityId, op: input.op, fields: input.fields }],
      pending,
    )
    return success(result ? { ...result } : { ID: input.entityId, Version: 0 })
  } catch (error) {
    // Rejections are thrown before anything is written: recording them is safe.
    if (error instanceof Rejection) return reject(error.message, error.code)
    throw error
  }
}
