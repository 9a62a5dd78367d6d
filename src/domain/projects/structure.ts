import { rowDoc } from '../entity/define'
import { structureRows } from './entities'
import type { StructureRowDoc } from './model'
import { toScaled } from '../money'
import { cyclicRows } from './structure-cycles'

/**
 * Pure rules of the project structure (DOMAIN.md "The project tree", SPEC §5), shared by the
 * structure editor, the server's validation and the exports: tree building, numbering, area
 * roll-up with MultNum, the completeness check and cycle detection.
 */

export interface StructureRow extends StructureRowDoc {
  ID: string
}

export interface StructureNode extends StructureRow {
  Child: StructureNode[]
  /** Depth from 0 (top level). */
  depth: number
}

/** The typed row of a stored structure document (client table or server sync_rows). */
export function toStructureRow(id: string, data: Readonly<Record<string, unknown>>): StructureRow {
  return rowDoc(structureRows, id, data)
}

const bySort = (a: StructureRow, b: StructureRow) => a.Sort - b.Sort || a.ID.localeCompare(b.ID)

/**
 * Builds the tree in Sort order. Rows whose parent is missing (or that sit in a cycle) are kept
 * at the top level rather than lost; `validateStructure` reports them.
 */
export function buildTree(rows: readonly StructureRow[]): StructureNode[] {
  const ids = new Set(rows.map((r) => r.ID))
  const children = new Map<string, StructureRow[]>()
  const cyclic = cyclicRows(rows)
  for (const row of rows) {
    const parent =
      row.ParentID !== '' && ids.has(row.ParentID) && !cyclic.has(row.ID) ? row.ParentID : ''
    const list = children.get(parent) ?? []
    list.push(row)
    children.set(parent, list)
  }
  const make = (row: StructureRow, depth: number): StructureNode => ({
    ...row,
    depth,
    Child: (children.get(row.ID) ?? []).sort(bySort).map((c) => make(c, depth + 1)),
  })
  return (children.get('') ?? []).sort(bySort).map((r) => make(r, 0))
}

/** Depth-first order of the tree (what the grid shows, top to bottom). */
export function flattenTree(nodes: readonly StructureNode[]): StructureNode[] {
  const out: StructureNode[] = []
  const walk = (list: readonly StructureNode[]) => {
    for (const n of list) {
      out.push(n)
      walk(n.Child)
    }
  }
  walk(nodes)
  return out
}

/** Display numbers: "1", "1.1", "1.1.2" … from the tree order. Map of row id → Num. */
export function numberRows(nodes: readonly StructureNode[], prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  nodes.forEach((n, i) => {
    const num = prefix === '' ? String(i + 1) : `${prefix}.${i + 1}`
    out.set(n.ID, num)
    for (const [k, v] of numberRows(n.Child, num)) out.set(k, v)
  })
  return out
}

/** True when following ParentID from `id` comes back to a row already seen. */
export function inCycle(rows: readonly StructureRow[], id: string): boolean {
  const parentOf = new Map(rows.map((r) => [r.ID, r.ParentID]))
  const seen = new Set<string>()
  for (let cur: string | undefined = id; cur !== undefined && cur !== ''; cur = parentOf.get(cur)) {
    if (seen.has(cur)) return true
    seen.add(cur)
  }
  return false
}

/** True when making `parentId` the parent of `id` would create a cycle (parent is id or below it). */
export function wouldCycle(rows: readonly StructureRow[], id: string, parentId: string): boolean {
  const parentOf = new Map(rows.map((r) => [r.ID, r.ParentID]))
  for (
    let cur: string | undefined = parentId;
    cur !== undefined && cur !== '';
    cur = parentOf.get(cur)
  ) {
    if (cur === id) return true
  }
  return false
}

/** Area totals in m², summed as integer hundredths so 2-decimal areas never drift. */
export interface AreaTotals {
  BuiltArea: number
  InArea: number
  SellArea: number
}

/**
 * Roll-up of one node: a row with children counts the sum of its children (each child times its
 * own MultNum); a leaf counts its own areas. The node's own MultNum applies in ITS parent, so the
 * returned totals are for ONE copy of the node. Use `projectTotals` for the whole project.
 */
export function rollUp(node: StructureNode): AreaTotals {
  return fromCents(rollUpCents(node))
}

function rollUpCents(node: StructureNode): [number, number, number] {
  if (node.Child.length === 0)
    return [
      toScaled(node.BuiltArea, 2) ?? 0,
      toScaled(node.InArea, 2) ?? 0,
      toScaled(node.SellArea, 2) ?? 0,
    ]
  const sum: [number, number, number] = [0, 0, 0]
  for (const child of node.Child) {
    const c = rollUpCents(child)
    const mult = multOf(child)
    for (let i = 0; i < 3; i++) sum[i] = (sum[i] ?? 0) + (c[i] ?? 0) * mult
  }
  return sum
}

/** How many times a row counts (相同单体的数量): its MultNum when a whole number ≥ 1, else 1. */
export const multOf = (row: Pick<StructureRow, 'MultNum'>): number =>
  row.MultNum !== null && Number.isInteger(row.MultNum) && row.MultNum >= 1 ? row.MultNum : 1

/**
 * How many copies of each row the project holds: its own MultNum times every ancestor's (a 单位工程
 * under a 单项 × 2 counts twice). Rows in a cycle or under a missing parent count their own
 * MultNum times those ancestors that resolve.
 */
