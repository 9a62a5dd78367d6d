import { sortBetween } from './structure'

/**
 * The tree edits of the project structure (上移/下移, 降级/升级, drag) planned once, for the
 * client's repositories and the server's UporDown / MoveupOrdown: same rules, same messages.
 * A plan lists the rows to change; it writes nothing.
 */
export interface TreeNode {
  ID: string
  ParentID: string
  Sort: number
}
export interface TreeChange {
  ID: string
  fields: { ParentID?: string; Sort: number }
}
/** `edge`: the move is simply not possible here (the first row cannot move up); not an error. */
export type TreePlan =
  { ok: true; changes: TreeChange[] } | { ok: false; message: string; edge: boolean }

export const TREE_MESSAGES = {
  missing: '找不到该单项，可能已被删除',
  first: '已经是第一个，不能上移',
  last: '已经是最后一个，不能下移',
  top: '已经是最顶层，不能升级',
  noPrevious: '前面没有同级单项，不能降级',
  cycle: '不能移动到自己的下级',
  depth: (max: number) => `层级最多 ${max} 级`,
} as const

const refuse = (message: string, edge = false): TreePlan => ({ ok: false, message, edge })

export function siblingsOf<T extends TreeNode>(rows: readonly T[], parentId: string): T[] {
  return rows
    .filter((r) => r.ParentID === parentId)
    .sort((a, b) => a.Sort - b.Sort || a.ID.localeCompare(b.ID))
}

/** Levels above the row (0 at the top level). */
export function depthOf(rows: readonly TreeNode[], id: string): number {
  const byId = new Map(rows.map((r) => [r.ID, r]))
  let depth = 0
  for (
    let cur = byId.get(id);
    cur && cur.ParentID !== '' && depth <= rows.length;
    cur = byId.get(cur.ParentID)
  )
    depth++
  return depth
}

/** Levels below the row (0 for a leaf). */
/** A row by id; a missing row throws TREE_MESSAGES.missing (找不到该单项…). */
export function findRow<T extends TreeNode>(rows: readonly T[], id: string): T {
  const row = rows.find((r) => r.ID === id)
  if (!row) throw new Error(TREE_MESSAGES.missing)
  return row
}

/** Every row under id (children, grandchildren …), parents before their children. */
export function descendantsOf<T extends TreeNode>(rows: readonly T[], id: string): T[] {
  const out: T[] = []
  const walk = (parent: string) => {
    for (const r of rows)
      if (r.ParentID === parent) {
        out.push(r)
        walk(r.ID)
      }
  }
  walk(id)
  return out
}

export function subtreeHeight(rows: readonly TreeNode[], id: string): number {
  const kids = rows.filter((r) => r.ParentID === id)
  return kids.length === 0 ? 0 : 1 + Math.max(...kids.map((k) => subtreeHeight(rows, k.ID)))
}

/** True when `parentId` is the row itself or inside its subtree. */
export function insideSubtree(rows: readonly TreeNode[], id: string, parentId: string): boolean {
  const byId = new Map(rows.map((r) => [r.ID, r]))
  for (
    let cur = byId.get(parentId), guard = 0;
    cur && guard <= rows.length;
    cur = byId.get(cur.ParentID), guard++
  )
    if (cur.ID === id) return true
  return false
}

/**
 * Places `id` at position `at` among `siblings` (the row itself excluded) under `parentId`: one
 * Sort between its new neighbours, or, when equal Sort values leave no room, every sibling
 * renumbered in the new order.
 */
function place(
  siblings: readonly TreeNode[],
  id: string,
  parentId: string | undefined,
  at: number,
): TreeChange[] {
  const before = siblings[at - 1]?.Sort
  const after = siblings[at]?.Sort
  const sort = sortBetween(before, after)
  const fits = (before === undefined || sort > before) && (after === undefined || sort < after)
  const parent = parentId === undefined ? {} : { ParentID: parentId }
  if (fits) return [{ ID: id, fields: { ...parent, Sort: sort } }]
  const order = [
    ...siblings.slice(0, at).map((s) => s.ID),
    id,
    ...siblings.slice(at).map((s) => s.ID),
  ]
  return order.map((rowId, i) => ({
    ID: rowId,
    fields: rowId === id ? { ...parent, Sort: i + 1 } : { Sort: i + 1 },
  }))
}

/** 上移 / 下移 among siblings. */
export function planMove(
  rows: readonly TreeNode[],
  id: string,
  direction: 'up' | 'down',
): TreePlan {
  const row = rows.find((r) => r.ID === id)
  if (!row) return refuse(TREE_MESSAGES.missing)
  const others = siblingsOf(rows, row.ParentID).filter((s) => s.ID !== id)
  const at = siblingsOf(rows, row.ParentID).findIndex((s) => s.ID === id)
  if (direction === 'up' && at === 0) return refuse(TREE_MESSAGES.first, true)
  if (direction === 'down' && at === others.length) return refuse(TREE_MESSAGES.last, true)
  return { ok: true, changes: place(others, id, undefined, direction === 'up' ? at - 1 : at + 1) }
}

/** 降级: the row becomes the last child of its previous sibling. */
export function planIndent(rows: readonly TreeNode[], id: string, depthMax: number): TreePlan {
  const row = rows.find((r) => r.ID === id)
  if (!row) return refuse(TREE_MESSAGES.missing)
  const sibs = siblingsOf(rows, row.ParentID)
  const prev = sibs[sibs.findIndex((s) => s.ID === id) - 1]
  if (!prev) return refuse(TREE_MESSAGES.noPrevious, true)
  if (depthOf(rows, prev.ID) + 1 + subtreeHeight(rows, id) >= depthMax)
    return refuse(TREE_MESSAGES.depth(depthMax))
  const children = siblingsOf(rows, prev.ID)
  return { ok: true, changes: place(children, id, prev.ID, children.length) }
}

/** 升级: the row moves up a level, right after its former parent. */
export function planOutdent(rows: readonly TreeNode[], id: string): TreePlan {
  const row = rows.find((r) => r.ID === id)
  if (!row) return refuse(TREE_MESSAGES.missing)
  const parent = rows.find((r) => r.ID === row.ParentID)
  if (row.ParentID === '' || !parent) return refuse(TREE_MESSAGES.top, true)
  const sibs = siblingsOf(rows, parent.ParentID)
  return {
    ok: true,
    changes: place(sibs, id, parent.ParentID, sibs.findIndex((s) => s.ID === parent.ID) + 1),
  }
}

/** Drag: the row becomes child number `index` (0-based, the row itself not counted) of `parentId`. */
export function planMoveTo(
  rows: readonly TreeNode[],
  id: string,
  parentId: string,
  index: number,
  depthMax: number,
): TreePlan {
  const row = rows.find((r) => r.ID === id)
  if (!row) return refuse(TREE_MESSAGES.missing)
  if (parentId !== '' && insideSubtree(rows, id, parentId)) return refuse(TREE_MESSAGES.cycle)
  if (parentId !== '' && depthOf(rows, parentId) + 1 + subtreeHeight(rows, id) >= depthMax)
    return refuse(TREE_MESSAGES.depth(depthMax))
  const sibs = siblingsOf(rows, parentId).filter((s) => s.ID !== id)
  const at = Math.max(0, Math.min(index, sibs.length))
  return {
    ok: true,
    changes: place(sibs, id, row.ParentID === parentId ? undefined : parentId, at),
  }
}
