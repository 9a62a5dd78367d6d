import { and, asc, desc, eq, gte, isNull, lte, not, or, sql, type SQL } from 'drizzle-orm'
import { projects, users } from '../../db/schema/index.ts'
import type { Executor } from '../synced/store.ts'
import type { Candidate } from './samples.ts'

/**
 * The 对标 sample list (GetOriginalProject), filtered in SQL on the projects table the synced
 * documents are mirrored into: the caller's own projects and templates, and every released
 * template of the trading centre (the shared sample base) with its author. Released templates
 * run to the tens of thousands, so nothing is read into memory to be filtered there
 * (bench/benchmark-samples.ts measures the list on 10,000).
 */

export interface CandidateQuery {
  Source?: 'all' | 'own' | 'template' | undefined
  ProjectType?: string | undefined
  City?: string | undefined
  StructureType?: string | undefined
  YearFrom?: number | undefined
  YearTo?: number | undefined
  AreaMin?: number | undefined
  AreaMax?: number | undefined
  Limit?: number | undefined
}

export const CANDIDATES_DEFAULT_LIMIT = 500

const given = (v: string | undefined): v is string => v !== undefined && v !== ''

export async function candidateList(
  db: Executor,
  userId: string,
  q: CandidateQuery,
  chosen: ReadonlySet<string>,
): Promise<Candidate[]> {
  const own = eq(projects.ownerId, userId)
  const shared = and(projects.released, projects.isTemplate)
  const source = q.Source ?? 'all'
  const scope =
    source === 'own'
      ? and(own, not(projects.isTemplate))
      : source === 'template'
        ? and(projects.isTemplate, or(own, projects.released))
        : or(own, shared)
  const filters: (SQL | undefined)[] = [
    isNull(projects.deletedAt),
    scope,
    given(q.ProjectType) ? eq(projects.projectType, q.ProjectType) : undefined,
    given(q.City) ? eq(projects.city, q.City) : undefined,
    given(q.StructureType) ? eq(projects.structureType, q.StructureType) : undefined,
    q.YearFrom !== undefined ? gte(projects.year, q.YearFrom) : undefined,
    q.YearTo !== undefined ? lte(projects.year, q.YearTo) : undefined,
    q.AreaMin !== undefined ? gte(projects.builtArea, String(q.AreaMin)) : undefined,
    q.AreaMax !== undefined ? lte(projects.builtArea, String(q.AreaMax)) : undefined,
  ]
  const rows = await db
    .select({
      id: projects.id,
      name: projects.name,
      type: projects.projectType,
      city: projects.city,
      year: projects.year,
      area: projects.builtArea,
      isTemplate: projects.isTemplate,
      structureType: projects.structureType,
      ownerId: projects.ownerId,
      author: users.userName,
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.ownerId))
    .where(and(...filters))
    .orderBy(desc(sql`${own}`), desc(projects.releasedAt), asc(projects.name), asc(projects.id))
    .limit(q.Limit ?? CANDIDATES_DEFAULT_LIMIT)
  return rows.map((r) => ({
    ID: r.id,
    Name: r.name || '未命名项目',
    ProjectType: r.type,
    City: r.city,
    Year: r.year,
    BuiltArea: Number(r.area),
    IsTemplate: r.isTemplate ? 1 : 0,
    StructureType: r.structureType,
    Author: r.author,
    Own: r.ownerId === userId,
    Chosen: chosen.has(r.id),
  }))
}
