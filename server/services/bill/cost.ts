import { and, eq, inArray, sql } from 'drizzle-orm'
import { billIndicators } from '@/domain/bill/indicators.ts'
import { hasPricedItem } from '@/domain/bill/release.ts'
import { projects } from '../../db/schema/index.ts'
import { asStructureRows } from '../projects/mirror.ts'
import type { WorkingRow } from '../synced/change-set.ts'
import { rowsWhere, type Executor } from '../synced/store.ts'
import { asBillData, BILL_ENTITIES, readBillRows, versionOf } from './read.ts'

/**
 * A project's 造价 as its priced bill gives it (the 建设项目 total, docs/backoffice.md "造价"),
 * kept without summing 20,000 items on every write: a write that can change the total counts
 * `bill_rev` up (bill rows, structure rows, the project's standard version), and a read that
 * shows the total computes it once for that revision (`billCosts`).
 */

const COUNTED = new Set<string>([...BILL_ENTITIES, 'structureRows'])

/** The projects whose bill total the written rows may have changed. */
export function projectsWithBillChanges(written: readonly WorkingRow[]): string[] {
  const ids = new Set<string>()
  for (const w of written) {
    if (COUNTED.has(w.entity)) {
      const proId = w.data['ProId'] ?? w.before['ProId']
      if (typeof proId === 'string' && proId !== '') ids.add(proId)
    } else if (w.entity === 'projects' && w.changed.has('StandardVersion')) ids.add(w.id)
  }
  return [...ids]
}

export async function countBillChanges(
  tx: Executor,
  written: readonly WorkingRow[],
): Promise<void> {
  const ids = projectsWithBillChanges(written)
  if (ids.length > 0)
    await tx
      .update(projects)
      .set({ billRev: sql`${projects.billRev} + 1` })
      .where(inArray(projects.id, ids))
}

interface CostSource {
  id: string
  ownerId: string
  standardVersion: string
  totalCostFen: number
  billRev: number
  billCostRev: number
  billCostFen: number | null
}

/** The bill's 建设项目 total in 分, or null when no item is priced. */
async function billTotalFen(tx: Executor, p: CostSource): Promise<number | null> {
  const [rows, structure] = await Promise.all([
    readBillRows(tx, p.ownerId, p.id),
    rowsWhere(tx, 'structureRows', p.ownerId, 'ProId', p.id),
  ])
  const data = asBillData(rows, versionOf(p.standardVersion))
  if (!hasPricedItem(data.items)) return null
  return billIndicators(data, asStructureRows(structure)).project.costFen
}

/**
 * 造价 of each project, by id: the priced bill's total (computed now for a project whose bill
 * changed since it was last computed, and kept for the next read), else the 造价 entered on the
 * project. Projects are computed one after the other (each reads its whole bill).
 */
export async function billCosts(
  tx: Executor,
  list: readonly CostSource[],
): Promise<Map<string, number>> {
  const out = new Map<string, number>()
  for (const p of list) {
    let fen = p.billCostFen
    if (p.billRev !== p.billCostRev) {
      fen = await billTotalFen(tx, p)
      // Kept only if no write counted up meanwhile; otherwise the next read computes again.
      await tx
        .update(projects)
        .set({ billCostFen: fen, billCostRev: p.billRev })
        .where(and(eq(projects.id, p.id), eq(projects.billRev, p.billRev)))
    }
    out.set(p.id, fen ?? p.totalCostFen)
  }
  return out
}
