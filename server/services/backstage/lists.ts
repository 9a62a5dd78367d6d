import { and, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import { INDEX_SERIES } from '@/domain/adjust/price-indices.ts'
import { REFERENCE_TABLE_LABELS } from '@/domain/backstage/tables.ts'
import { asFen, fenToDecimal } from '@/domain/money/index.ts'
import { SPECIALTIES } from '@/domain/bill/model.ts'
import { GRADES, ROOM_KINDS } from '@/domain/estimate/model.ts'
import { PACKAGE_TYPE_LABELS, PACKAGE_TYPES } from '@/domain/materials/model.ts'
import { HOT_CITIES, PROJECT_TYPES, STANDARD_VERSIONS } from '@/domain/projects/model.ts'
import { SORT_OPTIONS } from '@/domain/shop/filter.ts'
import { projects, users } from '../../db/schema/index.ts'
import { billCosts } from '../bill/cost.ts'
import type { Executor } from '../synced/store.ts'

/** The back office's lists (docs/backoffice.md): projects of every user, users and roles, options, tags. */

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
const flag = (b: boolean) => (b ? 1 : 0)

export function projectState(p: { isTemplate: boolean; released: boolean }): string {
  if (!p.isTemplate) return '项目'
  return p.released ? '已发布模板' : '未发布模板'
}

/** GetProjectData: every user's live projects and templates, newest change first, by name or owner; 造价 from the priced bill when there is one. */
export async function projectData(
  db: Executor,
  q: { Q: string; ProjectType: string; City: string; PageIndex: number; PageSize: number },
) {
  const where: SQL | undefined = and(
    isNull(projects.deletedAt),
    q.Q ? or(ilike(projects.name, like(q.Q)), ilike(users.userName, like(q.Q))) : undefined,
    q.ProjectType ? eq(projects.projectType, q.ProjectType) : undefined,
    q.City ? eq(projects.city, q.City) : undefined,
  )
  const [total] = await db
    .select({ n: count() })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.ownerId))
    .where(where)
  const rows = await db
    .select({ p: projects, owner: users.userName })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.ownerId))
    .where(where)
    .orderBy(desc(projects.updatedAt), projects.id)
    .limit(q.PageSize)
    .offset((q.PageIndex - 1) * q.PageSize)
  const costs = await billCosts(
    db,
    rows.map(({ p }) => p),
  )
  const list = rows.map(({ p, owner }) => ({
    ID: p.id,
    Name: p.name,
    OwnerID: p.ownerId,
    OwnerName: owner,
    ProjectType: p.projectType,
    City: p.city,
    BuiltArea: p.builtArea,
    TotalCost: fenToDecimal(asFen(costs.get(p.id) ?? p.totalCostFen)),
    IsTemplate: flag(p.isTemplate),
    Released: flag(p.released),
    State: projectState(p),
    CreateTime: p.createdAt.toISOString(),
    EditTime: p.updatedAt.toISOString(),
  }))
  return { rows: list, total: total?.n ?? 0 }
}

/** 138****0000: the back office lists users without showing whole phone numbers. */
export const maskPhone = (phone: string) =>
  phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone

/** GetUserPower: users with their roles (普通用户, 管理员) and how many projects and templates they own. */
export async function userPower(
  db: Executor,
  q: { Q: string; PageIndex: number; PageSize: number },
) {
  const where = q.Q
    ? or(ilike(users.userName, like(q.Q)), ilike(users.phone, like(q.Q)))
    : undefined
  const [total] = await db.select({ n: count() }).from(users).where(where)
  const page = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.isAdmin), users.createdAt, users.id)
    .limit(q.PageSize)
    .offset((q.PageIndex - 1) * q.PageSize)
  const ids = page.map((u) => u.id)
  const counts = ids.length
    ? await db
        .select({
          owner: projects.ownerId,
          projects: sql<number>`count(*) filter (where not ${projects.isTemplate})`.mapWith(Number),
          templates: sql<number>`count(*) filter (where ${projects.isTemplate})`.mapWith(Number),
        })
        .from(projects)
        .where(and(inArray(projects.ownerId, ids), isNull(projects.deletedAt)))
        .groupBy(projects.ownerId)
    : []
  const byOwner = new Map(counts.map((c) => [c.owner, c]))
  const rows = page.map((u) => ({
    ID: u.id,
    UserName: u.userName,
    Phone: maskPhone(u.phone),
    IsAdmin: u.isAdmin,
    Roles: [
      { Code: 'user', Name: '普通用户' },
      ...(u.isAdmin ? [{ Code: 'admin', Name: '管理员' }] : []),
    ],
    Projects: byOwner.get(u.id)?.projects ?? 0,
    Templates: byOwner.get(u.id)?.templates ?? 0,
    CreateTime: u.createdAt.toISOString(),
  }))
  return { rows, total: total?.n ?? 0 }
}

/** GetOptions: the option lists of the product, from the shared domain constants. */
export function optionLists() {
  return {
    ProjectTypes: [...PROJECT_TYPES],
    Cities: [...HOT_CITIES],
    StandardVersions: [...STANDARD_VERSIONS],
    Specialties: [...SPECIALTIES],
    Grades: [...GRADES],
    RoomKinds: [...ROOM_KINDS],
    IndexSeries: INDEX_SERIES.map((s) => ({ Value: s.Key, Label: s.Name })),
    PackageTypes: PACKAGE_TYPES.map((t) => ({ Value: String(t), Label: PACKAGE_TYPE_LABELS[t] })),
    ReferenceTables: Object.entries(REFERENCE_TABLE_LABELS).map(([Value, Label]) => ({
      Value,
      Label,
    })),
  }
}

/** GetTagSettingsList: the trading centre's filter tags with the count of released templates under each. */
export async function tagSettings(db: Executor) {
  const released = and(
    eq(projects.isTemplate, true),
    eq(projects.released, true),
    isNull(projects.deletedAt),
  )
  const [types, cities, years] = await Promise.all([
    db
      .select({ v: projects.projectType, n: count() })
      .from(projects)
      .where(released)
      .groupBy(projects.projectType),
    db
      .select({ v: projects.city, n: count() })
      .from(projects)
      .where(released)
      .groupBy(projects.city),
    db
      .select({ v: projects.year, n: count() })
      .from(projects)
      .where(released)
      .groupBy(projects.year),
  ])
  const countOf = (rows: { v: string | number | null; n: number }[]) =>
    new Map(rows.map((r) => [String(r.v ?? ''), r.n]))
  const typeN = countOf(types)
  const cityN = countOf(cities)
  const yearN = countOf(years)
  const yearTags = [...yearN.keys()].filter((y) => y !== '').sort((a, b) => Number(b) - Number(a))
  return [
    {
      Group: '项目类型',
      Key: 'ptype',
      Editable: false,
      Tags: PROJECT_TYPES.map((t) => ({ Value: t, Label: t, Count: typeN.get(t) ?? 0 })),
    },
    {
      Group: '城市',
      Key: 'city',
      Editable: false,
      Tags: HOT_CITIES.map((c) => ({ Value: c, Label: c, Count: cityN.get(c) ?? 0 })),
    },
    {
      Group: '年份',
      Key: 'year',
      Editable: false,
      Tags: yearTags.map((y) => ({ Value: y, Label: `${y}年`, Count: yearN.get(y) ?? 0 })),
    },
    {
      Group: '排序',
      Key: 'sort',
      Editable: false,
      Tags: SORT_OPTIONS.map((s) => ({ Value: s.value, Label: s.label, Count: 0 })),
    },
  ]
}
