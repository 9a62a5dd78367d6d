import {
  buildTree,
  numberRows,
  projectTotals,
  rollUp,
  rollUpTree,
  type StructureNode,
} from '@/domain/projects/structure.ts'
import { LIMITS } from '@/domain/projects/model.ts'
import {
  planIndent,
  planMove,
  planOutdent,
  type TreeNode,
  type TreePlan,
} from '@/domain/projects/tree-plan.ts'
import type { SyncRow } from '../../db/schema/index.ts'
import { applyChanges, directContext, type ChangeOp } from '../synced/engine.ts'
import { asStructureRows } from './mirror.ts'
import { ownedRow } from './queries.ts'
import { Rejection, rowsWhere, type Executor, str } from '../synced/store.ts'

/** Structure reads and the structure calls SPEC leaves open (docs/projects-data.md). */

export interface StructureView {
  ID: string
  Num: string
  Level: number
  Version: number
  /** Areas of one copy of the row (children rolled up with their MultNum). */
  Totals: { BuiltArea: number; InArea: number; SellArea: number }
  Child: StructureView[]
  [field: string]: unknown
}

export async function projectStructure(db: Executor, userId: string, proId: string) {
  await ownedRow(db, 'projects', proId, userId)
  const rows = await rowsWhere(db, 'structureRows', userId, 'ProId', proId)
  const versions = new Map(rows.map((r) => [r.id, r.version]))
  // Parents carry their children's roll-up (rollUpTree), whatever was typed into them before.
  const tree = rollUpTree(buildTree(asStructureRows(rows)))
  const nums = numberRows(tree)
  const view = (n: StructureNode): StructureView => {
    const { depth, Child, ...doc } = n
    return {
      ...doc,
      Num: nums.get(n.ID) ?? '',
      Level: depth,
      Version: versions.get(n.ID) ?? 0,
      Totals: rollUp(n),
      Child: Child.map(view),
    }
  }
  return {
    rows,
    tree,
    nums,
    Data: { ProId: proId, Count: rows.length, Totals: projectTotals(tree), Rows: tree.map(view) },
  }
}

/** Live rows of a row's project, the row itself checked for ownership. */
async function rowWithProject(
  db: Executor,
  userId: string,
  id: string,
): Promise<{ row: SyncRow; rows: SyncRow[] }> {
  const row = await ownedRow(db, 'structureRows', id, userId)
  const rows = await rowsWhere(db, 'structureRows', userId, 'ProId', str(row.data['ProId']))
  return { row, rows }
}

const update = (id: string, fields: Record<string, unknown>): ChangeOp => ({
  entity: 'structureRows',
  id,
  op: 'update',
  fields,
})
const node = (r: SyncRow): TreeNode => ({
  ID: r.id,
  ParentID: str(r.data['ParentID'], ''),
  Sort: Number(r.data['Sort'] ?? 0),
})

/** Applies a tree plan (src/domain/projects/tree-plan.ts, the client's rules and messages). */
function applyPlan(tx: Executor, userId: string, plan: TreePlan) {
  if (!plan.ok) throw new Rejection(plan.message)
  return applyChanges(
    tx,
    directContext(userId),
    plan.changes.map((c) => update(c.ID, c.fields)),
  )
}

/** UporDown: the row moves one place up or down among its siblings. */
export async function moveSibling(
  tx: Executor,
  userId: string,
  id: string,
  direction: 'up' | 'down',
) {
  const { rows } = await rowWithProject(tx, userId, id)
  return applyPlan(tx, userId, planMove(rows.map(node), id, direction))
}

/** MoveupOrdown: up = outdent (after its parent), down = indent (last child of the previous sibling). */
export async function shiftLevel(
  tx: Executor,
  userId: string,
  id: string,
  direction: 'up' | 'down',
) {
  const { rows } = await rowWithProject(tx, userId, id)
  const tree = rows.map(node)
  return applyPlan(
    tx,
    userId,
    direction === 'up' ? planOutdent(tree, id) : planIndent(tree, id, LIMITS.structureDepthMax),
  )
}

/** ChangeTenders: a row and all rows below it go to the tender ('' = none). */
export async function changeTender(tx: Executor, userId: string, id: string, tenderId: string) {
  const { rows } = await rowWithProject(tx, userId, id)
  const moved = [id]
  for (let i = 0; i < moved.length; i++)
    for (const r of rows) if (r.data['ParentID'] === moved[i]) moved.push(r.id)
  return applyChanges(
    tx,
    directContext(userId),
    moved.map((m) => update(m, { TenderID: tenderId })),
  )
}
