import { and, asc, eq, sql } from 'drizzle-orm'
import { COMMENT_LIST_MAX, LIBRARY_MESSAGES, type CommentDoc } from '@/domain/teams/library.ts'
import type { Db } from '../../../db/client.ts'
import { teamFileComments } from '../../../db/schema/index.ts'
import { Rejection } from '../../../lib/refusal.ts'
import { iso, membership } from '../access.ts'
import { seenFile, userName } from './common.ts'

/** Comments (docs/team-library.md "Comments"): any viewer writes; the author or the administrator deletes. */

export type CommentOp =
  | { Type: 'add'; TeamId: string; FileId: string; Content: string }
  | { Type: 'delete'; TeamId: string; ID: string }

export function editComment(db: Db, userId: string, op: CommentOp): Promise<{ ID: string }> {
  return db.transaction(async (tx) => {
    const m = await membership(tx, op.TeamId, userId, true)
    if (op.Type === 'add') {
      await seenFile(tx, m, userId, op.FileId)
      const [row] = await tx
        .insert(teamFileComments)
        .values({
          fileId: op.FileId,
          teamId: op.TeamId,
          userId,
          userName: await userName(tx, userId),
          content: op.Content,
        })
        .returning({ id: teamFileComments.id })
      if (!row) throw new Error('comment not inserted')
      return { ID: row.id }
    }
    const [c] = await tx
      .select()
      .from(teamFileComments)
      .where(and(eq(teamFileComments.id, op.ID), eq(teamFileComments.teamId, op.TeamId)))
    if (!c) throw new Rejection(LIBRARY_MESSAGES.commentMissing)
    if (!m.isAdmin && c.userId !== userId) throw new Rejection(LIBRARY_MESSAGES.commentNotYours)
    await tx.delete(teamFileComments).where(eq(teamFileComments.id, op.ID))
    return { ID: op.ID }
  })
}

/** GetCommentsFile: oldest first, at most COMMENT_LIST_MAX. */
export async function listComments(
  db: Db,
  userId: string,
  teamId: string,
  fileId: string,
): Promise<CommentDoc[]> {
  const m = await membership(db, teamId, userId)
  await seenFile(db, m, userId, fileId)
  const rows = await db
    .select()
    .from(teamFileComments)
    .where(eq(teamFileComments.fileId, fileId))
    .orderBy(asc(teamFileComments.createdAt), asc(sql`${teamFileComments.id}`))
    .limit(COMMENT_LIST_MAX)
  return rows.map((r) => ({
    ID: r.id,
    UserId: r.userId ?? '',
    UserName: r.userName,
    Content: r.content,
    CreateTime: iso(r.createdAt),
    CanDelete: m.isAdmin || r.userId === userId,
  }))
}
