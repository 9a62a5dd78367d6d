import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { FILE_STATUS, LIBRARY_MESSAGES, type TeamFileDoc } from '@/domain/teams/library.ts'
import type { Db } from '../../../db/client.ts'
import { teamFiles } from '../../../db/schema/index.ts'
import { Rejection } from '../../../lib/refusal.ts'
import { rejectedDetail } from '@/domain/teams/notices.ts'
import { membership } from '../access.ts'
import { notify } from '../notices.ts'
import { seenFile, seenFiles, userName } from './common.ts'
import { pageFiles, type Page } from './files.ts'

/** 送审 (docs/team-library.md "Review"): submit, recall, review, and the review list. */

const isOwner = (isAdmin: boolean, uploaderId: string | null, userId: string) =>
  isAdmin || uploaderId === userId

/** UpdateFileStatus Status=2: 待送审 or 已驳回 → 审核中, every file or none. */
export function submitFiles(
  db: Db,
  userId: string,
  teamId: string,
  ids: readonly string[],
): Promise<{ Count: number }> {
  return db.transaction(async (tx) => {
    const m = await membership(tx, teamId, userId, true)
    const files = await seenFiles(tx, m, userId, ids, true)
    for (const f of files) {
      if (!isOwner(m.isAdmin, f.row.uploaderId, userId))
        throw new Rejection(LIBRARY_MESSAGES.noRight)
      if (!f.rights.CanSubmit) throw new Rejection(LIBRARY_MESSAGES.submitOnlyDraft)
    }
    await tx
      .update(teamFiles)
      .set({ status: FILE_STATUS.reviewing, updatedAt: sql`now()` })
      .where(inArray(teamFiles.id, [...ids]))
    return { Count: files.length }
  })
}

/** RecallUpload: 审核中 → 待送审. */
export function recallFile(db: Db, userId: string, teamId: string, fileId: string): Promise<null> {
  return db.transaction(async (tx) => {
    const m = await membership(tx, teamId, userId, true)
    const f = await seenFile(tx, m, userId, fileId, true)
    if (!isOwner(m.isAdmin, f.row.uploaderId, userId)) throw new Rejection(LIBRARY_MESSAGES.noRight)
    if (!f.rights.CanRecall) throw new Rejection(LIBRARY_MESSAGES.recallOnlyReviewing)
    await tx
      .update(teamFiles)
      .set({ status: FILE_STATUS.draft, updatedAt: sql`now()` })
      .where(eq(teamFiles.id, fileId))
    return null
  })
}

/** Data_ReviewFile (administrator): 审核中 → 已通过 or 已驳回 (with an opinion), every file or none. */
export function reviewFiles(
  db: Db,
  userId: string,
  b: { TeamId: string; FileIds: readonly string[]; Result: 'pass' | 'reject'; Opinion: string },
): Promise<{ Count: number }> {
  return db.transaction(async (tx) => {
    const m = await membership(tx, b.TeamId, userId, true)
    if (!m.isAdmin) throw new Rejection(LIBRARY_MESSAGES.adminOnly)
    if (b.Result === 'reject' && b.Opinion === '')
      throw new Rejection(LIBRARY_MESSAGES.opinionRequired)
    const files = await seenFiles(tx, m, userId, b.FileIds, true)
    if (files.some((f) => !f.rights.CanReview))
      throw new Rejection(LIBRARY_MESSAGES.reviewOnlyReviewing)
    await tx
      .update(teamFiles)
      .set({
        status: b.Result === 'pass' ? FILE_STATUS.approved : FILE_STATUS.rejected,
        reviewerId: userId,
        reviewerName: await userName(tx, userId),
        reviewTime: sql`now()`,
        opinion: b.Opinion,
        updatedAt: sql`now()`,
      })
      .where(inArray(teamFiles.id, [...b.FileIds]))
    // A rejection tells the uploader why, in 团队消息 (the file list shows the reason too).
    if (b.Result === 'reject')
      for (const f of files)
        if (f.row.uploaderId && f.row.uploaderId !== userId)
          await notify(tx, {
            kind: 'rejected',
            teamId: b.TeamId,
            teamName: m.name,
            actorId: userId,
            userIds: [f.row.uploaderId],
            detail: rejectedDetail(f.row.name, b.Opinion),
          })
    return { Count: files.length }
  })
}

/** GetReviewFileList: the administrator's whole team (or Mine), a member's own uploads; 审核中 first. */
export async function reviewList(
  db: Db,
  userId: string,
  q: { TeamId: string; Status: '' | '1' | '2' | '3' | '4'; Mine: '0' | '1' } & Page,
): Promise<{ rows: TeamFileDoc[]; total: number }> {
  const m = await membership(db, q.TeamId, userId)
  const where: (SQL | undefined)[] = [eq(teamFiles.teamId, q.TeamId)]
  if (!m.isAdmin || q.Mine === '1') where.push(eq(teamFiles.uploaderId, userId))
  if (q.Status) where.push(eq(teamFiles.status, Number(q.Status)))
  return pageFiles(
    db,
    m,
    userId,
    and(...where),
    [sql`(${teamFiles.status} = 2) desc`, desc(teamFiles.updatedAt), desc(teamFiles.id)],
    q,
  )
}
