import type { PasteBlock, RowFields } from '@/data/repositories/structure'
import {
  numberRows,
  rollUp,
  type AreaTotals,
  type StructureNode,
} from '@/domain/projects/structure'
import { COLUMNS, editText, parseCell, type EditableKey } from './columns'
import type { Cell, Range } from '@/components/grid/grid-model'

/** One line of the grid: the node, its display number and, for parents, the roll-up. */
export interface GridLine {
  node: StructureNode
  num: string
  hasChildren: boolean
  open: boolean
  /** Sum of the children (each times its MultNum) for a parent row; null for a leaf. */
  rolled: AreaTotals | null
}

/** Depth-first lines, skipping the children of folded rows. */
export function gridLines(tree: readonly StructureNode[], folded: ReadonlySet<string>): GridLine[] {
  const nums = numberRows(tree)
  const out: GridLine[] = []
  const walk = (list: readonly StructureNode[]) => {
    for (const node of list) {
      const hasChildren = node.Child.length > 0
      const open = !folded.has(node.ID)
      out.push({
        node,
        num: nums.get(node.ID) ?? '',
        hasChildren,
        open,
        rolled: hasChildren ? rollUp(node) : null,
      })
      if (hasChildren && open) walk(node.Child)
    }
  }
  walk(tree)
  return out
}

/** The text a cell gives to Ctrl+C and to the editor. */
export function cellText(
  line: GridLine,
  col: number,
  tenderNames: ReadonlyMap<string, string>,
): string {
  const key = COLUMNS[col]?.key
  if (key === undefined) return ''
  if (key === 'Num') return line.num
  if (key === 'TenderID') return tenderNames.get(line.node.TenderID) ?? ''
  return editText(line.node[key])
}

export function copyBlock(
  lines: readonly GridLine[],
  range: Range,
  tenderNames: ReadonlyMap<string, string>,
): string[][] {
  const out: string[][] = []
  for (let r = range.top; r <= range.bottom; r++) {
    const line = lines[r]
    if (!line) continue
    const row: string[] = []
    for (let c = range.left; c <= range.right; c++) row.push(cellText(line, c, tenderNames))
    out.push(row)
  }
  return out
}

export interface PastePlan {
  block: PasteBlock
  /** Cells that could not be read (text in a number column …), left unchanged. */
  rejected: number
}

/**
 * Maps a pasted block onto the grid from `at`: block column j lands on grid column at.col + j
 * (read-only columns such as 序号 and 标段 are skipped); rows past the end become new rows.
 */
export function planPaste(
  lines: readonly GridLine[],
  at: Cell,
  cells: readonly (readonly string[])[],
): PastePlan {
  const block: PasteBlock = { updates: [], creates: [] }
  let rejected = 0
  cells.forEach((values, i) => {
    const fields: RowFields = {}
    values.forEach((text, j) => {
      const column = COLUMNS[at.col + j]
      if (!column?.editable) return
      const key = column.key as EditableKey
      const parsed = parseCell(key, text)
      if (!parsed.ok) {
        rejected++
        return
      }
      Object.assign(fields, { [key]: parsed.value })
    })
    const line = lines[at.row + i]
    if (line) block.updates.push({ id: line.node.ID, fields })
    else if (Object.keys(fields).length > 0) block.creates.push(fields)
  })
  return { block, rejected }
}

/** Rows (by id) of the cells to clear with Delete, and the fields each loses. */
export function clearPlan(
  lines: readonly GridLine[],
  range: Range,
): Array<{ id: string; fields: RowFields }> {
  const keys = COLUMNS.slice(range.left, range.right + 1)
    .filter((c) => c.editable)
    .map((c) => c.key as EditableKey)
  if (keys.length === 0) return []
  const out: Array<{ id: string; fields: RowFields }> = []
  for (let r = range.top; r <= range.bottom; r++) {
    const line = lines[r]
    if (!line) continue
    const fields: RowFields = {}
    for (const k of keys)
      Object.assign(fields, { [k]: k === 'Project_Name' || k === 'Usage' ? '' : null })
    out.push({ id: line.node.ID, fields })
  }
  return out
}
