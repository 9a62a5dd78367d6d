import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { SyncedEntity } from '@/domain/api/sync.ts'
import type { Db } from '../../db/client.ts'
import { syncRows, syncState, type SyncRow } from '../../db/schema/index.ts'

/**
 * Low-level access to the synced rows (sync_rows) shared by the mutation engine, the bulk calls
 * and copyProject. Everything here runs inside the caller's transaction.
 */

/** A transaction (drizzle's PgTransaction is a PgDatabase, so a Db works too). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type Executor = Db | Tx

/** A refused change (server/lib/refusal.ts): thrown before anything is written. */
export { Rejection } from '../../lib/refusal.ts'
import { Rejection } from '../../lib/refusal.ts'

export const forbidden = () => new Rejection('无权操作该记录', '403')

const CHUNK = 1000

function chunks<T>(list: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = []
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size))
  return out
}

/**
 * Takes `n` consecutive versions from the one serialised counter (docs/sync.md). The counter row
 * stays locked until the transaction ends, so take versions only after every row lock.
 */
export async function nextVersions(tx: Executor, n: number): Promise<number[]> {
  if (n <= 0) return []
  const [state] = await tx
    .update(syncState)
    .set({ version: sql`${syncState.version} + ${n}` })
    .where(eq(syncState.id, 1))
    .returning({ version: syncState.version })
  if (!state) throw new Error('sync_state row missing (migration 0002 not applied?)')
  return Array.from({ length: n }, (_, i) => state.version - n + 1 + i)
}

/** Rows by id, locked for update in id order (one order everywhere, so writers do not deadlock). */
export async function lockRows(
  tx: Executor,
  entity: SyncedEntity,
  ids: readonly string[],
): Promise<SyncRow[]> {
  const sorted = [...new Set(ids)].sort()
  const out: SyncRow[] = []
  for (const part of chunks(sorted)) {
    out.push(
      ...(await tx
        .select()
        .from(syncRows)
        .where(and(eq(syncRows.entity, entity), inArray(syncRows.id, part)))
        .orderBy(asc(syncRows.id))
        .for('update')),
    )
  }
  return out
}

/**
 * A document key written into the SQL text (not a parameter), so `data->>'ProId'` matches the
 * expression index sync_rows_owner_project_idx in every plan. Keys come from code, never input.
 */
function documentKey(field: string): SQL {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(field)) throw new Error(`not a document key: ${field}`)
  return sql.raw(`'${field}'`)
}

/** Live rows of one owner and entity whose document field `field` equals `value`. */
export async function rowsWhere(
  tx: Executor,
  entity: SyncedEntity,
  ownerId: string,
  field: string,
  value: string,
  lock = false,
): Promise<SyncRow[]> {
  const query = tx
    .select()
    .from(syncRows)
    .where(whereField(entity, ownerId, field, value))
    .orderBy(asc(syncRows.id))
  return lock ? query.for('update') : query
}

/** The ids of rowsWhere only (a 10,000-row structure's documents are not read or mapped). */
export async function idsWhere(
  tx: Executor,
  entity: SyncedEntity,
  ownerId: string,
  field: string,
  value: string,
): Promise<string[]> {
  const rows = await tx
    .select({ id: syncRows.id })
    .from(syncRows)
    .where(whereField(entity, ownerId, field, value))
  return rows.map((r) => r.id)
}

const whereField = (entity: SyncedEntity, ownerId: string, field: string, value: string) =>
  and(
    eq(syncRows.entity, entity),
    eq(syncRows.ownerId, ownerId),
    eq(syncRows.deleted, false),
    sql`${syncRows.data}->>${documentKey(field)} = ${value}`,
  )

/** How many live structure rows a project has. */
export async function countRows(tx: Executor, ownerId: string, proId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(syncRows)
    .where(
      and(
        eq(syncRows.entity, 'structureRows'),
        eq(syncRows.ownerId, ownerId),
        eq(syncRows.deleted, false),
        sql`${syncRows.data}->>'ProId' = ${proId}`,
      ),
    )
  return row?.n ?? 0
}

/** All live rows of one owner and entity. */
export async function ownerRows(
  tx: Executor,
  entity: SyncedEntity,
  ownerId: string,
): Promise<SyncRow[]> {
  return tx
    .select()
    .from(syncRows)
    .where(
      and(eq(syncRows.entity, entity), eq(syncRows.ownerId, ownerId), eq(syncRows.deleted, false)),
    )
}

/** One row (live or tombstone), unlocked. */
export async function readRow(
  tx: Executor,
  entity: SyncedEntity,
  id: string,
): Promise<SyncRow | undefined> {
  const [row] = await tx
    .select()
    .from(syncRows)
    .where(and(eq(syncRows.entity, entity), eq(syncRows.id, id)))
  return row
}

export type RowWrite = Pick<
  SyncRow,
  'entity' | 'id' | 'ownerId' | 'version' | 'deleted' | 'data' | 'fieldMeta'
>

/**
 * Inserts or rewrites rows (a tombstone keeps no document), 100 rows a statement: building and
 * sending one statement is a stretch of the event loop (about 2 ms for 100 structure rows here),
 * and other requests run while the database executes it.
 */
export async function writeRows(tx: Executor, rows: readonly RowWrite[]): Promise<void> {
  for (const part of chunks(rows, 100)) {
    await tx
      .insert(syncRows)
      .values(
        part.map((r) => ({
          entity: r.entity,
          id: r.id,
          ownerId: r.ownerId,
          version: r.version,
          deleted: r.deleted,
          fieldMeta: r.fieldMeta,
          data: r.deleted ? {} : r.data,
        })),
      )
      .onConflictDoUpdate({
        target: [syncRows.entity, syncRows.id],
        set: {
          version: sql`excluded.version`,
          deleted: sql`excluded.deleted`,
          data: sql`excluded.data`,
          fieldMeta: sql`excluded.field_meta`,
          changedAt: sql`now()`,
        },
      })
  }
}

/** A document's text field ('' — or `fallback` — when absent or not text). */
export const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback)
