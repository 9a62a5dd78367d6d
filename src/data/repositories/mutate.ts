import Dexie from 'dexie'
import type {
  EntityData,
  NewOutboxEntry,
  OutboxCall,
  OutboxEntry,
  OutboxRecord,
  SmartBoqDb,
  SyncedRow,
} from '@/data/db'
import { indexColumns } from '@/data/db'
import type { MutationOp, SyncedEntity } from '@/domain/api/sync'
import { entityPayload } from '@/domain/projects/calls'
import { emitLocalEdit, emitStorageError } from './events'
import { getClientId } from './meta'
import { StorageFullError, withStorage } from './errors'
import { reserveEntries } from './outbox-store'
import { projectTouch } from './project-touch'
import { refuseReleasedWrites } from './released-guard'

export interface MutationSpec {
  entity: SyncedEntity
  entityId: string
  op: MutationOp
  /** The SPEC §7 call the server applies this change with. */
  call: OutboxCall
  /** Changed fields (all fields for create, none for delete). */
  fields: EntityData
  /** Request body; defaults to the entity call's { Type?, ID, ...fields } (entityPayload). */
  payload?: EntityData
  /** Further writes of the same change (other rows); runs inside the transaction, Dexie calls only. */
  alsoWrite?: () => Promise<unknown>
}

function nextRow(spec: MutationSpec, current: SyncedRow | undefined, now: number): SyncedRow {
  if (spec.op === 'create' || current === undefined) {
    const data = { ...spec.fields }
    return {
      id: spec.entityId,
      version: 0,
      deleted: 0,
      data,
      base: null,
      updatedAt: now,
      ...indexColumns(spec.entity, data),
    }
  }
  if (spec.op === 'delete') return { ...current, deleted: 1, updatedAt: now }
  const data = { ...current.data, ...spec.fields }
  const { parentId: _p, projectId: _q, sort: _s, ...rest } = current
  return { ...rest, data, updatedAt: now, ...indexColumns(spec.entity, data) }
}

/**
 * The only way to change synced data: the row and its outbox entry are written in ONE Dexie
 * transaction, so either both are stored or neither is. Nothing but Dexie is awaited inside it
 * (an awaited fetch or worker call would let IndexedDB commit the transaction early).
 */
export async function mutate(
  db: SmartBoqDb,
  spec: MutationSpec,
  now = Date.now(),
): Promise<OutboxEntry> {
  const [entry] = await mutateMany(db, [spec], now)
  if (entry === undefined) throw new Error('mutate: no outbox entry written')
  return entry
}

export interface WriteOptions {
  /**
   * The ids of the batch's creates were made by the caller just now (crypto.randomUUID) and
   * cannot be stored yet: their rows are not read first. A 20,000-item import saves a
   * 20,000-key bulkGet (seconds in Chromium); rows and outbox entries are the same.
   */
  freshCreates?: boolean
  /**
   * Told the share of a bulk write stored so far (0 … 1, after each slice), for a progress bar
   * on a long import. Runs inside the transaction: it may set UI state, never touch Dexie.
   */
  onProgress?: (fraction: number) => void
}

/**
 * Several changes in ONE Dexie transaction (a pasted block, a copied subtree): every row and its
 * outbox entry are stored, or none is. Specs apply in order, so a later spec sees earlier rows.
 * A change to a project's structure, bill or estimate also moves the project's EditTime
 * (project-touch.ts), in the same transaction.
 */
export async function mutateMany(
  db: SmartBoqDb,
  specs: readonly MutationSpec[],
  now = Date.now(),
  options: WriteOptions = {},
): Promise<OutboxEntry[]> {
  if (specs.length === 0) return []
  try {
    const entries = await withStorage(db, () =>
      db.transaction('rw', [db.meta, db.outbox, db.conflicts, ...db.entityTables()], async () => {
        const clientId = await getClientId(db)
        const touch = await projectTouch(db, specs, now)
        if (touch) specs = [...specs, touch]
        // Without cascades every row can be read and written in bulk (one request per table
        // instead of three per row: a 20,000-item import went from ~45 s to a few seconds).
        if (specs.every((s) => s.alsoWrite === undefined))
          return writeBulk(db, specs, clientId, now, options)
        const out: OutboxEntry[] = []
        for (const spec of specs) out.push(await writeOne(db, spec, clientId, now))
        return out
      }),
    )
    announceEdit(db)
    return entries
  } catch (e) {
    if (e instanceof StorageFullError) emitStorageError(e)
    throw e
  }
}

/**
 * Tells the listeners (the sync engine) about a local edit. Listeners await browser promises
 * (storage.persist, fetch) and then read Dexie again; run inside a caller's transaction zone those
 * reads would join that transaction after its await and commit it early (PrematureCommitError on
 * 另存为模板 and the cart's 全选). So: after the outermost transaction commits, outside its zone.
 */
function announceEdit(db: SmartBoqDb): void {
  const outer = Dexie.currentTransaction
  const emit = () => Dexie.ignoreTransaction(() => emitLocalEdit(db))
  if (outer === null || outer === undefined) emit()
  else outer.on('complete', emit)
}

