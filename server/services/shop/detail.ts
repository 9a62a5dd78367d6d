import { and, asc, desc, eq, ne, sql } from 'drizzle-orm'
import type { TemplateCard } from '@/domain/api/home.ts'
import {
  asFen,
  decimalToNumber,
  fenToYuan,
  quotient,
  scaledToDecimal,
} from '@/domain/money/index.ts'
import type {
  BottomListData,
  StructureNodeInfo,
  TemplateDetail,
  TemplateIndicators,
} from '@/domain/api/shop.ts'
import {
  buildTree,
  numberRows,
  rollUpTree,
  toStructureRow,
  type StructureNode,
  type StructureRow,
} from '@/domain/projects/structure.ts'
import type { Db } from '../../db/client.ts'
import {
  projects,
  syncRows,
  templateCollections,
  templateIndicators,
  templateThumbs,
  users,
} from '../../db/schema/index.ts'
import { templateAccess, versionStamp } from './access.ts'
import { cardColumns, releasedTemplate, toCard } from './cards.ts'

/** A released template's card plus what the detail page needs; undefined when not public. */
async function findTemplate(db: Db, id: string) {
  const [row] = await db
    .select({
      ...cardColumns,
      type: projects.projectType,
      description: projects.description,
      releaseNotes: projects.releaseNotes,
      standardVersion: projects.standardVersion,
      inArea: projects.inArea,
      sellArea: projects.sellArea,
      collections: projects.collections,
      headPic: users.headPic,
      sellUnitCost: sql<
        string | null
      >`case when ${projects.sellArea} > 0 then round(${projects.totalCostFen} / ${projects.sellArea} / 100, 2)::text end`,
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.ownerId))
    .where(and(releasedTemplate, eq(projects.id, id)))
  return row
}

/** Template detail for /api/Shop/GetProjectInfo; `viewerId` adds the caller's like/collect state. */
export async function getTemplateDetail(
  db: Db,
  id: string,
  viewerId: string | undefined,
): Promise<TemplateDetail | undefined> {
  const row = await findTemplate(db, id)
  if (!row) return undefined
  const [structure, indicators, mine, access, stamp] = await Promise.all([
    readStructure(db, row.authorId, id),
    readIndicators(db, id, row),
    viewerState(db, id, viewerId),
    templateAccess(db, { id, ownerId: row.authorId, priceFen: row.priceFen }, viewerId),
    versionStamp(db, id),
  ])
  return {
    ...toCard(row),
    Description: row.description,
    ReleaseNotes: row.releaseNotes,
    StandardVersion: row.standardVersion,
    InArea: decimalToNumber(row.inArea),
    SellArea: decimalToNumber(row.sellArea),
    Author: { ID: row.authorId, UserName: row.authorName, HeadPic: row.headPic },
    Structure: structure,
    Indicators: indicators,
    Collections: row.collections,
    ...mine,
    Version: stamp.version,
    VersionTime: stamp.at,
    Access: access.access,
    BoughtVersion: access.boughtVersion,
  }
}

async function viewerState(
  db: Db,
  id: string,
  viewerId: string | undefined,
): Promise<{ IsLiked: boolean; IsCollected: boolean }> {
  if (!viewerId) return { IsLiked: false, IsCollected: false }
  const [state] = await db
    .select({
      liked: sql<boolean>`exists (select 1 from ${templateThumbs} where ${templateThumbs.userId} = ${viewerId} and ${templateThumbs.projectId} = ${id})`,
      collected: sql<boolean>`exists (select 1 from ${templateCollections} where ${templateCollections.userId} = ${viewerId} and ${templateCollections.projectId} = ${id})`,
    })
    .from(sql`(select 1) as one`)
  return { IsLiked: state?.liked === true, IsCollected: state?.collected === true }
}

/** The template's synced structure rows (owned by the author), as a numbered tree. */
export async function readStructure(
  db: Db,
  ownerId: string,
  projectId: string,
): Promise<StructureNodeInfo[]> {
  const rows = await db
    .select({ id: syncRows.id, data: syncRows.data })
    .from(syncRows)
    .where(
      and(
        eq(syncRows.entity, 'structureRows'),
        eq(syncRows.ownerId, ownerId),
        eq(syncRows.deleted, false),
        sql`${syncRows.data}->>'ProId' = ${projectId}`,
      ),
    )
  const flat: StructureRow[] = rows.map((r) => toStructureRow(r.id, r.data))
  const tree = rollUpTree(buildTree(flat))
  const nums = numberRows(tree)
  const map = (n: StructureNode): StructureNodeInfo => ({
    ID: n.ID,
    Num: nums.get(n.ID) ?? n.Num,
    Project_Name: n.Project_Name,
    BuiltArea: n.BuiltArea,
    InArea: n.InArea,
    SellArea: n.SellArea,
    MultNum: n.MultNum,
    Child: n.Child.map(map),
  })
  return tree.map(map)
}

/**
 * 单方造价 overall and per discipline (元/m² of built area, share of the disciplines' sum) and
 * 含量. All divisions run in SQL on numeric so amounts stay exact to the 分.
 */
