import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { SyncedEntity } from '@/domain/api/sync.ts'
import { asFen, decimalToNumber, fenToYuan } from '@/domain/money/index.ts'
import type { TemplateVersionInfo } from '@/domain/api/template-release.ts'
import {
  projects,
  syncRows,
  templatePurchases,
  templateVersionRows,
  templateVersions,
} from '../../db/schema/index.ts'
import { nextVersions, writeRows, type Executor, type RowWrite } from '../synced/store.ts'
import { BILL_ENTITIES } from '../bill/read.ts'

/**
 * The versions of a released template (docs/api-shop.md "Versions"): the current one lives in the
 * template's synced rows, each superseded one in template_version_rows.
 */

/** Everything that hangs off a project by ProId and makes up a version's content. */
export const CONTENT_ENTITIES = [
  'structureRows',
  'tenders',
  ...BILL_ENTITIES,
] as const satisfies readonly SyncedEntity[]

/** The template's current version number (0 when it has none: not released). */
export async function currentVersion(db: Executor, templateId: string): Promise<number> {
  const [row] = await db
    .select({ v: sql<number | null>`max(${templateVersions.version})` })
    .from(templateVersions)
    .where(eq(templateVersions.templateId, templateId))
  return row?.v ?? 0
}

/**
 * A released template without version rows (none is left after migration 0015; kept so a
 * 更新发布 never fails on one) gets its version 1 from its table row. Returns the current version.
 */
export async function ensureVersion(tx: Executor, templateId: string): Promise<number> {
  const current = await currentVersion(tx, templateId)
  if (current > 0) return current
  await tx.execute(sql`
    insert into ${templateVersions} (template_id, version, name, city, project_type, year,
      price_fen, total_cost_fen, built_area, release_notes, released_at)
    select id, 1, name, city, project_type, year, price_fen, total_cost_fen, built_area,
      release_notes, coalesce(released_at, now())
    from ${projects} where id = ${templateId}
    on conflict do nothing`)
  return 1
}

/** The live released template last published from `sourceId` (the caller's), if any. */
export async function templateOf(
  db: Executor,
  ownerId: string,
  sourceId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: templateVersions.templateId })
    .from(templateVersions)
    .innerJoin(projects, eq(projects.id, templateVersions.templateId))
    .where(
      and(
        eq(templateVersions.sourceProjectId, sourceId),
        eq(projects.ownerId, ownerId),
        eq(projects.released, true),
        isNull(projects.deletedAt),
      ),
    )
    .orderBy(desc(templateVersions.releasedAt), desc(templateVersions.version))
    .limit(1)
  return row?.id
}

/**
 * Keeps the current content of `templateId` (version `version`) as that version's frozen rows,
 * then deletes it from the synced rows (tombstones with new versions, so the author's clients
 * drop it): the next version's copy takes its place. One INSERT … SELECT, no rows through Node.
 */
export async function supersede(
  tx: Executor,
  ownerId: string,
  templateId: string,
  version: number,
): Promise<void> {
  const content = and(
    eq(syncRows.ownerId, ownerId),
    inArray(syncRows.entity, [...CONTENT_ENTITIES]),
    eq(syncRows.deleted, false),
    sql`${syncRows.data}->>'ProId' = ${templateId}`,
  )
  await tx.execute(sql`
    insert into ${templateVersionRows} (template_id, version, entity, id, data)
    select ${templateId}::uuid, ${version}::int, ${syncRows.entity}, ${syncRows.id}, ${syncRows.data}
    from ${syncRows} where ${content}
    on conflict do nothing`)
  const old = await tx
    .select({ entity: syncRows.entity, id: syncRows.id, fieldMeta: syncRows.fieldMeta })
    .from(syncRows)
    .where(content)
    .orderBy(asc(syncRows.entity), asc(syncRows.id))
    .for('update')
  const versions = await nextVersions(tx, old.length)
  await writeRows(
    tx,
    old.map((r, i): RowWrite => ({
      entity: r.entity,
      id: r.id,
      ownerId,
      version: versions[i] ?? 0,
      deleted: true,
      data: {},
      fieldMeta: r.fieldMeta,
    })),
  )
}

/**
 * The rows of one version of a template, as published: the synced rows for the current version,
 * the frozen rows for an earlier one (entity, id, document). For the server's own readers (对标
 * samples of a version, an audit): nothing here checks who asks.
 */
export async function versionRows(
  db: Executor,
  templateId: string,
  version: number,
  entities: readonly SyncedEntity[] = CONTENT_ENTITIES,
): Promise<{ entity: string; id: string; data: Record<string, unknown> }[]> {
  const current = await currentVersion(db, templateId)
  if (version < 1 || version > current) return []
  if (version < current)
    return db
      .select({
        entity: templateVersionRows.entity,
        id: templateVersionRows.id,
        data: templateVersionRows.data,
      })
      .from(templateVersionRows)
      .where(
        and(
          eq(templateVersionRows.templateId, templateId),
          eq(templateVersionRows.version, version),
          inArray(templateVersionRows.entity, [...entities]),
        ),
      )
      .orderBy(asc(templateVersionRows.entity), asc(templateVersionRows.id))
  const [owner] = await db
    .select({ id: projects.ownerId })
    .from(projects)
    .where(eq(projects.id, templateId))
  if (!owner) return []
  return db
    .select({ entity: syncRows.entity, id: syncRows.id, data: syncRows.data })
    .from(syncRows)
    .where(
      and(
        eq(syncRows.ownerId, owner.id),
        inArray(syncRows.entity, [...entities]),
        eq(syncRows.deleted, false),
        sql`${syncRows.data}->>'ProId' = ${templateId}`,
      ),
    )
    .orderBy(asc(syncRows.entity), asc(syncRows.id))
}

/** GetTemplateVersions: the author's list of a template's versions, newest first, with buyers. */
export async function listVersions(
  db: Executor,
  templateId: string,
): Promise<TemplateVersionInfo[]> {
  const buyers = db
    .select({
      version: templatePurchases.version,
      n: sql<number>`count(distinct ${templatePurchases.userId})::int`.as('n'),
    })
    .from(templatePurchases)
    .where(eq(templatePurchases.templateId, templateId))
    .groupBy(templatePurchases.version)
    .as('buyers')
  const rows = await db
    .select({
      version: templateVersions.version,
      name: templateVersions.name,
      sourceId: templateVersions.sourceProjectId,
      priceFen: templateVersions.priceFen,
      totalCostFen: templateVersions.totalCostFen,
      builtArea: templateVersions.builtArea,
      notes: templateVersions.releaseNotes,
      at: templateVersions.releasedAt,
      buyers: sql<number>`coalesce(${buyers.n}, 0)`,
    })
    .from(templateVersions)
    .leftJoin(buyers, eq(buyers.version, templateVersions.version))
    .where(eq(templateVersions.templateId, templateId))
    .orderBy(desc(templateVersions.version))
  return rows.map((r) => ({
    Version: r.version,
    Name: r.name,
    SourceID: r.sourceId ?? '',
    Price: fenToYuan(asFen(r.priceFen)),
    TotalCost: fenToYuan(asFen(r.totalCostFen)),
    BuiltArea: decimalToNumber(r.builtArea),
    ReleaseNotes: r.notes,
    ReleaseTime: r.at.toISOString(),
    Buyers: Number(r.buyers),
  }))
}
