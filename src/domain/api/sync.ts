import { z } from 'zod'
import { jsonField } from './json-field'
import { entityOf, MUTATION_OPS, SYNCED_ENTITIES, type SyncedEntity } from './sync-entities'

/**
 * The sync wire contract shared by the client's sync engine, the reference server used in the
 * fuzz test and the real /api server (docs/sync.md explains the rules behind every field).
 *
 * Writes are ordinary SPEC §7 calls (e.g. POST /api/SjyqList/EditProject) replayed from the
 * client's outbox with the headers below; reads of changes go through GET /api/Sync/Changes.
 */

/** Entities that are synced row by row. The names double as Dexie table names on the client. */
export { SYNCED_ENTITIES, MUTATION_OPS, type SyncedEntity, type MutationOp } from './sync-entities'
export const syncedEntity = z.enum(SYNCED_ENTITIES)

/**
 * Fields where the server checks the base version (DOMAIN: prices, quantities and totals): a
 * change made on an out-of-date base keeps the server value and comes back as a conflict.
 * Every other field is plain field-level last-writer-wins in server commit order.
 */
export const CONFLICT_CHECKED_FIELDS: Readonly<Record<SyncedEntity, readonly string[]>> =
  Object.fromEntries(
    SYNCED_ENTITIES.map((e) => [e, entityOf(e).conflictChecked]),
  ) as unknown as Record<SyncedEntity, readonly string[]>

/** The schema version of the client's write shapes; the server answers UPGRADE below its minimum. */
export const CLIENT_SCHEMA_VERSION = 2

/** Request headers of every replayed write (and of GET /api/Sync/Changes for the client id). */
export const SYNC_HEADERS = {
  clientId: 'X-Client-Id',
  mutationId: 'X-Mutation-Id',
  mutationSeq: 'X-Mutation-Seq',
  baseVersion: 'X-Base-Version',
  schemaVersion: 'X-Schema-Version',
} as const

/** ErrorCode of the "please update the app" answer (HTTP 426 means the same). */
export const UPGRADE_ERROR_CODE = 'UPGRADE'

export const mutationOp = z.enum(MUTATION_OPS)

/**
 * A replayed write as the server sees it after reading headers and body. The real server gets
 * entity and op from the route (EditProject with Type add → projects/create); the body carries
 * `ID` and the changed fields. The reference server takes this object directly.
 */
export const mutationRequest = z.object({
  clientId: z.uuid(),
  mutationId: z.uuid(),
  seq: z.number().int().positive(),
  baseVersion: z.number().int().nonnegative(),
  schemaVersion: z.number().int().positive(),
  entity: syncedEntity,
  entityId: z.string().min(1),
  op: mutationOp,
  /** Only the fields the edit changed (all fields for create); never includes ID. */
  fields: z.record(z.string(), z.unknown()),
})
export type MutationRequest = z.infer<typeof mutationRequest>

export const fieldConflict = z.object({
  Field: z.string(),
  /** The value the server kept. */
  ServerValue: z.unknown(),
  /** The value this mutation tried to write. */
  ClientValue: z.unknown(),
})
export type FieldConflict = z.infer<typeof fieldConflict>

/** Data of a successful replayed write (envelope ErrorCode "0"); extra call-specific fields may follow. */
export const mutationResultData = z.looseObject({
  ID: z.string(),
  /** The row's server version after this mutation (unchanged when nothing applied). */
  Version: z.number().int().nonnegative(),
  Conflicts: z.array(fieldConflict).optional(),
  /**
   * The values the server stored for the written fields (after its clean-up: trimmed text,
   * numbers from form strings). The client takes these as confirmed, so its copy of the row
   * equals the server's even when a pull already passed this version.
   */
  Fields: z.record(z.string(), z.unknown()).optional(),
  /**
   * True when the row no longer exists on the server at the time of this answer (deleted by
   * anyone, possibly after this mutation; also on a replayed mutation answered from the record).
   */
  Deleted: z.boolean().optional(),
})
export type MutationResultData = z.infer<typeof mutationResultData>

/** GET /api/Sync/Changes query: an absent cursor means "from the beginning". */
export const changesQuery = z.object({
  cursor: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(5000).default(500),
})

export const rowChange = z.object({
  Entity: syncedEntity,
  ID: z.string(),
  Version: z.number().int().nonnegative(),
  Deleted: z.boolean(),
  /** Full row fields; empty for tombstones. */
  Data: z.record(z.string(), z.unknown()),
})
export type RowChange = z.infer<typeof rowChange>

export const changesData = z.discriminatedUnion('Reset', [
  z.object({
    Reset: z.literal(false),
    Changes: z.array(rowChange),
    NextCursor: z.string(),
    HasMore: z.boolean(),
    /** Highest X-Mutation-Seq the server has applied for the calling client (0 if none). */
    LastMutationSeq: z.number().int().nonnegative(),
  }),
  /** The cursor is older than tombstone retention: drop server data and pull from the start. */
  z.object({ Reset: z.literal(true) }),
])
export type ChangesData = z.infer<typeof changesData>

/** Most outbox entries one POST /api/Sync/Batch carries. */
export const BATCH_MAX_ENTRIES = 500

/**
 * One outbox entry of a batch: its call (an entity write), the payload encoded exactly as a
 * single replay sends it (the query string of a GET, the form body of a POST) and its headers.
 */
export const batchEntry = z.object({
  Method: z.enum(['GET', 'POST'], { error: '请求方式无效' }),
  Path: z.string({ error: '接口路径无效' }).regex(/^\/[A-Za-z_]+\/[A-Za-z_]+$/, '接口路径无效'),
  Body: z.string({ error: '请求内容无效' }).max(2 * 1024 * 1024, '请求内容过大'),
  MutationId: z.uuid({ error: '变更编号无效' }),
  Seq: z.number({ error: '变更序号无效' }).int('变更序号无效').min(1, '变更序号无效'),
  BaseVersion: z.number({ error: '基础版本无效' }).int('基础版本无效').min(0, '基础版本无效'),
})
export type BatchEntry = z.infer<typeof batchEntry>

export const batchBody = z.object({
  Entries: jsonField(
    z
      .array(batchEntry, { error: '同步条目无效' })
      .min(1, '没有要同步的条目')
      .max(BATCH_MAX_ENTRIES, `一次最多同步${BATCH_MAX_ENTRIES}条`),
  ),
})

/** The answer of one entry: the envelope its single replay would have given, with its HTTP status. */
export const batchResult = z.object({
  Status: z.number().int(),
  ErrorCode: z.string(),
  Message: z.string(),
  Data: z.unknown(),
})
export type BatchResult = z.infer<typeof batchResult>

/** Results in entry order; the server stops after the first entry that did not succeed. */
export const batchData = z.object({ Results: z.array(batchResult) })
