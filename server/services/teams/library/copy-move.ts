import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { FILE_NAME_MAX, TEAM_FILE_MAX } from '@/domain/teams/library.ts'
import type { Db } from '../../../db/client.ts'
import { teamFiles } from '../../../db/schema/index.ts'
import { membership } from '../access.ts'
import { copyItems, folderRef, needRight, roomForFiles, seenFiles, userName } from './common.ts'

/** Copy and move (docs/team-library.md "Copy"): 编辑 on every file named, all or nothing. */

/** `name`, or `name (副本)`, `name (副本2)` … the first not taken in `taken`. */
export function copyName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name
  for (let i = 1; ; i++) {
    const suffix = ` (副本${i === 1 ? '' : i})`
    const candidate = name.slice(0, FILE_NAME_MAX - suffix.length) + suffix
    if (!taken.has(candidate)) return candidate
  }
}

/** CopyToFolder: new files of the copier with the same materials, entries and status. */
export function copyFiles(
  db: Db,
  userId: string,
  teamId: string,
  ids: readonly string[],
  target: string,
): Promise<{ IDs: string[] }> {
  return db.transaction(async (tx) => {
    const m = await membership(tx, teamId, userId, true)
    const files = await seenFiles(tx, m, userId, ids)
    needRight(files, 'CanEdit')
    const folderId = await folderRef(tx, teamId, target)
    await roomForFiles(tx, teamId, files.length, TEAM_FILE_MAX)
    const names = await tx
      .select({ name: teamFiles.name })
      .from(teamFiles)
      .where(
        and(
          eq(teamFiles.teamId, teamId),
          folderId ? eq(teamFiles.folderId, folderId) : isNull(teamFiles.folderId),
        ),
      )
    const taken = new Set(names.map((n) => n.name))
    const me = await userName(tx, userId)
    const IDs: string[] = []
    for (const { row } of files) {
      const name = copyName(row.name, taken)
      taken.add(name)
      const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = row
      const [copy] = await tx
        .insert(teamFiles)
        .values({ ...rest, folderId, name, uploaderId: userId, uploaderName: me })
        .returning({ id: teamFiles.id })
      if (!copy) throw new Error('copy not inserted')
      await copyItems(tx, row.id, copy.id)
      await tx.execute(sql`insert into team_file_authority (file_id, team_id, kind, grouping_id, user_id, level)
        select ${copy.id}, team_id, kind, grouping_id, user_id, level from team_file_authority where file_id = ${row.id}`)
      IDs.push(copy.id)
    }
    return { IDs }
  })
}

/** SubDataToFolder: only the folder changes. */
export function moveFiles(
  db: Db,
  userId: string,
  teamId: string,
  ids: readonly string[],
  target: string,
): Promise<{ Count: number }> {
  return db.transaction(async (tx) => {
    const m = await membership(tx, teamId, userId, true)
    const files = await seenFiles(tx, m, userId, ids, true)
    needRight(files, 'CanEdit')
    const folderId = await folderRef(tx, teamId, target)
    await tx
      .update(teamFiles)
      .set({ folderId, updatedAt: sql`now()` })
      .where(inArray(teamFiles.id, [...ids]))
    return { Count: files.length }
  })
}
