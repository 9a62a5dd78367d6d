import { and, eq, inArray, or, sql } from 'drizzle-orm'
import {
  benchmarkProjectOf,
  type ProjectDocs,
  type StoredRow,
} from '@/domain/benchmark/project-of.ts'
import type { BenchmarkProject } from '@/domain/benchmark/figures.ts'
import { readDoc } from '@/domain/entity/define.ts'
import { projects as projectEntity } from '@/domain/projects/entities.ts'
import { projects, syncRows, type SyncRow } from '../../db/schema/index.ts'
import type { Executor } from '../synced/store.ts'

/**
 * Benchmark samples on the server: the caller's own live projects and templates, plus every
 * released template (the trading centre's), read from the synced documents.
 */

export interface Candidate {
  ID: string
  Name: string
  ProjectType: string
  City: string
  Year: number | null
  BuiltArea: number
  IsTemplate: number
  /** 结构类型 ('' while not chosen) and the author's name (a released template's). */
  StructureType: string
  Author: string
  Own: boolean
  Chosen: boolean
}

const released = sql`${syncRows.id} in (select ${projects.id} from ${projects} where ${projects.released} and ${projects.isTemplate})`

/** Live project documents the caller may use as samples (optionally only `ids`). */
export async function usableProjects(
  db: Executor,
  userId: string,
  ids?: readonly string[],
): Promise<SyncRow[]> {
  if (ids && ids.length === 0) return []
  return db
    .select()
    .from(syncRows)
    .where(
      and(
        eq(syncRows.entity, 'projects'),
        eq(syncRows.deleted, false),
        or(eq(syncRows.ownerId, userId), released),
        ids ? inArray(syncRows.id, [...ids]) : undefined,
      ),
    )
}

const BILL_ENTITIES = [
  'structureRows',
  'billUnits',
  'billGroups',
  'billItems',
  'billRates',
  'billOthers',
] as const

/** The benchmark projects of the given (already allowed) project rows, with their structure and bills. */
export async function loadBenchmarkProjects(
  db: Executor,
  rows: readonly SyncRow[],
): Promise<Map<string, BenchmarkProject>> {
  const docs = await loadProjectDocs(db, rows)
  return new Map([...docs].map(([id, d]) => [id, benchmarkProjectOf(d)]))
}

/** The stored documents of the given (already allowed) project rows: structure and bills. */
export async function loadProjectDocs(
  db: Executor,
  rows: readonly SyncRow[],
): Promise<Map<string, ProjectDocs>> {
  const out = new Map<string, ProjectDocs>()
  if (rows.length === 0) return out
  const ids = rows.map((r) => r.id)
  const children = await db
    .select({ entity: syncRows.entity, id: syncRows.id, data: syncRows.data })
    .from(syncRows)
    .where(
      and(
        inArray(syncRows.entity, [...BILL_ENTITIES]),
        eq(syncRows.deleted, false),
        inArray(sql<string>`${syncRows.data}->>'ProId'`, ids),
      ),
    )
  const byProject = new Map<string, Record<string, StoredRow[]>>()
  for (const c of children) {
    const proId = typeof c.data['ProId'] === 'string' ? c.data['ProId'] : ''
    const lists = byProject.get(proId) ?? {}
    ;(lists[c.entity] ??= []).push({ id: c.id, data: c.data })
    byProject.set(proId, lists)
  }
  for (const r of rows) {
    const lists = byProject.get(r.id) ?? {}
    const docs: ProjectDocs = {
      project: { id: r.id, data: r.data },
      structure: lists['structureRows'] ?? [],
      units: lists['billUnits'] ?? [],
      groups: lists['billGroups'] ?? [],
      items: lists['billItems'] ?? [],
      rates: lists['billRates'] ?? [],
      others: lists['billOthers'] ?? [],
    }
    out.set(r.id, docs)
  }
  return out
}

export function candidateOf(
  row: SyncRow,
  userId: string,
  chosen: ReadonlySet<string>,
  builtArea?: number,
): Candidate {
  const p = readDoc(projectEntity, row.data)
  return {
    ID: row.id,
    Name: p.Project_Name || p.TemName || '未命名项目',
    ProjectType: p.ProjectType,
    City: p.City,
    Year: p.Year,
    BuiltArea: builtArea ?? p.BuiltArea ?? 0,
    IsTemplate: p.IsTemplate,
    StructureType: p.StructureType,
    Author: '',
    Own: row.ownerId === userId,
    Chosen: chosen.has(row.id),
  }
}

/** Built areas from the projects table (kept in step with the structure by the mirror). */
export async function builtAreas(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: projects.id, area: projects.builtArea })
    .from(projects)
    .where(inArray(projects.id, [...ids]))
  return new Map(rows.map((r) => [r.id, Number(r.area)]))
}
