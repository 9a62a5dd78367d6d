import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import {
  FILE_STATUS_NAMES,
  LEVELS,
  LIBRARY_MESSAGES,
  fileRights,
  type FileLevel,
  type FileRights,
  type FileStatus,
  type TeamFileDoc,
} from '@/domain/teams/library.ts'
import type { Db } from '../../../db/client.ts'
import {
  teamFileComments,
  teamFileItems,
  teamFiles,
  teamFolders,
  users,
  type TeamFileRow,
} from '../../../db/schema/index.ts'
import { Rejection } from '../../../lib/refusal.ts'
import { iso, type Membership, type Tx } from '../access.ts'

/** Shared pieces of the library services (docs/team-library.md): levels, visibility, documents. */

export type Conn = Db | Tx
export const ROOT = '00000000-0000-0000-0000-000000000000'

/**
 * The caller's rank (0 none, 1 查看, 2 编辑, 3 管理) from the file's authority entries: the highest
 * entry that matches them (全部成员, one of their groupings, or them by name).
 */
// The file's id written out in full: drizzle leaves a column of a one-table select unqualified,
// which inside these subqueries would name the subquery's own column.
const FILE_ID = sql.raw('"team_files"."id"')

export const entryRank = (
  userId: string,
  fileId: SQL = FILE_ID,
): SQL<number> => sql<number>`coalesce((
  select max(case a.level when 'view' then 1 when 'edit' then 2 when 'manage' then 3 else 0 end)
  from team_file_authority a
  where a.file_id = ${fileId}
    and (a.kind = 'all' or a.user_id = ${userId}
      or a.grouping_id in (select gm.grouping_id from team_grouping_members gm where gm.user_id = ${userId} and gm.team_id = a.team_id))
), 0)::int`

/** Files the caller sees: the administrator all; others their uploads and approved files with an entry. */
export function visibleWhere(m: Membership, userId: string): SQL | undefined {
  if (m.isAdmin) return undefined
  return sql`(${teamFiles.uploaderId} = ${userId} or (${teamFiles.status} = 3 and ${entryRank(userId)} > 0))`
}

export const commentCount = sql<number>`(select count(*)::int from ${teamFileComments} c where c.file_id = ${FILE_ID})`

const levelOfRank = (rank: number): FileLevel | null => LEVELS[rank - 1] ?? null

export interface SeenFile {
  row: TeamFileRow
  level: FileLevel
  rights: FileRights
}

export function rightsOf(
  m: Membership,
  userId: string,
  row: TeamFileRow,
  rank: number,
): FileRights {
  return fileRights({
    level: levelOfRank(rank),
    isAdmin: m.isAdmin,
    isUploader: row.uploaderId === userId,
    status: row.status as FileStatus,
  })
}

const levelFromRights = (r: FileRights): FileLevel =>
  r.CanManage ? 'manage' : r.CanEdit ? 'edit' : 'view'

/**
 * The files of the team named by `ids` as the caller sees them, in the order given; one the
 * caller cannot see answers 文件不存在或无权查看 exactly as a missing one. `lock` takes the rows FOR UPDATE.
 */
export async function seenFiles(
  tx: Conn,
  m: Membership,
  userId: string,
  ids: readonly string[],
  lock = false,
): Promise<SeenFile[]> {
  if (ids.length === 0) return []
  const query = tx
    .select({ row: teamFiles, rank: entryRank(userId) })
    .from(teamFiles)
    .where(and(eq(teamFiles.teamId, m.teamId), inArray(teamFiles.id, [...ids])))
  const rows = lock ? await query.for('update', { of: teamFiles }) : await query
  const byId = new Map(rows.map((r) => [r.row.id, r]))
  return ids.map((id) => {
    const found = byId.get(id)
    if (!found) throw new Rejection(LIBRARY_MESSAGES.fileMissing)
    const rights = rightsOf(m, userId, found.row, Number(found.rank))
    if (!rights.CanView) throw new Rejection(LIBRARY_MESSAGES.fileMissing)
    return { row: found.row, level: levelFromRights(rights), rights }
  })
}

