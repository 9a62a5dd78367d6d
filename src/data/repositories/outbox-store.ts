import { Dexie } from 'dexie'
import type {
  NewOutboxEntry,
  OutboxBundle,
  OutboxEntry,
  OutboxRecord,
  OutboxStatus,
  SmartBoqDb,
} from '@/data/db'
import type { SyncedEntity } from '@/domain/api/sync'

/**
 * The stored form of the outbox (docs/sync.md "Stored form"). A record is either one plain
 * entry (key = its seq), or a bundle of consecutive entries of one status (key = the seq of its
 * LAST entry; its entries keep their own seqs, reserved from the key generator, so every record's
 * entries lie in a range no other record touches and records sorted by key give entries in seq
 * order). Every reader and every status change goes through this module: the logical entry
 * (OutboxEntry) is the unit everywhere else.
 */

/** Most entries one bundle holds (the batched push's run, PUSH_BATCH_SIZE). */
export const BUNDLE_SIZE = 250

export const rowKey = (entity: SyncedEntity, id: string): string => `${entity}:${id}`

export function isBundle(record: OutboxRecord): record is OutboxBundle {
  return 'entries' in record
}

export function entriesOf(records: readonly OutboxRecord[]): OutboxEntry[] {
  return records.flatMap((r) => (isBundle(r) ? r.entries : [r]))
}

/** The records holding `entries` (in seq order): runs of one status of at most BUNDLE_SIZE; a lone entry stays plain. */
export function toRecords(entries: readonly OutboxEntry[]): OutboxRecord[] {
  const out: OutboxRecord[] = []
  let run: OutboxEntry[] = []
  const close = () => {
    const last = run[run.length - 1]
    if (last === undefined) return
    out.push(
      run.length === 1
        ? last
        : {
            seq: last.seq,
            status: last.status,
            rowKeys: [...new Set(run.map((e) => rowKey(e.entity, e.entityId)))],
            size: run.length,
            entries: run,
          },
    )
    run = []
  }
  for (const e of entries) {
    if (run.length >= BUNDLE_SIZE || (run[0] !== undefined && run[0].status !== e.status)) close()
    run.push(e)
  }
  close()
  return out
}

// ---- Reads --------------------------------------------------------------------------------

function statusRange(db: SmartBoqDb, from: OutboxStatus, to: OutboxStatus = from) {
  return db.outbox
    .where('[status+seq]')
    .between([from, Dexie.minKey], [to, Dexie.maxKey], true, true)
}

/** Every entry of one status, in seq order. */
export async function entriesWithStatus(
  db: SmartBoqDb,
  status: OutboxStatus,
): Promise<OutboxEntry[]> {
  return entriesOf(await statusRange(db, status).toArray())
}

/**
 * How many entries have this status, read from index keys only: a 20,000-item import's pending
 * entries were deserialised at every status update of its push otherwise. Records in the status
 * range, less the bundles among them, plus each bundle's size ([status+size] keys).
 */
export async function countEntries(db: SmartBoqDb, status: OutboxStatus): Promise<number> {
  const [records, keys] = await Promise.all([
    statusRange(db, status).count(),
    db.outbox
      .where('[status+size]')
      .between([status, Dexie.minKey], [status, Dexie.maxKey], true, true)
      .keys(),
  ])
  const bundles = keys as unknown as [OutboxStatus, number][]
  return records - bundles.length + bundles.reduce((sum, [, size]) => sum + size, 0)
}

/** Every pending or failed entry (in status, then seq order). */
export async function unconfirmedEntries(db: SmartBoqDb): Promise<OutboxEntry[]> {
  return entriesOf(await statusRange(db, 'failed', 'pending').toArray())
}

/** Every entry, in seq order. */
export async function allEntries(db: SmartBoqDb): Promise<OutboxEntry[]> {
  return entriesOf(await db.outbox.orderBy(':id').toArray())
}

/** At most `limit` pending entries with a seq above `afterSeq`, in seq order. */
export async function pendingAfter(
  db: SmartBoqDb,
  afterSeq: number,
  limit: number,
): Promise<OutboxEntry[]> {
  // Records are read until they hold `limit` entries: a page of 250 bundles would deserialise
  // 62,500 entries to send 250.
  let held = 0
  const records = await db.outbox
    .where('[status+seq]')
    .between(['pending', afterSeq], ['pending', Dexie.maxKey], false, true)
    .until((r) => {
      const full = held >= limit
      held += isBundle(r) ? r.entries.filter((e) => e.seq > afterSeq).length : 1
      return full
    })
    .toArray()
  return entriesOf(records)
    .filter((e) => e.seq > afterSeq)
    .slice(0, limit)
}