export function rowCopies(
  rows: readonly Pick<StructureRow, 'ID' | 'ParentID' | 'MultNum'>[],
): Map<string, number> {
  const byId = new Map(rows.map((r) => [r.ID, r]))
  const out = new Map<string, number>()
  for (const row of rows) {
    let copies = 1
    const seen = new Set<string>()
    for (let r = byId.get(row.ID); r !== undefined && !seen.has(r.ID); r = byId.get(r.ParentID)) {
      seen.add(r.ID)
      copies *= multOf(r)
    }
    out.set(row.ID, copies)
  }
  return out
}

function fromCents(c: [number, number, number]): AreaTotals {
  return { BuiltArea: c[0] / 100, InArea: c[1] / 100, SellArea: c[2] / 100 }
}

/**
 * THE rule for areas (docs/projects-data.md "Areas of a row with children"): a row with children
 * has the roll-up of its children as its areas; what was typed into it before is not used. Every
 * reader that shows or exports a row's areas (grid, GetProStructure, the 项目结构 export sheet,
 * a template's detail) takes the rows from here. Leaves keep their own values.
 */
export function rollUpTree(nodes: readonly StructureNode[]): StructureNode[] {
  const walk = (node: StructureNode): StructureNode => {
    if (node.Child.length === 0) return node
    const Child = node.Child.map(walk)
    return { ...node, ...rollUp(node), Child }
  }
  return nodes.map(walk)
}

const typed = (v: number | null) => v !== null && Number.isFinite(v) && v !== 0

/**
 * The Chinese notice when `parentId` is about to get its first child while it holds typed areas
 * (they stop counting: the row then shows its children's roll-up). Null when nothing is replaced.
 */
export function rollUpNotice(rows: readonly StructureRow[], parentId: string): string | null {
  const parent = rows.find((r) => r.ID === parentId)
  if (!parent || rows.some((r) => r.ParentID === parentId)) return null
  if (!typed(parent.BuiltArea) && !typed(parent.InArea) && !typed(parent.SellArea)) return null
  const name = parent.Project_Name.trim() || '该单项'
  return `“${name}”有了子项：面积改为各子项合计，原填写的面积不再计入`
}

/** Totals of the whole project: top-level rows times their MultNum. */
export function projectTotals(nodes: readonly StructureNode[]): AreaTotals {
  const sum: [number, number, number] = [0, 0, 0]
  for (const n of nodes) {
    const c = rollUpCents(n)
    for (let i = 0; i < 3; i++) sum[i] = (sum[i] ?? 0) + (c[i] ?? 0) * multOf(n)
  }
  return fromCents(sum)
}

/** A cell that fails the SPEC §5 check. */
export interface StructureIssue {
  ID: string
  field: 'Project_Name' | 'InArea' | 'BuiltArea' | 'MultNum' | 'ParentID'
  message: string
}

const blank = (v: unknown) =>
  v === null ||
  v === undefined ||
  (typeof v === 'string' && v.trim() === '') ||
  (typeof v === 'number' && Number.isNaN(v))

/**
 * SPEC §5: project name, inner area, built area and multiplier must be non-empty; 0 counts as
 * filled ("0"). Also: areas not negative, MultNum a positive integer, ParentID not a cycle.
 */
export function validateStructure(rows: readonly StructureRow[]): StructureIssue[] {
  const issues: StructureIssue[] = []
  const cyclic = cyclicRows(rows)
  // A row with children shows and counts its children's roll-up (rollUpTree), not its own cells.
  const ids = new Set(rows.map((r) => r.ID))
  const parents = new Set(
    rows.filter((r) => !cyclic.has(r.ID) && ids.has(r.ParentID)).map((r) => r.ParentID),
  )
  for (const row of rows) {
    if (blank(row.Project_Name))
      issues.push({ ID: row.ID, field: 'Project_Name', message: '单项工程名称不能为空' })
    if (!parents.has(row.ID)) {
      if (blank(row.InArea))
        issues.push({ ID: row.ID, field: 'InArea', message: '套内面积不能为空' })
      else if ((row.InArea ?? 0) < 0)
        issues.push({ ID: row.ID, field: 'InArea', message: '套内面积不能为负数' })
      if (blank(row.BuiltArea))
        issues.push({ ID: row.ID, field: 'BuiltArea', message: '建筑面积不能为空' })
      else if ((row.BuiltArea ?? 0) < 0)
        issues.push({ ID: row.ID, field: 'BuiltArea', message: '建筑面积不能为负数' })
    }
    if (blank(row.MultNum)) issues.push({ ID: row.ID, field: 'MultNum', message: '栋数不能为空' })
    else if (!Number.isInteger(row.MultNum) || (row.MultNum ?? 0) < 1)
      issues.push({ ID: row.ID, field: 'MultNum', message: '栋数必须是正整数' })
    if (cyclic.has(row.ID))
      issues.push({ ID: row.ID, field: 'ParentID', message: '上级单项不能是自己或自己的下级' })
  }
  return issues
}

/** A Sort value between two neighbours (either may be missing): fractional ordering. */
export function sortBetween(before: number | undefined, after: number | undefined): number {
  if (before === undefined && after === undefined) return 1
  if (before === undefined) return (after ?? 0) - 1
  if (after === undefined) return before + 1
  return (before + after) / 2
}
