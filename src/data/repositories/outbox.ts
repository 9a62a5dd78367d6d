import type { ConflictRecord, EntityData, OutboxEntry, SmartBoqDb, SyncedRow } from '@/data/db'
import type { FieldConflict, SyncedEntity } from '@/domain/api/sync'
import { UPDATE_CALLS } from './entity-calls'
import { META_KEYS } from './meta'
import { AckedRows } from './outbox-acked-rows'
import { mutate } from './mutate'
import {
  countEntries,
  entriesWithStatus,
  OutboxEdit,
  pendingAfter,
  rowKey,
  unconfirmedEntries,
  updateEntry,
} from './outbox-store'

/**
 * Outbox reads and the state changes of replay, as used by the sync engine and the failed list.
 * They work on logical entries; outbox-store.ts knows how they are stored (plain or bundled).
 */

export { rowKey }

export function pendingEntries(db: SmartBoqDb): Promise<OutboxEntry[]> {
  return entriesWithStatus(db, 'pending')
}

/**
 * At most `limit` pending entries with a seq above `afterSeq`, in seq order: the push reads the
 * outbox a page at a time (20,000 imported items were re-read whole before each batch of 250).
 */
export function pendingPage(
  db: SmartBoqDb,
  afterSeq: number,
  limit: number,
): Promise<OutboxEntry[]> {
  return pendingAfter(db, afterSeq, limit)
}

export function failedEntries(db: SmartBoqDb): Promise<OutboxEntry[]> {
  return entriesWithStatus(db, 'failed')
}

export function conflictList(db: SmartBoqDb): Promise<ConflictRecord[]> {
  return db.conflicts.orderBy('createdAt').toArray()
}

export interface OutboxCounts {
  pending: number
  failed: number
  conflicts: number
}

export async function outboxCounts(db: SmartBoqDb): Promise<OutboxCounts> {
  const [pending, failed, conflicts] = await Promise.all([
    countEntries(db, 'pending'),
    countEntries(db, 'failed'),
    db.conflicts.count(),
  ])
  return { pending, failed, conflicts }
}

/** Fields of each row that still have unconfirmed (pending or failed) entries. */
export async function unconfirmedFields(db: SmartBoqDb): Promise<Map<string, Set<string>>> {
  const entries = await unconfirmedEntries(db)
  const out = new Map<string, Set<string>>()
  for (const e of entries) {
    const key = rowKey(e.entity, e.entityId)
    const set = out.get(key) ?? new Set<string>()
    for (const f of e.changedFields) set.add(f)
    out.set(key, set)
  }
  return out
}

export interface AckResult {
  serverVersion: number
  conflicts?: FieldConflict[]
  /** The row is gone on the server: drop it here too (server deletes win). */
  deleted?: boolean
  /** The values the server stored for the written fields (its clean-up may differ from ours). */
  fields?: Record<string, unknown>
}

/**
 * The server applied the entry: mark it acked (a later pull deletes it, see docs/sync.md), store
 * the server version on the row and, for conflicts, keep the server value and record the conflict.
 */
export async function markAcked(
  db: SmartBoqDb,
  seq: number,
  result: AckResult,
  now = Date.now(),
): Promise<void> {
  await markAckedMany(db, [{ seq, result }], now)
}

/**
 * markAcked of many entries (the answered run of a batch) in ONE transaction, in the given order:
 * the same outcome as one by one, without a transaction per entry.
 */
export async function markAckedMany(
  db: SmartBoqDb,
  acks: readonly { seq: number; result: AckResult }[],
  now = Date.now(),
): Promise<void> {
  if (acks.length === 0) return
  await db.transaction('rw', [db.outbox, db.conflicts, db.meta, ...db.entityTables()], async () => {
    const seqs = acks.map((a) => a.seq)
    const edit = await (await new OutboxEdit(db).load(seqs)).loadRowsOf(seqs)
    const resyncing = (await db.meta.get(META_KEYS.resync))?.value === true
    const rows = await AckedRows.load(db, edit, seqs)
    const conflicts: ConflictRecord[] = []
    for (const { seq, result } of acks) ackOne(edit, rows, conflicts, seq, result, now, resyncing)
    await edit.flush(acks.length === 1)
    await rows.flush()
    if (conflicts.length > 0) await db.conflicts.bulkAdd(conflicts)
  })
}

