import type { Range } from '@/components/grid/grid-model'
import { BILL_COLUMNS, isCompositionKey, type BillColumn } from './columns'
import { cellText, type BillLine } from './lines'

/**
 * What an edit of several cells writes (a pasted block, rows inserted under the selection, a
 * cleared range, a copied block): plans over the grid's lines, turned into repository commands
 * by the grid's hook.
 */
export interface PastePlan {
  updates: { id: string; fields: Record<string, string> }[]
  creates: Record<string, string>[]
}

/** A pasted block at `at`: cells over existing item lines update them; rows beyond the end are new items. */
export function planPaste(
  lines: readonly BillLine[],
  at: { row: number; col: number },
  cells: readonly (readonly string[])[],
  columns: readonly BillColumn[] = BILL_COLUMNS,
): PastePlan {
  const plan: PastePlan = { updates: [], creates: [] }
  const fieldsOf = (row: readonly string[]) => {
    const fields: Record<string, string> = {}
    row.forEach((value, k) => {
      const col = columns[at.col + k]
      if (col?.editable) fields[col.key] = value.trim()
    })
    return fields
  }
  cells.forEach((row, r) => {
    const line = lines[at.row + r]
    const fields = fieldsOf(row)
    if (Object.keys(fields).length === 0) return
    if (line === undefined) plan.creates.push(fields)
    else if (line.type === 'item') plan.updates.push({ id: line.id, fields })
  })
  return plan
}

/**
 * Where rows inserted under line `row` go (Ctrl+Shift+V): before the next item of the same 分部,
 * or at the end of that 分部 (a heading: at its start). Items keep their 分部.
 */
export function insertBelow(
  lines: readonly BillLine[],
  row: number,
): { beforeId?: string; groupId: string } {
  const line = lines[row]
  if (line === undefined) return { groupId: '' }
  const groupId = line.type === 'item' ? line.item.GroupId : line.id
  const next = lines[row + 1]
  return next?.type === 'item' && next.item.GroupId === groupId
    ? { beforeId: next.id, groupId }
    : { groupId }
}

/** The item ids of the selected rows, top to bottom (fill down, delete). */
export function selectedItemIds(lines: readonly BillLine[], range: Range): string[] {
  return lines.slice(range.top, range.bottom + 1).flatMap((l) => (l.type === 'item' ? [l.id] : []))
}

/** The selected cells as text, for Ctrl+C. */
export function copyBlock(
  lines: readonly BillLine[],
  range: Range,
  columns: readonly BillColumn[] = BILL_COLUMNS,
): string[][] {
  return lines
    .slice(range.top, range.bottom + 1)
    .map((line) =>
      Array.from({ length: range.right - range.left + 1 }, (_, k) =>
        cellText(line, range.left + k, 'edit', columns),
      ),
    )
}

/** Fields a Delete over a range clears (required fields are kept). */
export function clearPlan(
  lines: readonly BillLine[],
  range: Range,
  columns: readonly BillColumn[] = BILL_COLUMNS,
): { id: string; fields: Record<string, null | string> }[] {
  const out: { id: string; fields: Record<string, null | string> }[] = []
  for (const line of lines.slice(range.top, range.bottom + 1)) {
    if (line.type !== 'item') continue
    const fields: Record<string, null | string> = {}
    for (let c = range.left; c <= range.right; c++) {
      const key = columns[c]?.key
      if (
        key === 'Quantity' ||
        key === 'UnitPrice' ||
        key === 'ProvisionalAmount' ||
        isCompositionKey(key)
      )
        fields[key] = null
      else if (key === 'Features' || key === 'Note' || key === 'Formula') fields[key] = ''
    }
    if (Object.keys(fields).length > 0) out.push({ id: line.id, fields })
  }
  return out
}