export async function seenFile(
  tx: Conn,
  m: Membership,
  userId: string,
  id: string,
  lock = false,
): Promise<SeenFile> {
  const [file] = await seenFiles(tx, m, userId, [id], lock)
  if (!file) throw new Rejection(LIBRARY_MESSAGES.fileMissing)
  return file
}

/** Refuses with 你对该文件没有此项权限 unless every file allows `right`. */
export function needRight(files: readonly SeenFile[], right: keyof FileRights): void {
  if (files.some((f) => !f.rights[right])) throw new Rejection(LIBRARY_MESSAGES.noRight)
}

export function fileDoc(row: TeamFileRow, level: FileLevel, comments: number): TeamFileDoc {
  const status = row.status as FileStatus
  return {
    ID: row.id,
    TeamId: row.teamId,
    FolderId: row.folderId ?? '',
    Name: row.name,
    Remark: row.remark,
    SourceType: row.sourceType,
    Province: row.province,
    City: row.city,
    Period: row.period,
    ItemCount: row.itemCount,
    UploaderId: row.uploaderId ?? '',
    UploaderName: row.uploaderName,
    UploadTime: iso(row.createdAt),
    UpdateTime: iso(row.updatedAt),
    Status: status,
    StatusName: FILE_STATUS_NAMES[status],
    MyLevel: level,
    CommentCount: comments,
    ReviewerName: row.reviewerName,
    Opinion: row.opinion,
  }
}

/** The document of a listed row (with its rank and comment count). */
export function listedDoc(
  m: Membership,
  userId: string,
  r: { row: TeamFileRow; rank: number; comments: number },
): TeamFileDoc {
  return fileDoc(
    r.row,
    levelFromRights(rightsOf(m, userId, r.row, Number(r.rank))),
    Number(r.comments),
  )
}

/** The folder `id` of the team ('' the root: null), or 文件夹不存在. */
export async function folderRef(tx: Conn, teamId: string, id: string): Promise<string | null> {
  if (id === '') return null
  const [row] = await tx
    .select({ id: teamFolders.id })
    .from(teamFolders)
    .where(and(eq(teamFolders.id, id), eq(teamFolders.teamId, teamId)))
  if (!row) throw new Rejection(LIBRARY_MESSAGES.folderMissing)
  return row.id
}

export async function userName(tx: Conn, userId: string): Promise<string> {
  const [u] = await tx.select({ name: users.userName }).from(users).where(eq(users.id, userId))
  return u?.name ?? ''
}

/** Refuses when the team would hold more than TEAM_FILE_MAX files after adding `adding`. */
export async function roomForFiles(
  tx: Conn,
  teamId: string,
  adding: number,
  max: number,
): Promise<void> {
  const [n] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(teamFiles)
    .where(eq(teamFiles.teamId, teamId))
  if (Number(n?.n ?? 0) + adding > max) throw new Rejection(LIBRARY_MESSAGES.tooManyFiles)
}

/** Copies every item of file `from` into file `to` inside the database. */
export async function copyItems(tx: Conn, from: string, to: string): Promise<number> {
  await tx.execute(sql`insert into team_file_items
      (file_id, sort, code, name, spec, unit, price_tax_fen, price_fen, tax_rate, brand, source, period)
    select ${to}, sort, code, name, spec, unit, price_tax_fen, price_fen, tax_rate, brand, source, period
    from team_file_items where file_id = ${from}`)
  return itemsIn(tx, to)
}

export async function itemsIn(tx: Conn, fileId: string): Promise<number> {
  const [n] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(teamFileItems)
    .where(eq(teamFileItems.fileId, fileId))
  return Number(n?.n ?? 0)
}
