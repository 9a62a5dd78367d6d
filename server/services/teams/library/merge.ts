import { asc, inArray } from 'drizzle-orm'
import {
  FILE_STATUS,
  LIBRARY_MESSAGES,
  TEAM_FILE_ITEMS_MAX,
  TEAM_FILE_MAX,
  type FileStatus,
  type MergePreview,
  type MergeRule,
} from '@/domain/teams/library.ts'
import { asFen, divRoundInt, fenToDecimal } from '@/domain/money/index.ts'
import { materialKey } from '@/domain/materials/trend.ts'
import type { Db } from '../../../db/client.ts'
import { teamFileAuthority, teamFileItems, teamFiles } from '../../../db/schema/index.ts'
import { Rejection } from '../../../lib/refusal.ts'
import { membership, type Membership, type Tx } from '../access.ts'
import {
  folderRef,
  needRight,
  roomForFiles,
  seenFiles,
  userName,
  type Conn,
  type SeenFile,
} from './common.ts'
import { startStatus } from './files.ts'

/**
 * Merge (docs/team-library.md "Merge"): 2–10 approved files the caller can edit. The same
 * material is materialKey (name, spec without white space, unit); within one file its first row counts.
 */

type ItemRow = typeof teamFileItems.$inferSelect
interface Group {
  /** The material's row in each file that has it, in the order of the files given. */
  rows: { fileIndex: number; row: ItemRow }[]
}

async function sources(
  tx: Conn,
  m: Membership,
  userId: string,
  ids: readonly string[],
): Promise<SeenFile[]> {
  const files = await seenFiles(tx, m, userId, ids)
  if (files.some((f) => f.row.status !== FILE_STATUS.approved))
    throw new Rejection(LIBRARY_MESSAGES.mergeOnlyApproved)
  needRight(files, 'CanEdit')
  return files
}

async function groups(tx: Conn, files: readonly SeenFile[]): Promise<Group[]> {
  const index = new Map(files.map((f, i) => [f.row.id, i]))
  const rows = await tx
    .select()
    .from(teamFileItems)
    .where(
      inArray(
        teamFileItems.fileId,
        files.map((f) => f.row.id),
      ),
    )
    .orderBy(asc(teamFileItems.sort), asc(teamFileItems.id))
  rows.sort((a, b) => (index.get(a.fileId) ?? 0) - (index.get(b.fileId) ?? 0))
  const byKey = new Map<string, Group>()
  for (const row of rows) {
    const key = materialKey({ Name: row.name, Spec: row.spec, Unit: row.unit })
    const fileIndex = index.get(row.fileId) ?? 0
    const group = byKey.get(key) ?? { rows: [] }
    if (!byKey.has(key)) byKey.set(key, group)
    if (!group.rows.some((r) => r.fileIndex === fileIndex)) group.rows.push({ fileIndex, row })
  }
  return [...byKey.values()]
}

const conflicting = (g: Group) =>
  new Set(g.rows.map((r) => `${r.row.priceTaxFen}|${r.row.priceFen}`)).size > 1

/** GetMergeData: counts and the first 50 conflicts. */
export async function mergePreview(
  db: Db,
  userId: string,
  teamId: string,
  ids: readonly string[],
): Promise<MergePreview> {
  const m = await membership(db, teamId, userId)
  const files = await sources(db, m, userId, ids)
  const all = await groups(db, files)
  const conflicts = all.filter(conflicting)
  return {
    Files: files.map((f) => ({
      ID: f.row.id,
      Name: f.row.name,
      Period: f.row.period,
      ItemCount: f.row.itemCount,
    })),
    ItemCount: all.length,
    Duplicates: all.filter((g) => g.rows.length > 1).length,
    Conflicts: conflicts.length,
    Samples: conflicts.slice(0, 50).map((g) => {
      const first = g.rows[0]?.row
      return {
        Name: first?.name ?? '',
        Spec: first?.spec ?? '',
        Unit: first?.unit ?? '',
        Prices: g.rows.map((r) => ({
          FileId: r.row.fileId,
          PriceTax: fenToDecimal(asFen(r.row.priceTaxFen)),
          Period: r.row.period,
        })),
      }
    }),
  }
}

/** The merged row of a material under a rule (fields from the row chosen; average: the first row's with mean prices). */
export function mergedRow(g: Group, rule: MergeRule): ItemRow {
  const rows = g.rows.map((r) => r.row)
  const first = rows[0]
  if (!first) throw new Error('empty group')
  if (rule === 'first') return first
  const latest = rows.reduce((best, r) => (r.period > best.period ? r : best), first)
  if (rule === 'latest') return latest
  const mean = (pick: (r: ItemRow) => number) =>
    divRoundInt(
      rows.reduce((s, r) => s + pick(r), 0),
      rows.length,
    )
  return {
    ...first,
    priceTaxFen: mean((r) => r.priceTaxFen),
    priceFen: mean((r) => r.priceFen),
    period: latest.period,
  }
}

/** MergeData: a new file of the caller (approved for the administrator, else 待送审). */
export function mergeFiles(
  db: Db,
  userId: string,
  q: {
    TeamId: string
    FileIds: readonly string[]
    Name: string
    FolderId: string
    Rule: MergeRule
  },
): Promise<{ ID: string; ItemCount: number; Status: FileStatus }> {
  return db.transaction(async (tx: Tx) => {
    const m = await membership(tx, q.TeamId, userId, true)
    const files = await sources(tx, m, userId, q.FileIds)
    const folderId = await folderRef(tx, q.TeamId, q.FolderId)
    await roomForFiles(tx, q.TeamId, 1, TEAM_FILE_MAX)
    const all = await groups(tx, files)
    if (all.length > TEAM_FILE_ITEMS_MAX) throw new Rejection(LIBRARY_MESSAGES.tooManyItems)
    const same = (pick: (f: SeenFile) => string) => {
      const values = new Set(files.map(pick))
      return values.size === 1 ? ([...values][0] ?? '') : ''
    }
    const status = startStatus(m.isAdmin, false)
    const [file] = await tx
      .insert(teamFiles)
      .values({
        teamId: q.TeamId,
        folderId,
        name: q.Name,
        sourceType: 1,
        sourceName: '合并文件',
        province: same((f) => f.row.province),
        city: same((f) => f.row.city),
        period: files.reduce((p, f) => (f.row.period > p ? f.row.period : p), ''),
        itemCount: all.length,
        uploaderId: userId,
        uploaderName: await userName(tx, userId),
        status,
      })
      .returning({ id: teamFiles.id })
    if (!file) throw new Error('merged file not inserted')
    const rows = all.map((g, sort) => {
      const { id: _id, updatedAt: _u, fileId: _f, ...r } = mergedRow(g, q.Rule)
      return { ...r, fileId: file.id, sort }
    })
    for (let i = 0; i < rows.length; i += 1000)
      await tx.insert(teamFileItems).values(rows.slice(i, i + 1000))
    await tx
      .insert(teamFileAuthority)
      .values({ fileId: file.id, teamId: q.TeamId, kind: 'all', level: 'view' })
    return { ID: file.id, ItemCount: all.length, Status: status }
  })
}
