import { and, desc, eq, sql } from 'drizzle-orm'
import type { TemplateCard } from '@/domain/api/home.ts'
import type { CollectionData, SetThumbsData } from '@/domain/api/shop.ts'
import type { Db } from '../../db/client.ts'
import { projects, templateCollections, templateThumbs, users } from '../../db/schema/index.ts'
import { cardColumns, releasedTemplate, toCard } from './cards.ts'

/**
 * Likes and collections. The (user, template) primary key makes both idempotent per user: a
 * second like inserts nothing and so bumps nothing. The counter on projects moves only with a row
 * actually inserted or deleted, in the same transaction, so it always equals the row count.
 */
type Reaction = 'thumbs' | 'collections'

const TABLES = { thumbs: templateThumbs, collections: templateCollections } as const

async function react(
  db: Db,
  kind: Reaction,
  userId: string,
  projectId: string,
  on: boolean,
): Promise<{ count: number; on: boolean } | undefined> {
  const table = TABLES[kind]
  return db.transaction(async (tx) => {
    // Lock the template row: a concurrent withdrawal or a second counter update waits for us.
    const [template] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(and(releasedTemplate, eq(projects.id, projectId)))
      .for('update')
    if (!template) return undefined
    const changed = on
      ? await tx
          .insert(table)
          .values({ userId, projectId })
          .onConflictDoNothing()
          .returning({ userId: table.userId })
      : await tx
          .delete(table)
          .where(and(eq(table.userId, userId), eq(table.projectId, projectId)))
          .returning({ userId: table.userId })
    const delta = changed.length === 0 ? 0 : on ? 1 : -1
    const set =
      kind === 'thumbs'
        ? { thumbs: sql`${projects.thumbs} + ${delta}` }
        : { collections: sql`${projects.collections} + ${delta}` }
    const [row] = await tx
      .update(projects)
      .set(set)
      .where(eq(projects.id, projectId))
      .returning({ thumbs: projects.thumbs, collections: projects.collections })
    return { count: row?.[kind] ?? 0, on }
  })
}

/** SetBroThumbs; undefined when the template is not public. */
export async function setThumbs(
  db: Db,
  userId: string,
  projectId: string,
  like: boolean,
): Promise<SetThumbsData | undefined> {
  const r = await react(db, 'thumbs', userId, projectId, like)
  return r && { ID: projectId, Thumbs: r.count, IsLiked: r.on }
}

/** EscCollection; undefined when the template is not public. */
export async function setCollected(
  db: Db,
  userId: string,
  projectId: string,
  collect: boolean,
): Promise<CollectionData | undefined> {
  const r = await react(db, 'collections', userId, projectId, collect)
  return r && { ID: projectId, Collections: r.count, IsCollected: r.on }
}

/** The caller's collected (still public) templates, newest collection first. */
export async function myCollections(
  db: Db,
  userId: string,
  page: { index: number; size: number },
): Promise<{ rows: TemplateCard[]; total: number }> {
  const where = and(releasedTemplate, eq(templateCollections.userId, userId))
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(templateCollections)
    .innerJoin(projects, eq(projects.id, templateCollections.projectId))
    .where(where)
  const rows = await db
    .select(cardColumns)
    .from(templateCollections)
    .innerJoin(projects, eq(projects.id, templateCollections.projectId))
    .innerJoin(users, eq(users.id, projects.ownerId))
    .where(where)
    .orderBy(desc(templateCollections.createdAt), desc(projects.id))
    .limit(page.size)
    .offset((page.index - 1) * page.size)
  return { total: Number(count?.total ?? 0), rows: rows.map(toCard) }
}