/** The keys of the records holding entries of these rows (plain ones by [entity+entityId], bundles by rowKeys). */
async function recordKeysOfRows(
  db: SmartBoqDb,
  rows: readonly { entity: SyncedEntity; entityId: string }[],
): Promise<number[]> {
  if (rows.length === 0) return []
  const [plain, bundled] = await Promise.all([
    db.outbox
      .where('[entity+entityId]')
      .anyOf(rows.map((r) => [r.entity, r.entityId]))
      .primaryKeys(),
    db.outbox
      .where('rowKeys')
      .anyOf(rows.map((r) => rowKey(r.entity, r.entityId)))
      .primaryKeys(),
  ])
  return [...new Set([...plain, ...bundled])].sort((a, b) => a - b)
}

/** Every entry of these rows, in seq order. */
export async function entriesOfRows(
  db: SmartBoqDb,
  rows: readonly { entity: SyncedEntity; entityId: string }[],
): Promise<OutboxEntry[]> {
  const wanted = new Set(rows.map((r) => rowKey(r.entity, r.entityId)))
  const records = await db.outbox.bulkGet(await recordKeysOfRows(db, rows))
  return entriesOf(records.filter((r): r is OutboxRecord => r !== undefined)).filter((e) =>
    wanted.has(rowKey(e.entity, e.entityId)),
  )
}

// ---- Writes -------------------------------------------------------------------------------

/**
 * Gives `drafts` consecutive seqs from the outbox's key generator, exactly the seqs one add per
 * draft would have given: a placeholder takes the first, and the record of the last entry (its
 * key is the last seq) moves the generator past the range. Returns the entries and the records
 * still to write (the caller writes them, in slices if it likes). A single draft is added at once
 * as a plain record, as before (nothing left to write). Inside a transaction only.
 */
export async function reserveEntries(
  db: SmartBoqDb,
  drafts: readonly NewOutboxEntry[],
): Promise<{ entries: OutboxEntry[]; records: OutboxRecord[] }> {
  const [lone] = drafts
  if (lone === undefined) return { entries: [], records: [] }
  if (drafts.length === 1)
    return { entries: [{ ...lone, seq: await db.outbox.add(lone) }], records: [] }
  const first = await db.outbox.add({ placeholder: true } as unknown as NewOutboxEntry)
  await db.outbox.delete(first)
  const entries = drafts.map((d, k) => ({ ...d, seq: first + k }))
  return { entries, records: toRecords(entries) }
}

/** Appends entries (bundled in runs; a lone one plain). Inside a transaction only. */
export async function appendEntries(
  db: SmartBoqDb,
  drafts: readonly NewOutboxEntry[],
): Promise<OutboxEntry[]> {
  const { entries, records } = await reserveEntries(db, drafts)
  if (records.length > 0) await db.outbox.bulkAdd(records)
  return entries
}

/**
 * Deletes the acked entries with a seq up to `upTo` (all of them without it). A bundle with
 * entries on both sides of `upTo` keeps the later ones.
 */
export async function deleteAcked(db: SmartBoqDb, upTo: number = Infinity): Promise<void> {
  const hi = upTo === Infinity ? Dexie.maxKey : upTo
  await db.outbox
    .where('[status+seq]')
    .between(['acked', Dexie.minKey], ['acked', hi], true, true)
    .delete()
  if (upTo === Infinity) return
  const straddling = await db.outbox
    .where('[status+seq]')
    .between(['acked', upTo], ['acked', Dexie.maxKey], false, true)
    .first()
  if (straddling === undefined || !isBundle(straddling) || straddling.entries[0]!.seq > upTo) return
  const edit = new OutboxEdit(db)
  edit.hold(straddling)
  for (const e of straddling.entries) if (e.seq <= upTo) edit.update(e.seq, () => null)
  await edit.flush()
}

