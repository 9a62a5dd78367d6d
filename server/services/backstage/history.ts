import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import { referenceHistory, users } from '../../db/schema/index.ts'
import type { Executor } from '../synced/store.ts'

/**
 * The change history of the reference data (docs/backoffice.md): one row per changed row, with
 * the row before and after in the shape the calls answer (null: added / deleted), who and when.
 */

export type Doc = Record<string, unknown>

export async function recordChange(
  db: Executor,
  userId: string,
  table: string,
  key: string,
  before: Doc | null,
  after: Doc | null,
): Promise<number | null> {
  if (JSON.stringify(before) === JSON.stringify(after)) return null
  const [row] = await db
    .insert(referenceHistory)
    .values({ tableName: table, rowKey: key, before, after, userId: userId || null })
    .returning({ id: referenceHistory.id })
  return row?.id ?? null
}

export async function listReferenceHistory(
  db: Executor,
  q: { Table?: string | undefined; Key: string; PageIndex: number; PageSize: number },
) {
  const where: SQL | undefined = and(
    q.Table ? eq(referenceHistory.tableName, q.Table) : undefined,
    q.Key ? eq(referenceHistory.rowKey, q.Key) : undefined,
  )
  const [total] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(referenceHistory)
    .where(where)
  const rows = await db
    .select({ r: referenceHistory, userName: users.userName })
    .from(referenceHistory)
    .leftJoin(users, eq(users.id, referenceHistory.userId))
    .where(where)
    .orderBy(desc(referenceHistory.id))
    .limit(q.PageSize)
    .offset((q.PageIndex - 1) * q.PageSize)
  const list = rows.map(({ r, userName }) => ({
    ID: r.id,
    Table: r.tableName,
    Key: r.rowKey,
    Before: r.before ?? null,
    After: r.after ?? null,
    UserID: r.userId ?? '',
    UserName: userName ?? '',
    CreateTime: r.createdAt.toISOString(),
  }))
  return { rows: list, total: total?.n ?? 0 }
}
