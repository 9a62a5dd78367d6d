import { randomUUID } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { sortBetween } from '@/domain/projects/structure.ts'
import { projects } from '../../db/schema/index.ts'
import { copyProject } from './copy.ts'
import { applyChanges, directContext, type ChangeOp } from '../synced/engine.ts'
import { ownedRow } from './queries.ts'
import { forbidden, readRow, Rejection, rowsWhere, str, type Executor } from '../synced/store.ts'
import { readBillRows, versionOf } from '../bill/read.ts'
import { writeBillCopies } from '../bill/copy.ts'
import { convertBillRows } from '../bill/convert.ts'
import { templateAccess } from '../shop/access.ts'
import { linkSource } from './publish.ts'

/** Templates: save as template (or copy as a project), merge into a project. */

/**
 * TemplateOperation: a copy of one's project or template as a new template, or with AsProject 1
 * as a project in 我的项目 (复制为项目). Copying a released template that has no project of its
 * own (released before versions existed, when 发布 moved the project) as a project makes that
 * copy its project: 更新发布 on it publishes the template's next version.
 */
export async function saveAsTemplate(
  tx: Executor,
  userId: string,
  input: {
    ID: string
    NewID?: string | undefined
    Name?: string | undefined
    AsProject?: 0 | 1 | undefined
  },
) {
  const source = await ownedRow(tx, 'projects', input.ID, userId)
  if (input.NewID) {
    // A retried call with the same NewID answers the copy it already made.
    const made = await readRow(tx, 'projects', input.NewID)
    if (made) {
      if (made.ownerId !== userId) throw forbidden()
      return { ID: made.id, Version: made.version }
    }
  }
  const asProject = input.AsProject === 1
  const id = await copyProject(tx, {
    sourceId: input.ID,
    ownerId: userId,
    asTemplate: !asProject,
    name: input.Name,
    newId: input.NewID,
  })
  if (asProject && source.data['Released'] === 1 && str(source.data['SourceID']) === '')
    await linkSource(tx, source, id)
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
      .select({ id: projects.id, ownerId: projects.ownerId, priceFen: projects.priceFen })
      .from(projects)
      .where(
        and(eq(projects.id, templateId), eq(projects.released, true), isNull(projects.deletedAt)),
      )
    if (!released) throw forbidden()
    // Paid content (docs/api-shop.md): merging copies the whole bill, so only a buyer may.
    if ((await templateAccess(tx, released, userId)).access !== 'full')
      throw new Rejection('购买该模板后才能合并')
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
