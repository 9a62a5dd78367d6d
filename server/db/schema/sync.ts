import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { users } from './users.ts'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/**
 * The one serialised version counter of docs/sync.md (a single row, id = 1), plus the tombstone
 * retention state that cursors encode. A writer takes its version with
 * `UPDATE sync_state SET version = version + 1 RETURNING version` INSIDE its transaction: the row
 * lock it takes is held until commit, so the next writer gets its number only after the previous
 * one committed (or rolled back, which also gives the number back). Versions therefore become
 * visible in increasing order with no holes, and a reader that has seen version V has seen every
 * committed version below V: a cursor never skips a row committed late.
 */
export const syncState = pgTable(
  'sync_state',
  {
    id: integer('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    /** Counts tombstone purges; cursors carry it ("epoch:version"). */
    epoch: integer('epoch').notNull().default(0),
    /** Highest version of any purged tombstone: older cursors from earlier epochs get Reset. */
    horizon: bigint('horizon', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('sync_state_single_row', sql`${t.id} = 1`)],
)

/**
 * The change log, compacted to one entry per synced row: its latest version, owner, tombstone
 * flag and synced document (SPEC field names, as the client stores them). Rewritten with a new
 * version on every change, so "changes after cursor c" is `version > c order by version`.
 * `fieldMeta` holds, per field, [version, clientId] of its last change (conflict checks).
 */
export const syncRows = pgTable(
  'sync_rows',
  {
    entity: varchar('entity', { length: 20 }).notNull(),
    id: uuid('id').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: bigint('version', { mode: 'number' }).notNull(),
    deleted: boolean('deleted').notNull().default(false),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    fieldMeta: jsonb('field_meta').$type<Record<string, [number, string]>>().notNull(),
    changedAt: at('changed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.entity, t.id], name: 'sync_rows_pk' }),
    index('sync_rows_owner_version_idx').on(t.ownerId, t.version),
    index('sync_rows_version_idx').on(t.version),
    // Structure rows and tenders are read by project (ProId inside the document): one index
    // so a project's rows are found without scanning all of the owner's rows.
    index('sync_rows_owner_project_idx').on(t.ownerId, t.entity, sql`(${t.data}->>'ProId')`),
    // Bill rows (billGroups, billItems, billRates, billOthers) are read and cascaded by their
    // 单位工程 (UnitId inside the document): a unit's items without scanning the project's.
    index('sync_rows_owner_unit_idx').on(t.ownerId, t.entity, sql`(${t.data}->>'UnitId')`),
  ],
)

/**
 * Applied (and rejected) mutations by (client id, mutation id): the stored answer a replay gets.
 * Written in the same transaction as the change it records.
 */
export const syncMutations = pgTable(
  'sync_mutations',
  {
    clientId: uuid('client_id').notNull(),
    mutationId: uuid('mutation_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    entity: varchar('entity', { length: 20 }).notNull(),
    entityId: uuid('entity_id').notNull(),
    /** The envelope answered the first time ({ErrorCode, Message, Data}). */
    result: jsonb('result')
      .$type<{ ErrorCode: string; Message: string; Data: Record<string, unknown> | null }>()
      .notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.mutationId], name: 'sync_mutations_pk' }),
    index('sync_mutations_created_idx').on(t.createdAt),
  ],
)

/**
 * Highest X-Mutation-Seq seen per user and client (applied or rejected): LastMutationSeq on pull.
 * Keyed by the user too: a client id is the client's word, and another account sending it must
 * not move this one's sequence.
 */
export const syncClients = pgTable(
  'sync_clients',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.clientId], name: 'sync_clients_pk' })],
)

export type SyncRow = typeof syncRows.$inferSelect
