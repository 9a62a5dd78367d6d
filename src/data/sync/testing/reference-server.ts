import type { OutboxEntry } from '@/data/db'
import type { Envelope } from '@/domain/api/envelope'
import {
  CLIENT_SCHEMA_VERSION,
  CONFLICT_CHECKED_FIELDS,
  UPGRADE_ERROR_CODE,
  type ChangesData,
  type FieldConflict,
  type MutationRequest,
  type MutationResultData,
  type RowChange,
  type SyncedEntity,
} from '@/domain/api/sync'
import { cascadeOf, fieldsRefusal, relationsRefusal } from './reference-relations'

/**
 * An in-memory model of the server side of docs/sync.md, in plain TypeScript: idempotency by
 * (client id, mutation id), versions from one serialised counter, a change log read by cursor,
 * field-level last-writer-wins with base-version checks on CONFLICT_CHECKED_FIELDS, tombstones
 * with a retention horizon (older cursors get Reset), the declared field rules and relations
 * (./reference-relations.ts: parents live, deletes cascade). The fuzz test runs clients against it;
 * the real server must behave the same way.
 */
interface ServerRow {
  entity: SyncedEntity
  id: string
  version: number
  deleted: boolean
  data: Record<string, unknown>
  /** Version and client of the last change of each field (conflict checks). */
  fieldVersion: Record<string, number>
  fieldClient: Record<string, string>
}

export interface MutationRecord {
  envelope: Envelope<MutationResultData | null>
  outcome: 'ok' | 'rejected'
  /** How many times the same mutation arrived again (answered from the record). */
  duplicates: number
  /** How many times it changed server state (must be at most 1). */
  applications: number
}

const ok = (data: MutationResultData): Envelope<MutationResultData> => ({
  ErrorCode: '0',
  Message: '',
  Data: data,
})
const fail = (message: string): Envelope<null> => ({ ErrorCode: '1', Message: message, Data: null })

/** What the real server derives from headers and body: the outbox entry as a request. */
export function entryToRequest(
  entry: OutboxEntry,
  schemaVersion = CLIENT_SCHEMA_VERSION,
): MutationRequest {
  const fields: Record<string, unknown> = {}
  if (entry.op !== 'delete') for (const f of entry.changedFields) fields[f] = entry.payload[f]
  // Through JSON, as on the wire: nothing shared by reference with the client's objects.
  return JSON.parse(
    JSON.stringify({
      clientId: entry.clientId,
      mutationId: entry.mutationId,
      seq: entry.seq,
      baseVersion: entry.baseVersion,
      schemaVersion,
      entity: entry.entity,
      entityId: entry.entityId,
      op: entry.op,
      fields,
    }),
  ) as MutationRequest
}

/** One write as applied (see ReferenceServer.applied). */
export interface AppliedWrite {
  entity: SyncedEntity
  id: string
  op: 'create' | 'update' | 'delete'
  fields: Record<string, unknown>
  conflicts: string[]
}

const written = (req: MutationRequest) => ({
  entity: req.entity,
  id: req.entityId,
  op: req.op,
  fields: structuredClone(req.fields),
})

export class ReferenceServer {
  private counter = 0
  private readonly rows = new Map<string, ServerRow>()
  private readonly records = new Map<string, MutationRecord>()
  private readonly lastSeq = new Map<string, number>()
  /** Tombstones up to this version were purged; `epoch` counts purges. */
  private horizon = 0
  private epoch = 0
  minSchemaVersion = 1

  /** Bad input the server refuses (a permanent rejection): the declared field rules. */
  private validate(req: MutationRequest): string | null {
    return fieldsRefusal(req)
  }

  /**
   * Every write applied, in order, as the request asked it (the fields sent, less those answered
   * as conflicts) and the cascades: the fuzz tests' independent account of what the rows must hold
   * (./fuzz-checks.ts expectedRows), so a merge that loses a field is caught.
   */
  readonly applied: AppliedWrite[] = []

  private readonly rowOf = (entity: SyncedEntity, id: string) => this.rows.get(`${entity}:${id}`)

  /** A delete with its cascade (declared relations): each changed row takes a new version. */
  private remove(row: ServerRow, clientId: string): void {
    this.applied.push({ entity: row.entity, id: row.id, op: 'delete', fields: {}, conflicts: [] })
    row.version = ++this.counter
    row.deleted = true
    row.data = {}
    const { remove, clear } = cascadeOf(row, this.rows.values())
    for (const child of remove) if (!child.deleted) this.remove(child as ServerRow, clientId)
    for (const { row: child, field } of clear) {
      if (child.deleted) continue
      const c = child as ServerRow
      this.applied.push({
        entity: c.entity,
        id: c.id,
        op: 'update',
        fields: { [field]: '' },
        conflicts: [],
      })
      c.version = ++this.counter
      c.data[field] = ''
      c.fieldVersion[field] = c.version
      c.fieldClient[field] = clientId
    }
  }

  handleMutation(req: MutationRequest): Envelope<MutationResultData | null> {
    if (req.schemaVersion < this.minSchemaVersion) {
      return { ErrorCode: UPGRADE_ERROR_CODE, Message: '应用版本过旧，请刷新页面更新', Data: null }
    }
    const key = `${req.clientId}:${req.mutationId}`
    const seen = this.records.get(key)
    if (seen) {
      seen.duplicates++
      return this.withRowState(req, structuredClone(seen.envelope))
    }
    const invalid = this.validate(req)
    const envelope = invalid === null ? this.apply(req) : fail(invalid)
    // The dedup record is written together with the change (one step here; one DB transaction there).
    const outcome = envelope.ErrorCode === '0' ? 'ok' : 'rejected'
    this.records.set(key, {
      envelope,
      outcome,
      duplicates: 0,
      applications: outcome === 'ok' ? 1 : 0,
    })
    this.lastSeq.set(req.clientId, Math.max(this.lastSeq.get(req.clientId) ?? 0, req.seq))
    return this.withRowState(req, structuredClone(envelope))
  }

