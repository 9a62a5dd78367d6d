import { and, eq, sql } from 'drizzle-orm'
import { readDoc } from '@/domain/entity/define.ts'
import { projects } from '@/domain/projects/entities.ts'
import type { ProjectDoc } from '@/domain/projects/model.ts'
import { toStructureRow, type StructureRow } from '@/domain/projects/structure.ts'
import { totalsSteps } from '@/domain/projects/structure-totals.ts'
import { projects as projectsTable, syncRows, type NewProjectRow } from '../../db/schema/index.ts'
import { areaText, PROJECT_MIRROR } from '../../db/schema/projects-mirror.ts'
import { nextTurn, runBetweenTurns } from '../../lib/next-turn.ts'
import { YIELD_EVERY } from '../synced/engine.ts'
import type { Executor, RowWrite } from '../synced/store.ts'

/**
 * Keeps the server's projects table (home lists, trading centre, GetProjectList) in step with the
 * synced project documents: the document is read with the entity's reader and each field named
 * by the mapping next to the table (server/db/schema/projects-mirror.ts) fills its column.
 */
function columns(data: Readonly<Record<string, unknown>>): Partial<NewProjectRow> {
  const doc = readDoc(projects, data)
  const out: Record<string, unknown> = {}
  for (const [field, mirror] of Object.entries(PROJECT_MIRROR)) {
    const value = doc[field as keyof ProjectDoc]
    // Optional fields (the first client's areas) are mirrored only when the document has them.
    if (value !== undefined) out[mirror.column] = (mirror.to as (v: unknown) => unknown)(value)
  }
  return out
}

export async function mirrorProject(tx: Executor, row: RowWrite): Promise<void> {
  if (row.deleted) {
    await tx
      .update(projectsTable)
      .set({ version: row.version, deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(projectsTable.id, row.id))
    return
  }
  const values = {
    ...columns(row.data),
    version: row.version,
    updatedAt: sql`now()`,
    deletedAt: null,
  }
  await tx
    .insert(projectsTable)
    .values({ id: row.id, ownerId: row.ownerId, name: '', ...values })
    .onConflictDoUpdate({ target: projectsTable.id, set: values })
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
  // A plain statement: the driver parses the rows as they arrive, and they are typed below in
  // slices, where drizzle's select would map all 10,000 rows of a big save in one stretch.
  const result = await tx.execute(sql`
    select ${syncRows.id} as id, ${syncRows.data}->>'ParentID' as parent,
      ${syncRows.data}->'Sort' as sort, ${syncRows.data}->'BuiltArea' as built,
      ${syncRows.data}->'InArea' as inner, ${syncRows.data}->'SellArea' as sell,
      ${syncRows.data}->'MultNum' as mult
    from ${syncRows}
    where ${and(
      eq(syncRows.entity, 'structureRows'),
      eq(syncRows.ownerId, ownerId),
      eq(syncRows.deleted, false),
      sql`${syncRows.data}->>'ProId' = ${proId}`,
    )}`)
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    id: string
    parent: string | null
    sort: unknown
    built: unknown
    inner: unknown
    sell: unknown
    mult: unknown
  }[]
  if (rows.length === 0) return
  // Typed a slice at a time (a 10,000-row save's roll-up must not hold the event loop in one go).
  const slice = 4 * YIELD_EVERY
  const structure: StructureRow[] = []
  for (const [i, r] of rows.entries()) {
    if (i > 0 && i % slice === 0) await nextTurn()
    structure.push(
      toStructureRow(r.id, {
        ProId: proId,
        ParentID: r.parent ?? '',
        Sort: r.sort,
        BuiltArea: r.built,
        InArea: r.inner,
        SellArea: r.sell,
        MultNum: r.mult,
      }),
    )
  }
  if (rows.length > slice) await nextTurn()
  // Summed without building the tree, pausing every slice (the same rule as projectTotals).
  const totals = await runBetweenTurns(totalsSteps(structure, slice))
  await tx
    .update(projectsTable)
    .set({
      builtArea: areaText(totals.BuiltArea),
      inArea: areaText(totals.InArea),
      sellArea: areaText(totals.SellArea),
    })
    .where(eq(projectsTable.id, proId))
}
