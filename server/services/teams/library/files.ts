import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm'
import {
  FILE_STATUS,
  LIBRARY_MESSAGES,
  TEAM_FILE_ITEMS_MAX,
  TEAM_FILE_MAX,
  type FileProperties,
  type FileStatus,
  type LibraryItemDoc,
  type TeamFileDoc,
} from '@/domain/teams/library.ts'
import { pricedFields } from '../../materials/docs.ts'
import type { Db } from '../../../db/client.ts'
import {
  materialPackages,
  teamFileAuthority,
  teamFileItems,
  teamFiles,
} from '../../../db/schema/index.ts'
import { Rejection } from '../../../lib/refusal.ts'
import { escapeLike, searchWords } from '../../shop/grams.ts'
import { iso, membership } from '../access.ts'
import {
  commentCount,
  entryRank,
  fileDoc,
  folderRef,
  itemsIn,
  listedDoc,
  needRight,
  roomForFiles,
  seenFile,
  userName,
  visibleWhere,
} from './common.ts'
import { folderPath } from './folders.ts'

/** Files (docs/team-library.md): list, open, properties, upload, rename/remark, delete. */

export interface Page {
  page: number
  size: number
}

/** GetGetPricPackageList: the files of a folder (or found by name in the whole library), newest first. */
export async function listFiles(
  db: Db,
  userId: string,
  q: { TeamId: string; FolderId: string; Keyword?: string | undefined } & Page,
): Promise<{ rows: TeamFileDoc[]; total: number }> {
  const m = await membership(db, q.TeamId, userId)
  const where: (SQL | undefined)[] = [eq(teamFiles.teamId, q.TeamId), visibleWhere(m, userId)]
  if (q.Keyword) where.push(sql`${teamFiles.name} ilike ${`%${escapeLike(q.Keyword)}%`}`)
  else {
    const folder = await folderRef(db, q.TeamId, q.FolderId)
    where.push(folder ? eq(teamFiles.folderId, folder) : isNull(teamFiles.folderId))
  }
  return pageFiles(db, m, userId, and(...where), [desc(teamFiles.createdAt), desc(teamFiles.id)], q)
}

