import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { asFen, fenToYuan } from '@/domain/money/index.ts'
import type { CartFields, CartLine, CheckoutData } from '@/domain/api/shop.ts'
import { rowDoc } from '@/domain/entity/define.ts'
import type { CartLineDoc } from '@/domain/projects/model.ts'
import { cart } from '@/domain/shop/entities.ts'
import type { Db } from '../../db/client.ts'
import { projects, syncRows, templatePurchases, users } from '../../db/schema/index.ts'
import { copyProject } from '../projects/copy.ts'
import { currentVersion } from '../projects/template-versions.ts'
import { applyMutation } from '../synced/mutations.ts'
import { releasedTemplate } from './cards.ts'

/**
 * The shopping cart: lines are synced rows (entity `cart`, docs/sync.md) owned by the buyer, so
 * they work offline and every read and write is limited to the caller's own rows.
 */

const str = (v: unknown): string => (typeof v === 'string' ? v : '')
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The caller's live lines, oldest first, with the template's current state. */
export async function cartLines(db: Db, userId: string): Promise<CartLine[]> {
  const templateId = sql`case when ${syncRows.data}->>'TemplateID' ~ '^[0-9a-fA-F-]{36}$' then (${syncRows.data}->>'TemplateID')::uuid end`
  const rows = await db
    .select({
      id: syncRows.id,
      version: syncRows.version,
      data: syncRows.data,
      available: sql<boolean>`${projects.id} is not null`,
      priceFen: projects.priceFen,
    })
    .from(syncRows)
    .leftJoin(projects, and(eq(projects.id, templateId), releasedTemplate))
    .where(
      and(eq(syncRows.entity, 'cart'), eq(syncRows.ownerId, userId), eq(syncRows.deleted, false)),
    )
    .orderBy(sql`${syncRows.data}->>'AddedAt'`, asc(syncRows.id))
  return rows.map((r) => ({
    ...rowDoc(cart, r.id, r.data),
    Version: r.version,
    Available: r.available === true,
    CurrentPrice: r.available === true && r.priceFen !== null ? fenToYuan(asFen(r.priceFen)) : null,
  }))
}

/**
 * Checks a cart write before it is applied; returns the fields to store or a rejection message.
 * A new line must name a public template not already in the caller's cart; missing snapshot
 * fields are filled from the template so the pulled document is complete.
 */
export async function checkCartWrite(
  db: Db,
  userId: string,
  lineId: string,
  op: 'create' | 'update',
  fields: CartFields,
): Promise<{ fields: Partial<CartLineDoc> } | { message: string }> {
  if (op === 'update') {
    if (fields.TemplateID !== undefined) {
      const [row] = await db
        .select({ data: syncRows.data })
        .from(syncRows)
        .where(and(eq(syncRows.entity, 'cart'), eq(syncRows.id, lineId)))
      if (row && row.data['TemplateID'] !== fields.TemplateID)
        return { message: '不能修改购物车中的模板' }
    }
    return { fields }
  }
  if (!fields.TemplateID) return { message: '缺少参数 TemplateID' }
  const [template] = await db
    .select({
      ownerId: projects.ownerId,
      name: projects.name,
      priceFen: projects.priceFen,
      cover: projects.cover,
      authorName: users.userName,
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.ownerId))
    .where(and(releasedTemplate, eq(projects.id, fields.TemplateID)))
  if (!template) return { message: '模板不存在或已下架' }
  if (template.ownerId === userId) return { message: '不能购买自己发布的模板' }
  const [twin] = await db
    .select({ id: syncRows.id })
    .from(syncRows)
    .where(
      and(
        eq(syncRows.entity, 'cart'),
        eq(syncRows.ownerId, userId),
        eq(syncRows.deleted, false),
        sql`${syncRows.id} <> ${lineId}`,
        sql`${syncRows.data}->>'TemplateID' = ${fields.TemplateID}`,
      ),
    )
    .limit(1)
  if (twin) return { message: '该模板已在购物车中' }
  const doc: CartLineDoc = {
    TemplateID: fields.TemplateID,
    Name: fields.Name || template.name,
    Price: fields.Price ?? fenToYuan(asFen(template.priceFen)),
    Cover: fields.Cover ?? template.cover,
    AuthorName: fields.AuthorName || template.authorName,
    Selected: fields.Selected ?? 1,
    AddedAt: fields.AddedAt || new Date().toISOString(),
  }
  return { fields: doc }
}

export type CheckoutResult =
  { ok: true; data: CheckoutData } | { ok: false; code: string; message: string }

/**
 * Checkout (no payment provider): in ONE transaction, each selected line's template is copied
 * into the caller's projects (copyProject: document, structure rows, tenders, bill: the current
 * version, recorded in template_purchases with what was paid) and the line is
 * deleted through the sync engine, so it becomes a tombstone the client's pull removes. A line of
 * another user refuses the whole request; a withdrawn template keeps its line and is reported.
 * A retried checkout finds its lines gone and copies nothing twice.
 */
export async function checkout(
  db: Db,
  userId: string,
  lineIds: readonly string[],
): Promise<CheckoutResult> {
  return db.transaction(async (tx) => {
    const ids = [...new Set(lineIds)].sort()
    const rows = await tx
      .select()
      .from(syncRows)
      .where(and(eq(syncRows.entity, 'cart'), inArray(syncRows.id, ids)))
      .orderBy(asc(syncRows.id))
      .for('update')
    if (rows.some((r) => r.ownerId !== userId))
      return { ok: false, code: '403', message: '无权操作该记录' }
    const byId = new Map(rows.map((r) => [r.id, r]))
    const data: CheckoutData = { Projects: [], Skipped: [] }
    for (const id of lineIds.filter((v, i) => lineIds.indexOf(v) === i)) {
      const line = byId.get(id)
      if (!line || line.deleted) {
        data.Skipped.push({ CartID: id, Reason: '购物车中没有该记录' })
        continue
      }
      const templateId = str(line.data['TemplateID'])
      const [template] = UUID.test(templateId)
        ? await tx
            .select({ name: projects.name, priceFen: projects.priceFen })
            .from(projects)
            .where(and(releasedTemplate, eq(projects.id, templateId)))
        : []
      if (!template) {
        data.Skipped.push({ CartID: id, Reason: '模板不存在或已下架' })
        continue
      }
      const projectId = await copyProject(tx, {
        sourceId: templateId,
        ownerId: userId,
        asTemplate: false,
        name: template.name,
      })
      // The copy is the template's current version: the buyer keeps it, whatever comes next.
      await tx.insert(templatePurchases).values({
        userId,
        templateId,
        version: Math.max(1, await currentVersion(tx, templateId)),
        projectId,
        priceFen: template.priceFen,
      })
      const removed = await applyMutation(tx, {
        userId,
        entity: 'cart',
        entityId: id,
        op: 'delete',
        fields: {},
      })
      if (removed.ErrorCode !== '0')
        throw new Error(`cart line ${id} not deleted: ${removed.Message}`)
      data.Projects.push({
        CartID: id,
        TemplateID: templateId,
        ProjectID: projectId,
        Name: template.name,
      })
    }
    return { ok: true, data }
  })
}