/** One row and its outbox entry; must run inside mutateMany's transaction. */
async function writeOne(
  db: SmartBoqDb,
  spec: MutationSpec,
  clientId: string,
  now: number,
): Promise<OutboxEntry> {
  const table = db.entityTable(spec.entity)
  const current = await table.get(spec.entityId)
  if (spec.op !== 'create' && current === undefined)
    throw new Error(`本地没有这条记录：${spec.entity}/${spec.entityId}`)
  await refuseReleasedWrites(db, [spec], () => current)
  await table.put(nextRow(spec, current, now))
  if (spec.alsoWrite) await spec.alsoWrite()
  const draft = outboxDraft(spec, current, clientId, now)
  const seq = await db.outbox.add(draft)
  return { ...draft, seq }
}

/**
 * The same writes as writeOne for each spec in order, batched: one bulkGet and one bulkPut per
 * table and one bulkAdd of the outbox entries (in spec order, so their seq order is kept). A
 * later spec on the same row sees the earlier one's result. Must run inside the transaction.
 */
async function writeBulk(
  db: SmartBoqDb,
  specs: readonly MutationSpec[],
  clientId: string,
  now: number,
  options: WriteOptions,
): Promise<OutboxEntry[]> {
  const byEntity = new Map<SyncedEntity, Map<string, SyncedRow | undefined>>()
  const toRead = new Map<SyncedEntity, Set<string>>()
  for (const spec of specs) {
    const rows = byEntity.get(spec.entity) ?? new Map<string, SyncedRow | undefined>()
    rows.set(spec.entityId, undefined)
    byEntity.set(spec.entity, rows)
    if (options.freshCreates === true && spec.op === 'create') continue
    const read = toRead.get(spec.entity) ?? new Set<string>()
    read.add(spec.entityId)
    toRead.set(spec.entity, read)
  }
  for (const [entity, read] of toRead) {
    const ids = [...read]
    const found = await db.entityTable(entity).bulkGet(ids)
    const rows = byEntity.get(entity)!
    ids.forEach((id, k) => rows.set(id, found[k]))
  }
  await refuseReleasedWrites(db, specs, (s) => byEntity.get(s.entity)?.get(s.entityId))
  const written = new Map<SyncedEntity, Map<string, SyncedRow>>()
  const drafts: NewOutboxEntry[] = []
  for (const spec of specs) {
    const rows = byEntity.get(spec.entity)!
    const current = rows.get(spec.entityId)
    if (spec.op !== 'create' && current === undefined)
      throw new Error(`本地没有这条记录：${spec.entity}/${spec.entityId}`)
    const next = nextRow(spec, current, now)
    rows.set(spec.entityId, next)
    const out = written.get(spec.entity) ?? new Map<string, SyncedRow>()
    out.set(spec.entityId, next)
    written.set(spec.entity, out)
    drafts.push(outboxDraft(spec, current, clientId, now))
  }
  // The outbox entries are stored as bundles (one record per run of entries: IndexedDB pays per
  // record, and 20,000 entries as 20,000 records took ~4 s), with the seqs one add each would get.
  const { entries, records } = await reserveEntries(db, drafts)
  // Written a slice at a time, two slices in flight: IndexedDB serialises a value on the main
  // thread when it is put, so 20,000 rows in one bulkPut were one 2 s task (4 s with the outbox
  // entries); a slice is a short task, and the next slice is serialised while the last one is
  // written.
  const writes: (() => Promise<unknown>)[] = []
  for (const [entity, rows] of written)
    for (const part of slices([...rows.values()]))
      writes.push(() => db.entityTable(entity).bulkPut(part))
  for (const part of outboxSlices(records)) writes.push(() => db.outbox.bulkAdd(part))
  let previous: Promise<unknown> = Promise.resolve()
  let done = 0
  const settled = () => options.onProgress?.(++done / writes.length)
  for (const write of writes) {
    const current = write().then(settled)
    // A failed slice fails the transaction; its own rejection is met when it is awaited in turn.
    current.catch(() => undefined)
    await previous
    previous = current
  }
  await previous
  return entries
}

/** Rows per IndexedDB request batch of a bulk write (about 10–40 ms of serialising each on this machine). */
const SLICE = 100

function slices<T>(list: readonly T[]): T[][] {
  const out: T[][] = []
  for (let k = 0; k < list.length; k += SLICE) out.push(list.slice(k, k + SLICE))
  return out
}

/** Outbox records in slices of about SLICE entries (a bundle of more is a slice of its own). */
function outboxSlices(records: readonly OutboxRecord[]): OutboxRecord[][] {
  const out: OutboxRecord[][] = []
  let part: OutboxRecord[] = []
  let size = 0
  for (const r of records) {
    part.push(r)
    size += 'entries' in r ? r.entries.length : 1
    if (size >= SLICE) {
      out.push(part)
      part = []
      size = 0
    }
  }
  if (part.length > 0) out.push(part)
  return out
}

function outboxDraft(
  spec: MutationSpec,
  current: SyncedRow | undefined,
  clientId: string,
  now: number,
): NewOutboxEntry {
  return {
    clientId,
    mutationId: crypto.randomUUID(),
    call: spec.call,
    payload: spec.payload ?? entityPayload(spec.entity, spec.op, spec.entityId, spec.fields),
    entity: spec.entity,
    entityId: spec.entityId,
    op: spec.op,
    baseVersion: current?.version ?? 0,
    changedFields: spec.op === 'delete' ? ['deleted'] : Object.keys(spec.fields),
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    status: 'pending',
    createdAt: now,
  }
}
