import { and, asc, eq, sql } from 'drizzle-orm'
import { billItems } from '@/domain/bill/entities.ts'
import { rowDoc } from '@/domain/entity/define.ts'
import {
  templateBill,
  templateBillItemOf,
  type TemplateBill,
  type TemplateBillItem,
} from '@/domain/bill/template-bill.ts'
import { paged, type Paged } from '../../lib/mount.ts'
import { projects, syncRows } from '../../db/schema/index.ts'
import { asStructureRows } from '../projects/mirror.ts'
import { PREVIEW_ITEMS_PER_UNIT } from '@/domain/api/template-release.ts'
import { templateAccess } from '../shop/access.ts'
import { releasedTemplate } from '../shop/cards.ts'
import { readRow, Rejection, rowsWhere, type Executor } from '../synced/store.ts'
import { asBillData, readBillRows, versionOf } from './read.ts'

async function released(db: Executor, id: string) {
  const [t] = await db
    .select({
      ownerId: projects.ownerId,
      version: projects.standardVersion,
      priceFen: projects.priceFen,
    })
    .from(projects)
    .where(and(releasedTemplate, eq(projects.id, id)))
  if (!t) throw new Rejection('模板不存在或已下架')
  return t
}

/** GetTemplateBill: the summaries of a released template's bill (anyone may read a public template). */
export async function readTemplateBill(db: Executor, id: string): Promise<TemplateBill> {
  const t = await released(db, id)
  const [rows, bill] = await Promise.all([
    rowsWhere(db, 'structureRows', t.ownerId, 'ProId', id),
    readBillRows(db, t.ownerId, id),
  ])
  return templateBill(asBillData(bill, versionOf(t.version)), asStructureRows(rows))
}

/**
 * GetTemplateBillItems: one page of a template 单位工程's items, 分部分项 before 单价措施, each in
 * its grid order; the page is cut in the database, so a 100,000-item template costs one page.
 * A caller without full access (docs/api-shop.md "Paid content") gets only the unit's first
 * PREVIEW_ITEMS_PER_UNIT items, whatever page is asked; Total stays the unit's real count.
 */
export async function readTemplateBillItems(
  db: Executor,
  input: { ID: string; UnitID: string; PageIndex: number; PageSize: number },
  viewerId: string | undefined,
): Promise<Paged<TemplateBillItem[]>> {
  const t = await released(db, input.ID)
  const { access } = await templateAccess(db, { id: input.ID, ...t }, viewerId)
  const unit = await readRow(db, 'billUnits', input.UnitID)
  if (!unit || unit.deleted || unit.ownerId !== t.ownerId || unit.data['ProId'] !== input.ID)
    throw new Rejection('单位工程不存在')
  const where = and(
    eq(syncRows.entity, 'billItems'),
    eq(syncRows.ownerId, t.ownerId),
    eq(syncRows.deleted, false),
    sql`${syncRows.data}->>'UnitId' = ${input.UnitID}`,
    sql`${syncRows.data}->>'ProId' = ${input.ID}`,
  )
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(syncRows)
    .where(where)
  const offset = (input.PageIndex - 1) * input.PageSize
  const limit =
    access === 'full'
      ? input.PageSize
      : Math.max(0, Math.min(input.PageSize, PREVIEW_ITEMS_PER_UNIT - offset))
  if (limit === 0) return paged([], count?.n ?? 0)
  const rows = await db
    .select()
    .from(syncRows)
    .where(where)
    .orderBy(
      sql`case when ${syncRows.data}->>'Kind' = '单价措施' then 1 else 0 end`,
      sql`coalesce((${syncRows.data}->>'Sort')::double precision, 0)`,
      asc(syncRows.id),
    )
    .limit(limit)
    .offset(offset)
  const items = rows.map((r, i) =>
    templateBillItemOf(rowDoc(billItems, r.id, r.data), offset + i + 1),
  )
  return paged(items, count?.n ?? 0)
}
