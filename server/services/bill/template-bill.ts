import { and, eq } from 'drizzle-orm'
import { templateBill, type TemplateBill } from '../../../src/domain/bill/template-bill.ts'
import { projects } from '../../db/schema/index.ts'
import { asStructureRows } from '../projects/mirror.ts'
import { releasedTemplate } from '../shop/cards.ts'
import { Rejection, rowsWhere, type Executor } from '../synced/store.ts'
import { asBillData, readBillRows, versionOf } from './read.ts'

/** GetTemplateBill: the summaries of a released template's bill (anyone may read a public template). */
export async function readTemplateBill(db: Executor, id: string): Promise<TemplateBill> {
  const [t] = await db.select({ ownerId: projects.ownerId, version: projects.standardVersion }).from(projects).where(and(releasedTemplate, eq(projects.id, id)))
  if (!t) throw new Rejection('模板不存在或已下架')
  const [rows, bill] = await Promise.all([rowsWhere(db, 'structureRows', t.ownerId, 'ProId', id), readBillRows(db, t.ownerId, id)])
  return templateBill(asBillData(bill, versionOf(t.version)), asStructureRows(rows))
}