  /** Success answers say whether the row is gone now, so a late replay cannot revive it. */
  private withRowState(
    req: MutationRequest,
    envelope: Envelope<MutationResultData | null>,
  ): Envelope<MutationResultData | null> {
    const row = this.rows.get(`${req.entity}:${req.entityId}`)
    if (envelope.Data && (!row || row.deleted)) envelope.Data.Deleted = true
    return envelope
  }

  private apply(req: MutationRequest): Envelope<MutationResultData | null> {
    const rowKey = `${req.entity}:${req.entityId}`
    const row = this.rows.get(rowKey)
    if (req.op === 'create' && !row) {
      const refusal = relationsRefusal(req.entity, req.fields, null, new Set(), this.rowOf)
      if (refusal !== null) return fail(refusal)
      const version = ++this.counter
      const fieldVersion: Record<string, number> = {}
      const fieldClient: Record<string, string> = {}
      for (const f of Object.keys(req.fields)) {
        fieldVersion[f] = version
        fieldClient[f] = req.clientId
      }
      this.applied.push({ ...written(req), conflicts: [] })
      this.rows.set(rowKey, {
        entity: req.entity,
        id: req.entityId,
        version,
        deleted: false,
        data: { ...req.fields },
        fieldVersion,
        fieldClient,
      })
      return ok({ ID: req.entityId, Version: version })
    }
    if (!row) return fail('记录不存在或已被删除')
    // Deletes win: a later edit of a deleted row changes nothing and still succeeds.
    if (row.deleted) return ok({ ID: row.id, Version: row.version })
    if (req.op === 'delete') {
      this.remove(row, req.clientId)
      return ok({ ID: row.id, Version: row.version })
    }
    const checked = CONFLICT_CHECKED_FIELDS[req.entity]
    const conflicts: FieldConflict[] = []
    const apply: [string, unknown][] = []
    for (const [f, value] of Object.entries(req.fields)) {
      const changedSince =
        (row.fieldVersion[f] ?? 0) > req.baseVersion && row.fieldClient[f] !== req.clientId
      if (checked.includes(f) && changedSince && row.data[f] !== value) {
        conflicts.push({ Field: f, ServerValue: row.data[f], ClientValue: value })
      } else apply.push([f, value])
    }
    const refusal = relationsRefusal(
      req.entity,
      { ...row.data, ...Object.fromEntries(apply) },
      row.data,
      new Set(apply.map(([f]) => f)),
      this.rowOf,
    )
    if (refusal !== null) return fail(refusal)
    this.applied.push({ ...written(req), conflicts: conflicts.map((c) => c.Field) })
    if (apply.length > 0) {
      row.version = ++this.counter
      for (const [f, value] of apply) {
        row.data[f] = value
        row.fieldVersion[f] = row.version
        row.fieldClient[f] = req.clientId
      }
    }
    return ok(
      conflicts.length > 0
        ? { ID: row.id, Version: row.version, Conflicts: conflicts }
        : { ID: row.id, Version: row.version },
    )
  }

  /** GET /api/Sync/Changes: rows changed after the cursor in commit (version) order. */
  handleChanges(clientId: string, cursor: string | null, limit: number): Envelope<ChangesData> {
    // Cursors are "epoch:version". A cursor from before the last purge that points below the
    // purge horizon may have missed deletes that are gone now: the client must start over. A
    // cursor issued after the purge (a full pull in progress) stays valid at any version.
    const [epochText, versionText] = (cursor ?? `${this.epoch}:0`).split(':')
    const after = Number(versionText)
    const stale = Number(epochText) !== this.epoch && after < this.horizon
    if (!Number.isInteger(after) || stale)
      return { ErrorCode: '0', Message: '', Data: { Reset: true } }
    const changed = [...this.rows.values()]
      .filter((r) => r.version > after)
      .sort((a, b) => a.version - b.version)
    const page = changed.slice(0, limit)
    const changes: RowChange[] = page.map((r) => ({
      Entity: r.entity,
      ID: r.id,
      Version: r.version,
      Deleted: r.deleted,
      Data: r.deleted ? {} : structuredClone(r.data),
    }))
    const last = page.at(-1)
    return {
      ErrorCode: '0',
      Message: '',
      Data: {
        Reset: false,
        Changes: changes,
        NextCursor: `${this.epoch}:${last ? last.version : after}`,
        HasMore: changed.length > page.length,
        LastMutationSeq: this.lastSeq.get(clientId) ?? 0,
      },
    }
  }

  /** Forgets tombstones (retention ran out): older cursors now get a Reset answer. */
  purgeTombstones(): void {
    for (const [key, row] of this.rows) if (row.deleted) this.rows.delete(key)
    this.horizon = this.counter
    this.epoch++
  }

  record(clientId: string, mutationId: string): MutationRecord | undefined {
    return this.records.get(`${clientId}:${mutationId}`)
  }

  /** Live rows as entity:id → { version, data }, for comparing with clients. */
  snapshot(): Map<string, { version: number; data: Record<string, unknown> }> {
    const out = new Map<string, { version: number; data: Record<string, unknown> }>()
    for (const [key, row] of this.rows)
      if (!row.deleted) out.set(key, { version: row.version, data: structuredClone(row.data) })
    return out
  }
}