function ackOne(
  edit: OutboxEdit,
  rows: AckedRows,
  conflictsOut: ConflictRecord[],
  seq: number,
  result: AckResult,
  now: number,
  resyncing: boolean,
): void {
  const current = edit.entry(seq)
  if (current?.status !== 'pending') return
  const entry = current
  edit.update(seq, () => ({
    ...current,
    status: 'acked',
    serverVersion: result.serverVersion,
    ackedAt: now,
    lastError: null,
  }))
  const row = rows.get(entry.entity, entry.entityId)
  if (!row) return
  if (result.deleted === true) {
    rows.set(entry.entity, entry.entityId, undefined)
    return
  }
  const conflicts = result.conflicts ?? []
  const base: EntityData = { ...(row.base ?? {}) }
  const data = { ...row.data }
  const others = edit.entriesOfRow(entry.entity, entry.entityId)
  const stillChanged = new Set(
    others.filter((o) => o.status !== 'acked').flatMap((o) => o.changedFields),
  )
  const stored = result.fields ?? {}
  if (result.serverVersion >= row.version) {
    for (const f of entry.changedFields) {
      if (f === 'deleted') continue
      // What the server stored wins over what we sent (it trims text, turns form strings
      // into numbers); a later unconfirmed edit of the field still shows on the row.
      if (f in stored) {
        base[f] = stored[f]
        if (!stillChanged.has(f)) data[f] = stored[f]
      } else if (f in entry.payload) base[f] = entry.payload[f]
    }
  } else {
    // A pull already brought a newer server version (the answer came late, e.g. a replay after
    // a lost response): that version already includes or overrides this write, so the row shows
    // the server's values for its fields unless a later unconfirmed edit still changes them.
    for (const f of entry.changedFields)
      if (!stillChanged.has(f) && row.base && f in row.base) data[f] = row.base[f]
  }
  for (const c of conflicts) {
    base[c.Field] = c.ServerValue
    data[c.Field] = c.ServerValue
  }
  const next: SyncedRow = {
    ...row,
    data,
    base,
    version: Math.max(row.version, result.serverVersion),
  }
  // A row created during a full resync and confirmed before the pull sent it (version still 0)
  // was not marked by beginResync: the rest of the pull must now send it (its version is above
  // every page read so far), or it is gone there (deleted, its tombstone purged) and
  // finishResync removes it (found by the server sync fuzz, FUZZ_SEED=20260514,326425157).
  if (resyncing && entry.op === 'create' && row.version === 0) next.stale = 1
  rows.set(entry.entity, entry.entityId, next)
  for (const c of conflicts)
    conflictsOut.push({
      id: crypto.randomUUID(),
      entity: entry.entity,
      entityId: entry.entityId,
      field: c.Field,
      mine: c.ClientValue,
      theirs: c.ServerValue,
      serverVersion: result.serverVersion,
      mutationId: entry.mutationId,
      createdAt: now,
    })
}

/** A transient failure: count the attempt and wait until nextAttemptAt. */
export async function markRetry(
  db: SmartBoqDb,
  seq: number,
  error: string,
  nextAttemptAt: number,
): Promise<void> {
  await updateEntry(db, seq, (e) => ({
    ...e,
    attempts: e.attempts + 1,
    lastError: error,
    nextAttemptAt,
  }))
}

/** A permanent rejection: the entry moves to the failed list with the server's reason. */
export async function markFailed(db: SmartBoqDb, seq: number, message: string): Promise<void> {
  await updateEntry(db, seq, (e) => ({
    ...e,
    attempts: e.attempts + 1,
    status: 'failed',
    lastError: message,
  }))
}

/** The user asks to send a failed entry again (for example after fixing the cause). */
export async function retryFailed(db: SmartBoqDb, seq: number): Promise<void> {
  await updateEntry(db, seq, (e) =>
    e.status !== 'failed'
      ? e
      : { ...e, status: 'pending', attempts: 0, nextAttemptAt: 0, lastError: null },
  )
}

/**
 * The user gives up a failed entry: delete it and undo its fields on the row (back to the last
 * server-confirmed value) unless another unconfirmed entry still changes them.
 */
export async function discardFailed(db: SmartBoqDb, seq: number): Promise<void> {
  await db.transaction('rw', [db.outbox, ...db.entityTables()], async () => {
    const edit = await (await new OutboxEdit(db).load([seq])).loadRowsOf([seq])
    const entry = edit.entry(seq)
    if (entry?.status !== 'failed') return
    const table = db.entityTable(entry.entity)
    edit.update(seq, () => null)
    await edit.flush()
    const live = edit.entriesOfRow(entry.entity, entry.entityId).filter((o) => o.status !== 'acked')
    const row = await table.get(entry.entityId)
    if (!row) return
    if (row.base === null && live.length === 0) {
      await table.delete(row.id)
      return
    }
    const stillChanged = new Set(live.flatMap((o) => o.changedFields))
    const data = { ...row.data }
    let deleted = row.deleted
    for (const f of entry.changedFields) {
      if (stillChanged.has(f)) continue
      if (f === 'deleted') deleted = 0
      else if (row.base && f in row.base) data[f] = row.base[f]
      else delete data[f]
    }
    await table.put({ ...row, data, deleted })
  })
}

/**
 * Resolves a conflict. 'theirs' keeps the server value already on the row; 'mine' writes the
 * user's value again as a new mutation based on the row's current version.
 */
export async function resolveConflict(
  db: SmartBoqDb,
  id: string,
  choice: 'mine' | 'theirs',
): Promise<void> {
  const conflict = await db.conflicts.get(id)
  if (!conflict) return
  const update = UPDATE_CALLS[conflict.entity]
  const row = await db.entityTable(conflict.entity).get(conflict.entityId)
  if (choice === 'theirs' || !update || !row || row.deleted === 1) {
    await db.conflicts.delete(id)
    return
  }
  const fields = { [conflict.field]: conflict.mine }
  await mutate(db, {
    entity: conflict.entity,
    entityId: conflict.entityId,
    op: 'update',
    call: update.call,
    fields,
    payload: update.payload(conflict.entityId, fields),
    alsoWrite: () => db.conflicts.delete(id),
  })
}

export interface RowRef {
  entity: SyncedEntity
  entityId: string
}

/** The local rows failed entries and conflicts refer to (their data names them for the user). */
export async function rowsOf(db: SmartBoqDb, refs: RowRef[]): Promise<Map<string, SyncedRow>> {
  const out = new Map<string, SyncedRow>()
  const byEntity = new Map<SyncedEntity, Set<string>>()
  for (const r of refs)
    byEntity.set(r.entity, (byEntity.get(r.entity) ?? new Set()).add(r.entityId))
  for (const [entity, ids] of byEntity) {
    const list = [...ids]
    const rows = await db.entityTable(entity).bulkGet(list)
    rows.forEach((row, i) => {
      const id = list[i]
      if (row && id !== undefined) out.set(rowKey(entity, id), row)
    })
  }
  return out
}
