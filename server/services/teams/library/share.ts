import { asc, eq } from 'drizzle-orm'
import { LIBRARY_MESSAGES } from '@/domain/teams/library.ts'
import type { Db } from '../../../db/client.ts'
import { teamFileItems } from '../../../db/schema/index.ts'
import { Rejection } from '../../../lib/refusal.ts'
import { insertItems } from '../../materials/items.ts'
import { removePackage } from '../../materials/manage.ts'
import { createPackage } from '../../materials/packages.ts'
import { membership } from '../access.ts'
import { seenFile } from './common.ts'
import { itemDoc } from './files.ts'

/**
 * 共享到我的价格库 (FileSharing): an approved file the caller sees becomes a personal price
 * package of theirs, written as InsertData writes a new package (its items, history and count);
 * a failure leaves no package behind.
 */
export async function shareFile(
  db: Db,
  userId: string,
  teamId: string,
  fileId: string,
): Promise<{ PackageID: string; ItemCount: number }> {
  const m = await membership(db, teamId, userId)
  const f = await seenFile(db, m, userId, fileId)
  if (!f.rights.CanShare) throw new Rejection(LIBRARY_MESSAGES.shareOnlyApproved)
  const rows = await db
    .select()
    .from(teamFileItems)
    .where(eq(teamFileItems.fileId, fileId))
    .orderBy(asc(teamFileItems.sort), asc(teamFileItems.id))
  const pkg = await createPackage(
    db,
    { Type: 1, Name: f.row.name, Province: f.row.province, City: f.row.city, Period: f.row.period },
    userId,
  )
  try {
    const items = rows.map((r) => {
      const { ID: _id, Sort: _sort, ...doc } = itemDoc(r)
      return doc
    })
    const ids = await insertItems(db, { packageId: pkg.ID, userId }, items)
    return { PackageID: pkg.ID, ItemCount: ids.length }
  } catch (error) {
    await removePackage(db, pkg.ID)
    throw error
  }
}
