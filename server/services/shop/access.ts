import { and, eq, sql } from 'drizzle-orm'
import type { TemplateAccess } from '@/domain/api/template-release.ts'
import { templatePurchases, templateVersions } from '../../db/schema/index.ts'
import type { Executor } from '../synced/store.ts'

/**
 * Paid content (docs/api-shop.md): who reads a released template's whole bill. The author, a
 * buyer of any of its versions, and everyone when it is free; anyone else (a visitor, a signed-in
 * user who has not bought it) gets the preview: summaries, indicators, structure and the first
 * PREVIEW_ITEMS_PER_UNIT items of each 单位工程. Decided here, on the server, for every read.
 */
export async function templateAccess(
  db: Executor,
  template: { id: string; ownerId: string; priceFen: number },
  viewerId: string | undefined,
): Promise<{ access: TemplateAccess; boughtVersion: number | null }> {
  const boughtVersion = viewerId ? await boughtVersionOf(db, template.id, viewerId) : null
  const full = viewerId === template.ownerId || template.priceFen === 0 || boughtVersion !== null
  return { access: full ? 'full' : 'preview', boughtVersion }
}

/** The latest version of the template `userId` bought, or null. */
export async function boughtVersionOf(
  db: Executor,
  templateId: string,
  userId: string,
): Promise<number | null> {
  const [row] = await db
    .select({ v: sql<number | null>`max(${templatePurchases.version})` })
    .from(templatePurchases)
    .where(and(eq(templatePurchases.templateId, templateId), eq(templatePurchases.userId, userId)))
  return row?.v ?? null
}

/** The template's current version and when it was published (1 and '' when none is recorded). */
export async function versionStamp(
  db: Executor,
  templateId: string,
): Promise<{ version: number; at: string }> {
  const [row] = await db
    .select({ version: templateVersions.version, at: templateVersions.releasedAt })
    .from(templateVersions)
    .where(eq(templateVersions.templateId, templateId))
    .orderBy(sql`${templateVersions.version} desc`)
    .limit(1)
  return row ? { version: row.version, at: row.at.toISOString() } : { version: 1, at: '' }
}
