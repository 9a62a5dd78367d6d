import { buildTree, numberRows, projectTotals, rollUp, rollUpTree, sortBetween, type StructureNode } from '../../../src/domain/projects/structure.ts'
import type { SyncRow } from '../../db/schema/index.ts'
import { entityFields } from '../sync/fields.ts'
import { applyChanges, directContext, type ChangeOp } from './engine.ts'
import { asStructureRows } from './mirror.ts'
import { ownedRow } from './queries.ts'
import { Rejection, rowsWhere, type Executor, str } from './store.ts'

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
    return { ...doc, Num: nums.get(n.ID) ?? '', Level: depth, Version: versions.get(n.ID) ?? 0, Totals: rollUp(n), Child: Child.map(view) }
  }
  return { rows, tree, nums, Data: { ProId: proId, Count: rows.length, Totals: projectTotals(tree), Rows: tree.map(view) } }
}

/** Live rows of a row's project, the row itself checked for ownership. */
async function rowWithProject(db: Executor, userId: string, id: string): Promise<{ row: SyncRow; rows: SyncRow[] }> {
  const row = await ownedRow(db, 'structureRows', id, userId)
  const rows = await rowsWhere(db, 'structureRows', userId, 'ProId', str(row.data['ProId']))
  return { row, rows }
}

const sortOf = (r: SyncRow) => Number(r.data['Sort'] ?? 0)
const siblingsOf = (rows: SyncRow[], parentId: unknown) =>
  rows.filter((r) => r.data['ParentID'] === parentId).sort((a, b) => sortOf(a) - sortOf(b) || a.id.localeCompare(b.id))
const update = (id: string, fields: Record<string, unknown>): ChangeOp => ({ entity: 'structureRows', id, op: 'update', fields })

/** UporDown: swaps a row with its previous (up) or next (down) sibling. */
export async function moveSibling(tx: Executor, userId: string, id: string, direction: 'up' | 'down') {
  const { row, rows } = await rowWithProject(tx, userId, id)
  const siblings = siblingsOf(rows, row.data['ParentID'])
  const at = siblings.findIndex((r) => r.id === id)
  const other = siblings[direction === 'up' ? at - 1 : at + 1]
  if (!other) throw new Rejection(direction === 'up' ? '已经是第一个，不能上移' : '已经是最后一个，不能下移')
  let [mine, theirs] = [sortOf(other), sortOf(row)]
  if (mine === theirs) {
    // Equal Sort values (imported rows): place the row just beyond its neighbour instead.
    const beyond = siblings[direction === 'up' ? at - 2 : at + 2]
    mine = direction === 'up' ? sortBetween(beyond ? sortOf(beyond) : undefined, sortOf(other)) : sortBetween(sortOf(other), beyond ? sortOf(beyond) : undefined)
    theirs = sortOf(other)
  }
  return applyChanges(tx, directContext(userId), [update(id, { Sort: mine }), update(other.id, { Sort: theirs })])
}

/** MoveupOrdown: up = outdent (after its parent), down = indent (last child of the previous sibling). */
export async function shiftLevel(tx: Executor, userId: string, id: string, direction: 'up' | 'down') {
  const { row, rows } = await rowWithProject(tx, userId, id)
  if (direction === 'up') {
    const parent = rows.find((r) => r.id === row.data['ParentID'])
    if (!parent) throw new Rejection('已经是最顶层，不能升级')
    const after = siblingsOf(rows, parent.data['ParentID'])
    const next = after[after.findIndex((r) => r.id === parent.id) + 1]
    return applyChanges(tx, directContext(userId), [update(id, { ParentID: parent.data['ParentID'] ?? '', Sort: sortBetween(sortOf(parent), next ? sortOf(next) : undefined) })])
  }
  const siblings = siblingsOf(rows, row.data['ParentID'])
  const previous = siblings[siblings.findIndex((r) => r.id === id) - 1]
  if (!previous) throw new Rejection('前面没有同级单项，不能降级')
  const children = siblingsOf(rows, previous.id)
  const last = children.at(-1)
  return applyChanges(tx, directContext(userId), [update(id, { ParentID: previous.id, Sort: sortBetween(last ? sortOf(last) : undefined, undefined) })])
}

/** ChangeTenders: a row and all rows below it go to the tender ('' = none). */
export async function changeTender(tx: Executor, userId: string, id: string, tenderId: string) {
  const { rows } = await rowWithProject(tx, userId, id)
  const moved = [id]
  for (let i = 0; i < moved.length; i++) for (const r of rows) if (r.data['ParentID'] === moved[i]) moved.push(r.id)
  return applyChanges(tx, directContext(userId), moved.map((m) => update(m, { TenderID: tenderId })))
}

/**
 * EditProStructureMore: writes many rows of one project (new ids are created, known ones
 * updated with the fields given) and deletes DeleteIDs with their children, in one transaction.
 */
export async function saveStructure(tx: Executor, userId: string, proId: string, input: { Rows: Record<string, unknown>[]; DeleteIDs: string[] }) {
  await ownedRow(tx, 'projects', proId, userId)
  const existing = new Set((await rowsWhere(tx, 'structureRows', userId, 'ProId', proId)).map((r) => r.id))
  const ops: ChangeOp[] = []
  for (const [i, raw] of input.Rows.entries()) {
    const id = String(raw['ID'])
    const create = !existing.has(id)
    const checked = entityFields('structureRows', create ? { ...raw, ProId: proId } : raw, create)
    if (!checked.ok) throw new Rejection(`第${i + 1}行：${checked.message}`)
    ops.push({ entity: 'structureRows', id, op: create ? 'create' : 'update', fields: checked.fields })
  }
  for (const id of input.DeleteIDs) ops.push({ entity: 'structureRows', id, op: 'delete', fields: {} })
  if (ops.length === 0) return { Count: 0 }
  const results = await applyChanges(tx, directContext(userId), ops)
  return { Count: results.length, Version: Math.max(...results.map((r) => r.Version)) }
}
