import { randomUUID } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { asFen, fenToYuan, perAreaYuan, requireFen } from '@/domain/money/index.ts'
import type { z } from 'zod'
import type { releaseProjectBody } from '@/domain/projects/schemas.ts'
import { buildTree, projectTotals, sortBetween } from '@/domain/projects/structure.ts'
import { projects } from '../../db/schema/index.ts'
import { copyProject } from './copy.ts'
import { applyChanges, directContext, type ChangeOp } from '../synced/engine.ts'
import { asStructureRows } from './mirror.ts'
import { ownedRow } from './queries.ts'
import { forbidden, readRow, Rejection, rowsWhere, type Executor } from '../synced/store.ts'
import { billIndicators } from '@/domain/bill/indicators.ts'
import { hasPricedItem, NO_BILL_MESSAGE } from '@/domain/bill/release.ts'
import { asBillData, readBillRows, versionOf } from '../bill/read.ts'
import { writeTemplateIndicators } from '../bill/template-indicators.ts'
import { writeBillCopies } from '../bill/copy.ts'
import { convertBillRows } from '../bill/convert.ts'

/** Templates: save as template, merge into a project, release to the trading centre. */

export async function saveAsTemplate(
  tx: Executor,
  userId: string,
  input: { ID: string; NewID?: string | undefined; Name?: string | undefined },
) {
  await ownedRow(tx, 'projects', input.ID, userId)
  if (input.NewID) {
    // A retried call with the same NewID answers the copy it already made.
    const made = await readRow(tx, 'projects', input.NewID)
    if (made) {
      if (made.ownerId !== userId) throw forbidden()
      return { ID: made.id, Version: made.version }
    }
  }
  const id = await copyProject(tx, {
    sourceId: input.ID,
    ownerId: userId,
    asTemplate: true,
    name: input.Name,
    newId: input.NewID,
  })
  const row = await readRow(tx, 'projects', id)
  return { ID: id, Version: row?.version ?? 0 }
}

/** Appends a template's rows (own template, or a released one) after the project's last top-level row. */
export async function mergeTemplate(
  tx: Executor,
  userId: string,
  templateId: string,
  proId: string,
) {
  if (templateId === proId) throw new Rejection('不能把项目合并到自身')
  const project = await ownedRow(tx, 'projects', proId, userId)
  const template = await readRow(tx, 'projects', templateId)
  if (!template || template.deleted) throw new Rejection('模板不存在或已被删除')
  if (template.ownerId !== userId) {
    const [released] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(
        and(eq(projects.id, templateId), eq(projects.released, true), isNull(projects.deletedAt)),
      )
    if (!released) throw forbidden()
  }
  const source = await rowsWhere(tx, 'structureRows', template.ownerId, 'ProId', templateId)
  if (source.length === 0) throw new Rejection('模板没有单项工程')
  const existing = await rowsWhere(tx, 'structureRows', userId, 'ProId', proId)
  const lastTop = Math.max(
    0,
    ...existing.filter((r) => r.data['ParentID'] === '').map((r) => Number(r.data['Sort'] ?? 0)),
  )
  const ids = new Map(source.map((r) => [r.id, randomUUID()]))
  const ops: ChangeOp[] = source.map((r) => {
    const parent = typeof r.data['ParentID'] === 'string' ? (ids.get(r.data['ParentID']) ?? '') : ''
    const sort = Number(r.data['Sort'] ?? 0)
    return {
      entity: 'structureRows',
      id: ids.get(r.id) ?? randomUUID(),
      op: 'create',
      fields: {
        ...r.data,
        ProId: proId,
        ParentID: parent,
        TenderID: '',
        Sort: parent === '' ? sortBetween(lastTop, undefined) + sort : sort,
      },
    }
  })
  const results = await applyChanges(tx, directContext(userId), ops)
  // The template's bills come along, hung on the copied rows, converted to the project's standard version.
  const bill = convertBillRows(
    await readBillRows(tx, template.ownerId, templateId),
    versionOf(template.data['StandardVersion']),
    versionOf(project.data['StandardVersion']),
  )
  await writeBillCopies(
    tx,
    userId,
    bill,
    proId,
    new Map(source.map((r) => [r.id, ids.get(r.id) ?? ''])),
  )
  return { Count: results.length, Version: Math.max(0, ...results.map((r) => r.Version)) }
}

/**
 * ReleaseProject: refuses a project without a priced bill; the indicators come from the data
 * (areas rolled up with MultNum, 造价 = the bill's 建设项目汇总 total, 单方造价 = 造价 ÷ area), are
 * written to the synced document (new version), the projects table and the template's
 * 专业/含量 indicator rows the trading centre shows.
 */
export async function releaseProject(
  tx: Executor,
  userId: string,
  input: z.output<typeof releaseProjectBody>,
) {
  const project = await ownedRow(tx, 'projects', input.ID, userId)
  const rows = await rowsWhere(tx, 'structureRows', userId, 'ProId', input.ID)
  const billRows = await readBillRows(tx, userId, input.ID)
  const data = asBillData(billRows, versionOf(project.data['StandardVersion']))
  if (!hasPricedItem(data.items)) throw new Rejection(NO_BILL_MESSAGE)
  const structure = asStructureRows(rows)
  const bill = billIndicators(data, structure)
  const doc = project.data
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0)
  const areas =
    rows.length > 0
      ? projectTotals(buildTree(structure))
      : {
          BuiltArea: num(doc['BuiltArea']),
          InArea: num(doc['InArea']),
          SellArea: num(doc['SellArea']),
        }
  const totalFen = bill.project.costFen
  const indicators = {
    ...areas,
    TotalCost: fenToYuan(asFen(totalFen)),
    UnitCost: perAreaYuan(asFen(totalFen), areas.BuiltArea),
    UnitCostPerSell: perAreaYuan(asFen(totalFen), areas.SellArea),
    RowCount: rows.length,
  }
  const fields = {
    City: input.City,
    ProjectType: input.ProjectType,
    Year: input.Year,
    Price: input.Price,
    ReleaseNotes: input.ReleaseNotes,
    IsTemplate: 1,
    Released: 1,
    TotalCost: indicators.TotalCost,
    BuiltArea: areas.BuiltArea,
    InArea: areas.InArea,
    SellArea: areas.SellArea,
    UnitCost: indicators.UnitCost,
  }
  const [result] = await applyChanges(tx, directContext(userId), [
    { entity: 'projects', id: input.ID, op: 'update', fields },
  ])
  await tx
    .update(projects)
    .set({
      released: true,
      releasedAt: sql`coalesce(${projects.releasedAt}, now())`,
      priceFen: requireFen(input.Price ?? 0),
      totalCostFen: totalFen,
    })
    .where(eq(projects.id, input.ID))
  await writeTemplateIndicators(tx, input.ID, bill)
  return { ID: input.ID, Version: result?.Version ?? 0, Indicators: indicators }
}
