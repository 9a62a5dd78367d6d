import type { SyncedEntity } from '@/domain/api/sync.ts'
import type { SyncRow } from '../../db/schema/index.ts'
import { lockRows, rowsWhere, type Executor, type RowWrite } from './store.ts'

/** A row as one transaction sees it while it works; written once at the end. */
export interface WorkingRow extends RowWrite {
  isNew: boolean
  /** Deleted when the transaction started (deletes win: nothing more happens to it). */
  wasDeleted: boolean
  /** The document when this transaction loaded it. */
  before: Readonly<Record<string, unknown>>
  /** Fields this transaction changed (their field version is set at write time). */
  changed: Set<string>
  dirty: boolean
}

const key = (entity: SyncedEntity, id: string) => `${entity}:${id}`

/**
 * The rows one write transaction reads and changes: the mutations, their checks and their
 * cascades all work on it, and nothing reaches the database before every check passed.
 */
export class ChangeSet {
  private readonly rows = new Map<string, WorkingRow>()
  private readonly snapshots = new Map<string, SyncRow[]>()

  constructor(
    readonly userId: string,
    readonly clientId: string,
  ) {}

  get(entity: SyncedEntity, id: string): WorkingRow | undefined {
    return this.rows.get(key(entity, id))
  }

  /** Adds a row read (and locked) from the database; a row already held wins. */
  load(row: SyncRow): WorkingRow {
    const held = this.get(row.entity as SyncedEntity, row.id)
    if (held) return held
    const w: WorkingRow = {
      ...row,
      data: { ...row.data },
      fieldMeta: { ...row.fieldMeta },
      isNew: false,
      wasDeleted: row.deleted,
      before: row.data,
      changed: new Set(),
      dirty: false,
    }
    this.rows.set(key(row.entity as SyncedEntity, row.id), w)
    return w
  }

  /** Locks and holds rows so this transaction may change them; returns those that exist. */
  async hold(tx: Executor, entity: SyncedEntity, ids: readonly string[]): Promise<WorkingRow[]> {
    const missing = ids.filter((id) => !this.get(entity, id))
    if (missing.length > 0) for (const r of await lockRows(tx, entity, missing)) this.load(r)
    return ids.flatMap((id) => this.get(entity, id) ?? [])
  }

  create(entity: SyncedEntity, id: string, data: Record<string, unknown>): WorkingRow {
    const w: WorkingRow = {
      entity,
      id,
      ownerId: this.userId,
      version: 0,
      deleted: false,
      data: {},
      fieldMeta: {},
      isNew: true,
      wasDeleted: false,
      before: {},
      changed: new Set(),
      dirty: true,
    }
    this.rows.set(key(entity, id), w)
    for (const [field, value] of Object.entries(data)) this.set(w, field, value)
    return w
  }

  set(w: WorkingRow, field: string, value: unknown): void {
    w.data[field] = value
    w.changed.add(field)
    w.dirty = true
  }

  remove(w: WorkingRow): void {
    if (w.deleted) return
    w.deleted = true
    w.dirty = true
  }

  all(): WorkingRow[] {
    return [...this.rows.values()]
  }

  /** Rows this transaction changed, live or deleted now. */
  dirty(entity?: SyncedEntity): WorkingRow[] {
    return this.all().filter((w) => w.dirty && (!entity || w.entity === entity))
  }

  /** Rows of `entity` whose `field` is `value` as this transaction sees them (live only). */
  async where(
    tx: Executor,
    entity: SyncedEntity,
    field: string,
    value: string,
  ): Promise<WorkingRow[]> {
    const cacheKey = `${entity}:${field}:${value}`
    let stored = this.snapshots.get(cacheKey)
    if (!stored) {
      stored = await rowsWhere(tx, entity, this.userId, field, value)
      this.snapshots.set(cacheKey, stored)
    }
    const seen = new Set<string>()
    const out: WorkingRow[] = []
    for (const r of stored) {
      seen.add(r.id)
      const w = this.get(entity, r.id) ?? this.peek(r)
      if (!w.deleted && w.data[field] === value) out.push(w)
    }
    for (const w of this.all()) {
      if (w.entity === entity && !seen.has(w.id) && !w.deleted && w.data[field] === value)
        out.push(w)
    }
    return out
  }

  /** A read-only view of a stored row not held by this transaction. */
  private peek(row: SyncRow): WorkingRow {
    return {
      ...row,
      isNew: false,
      wasDeleted: row.deleted,
      before: row.data,
      changed: new Set(),
      dirty: false,
    }
  }
}