/**
 * Per-entry changes of stored entries, whatever record holds them: load the records, change
 * entries in memory (`update`), read a row's entries as changed so far (`entriesOfRow`), then
 * `flush` writes each changed record once, split into records of one status again (an acked
 * run of a bundle, a failed child, a removed child). Inside a rw transaction on the outbox.
 */
export class OutboxEdit {
  /** Loaded records by their stored key: their entries as changed so far. */
  private readonly held = new Map<number, OutboxEntry[]>()
  private readonly keyOfSeq = new Map<number, number>()
  private readonly changed = new Set<number>()

  constructor(private readonly db: SmartBoqDb) {}

  hold(record: OutboxRecord): void {
    if (this.held.has(record.seq)) return
    const entries = isBundle(record) ? [...record.entries] : [record]
    this.held.set(record.seq, entries)
    for (const e of entries) this.keyOfSeq.set(e.seq, record.seq)
  }

  /** Loads the records holding these seqs (the first record with a key ≥ seq holds it, if any does). */
  async load(seqs: readonly number[]): Promise<this> {
    // Plain entries (and a bundle whose key is one of the seqs) in one request; the rest by range.
    for (const record of await this.db.outbox.bulkGet([...seqs])) if (record) this.hold(record)
    for (const seq of seqs) {
      if (this.keyOfSeq.has(seq)) continue
      const record = await this.db.outbox.where(':id').aboveOrEqual(seq).first()
      if (record !== undefined) this.hold(record)
    }
    return this
  }

  /** Also loads every record with entries of the rows of these seqs' entries, for entriesOfRow. */
  async loadRowsOf(seqs: readonly number[]): Promise<this> {
    const rows = seqs.flatMap((s) => {
      const e = this.entry(s)
      return e ? [{ entity: e.entity, entityId: e.entityId }] : []
    })
    const keys = (await recordKeysOfRows(this.db, rows)).filter((k) => !this.held.has(k))
    for (const record of await this.db.outbox.bulkGet(keys)) if (record) this.hold(record)
    return this
  }

  entry(seq: number): OutboxEntry | undefined {
    const key = this.keyOfSeq.get(seq)
    return key === undefined ? undefined : this.held.get(key)?.find((e) => e.seq === seq)
  }

  /** Replaces an entry (null removes it). */
  update(seq: number, change: (entry: OutboxEntry) => OutboxEntry | null): void {
    const key = this.keyOfSeq.get(seq)
    const entries = key === undefined ? undefined : this.held.get(key)
    const k = entries?.findIndex((e) => e.seq === seq) ?? -1
    if (key === undefined || entries === undefined || k < 0) return
    const next = change(entries[k]!)
    if (next === null) {
      entries.splice(k, 1)
      this.keyOfSeq.delete(seq)
    } else entries[k] = next
    this.changed.add(key)
  }

  /** The loaded entries of a row (loadRowsOf loads them all), in seq order. */
  entriesOfRow(entity: SyncedEntity, entityId: string): OutboxEntry[] {
    const out: OutboxEntry[] = []
    for (const entries of this.held.values())
      for (const e of entries) if (e.entity === entity && e.entityId === entityId) out.push(e)
    return out.sort((a, b) => a.seq - b.seq)
  }

  /**
   * Writes the changed records. `unbundle`: for a change of ONE entry, the changed bundle goes
   * back to plain records, once: entries answered one by one (a server without the batch call,
   * or a retry) would otherwise rewrite the rest of the bundle at every answer.
   */
  async flush(unbundle = false): Promise<void> {
    const puts: OutboxRecord[] = []
    const deletes: number[] = []
    for (const key of this.changed) {
      const entries = this.held.get(key) ?? []
      const records = unbundle ? entries : toRecords(entries)
      puts.push(...records)
      if (!records.some((r) => r.seq === key)) deletes.push(key)
    }
    this.changed.clear()
    if (deletes.length > 0) await this.db.outbox.bulkDelete(deletes)
    if (puts.length > 0) await this.db.outbox.bulkPut(puts)
  }
}

/** Changes one stored entry in its own transaction (retry, failure, the user's retry). */
export async function updateEntry(
  db: SmartBoqDb,
  seq: number,
  change: (entry: OutboxEntry) => OutboxEntry | null,
): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const edit = await new OutboxEdit(db).load([seq])
    edit.update(seq, change)
    await edit.flush(true)
  })
}
