import { and, eq, sql } from 'drizzle-orm'
import { yuanToFen } from '@/domain/api/money.ts'
import { STANDARD_VERSIONS } from '@/domain/projects/model.ts'
import {
  buildTree,
  projectTotals,
  toStructureRow,
  type StructureRow,
} from '@/domain/projects/structure.ts'
import { projects, syncRows } from '../../db/schema/index.ts'
import type { Executor, RowWrite } from '../synced/store.ts'

/**
 * Keeps the server's projects table (home lists, trading centre, GetProjectList) in step with the
 * synced project documents. Only existing columns are written; released/releasedAt belong to
 * ReleaseProject (the table's check needs both together).
 */

const str = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '')
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function fen(v: unknown): number {
  return typeof v === 'number' && v >= 0 && v <= 1e12 ? yuanToFen(v) : 0
}

/** numeric(14,2) text of an area; anything else counts as 0. */
export function areaText(value: unknown): string {
  return typeof value === 'number' && value >= 0 && value < 1e12 ? value.toFixed(2) : '0'
}

function columns(data: Record<string, unknown>) {
  const version = str(data['StandardVersion'], 20)
  const year = data['Year']
  const folder = data['FolderID']
  const values = {
    name: str(data['Project_Name'], 100),
    projectType: str(data['ProjectType'], 20),
    city: str(data['City'], 20),
    year: typeof year === 'number' && Number.isInteger(year) ? year : null,
    standardVersion: (STANDARD_VERSIONS as readonly string[]).includes(version)
      ? (version as (typeof STANDARD_VERSIONS)[number])
      : 'GB/T 50500-2024',
    description: str(data['Description'], 100_000),
    cover: str(data['Cover'], 100_000),
    isTemplate: data['IsTemplate'] === 1,
    folderId: typeof folder === 'string' && UUID.test(folder) ? folder : null,
    totalCostFen: fen(data['TotalCost']),
    priceFen: fen(data['Price']),
    releaseNotes: str(data['ReleaseNotes'], 100_000),
  }
  // Areas in the document are the first client's fields; the structure roll-up overrides them.
  const areas = Object.fromEntries(
    (['BuiltArea', 'InArea', 'SellArea'] as const)
      .filter((k) => k in data)
      .map((k) => [
        k === 'BuiltArea' ? 'builtArea' : k === 'InArea' ? 'inArea' : 'sellArea',
        areaText(data[k]),
      ]),
  )
  return { ...values, ...areas }
}

export async function mirrorProject(tx: Executor, row: RowWrite): Promise<void> {
  if (row.deleted) {
    await tx
      .update(projects)
      .set({ version: row.version, deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(projects.id, row.id))
    return
  }
  const values = {
    ...columns(row.data),
    version: row.version,
    updatedAt: sql`now()`,
    deletedAt: null,
  }
  await tx
    .insert(projects)
    .values({ id: row.id, ownerId: row.ownerId, ...values })
    .onConflictDoUpdate({ target: projects.id, set: values })
}

/** Structure rows of a project as the pure rules take them. */
export function asStructureRows(
  rows: readonly { id: string; data: Record<string, unknown> }[],
): StructureRow[] {
  return rows.map((r) => toStructureRow(r.id, r.data))
}

/** Writes the structure roll-up (MultNum-weighted) of a project into its table row. */
export async function refreshAreas(tx: Executor, ownerId: string, proId: string): Promise<void> {
  // Only the fields the roll-up needs: a 2,000-row structure's whole documents are far bigger.
  const rows = await tx
    .select({
      id: syncRows.id,
      parent: sql<string | null>`${syncRows.data}->>'ParentID'`,
      sort: sql<unknown>`${syncRows.data}->'Sort'`,
      built: sql<unknown>`${syncRows.data}->'BuiltArea'`,
      inner: sql<unknown>`${syncRows.data}->'InArea'`,
      sell: sql<unknown>`${syncRows.data}->'SellArea'`,
      mult: sql<unknown>`${syncRows.data}->'MultNum'`,
    })
    .from(syncRows)
    .where(
      and(
        eq(syncRows.entity, 'structureRows'),
        eq(syncRows.ownerId, ownerId),
        eq(syncRows.deleted, false),
        sql`${syncRows.data}->>'ProId' = ${proId}`,
      ),
    )
  if (rows.length === 0) return
  const num = (v: unknown) => (typeof v === 'number' ? v : null)
  const structure: StructureRow[] = rows.map((r) => ({
    ID: r.id,
    ProId: proId,
    ParentID: r.parent ?? '',
    Sort: num(r.sort) ?? 0,
    Num: '',
    Project_Name: '',
    BuiltArea: num(r.built),
    InArea: num(r.inner),
    SellArea: num(r.sell),
    MultNum: num(r.mult),
    TenderID: '',
  }))
  const totals = projectTotals(buildTree(structure))
  await tx
    .update(projects)
    .set({
      builtArea: areaText(totals.BuiltArea),
      inArea: areaText(totals.InArea),
      sellArea: areaText(totals.SellArea),
    })
    .where(eq(projects.id, proId))
}
