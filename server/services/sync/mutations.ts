import { and, eq, sql } from 'drizzle-orm'
import { CONFLICT_CHECKED_FIELDS, type FieldConflict, type MutationOp, type SyncedEntity } from '../../../src/domain/api/sync.ts'
import type { Db } from '../../db/client.ts'
import { projects, syncClients, syncMutations, syncRows, syncState, type SyncRow } from '../../db/schema/index.ts'
import { areaText } from './project-fields.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

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

const PLACEHOLDER: StoredResult = { ErrorCode: 'PENDING', Message: '', Data: null }
const reject = (message: string, code = '1'): StoredResult => ({ ErrorCode: code, Message: message, Data: null })
const success = (data: Record<string, unknown>): StoredResult => ({ ErrorCode: '0', Message: '', Data: data })
const DIRECT_CLIENT = 'direct'
const UNIQUE_VIOLATION = '23505'
const MAX_ATTEMPTS = 5

/**
 * Applies one write exactly once (docs/sync.md). Lock order, the same in every transaction so
 * two writers never deadlock: dedup key → synced row → version counter → client seq.
 * Two concurrent copies of one mutation: the second one's insert of the dedup key waits for
 * the first transaction and then finds the key taken, so it answers from the stored record.
 * Two creates of one new id race on the row's primary key; the loser retries and sees the row.
 */
export async function applyMutation(db: Db, input: MutationInput): Promise<StoredResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => applyOnce(tx, input))
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isUniqueViolation(error)) throw error
    }
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true
  }
  return false
}

async function applyOnce(tx: Tx, input: MutationInput): Promise<StoredResult> {
  const { sync } = input
  if (sync) {
    const claimed = await tx
      .insert(syncMutations)
      .values({ ...sync, userId: input.userId, entity: input.entity, entityId: input.entityId, result: PLACEHOLDER })
      .onConflictDoNothing()
      .returning({ clientId: syncMutations.clientId })
    if (claimed.length === 0) return replay(tx, input, sync)
  }
  const result = input.rejection !== undefined ? reject(input.rejection) : await change(tx, input)
  if (sync) {
    await tx
      .update(syncMutations)
      .set({ result })
      .where(and(eq(syncMutations.clientId, sync.clientId), eq(syncMutations.mutationId, sync.mutationId)))
    await tx
      .insert(syncClients)
      .values({ clientId: sync.clientId, lastSeq: sync.seq })
      .onConflictDoUpdate({ target: syncClients.clientId, set: { lastSeq: sql`greatest(${syncClients.lastSeq}, excluded.last_seq)`, updatedAt: sql`now()` } })
  }
  return withRowState(tx, input, result)
}

/** A replay: the stored answer, nothing changed. */
async function replay(tx: Tx, input: MutationInput, sync: NonNullable<MutationInput['sync']>): Promise<StoredResult> {
  const [record] = await tx
    .select()
    .from(syncMutations)
    .where(and(eq(syncMutations.clientId, sync.clientId), eq(syncMutations.mutationId, sync.mutationId)))
  if (!record) throw new Error('sync mutation record vanished')
  // Another account presenting this client's mutation id learns nothing from the record.
  if (record.userId !== input.userId) return reject('无权操作该记录', '403')
  return withRowState(tx, input, record.result)
}

/** Success answers say whether the row is gone now, so a late replay cannot revive it. */
async function withRowState(tx: Tx, input: MutationInput, result: StoredResult): Promise<StoredResult> {
  if (result.ErrorCode !== '0' || !result.Data) return result
  const [row] = await tx
    .select({ deleted: syncRows.deleted })
    .from(syncRows)
    .where(and(eq(syncRows.entity, input.entity), eq(syncRows.id, input.entityId)))
  return !row || row.deleted ? { ...result, Data: { ...result.Data, Deleted: true } } : result
}

/** Takes the next version; the counter row stays locked until this transaction ends. */
async function nextVersion(tx: Tx): Promise<number> {
  const [state] = await tx
    .update(syncState)
    .set({ version: sql`${syncState.version} + 1` })
    .where(eq(syncState.id, 1))
    .returning({ version: syncState.version })
  if (!state) throw new Error('sync_state row missing (migration 0002 not applied?)')
  return state.version
}

