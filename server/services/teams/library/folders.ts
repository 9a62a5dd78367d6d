import { and, asc, eq, ne, sql } from 'drizzle-orm'
import {
  FOLDER_DEPTH_MAX,
  LIBRARY_MESSAGES,
  TEAM_FOLDER_MAX,
  type FolderDoc,
} from '@/domain/teams/library.ts'
import type { Db } from '../../../db/client.ts'
import { teamFiles, teamFolders } from '../../../db/schema/index.ts'
import { Rejection } from '../../../lib/refusal.ts'
import { iso, membership, unique, type Tx } from '../access.ts'
import { ROOT, folderRef, visibleWhere } from './common.ts'

/** Folders (docs/team-library.md "Folders"): the administrator adds, renames and deletes empty ones. */

async function nameFree(
  tx: Tx,
  teamId: string,
  parentId: string | null,
  name: string,
  except?: string,
) {
  const clash = await tx
    .select({ id: teamFolders.id })
    .from(teamFolders)
    .where(
      and(
        eq(teamFolders.teamId, teamId),
        sql`coalesce(${teamFolders.parentId}, ${ROOT}::uuid) = ${parentId ?? ROOT}::uuid`,
        eq(teamFolders.name, name),
        except ? ne(teamFolders.id, except) : undefined,
      ),
    )
  if (clash.length > 0) throw new Rejection(LIBRARY_MESSAGES.folderNameTaken)
}

/** Depth of a folder (a folder at the root is 1). */
async function depthOf(tx: Tx, teamId: string, id: string): Promise<number> {
  const rows = await tx
    .select({ id: teamFolders.id, parentId: teamFolders.parentId })
    .from(teamFolders)
    .where(eq(teamFolders.teamId, teamId))
  const parent = new Map(rows.map((r) => [r.id, r.parentId]))
  let depth = 0
  for (let at: string | null | undefined = id; at && depth <= rows.length; at = parent.get(at))
    depth++
  return depth
}

async function folderOf(tx: Tx, teamId: string, id: string) {
  const [row] = await tx
    .select()
    .from(teamFolders)
    .where(and(eq(teamFolders.id, id), eq(teamFolders.teamId, teamId)))
  if (!row) throw new Rejection(LIBRARY_MESSAGES.folderMissing)
  return row
}

export type FolderOp =
  | { Type: 'addFolder'; TeamId: string; ParentId: string; Name: string }
  | { Type: 'renameFolder'; TeamId: string; ID: string; Name: string }
  | { Type: 'deleteFolder'; TeamId: string; ID: string }

export function operateFolder(db: Db, userId: string, op: FolderOp): Promise<{ ID: string }> {
  return db.transaction(async (tx) => {
    const m = await membership(tx, op.TeamId, userId, true)
    if (!m.isAdmin) throw new Rejection(LIBRARY_MESSAGES.adminOnly)
    if (op.Type === 'addFolder') {
      const parentId = await folderRef(tx, op.TeamId, op.ParentId)
      const [n] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(teamFolders)
        .where(eq(teamFolders.teamId, op.TeamId))
      if (Number(n?.n ?? 0) >= TEAM_FOLDER_MAX) throw new Rejection(LIBRARY_MESSAGES.tooManyFolders)
      if (parentId && (await depthOf(tx, op.TeamId, parentId)) >= FOLDER_DEPTH_MAX)
        throw new Rejection(LIBRARY_MESSAGES.folderTooDeep)
      await nameFree(tx, op.TeamId, parentId, op.Name)
      const [row] = await unique(LIBRARY_MESSAGES.folderNameTaken, () =>
        tx
          .insert(teamFolders)
          .values({ teamId: op.TeamId, parentId, name: op.Name })
          .returning({ id: teamFolders.id }),
      )
      if (!row) throw new Error('folder not inserted')
      return { ID: row.id }
    }
    const folder = await folderOf(tx, op.TeamId, op.ID)
    if (op.Type === 'renameFolder') {
      await nameFree(tx, op.TeamId, folder.parentId, op.Name, folder.id)
      await unique(LIBRARY_MESSAGES.folderNameTaken, () =>
        tx.update(teamFolders).set({ name: op.Name }).where(eq(teamFolders.id, folder.id)),
      )
      return { ID: folder.id }
    }
    const [child] = await tx
      .select({ id: teamFolders.id })
      .from(teamFolders)
      .where(eq(teamFolders.parentId, folder.id))
      .limit(1)
    const [file] = await tx
      .select({ id: teamFiles.id })
      .from(teamFiles)
      .where(eq(teamFiles.folderId, folder.id))
      .limit(1)
    if (child || file) throw new Rejection(LIBRARY_MESSAGES.folderNotEmpty)
    await tx.delete(teamFolders).where(eq(teamFolders.id, folder.id))
    return { ID: folder.id }
  })
}

/** GetCopyandMove: every folder of the team, oldest first, with the files in it the caller sees. */
export async function folderTree(db: Db, userId: string, teamId: string): Promise<FolderDoc[]> {
  const m = await membership(db, teamId, userId)
  const rows = await db
    .select()
    .from(teamFolders)
    .where(eq(teamFolders.teamId, teamId))
    .orderBy(asc(teamFolders.createdAt), asc(teamFolders.id))
  const counts = await db
    .select({ folderId: teamFiles.folderId, n: sql<number>`count(*)::int` })
    .from(teamFiles)
    .where(and(eq(teamFiles.teamId, teamId), visibleWhere(m, userId)))
    .groupBy(teamFiles.folderId)
  const byFolder = new Map(counts.map((c) => [c.folderId ?? '', Number(c.n)]))
  return rows.map((r) => ({
    ID: r.id,
    ParentId: r.parentId ?? '',
    Name: r.name,
    FileCount: byFolder.get(r.id) ?? 0,
    CreateTime: iso(r.createdAt),
  }))
}

/** 文件库 / 2026 / 信息价: the path of a folder from the root. */
export async function folderPath(
  db: Db | Tx,
  teamId: string,
  folderId: string | null,
): Promise<string> {
  const rows = await db
    .select({ id: teamFolders.id, parentId: teamFolders.parentId, name: teamFolders.name })
    .from(teamFolders)
    .where(eq(teamFolders.teamId, teamId))
  const byId = new Map(rows.map((r) => [r.id, r]))
  const names: string[] = []
  for (
    let at = folderId ? byId.get(folderId) : undefined;
    at && names.length <= rows.length;
    at = at.parentId ? byId.get(at.parentId) : undefined
  )
    names.unshift(at.name)
  return ['文件库', ...names].join(' / ')
}
