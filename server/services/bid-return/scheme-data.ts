import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { bidBidders, bidSchemes } from '@/domain/bid-return/entities.ts'
import type { BidSchemeDoc } from '@/domain/bid-return/scheme.ts'
import type { StoredParticipant } from '@/domain/bid-return/stored.ts'
import { rowDoc } from '@/domain/entity/define.ts'
import { str } from '@/domain/readers.ts'
import { syncRows, type SyncRow } from '../../db/schema/index.ts'
import {
  nextVersions,
  ownerRows,
  readRow,
  Rejection,
  rowsWhere,
  writeRows,
  type Executor,
  type RowWrite,
} from '../synced/store.ts'

/**
 * The server's reads of 回标 schemes (synced rows `bidSchemes` and `bidBidders`, docs/bid-return.md
 * "Storage"): a scheme is its creator's; another user's or a deleted one is refused the same way
 * as a missing one, so ids of others' schemes cannot be probed.
 */
export const MISSING_SCHEME = '回标方案不存在或已被删除'

export function schemeDoc(row: SyncRow): BidSchemeDoc & { ID: string; Version: number } {
  return { ...rowDoc(bidSchemes, row.id, row.data), Version: row.version }
}

/** The caller's live scheme, or the refusal. */
export async function ownScheme(db: Executor, userId: string, id: string): Promise<SyncRow> {
  const row = await readRow(db, 'bidSchemes', id)
  if (!row || row.deleted || row.ownerId !== userId) throw new Rejection(MISSING_SCHEME)
  return row
}

export interface ParticipantRow extends StoredParticipant {
  SourceProId: string
  FileName: string
  ItemCount: number
  Version: number
}

export function participantOf(row: SyncRow): ParticipantRow {
  const { SchemeId: _scheme, ...doc } = rowDoc(bidBidders, row.id, row.data)
  return { ...doc, Version: row.version }
}

/** The scheme's live bills (tender first, then by Sort). */
export async function participants(
  db: Executor,
  ownerId: string,
  schemeId: string,
): Promise<ParticipantRow[]> {
  const rows = (await rowsWhere(db, 'bidBidders', ownerId, 'SchemeId', schemeId)).map(participantOf)
  return rows.sort((a, b) =>
    a.Role === b.Role
      ? a.Sort - b.Sort || a.Name.localeCompare(b.Name, 'zh-CN')
      : a.Role === 'tender'
        ? -1
        : 1,
  )
}

/** The caller's schemes, most recently changed first, with counts. */
export async function listSchemes(db: Executor, userId: string, q: string | undefined) {
  const schemes = (await ownerRows(db, 'bidSchemes', userId)).sort(
    (a, b) => b.changedAt.getTime() - a.changedAt.getTime(),
  )
  const counts = await db
    .select({
      scheme: sql<string>`${syncRows.data}->>'SchemeId'`,
      role: sql<string>`${syncRows.data}->>'Role'`,
      n: sql<number>`count(*)::int`,
    })
    .from(syncRows)
    .where(
      and(
        eq(syncRows.entity, 'bidBidders'),
        eq(syncRows.ownerId, userId),
        eq(syncRows.deleted, false),
      ),
    )
    .groupBy(sql`1`, sql`2`)
  const count = (scheme: string, role: string) =>
    counts.find((c) => c.scheme === scheme && c.role === role)?.n ?? 0
  const needle = q?.trim() ?? ''
  return schemes
    .map(schemeDoc)
    .filter((s) => needle === '' || s.SchemeName.includes(needle))
    .map((s) => ({
      ...s,
      BidderCount: count(s.ID, 'bidder'),
      HasTender: count(s.ID, 'tender') > 0,
    }))
}

/** Copies a scheme and its bills to new rows of the same owner (new ids and versions). */
export async function copyScheme(
  db: Executor,
  userId: string,
  sourceId: string,
  name: string | undefined,
): Promise<string> {
  return db.transaction(async (tx) => {
    const source = await ownScheme(tx, userId, sourceId)
    const bills = await rowsWhere(tx, 'bidBidders', userId, 'SchemeId', sourceId)
    const id = randomUUID()
    const versions = await nextVersions(tx, 1 + bills.length)
    const make = (
      entity: RowWrite['entity'],
      rowId: string,
      data: Record<string, unknown>,
      version: number,
    ): RowWrite => ({
      entity,
      id: rowId,
      ownerId: userId,
      version,
      deleted: false,
      data,
      fieldMeta: Object.fromEntries(
        Object.keys(data).map((k): [string, [number, string]] => [k, [version, 'direct']]),
      ),
    })
    const sourceName = str(source.data['SchemeName'])
    const schemeName = name?.trim() || `${sourceName}-副本`.slice(0, 100)
    await writeRows(tx, [
      make(
        'bidSchemes',
        id,
        { ...source.data, SchemeName: schemeName, CreateTime: new Date().toISOString() },
        versions[0] ?? 0,
      ),
      ...bills.map((b, i) =>
        make('bidBidders', randomUUID(), { ...b.data, SchemeId: id }, versions[i + 1] ?? 0),
      ),
    ])
    return id
  })
}

/** The caller's projects that have bill items, with their counts (GetOriginalProject). */
export async function billProjects(db: Executor, userId: string) {
  const grouped = async (entity: 'billItems' | 'billUnits') =>
    db
      .select({ pro: sql<string>`${syncRows.data}->>'ProId'`, n: sql<number>`count(*)::int` })
      .from(syncRows)
      .where(
        and(eq(syncRows.entity, entity), eq(syncRows.ownerId, userId), eq(syncRows.deleted, false)),
      )
      .groupBy(sql`1`)
  const [items, units, projects] = await Promise.all([
    grouped('billItems'),
    grouped('billUnits'),
    ownerRows(db, 'projects', userId),
  ])
  const itemsOf = new Map(items.map((r) => [r.pro, r.n]))
  const unitsOf = new Map(units.map((r) => [r.pro, r.n]))
  return projects
    .filter((p) => (itemsOf.get(p.id) ?? 0) > 0 && p.data['IsTemplate'] !== 1)
    .map((p) => ({
      ID: p.id,
      Project_Name: str(p.data['Project_Name']),
      UnitCount: unitsOf.get(p.id) ?? 0,
      ItemCount: itemsOf.get(p.id) ?? 0,
    }))
    .sort((a, b) => a.Project_Name.localeCompare(b.Project_Name, 'zh-CN'))
}

/** Names of projects by id (the caller's, live ones only). */
export async function projectNames(
  db: Executor,
  userId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const out = new Map<string, string>()
  for (const id of new Set(ids)) {
    if (id === '') continue
    const row = await readRow(db, 'projects', id)
    if (row && !row.deleted && row.ownerId === userId) out.set(id, str(row.data['Project_Name']))
  }
  return out
}
