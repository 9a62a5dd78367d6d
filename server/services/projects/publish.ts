import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { asFen, fenToYuan, perAreaYuan, requireFen } from '@/domain/money/index.ts'
import type { releaseProjectBody } from '@/domain/projects/schemas.ts'
import { buildTree, projectTotals } from '@/domain/projects/structure.ts'
import { billIndicators } from '@/domain/bill/indicators.ts'
import { hasPricedItem, NO_BILL_MESSAGE } from '@/domain/bill/release.ts'
import { projects, templateVersions, type SyncRow } from '../../db/schema/index.ts'
import { areaText } from '../../db/schema/projects-mirror.ts'
import { asBillData, readBillRows, versionOf } from '../bill/read.ts'
import { writeTemplateIndicators } from '../bill/template-indicators.ts'
import {
  nextVersions,
  Rejection,
  rowsWhere,
  str,
  writeRows,
  type Executor,
} from '../synced/store.ts'
import { copyContent, stamped } from './copy.ts'
import { asStructureRows, mirrorProject, refreshAreas } from './mirror.ts'
import { ownedRow } from './queries.ts'
import { ensureVersion, supersede, templateOf } from './template-versions.ts'

const NO_SOURCE =
  '这个模板没有关联的原项目：请在“我的项目”中打开要发布的项目，选择“更新发布”并指定这个模板'

/**
 * ReleaseProject (docs/api-shop.md "Versions"): publishes the project's current state as a frozen
 * version of a released template. The first release makes a new template (a copy of the project:
 * document, structure, tenders and bill, owned by the author, read-only); a later one (更新发布)
 * keeps the template's id, likes and collections, moves the current content to the superseded
 * version's frozen rows and copies the project again as the next version. The project itself is
 * not changed: it stays in 我的项目 and stays editable. Called with a released template's id, it
 * publishes from that template's project. Refuses a project without a priced bill; the indicators
 * come from the data (areas rolled up with MultNum, 造价 = the bill's 建设项目 total).
 */
export async function releaseProject(
  tx: Executor,
  userId: string,
  input: z.output<typeof releaseProjectBody>,
) {
  let source = await ownedRow(tx, 'projects', input.ID, userId)
  let templateId = input.TemplateID
  if (source.data['Released'] === 1) {
    templateId = source.id
    const from = str(source.data['SourceID'])
    if (from === '') throw new Rejection(NO_SOURCE)
    source = await ownedRow(tx, 'projects', from, userId)
    if (source.data['Released'] === 1) throw new Rejection(NO_SOURCE)
  }
  const template = templateId
    ? await ownedRow(tx, 'projects', templateId, userId)
    : await templateOf(tx, userId, source.id).then((id) =>
        id ? ownedRow(tx, 'projects', id, userId) : undefined,
      )
  if (template && template.data['Released'] !== 1) throw new Rejection('模板不存在或已下架')

  const rows = await rowsWhere(tx, 'structureRows', userId, 'ProId', source.id)
  const data = asBillData(
    await readBillRows(tx, userId, source.id),
    versionOf(source.data['StandardVersion']),
  )
  if (!hasPricedItem(data.items)) throw new Rejection(NO_BILL_MESSAGE)
  const structure = asStructureRows(rows)
  const bill = billIndicators(data, structure)
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0)
  const areas =
    rows.length > 0
      ? projectTotals(buildTree(structure))
      : {
          BuiltArea: num(source.data['BuiltArea']),
          InArea: num(source.data['InArea']),
          SellArea: num(source.data['SellArea']),
        }
  const totalFen = bill.project.costFen
  const indicators = {
    ...areas,
    TotalCost: fenToYuan(asFen(totalFen)),
    UnitCost: perAreaYuan(asFen(totalFen), areas.BuiltArea),
    UnitCostPerSell: perAreaYuan(asFen(totalFen), areas.SellArea),
    RowCount: rows.length,
  }

  const id = template?.id ?? randomUUID()
  const previous = template ? await ensureVersion(tx, id) : 0
  const version = previous + 1
  if (template) await supersede(tx, userId, id, previous)
  const now = new Date().toISOString()
  const [docVersion = 0] = await nextVersions(tx, 1)
  const doc = stamped('projects', id, userId, docVersion, {
    ...source.data,
    FolderID: str(template?.data['FolderID']),
    IsTemplate: 1,
    Members: [],
    Released: 1,
    SourceID: source.id,
    ReleaseVersion: version,
    TempId: '',
    TemName: '',
    City: input.City,
    ProjectType: input.ProjectType,
    Year: input.Year,
    Price: input.Price,
    ReleaseNotes: input.ReleaseNotes,
    TotalCost: indicators.TotalCost,
    UnitCost: indicators.UnitCost,
    BuiltArea: areas.BuiltArea,
    InArea: areas.InArea,
    SellArea: areas.SellArea,
    CreateTime: str(template?.data['CreateTime'], now),
    EditTime: now,
  })
  await writeRows(tx, [doc])
  await copyContent(tx, {
    sourceId: source.id,
    sourceOwnerId: userId,
    targetId: id,
    ownerId: userId,
  })
  await mirrorProject(tx, doc)
  if (rows.length > 0) await refreshAreas(tx, userId, id)
  await tx
    .update(projects)
    .set({
      released: true,
      releasedAt: sql`coalesce(${projects.releasedAt}, now())`,
      priceFen: requireFen(input.Price ?? 0),
      totalCostFen: totalFen,
      // The frozen bill's total is known: the back office needs no recount.
      billRev: sql`${projects.billRev} + 1`,
      billCostRev: sql`${projects.billRev} + 1`,
      billCostFen: totalFen,
    })
    .where(eq(projects.id, id))
  await writeTemplateIndicators(tx, id, bill)
  await tx.insert(templateVersions).values({
    templateId: id,
    version,
    sourceProjectId: source.id,
    name: str(source.data['Project_Name']).slice(0, 100),
    city: input.City,
    projectType: input.ProjectType,
    year: input.Year,
    priceFen: requireFen(input.Price ?? 0),
    totalCostFen: totalFen,
    builtArea: areaText(areas.BuiltArea),
    releaseNotes: input.ReleaseNotes,
  })
  return {
    ID: id,
    Version: docVersion,
    TemplateVersion: version,
    SourceID: source.id,
    Indicators: indicators,
  }
}

/**
 * Makes `projectId` the project a released template is published from: its document's SourceID
 * (a new version, so the author's clients pull it) and its current version's source, which
 * ReleaseProject looks the template up by.
 */
export async function linkSource(tx: Executor, template: SyncRow, projectId: string) {
  const [version = 0] = await nextVersions(tx, 1)
  const data = { ...template.data, SourceID: projectId }
  await writeRows(tx, [
    {
      ...template,
      version,
      data,
      fieldMeta: { ...template.fieldMeta, SourceID: [version, 'direct'] },
    },
  ])
  await tx
    .update(templateVersions)
    .set({ sourceProjectId: projectId })
    .where(
      and(
        eq(templateVersions.templateId, template.id),
        eq(templateVersions.version, await ensureVersion(tx, template.id)),
      ),
    )
}