export async function pageFiles(
  db: Db,
  m: Awaited<ReturnType<typeof membership>>,
  userId: string,
  where: SQL | undefined,
  order: SQL[],
  p: Page,
): Promise<{ rows: TeamFileDoc[]; total: number }> {
  const rows = await db
    .select({
      row: teamFiles,
      rank: entryRank(userId),
      comments: commentCount,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(teamFiles)
    .where(where)
    .orderBy(...order)
    .limit(p.size)
    .offset((p.page - 1) * p.size)
  let total = rows[0]?.total ?? 0
  if (rows.length === 0 && p.page > 1) {
    const [n] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(teamFiles)
      .where(where)
    total = Number(n?.n ?? 0)
  }
  return { rows: rows.map((r) => listedDoc(m, userId, r)), total }
}

/** GetGetPricPackageListClick: a file's materials in their order; Q words each in code, name or spec. */
export async function pageFileItems(
  db: Db,
  userId: string,
  q: { TeamId: string; FileId: string; Q?: string | undefined } & Page,
): Promise<{ rows: LibraryItemDoc[]; total: number }> {
  const m = await membership(db, q.TeamId, userId)
  await seenFile(db, m, userId, q.FileId)
  const where: SQL[] = [eq(teamFileItems.fileId, q.FileId)]
  for (const word of searchWords(q.Q ?? '')) {
    const like = `%${escapeLike(word)}%`
    where.push(
      sql`(${teamFileItems.code} ilike ${like} or ${teamFileItems.name} ilike ${like} or ${teamFileItems.spec} ilike ${like})`,
    )
  }
  const rows = await db
    .select({ row: teamFileItems, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(teamFileItems)
    .where(and(...where))
    .orderBy(asc(teamFileItems.sort), asc(teamFileItems.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size)
  return { rows: rows.map((r) => itemDoc(r.row)), total: rows[0]?.total ?? 0 }
}

export function itemDoc(row: typeof teamFileItems.$inferSelect): LibraryItemDoc {
  return pricedFields(row)
}

/** GetFileProperties. */
export async function fileProperties(
  db: Db,
  userId: string,
  teamId: string,
  fileId: string,
): Promise<FileProperties> {
  const m = await membership(db, teamId, userId)
  const f = await seenFile(db, m, userId, fileId)
  const [c] = await db.select({ n: commentCount }).from(teamFiles).where(eq(teamFiles.id, fileId))
  return {
    ...fileDoc(f.row, f.level, Number(c?.n ?? 0)),
    FolderPath: await folderPath(db, teamId, f.row.folderId),
    SourceName: f.row.sourceName,
    ReviewTime: f.row.reviewTime ? iso(f.row.reviewTime) : '',
    Rights: f.rights,
  }
}

/** The status a new file of the caller starts in: the administrator's is approved at once. */
export const startStatus = (isAdmin: boolean, submit: boolean): FileStatus =>
  isAdmin ? FILE_STATUS.approved : submit ? FILE_STATUS.reviewing : FILE_STATUS.draft

/** UploadTeamLibrary: a snapshot of a package the caller can read (personal ones only their own). */
export function uploadFile(
  db: Db,
  userId: string,
  q: {
    TeamId: string
    PackageID: string
    FolderId: string
    Name?: string | undefined
    Submit: '0' | '1'
  },
): Promise<{ ID: string; Status: FileStatus }> {
  return db.transaction(async (tx) => {
    const m = await membership(tx, q.TeamId, userId, true)
    const folderId = await folderRef(tx, q.TeamId, q.FolderId)
    const [pkg] = await tx
      .select()
      .from(materialPackages)
      .where(eq(materialPackages.id, q.PackageID))
    if (!pkg || (pkg.type === 1 && pkg.ownerId !== userId))
      throw new Rejection(LIBRARY_MESSAGES.packageMissing)
    if (pkg.itemCount > TEAM_FILE_ITEMS_MAX) throw new Rejection(LIBRARY_MESSAGES.tooManyItems)
    await roomForFiles(tx, q.TeamId, 1, TEAM_FILE_MAX)
    const status = startStatus(m.isAdmin, q.Submit === '1')
    const [file] = await tx
      .insert(teamFiles)
      .values({
        teamId: q.TeamId,
        folderId,
        name: q.Name ?? pkg.name,
        sourceType: pkg.type,
        sourceName: pkg.name,
        province: pkg.province,
        city: pkg.city,
        period: pkg.period,
        uploaderId: userId,
        uploaderName: await userName(tx, userId),
        status,
      })
      .returning({ id: teamFiles.id })
    if (!file) throw new Error('file not inserted')
    await tx.execute(sql`insert into team_file_items
        (file_id, sort, code, name, spec, unit, price_tax_fen, price_fen, tax_rate, brand, source, period)
      select ${file.id}, sort, code, name, spec, unit, price_tax_fen, price_fen, tax_rate, brand, source, period
      from material_items where package_id = ${pkg.id}`)
    const count = await itemsIn(tx, file.id)
    if (count === 0) throw new Rejection(LIBRARY_MESSAGES.packageEmpty)
    if (count > TEAM_FILE_ITEMS_MAX) throw new Rejection(LIBRARY_MESSAGES.tooManyItems)
    await tx.update(teamFiles).set({ itemCount: count }).where(eq(teamFiles.id, file.id))
    await tx
      .insert(teamFileAuthority)
      .values({ fileId: file.id, teamId: q.TeamId, kind: 'all', level: 'view' })
    return { ID: file.id, Status: status }
  })
}

export type FileOp =
  | {
      Type: 'update'
      TeamId: string
      ID: string
      Name?: string | undefined
      Remark?: string | undefined
    }
  | { Type: 'delete'; TeamId: string; ID: string }

/** OperatingPricPackage update (编辑) and delete (管理). */
export function operateFile(db: Db, userId: string, op: FileOp): Promise<{ ID: string }> {
  return db.transaction(async (tx) => {
    const m = await membership(tx, op.TeamId, userId, true)
    const f = await seenFile(tx, m, userId, op.ID, true)
    if (op.Type === 'delete') {
      needRight([f], 'CanManage')
      await tx.delete(teamFiles).where(eq(teamFiles.id, op.ID))
      return { ID: op.ID }
    }
    needRight([f], 'CanEdit')
    await tx
      .update(teamFiles)
      .set({
        ...(op.Name !== undefined ? { name: op.Name } : {}),
        ...(op.Remark !== undefined ? { remark: op.Remark } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(teamFiles.id, op.ID))
    return { ID: op.ID }
  })
}