async function readIndicators(
  db: Db,
  id: string,
  template: {
    totalCostFen: number
    builtArea: string
    unitCost: string | null
    sellUnitCost: string | null
  },
): Promise<TemplateIndicators> {
  const area = sql`${template.builtArea}::numeric`
  const rows = await db
    .select({
      kind: templateIndicators.kind,
      name: templateIndicators.name,
      unit: templateIndicators.unit,
      costFen: templateIndicators.costFen,
      value: templateIndicators.value,
      unitCost: sql<
        string | null
      >`case when ${area} > 0 then round(${templateIndicators.costFen} / ${area} / 100, 2)::text end`,
      share: sql<
        string | null
      >`round(${templateIndicators.costFen} * 100.0 / nullif(sum(${templateIndicators.costFen}) over (partition by ${templateIndicators.kind}), 0), 2)::text`,
    })
    .from(templateIndicators)
    .where(eq(templateIndicators.projectId, id))
    .orderBy(asc(templateIndicators.sort), asc(templateIndicators.name))
  const ratio = (v: string | null) => (v === null ? null : decimalToNumber(v))
  return {
    TotalCost: fenToYuan(asFen(template.totalCostFen)),
    UnitCost: ratio(template.unitCost),
    SellUnitCost: ratio(template.sellUnitCost),
    ByDiscipline: rows
      .filter((r) => r.kind === 'discipline' && r.costFen !== null)
      .map((r) => ({
        Discipline: r.name,
        Cost: fenToYuan(asFen(r.costFen ?? 0)),
        UnitCost: r.unitCost === null ? null : decimalToNumber(r.unitCost),
        Share: r.share === null ? null : decimalToNumber(r.share),
      })),
    Contents: rows
      .filter((r) => r.kind === 'content' && r.value !== null)
      .map((r) => ({ Name: r.name, Unit: r.unit, Value: decimalToNumber(r.value) })),
  }
}

const cards = (db: Db) =>
  db.select(cardColumns).from(projects).innerJoin(users, eq(users.id, projects.ownerId))

/**
 * GetRightList, shown as 相关模板: what else was made *where* this one was, by other authors
 * (the author's own are 作者的其他模板): same city, any type, most liked then newest. 相似模板
 * (GettButtomList's Similar) answers a different question, so the two lists are not one list twice.
 */
export async function rightList(
  db: Db,
  id: string,
  size: number,
): Promise<TemplateCard[] | undefined> {
  const [self] = await db
    .select({ city: projects.city, ownerId: projects.ownerId })
    .from(projects)
    .where(and(releasedTemplate, eq(projects.id, id)))
  if (!self) return undefined
  if (self.city === '') return []
  const rows = await cards(db)
    .where(
      and(
        releasedTemplate,
        ne(projects.id, id),
        ne(projects.ownerId, self.ownerId),
        eq(projects.city, self.city),
      ),
    )
    .orderBy(desc(projects.thumbs), desc(projects.releasedAt), desc(projects.id))
    .limit(size)
  return rows.map(toCard)
}

/**
 * How far a template is from one of `area` m² and `unitFen` 分/m²: the sum of |ln(ratio)| of the
 * built areas and of the 单方造价, so twice and half as big are equally far; a missing figure
 * counts as far (3 ≈ a factor of 20).
 */
function distanceTo(area: string, unitFen: string | null) {
  const parts = [sql`coalesce(abs(ln(nullif(${projects.builtArea}, 0) / ${area}::numeric)), 3)`]
  if (unitFen !== null)
    parts.push(
      sql`coalesce(abs(ln(nullif(${projects.totalCostFen}::numeric / nullif(${projects.builtArea}, 0), 0) / ${unitFen}::numeric)), 3)`,
    )
  return sql.join(parts, sql` + `)
}

/**
 * GettButtomList: more by the author (newest), and 相似模板 by others: the same project type, the
 * closest in built area and 单方造价 first (then most liked).
 */
export async function bottomList(
  db: Db,
  id: string,
  size: number,
): Promise<BottomListData | undefined> {
  const [self] = await db
    .select({
      type: projects.projectType,
      ownerId: projects.ownerId,
      area: projects.builtArea,
      costFen: projects.totalCostFen,
    })
    .from(projects)
    .where(and(releasedTemplate, eq(projects.id, id)))
  if (!self) return undefined
  const hasArea = Number(self.area) > 0
  const perArea = hasArea && self.costFen > 0 ? quotient(self.costFen, self.area, 6) : null
  const unitFen = perArea === null ? null : scaledToDecimal(perArea, 6)
  const closeness = hasArea ? [asc(distanceTo(self.area, unitFen))] : []
  const [byAuthor, similar] = await Promise.all([
    cards(db)
      .where(and(releasedTemplate, eq(projects.ownerId, self.ownerId), ne(projects.id, id)))
      .orderBy(desc(projects.releasedAt), desc(projects.id))
      .limit(size),
    cards(db)
      .where(
        and(
          releasedTemplate,
          eq(projects.projectType, self.type),
          ne(projects.ownerId, self.ownerId),
        ),
      )
      .orderBy(...closeness, desc(projects.thumbs), desc(projects.releasedAt), desc(projects.id))
      .limit(size),
  ])
  return { ByAuthor: byAuthor.map(toCard), Similar: similar.map(toCard) }
}
