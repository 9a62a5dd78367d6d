import { and, eq, sql } from 'drizzle-orm'
import type { AuthorData, TemplateSort } from '@/domain/api/shop.ts'
import type { Db } from '../../db/client.ts'
import { projects, users } from '../../db/schema/index.ts'
import { releasedTemplate } from './cards.ts'
import { listTemplates, type Page } from './list.ts'

/** Author homepage: figures over the author's released templates, and one page of them. */
export async function getAuthor(
  db: Db,
  authorId: string,
  page: Page,
  sort: TemplateSort | undefined,
): Promise<{ data: AuthorData; total: number } | undefined> {
  const [user] = await db
    .select({ id: users.id, userName: users.userName, headPic: users.headPic })
    .from(users)
    .where(eq(users.id, authorId))
  if (!user) return undefined
  const [figures] = await db
    .select({
      count: sql<number>`count(*)::int`,
      thumbs: sql<number>`coalesce(sum(${projects.thumbs}), 0)::int`,
      collections: sql<number>`coalesce(sum(${projects.collections}), 0)::int`,
      // Sorted so the answer is stable; C collation so both backends agree on the order.
      cities: sql<
        string[] | null
      >`array_agg(distinct ${projects.city} collate "C" order by ${projects.city} collate "C") filter (where ${projects.city} <> '')`,
      types: sql<
        string[] | null
      >`array_agg(distinct ${projects.projectType} collate "C" order by ${projects.projectType} collate "C") filter (where ${projects.projectType} <> '')`,
      first: sql<
        string | null
      >`to_char(min(${projects.releasedAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(projects)
    .where(and(releasedTemplate, eq(projects.ownerId, authorId)))
  const { rows, total } = await listTemplates(db, { ownerId: authorId }, page, sort)
  return {
    total,
    data: {
      Author: {
        ID: user.id,
        UserName: user.userName,
        HeadPic: user.headPic,
        TemplateCount: Number(figures?.count ?? 0),
        Thumbs: Number(figures?.thumbs ?? 0),
        Collections: Number(figures?.collections ?? 0),
        Cities: figures?.cities ?? [],
        Types: figures?.types ?? [],
        FirstRelease: figures?.first ?? '',
      },
      Templates: rows,
    },
  }
}