async function change(tx: Tx, input: MutationInput): Promise<StoredResult> {
  const { entity, entityId, userId } = input
  const clientId = input.sync?.clientId ?? DIRECT_CLIENT
  const [row] = await tx
    .select()
    .from(syncRows)
    .where(and(eq(syncRows.entity, entity), eq(syncRows.id, entityId)))
    .for('update')
  if (!row) {
    if (input.op !== 'create') return reject('记录不存在或已被删除')
    const version = await nextVersion(tx)
    const fieldMeta = Object.fromEntries(Object.keys(input.fields).map((f): [string, [number, string]] => [f, [version, clientId]]))
    await tx.insert(syncRows).values({ entity, id: entityId, ownerId: userId, version, data: input.fields, fieldMeta })
    await mirror(tx, { entity, id: entityId, ownerId: userId, version, deleted: false, data: input.fields })
    return success({ ID: entityId, Version: version })
  }
  if (row.ownerId !== userId) return reject('无权操作该记录', '403')
  // Deletes win: a later write to a deleted row changes nothing and still succeeds.
  if (row.deleted) return success({ ID: entityId, Version: row.version })
  if (input.op === 'delete') {
    const version = await nextVersion(tx)
    await tx
      .update(syncRows)
      .set({ version, deleted: true, data: {}, changedAt: sql`now()` })
      .where(and(eq(syncRows.entity, entity), eq(syncRows.id, entityId)))
    await mirror(tx, { ...row, version, deleted: true })
    return success({ ID: entityId, Version: version })
  }
  return update(tx, input, row, clientId)
}

async function update(tx: Tx, input: MutationInput, row: SyncRow, clientId: string): Promise<StoredResult> {
  const checked = CONFLICT_CHECKED_FIELDS[input.entity]
  // A direct call has no base version: it is made on the current row.
  const base = input.sync?.baseVersion ?? Number.MAX_SAFE_INTEGER
  const conflicts: FieldConflict[] = []
  const applied: [string, unknown][] = []
  for (const [field, value] of Object.entries(input.fields)) {
    const [fieldVersion, fieldClient] = row.fieldMeta[field] ?? [0, '']
    const changedSince = fieldVersion > base && fieldClient !== clientId
    if (checked.includes(field) && changedSince && !sameValue(row.data[field], value)) {
      conflicts.push({ Field: field, ServerValue: row.data[field], ClientValue: value })
    } else applied.push([field, value])
  }
  let version = row.version
  if (applied.length > 0) {
    version = await nextVersion(tx)
    const data = { ...row.data }
    const fieldMeta = { ...row.fieldMeta }
    for (const [field, value] of applied) {
      data[field] = value
      fieldMeta[field] = [version, clientId]
    }
    await tx
      .update(syncRows)
      .set({ version, data, fieldMeta, changedAt: sql`now()` })
      .where(and(eq(syncRows.entity, input.entity), eq(syncRows.id, input.entityId)))
    await mirror(tx, { ...row, version, data })
  }
  return success(conflicts.length > 0 ? { ID: input.entityId, Version: version, Conflicts: conflicts } : { ID: input.entityId, Version: version })
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/**
 * Keeps the server's projects table (home lists, templates) in step with the synced document.
 */
async function mirror(tx: Tx, row: Pick<SyncRow, 'entity' | 'id' | 'ownerId' | 'version' | 'deleted' | 'data'>): Promise<void> {
  if (row.entity !== 'projects') return
  const name = typeof row.data['Project_Name'] === 'string' ? row.data['Project_Name'] : ''
  const values = {
    name,
    builtArea: areaText(row.data['BuiltArea']),
    inArea: areaText(row.data['InArea']),
    sellArea: areaText(row.data['SellArea']),
    version: row.version,
    updatedAt: sql`now()`,
    deletedAt: row.deleted ? sql`now()` : null,
  }
  if (row.deleted) {
    await tx.update(projects).set({ version: row.version, deletedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(projects.id, row.id))
    return
  }
  await tx
    .insert(projects)
    .values({ id: row.id, ownerId: row.ownerId, ...values })
    .onConflictDoUpdate({ target: projects.id, set: values })
}
