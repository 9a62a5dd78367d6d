import { checkCode, duplicateCodes } from '@/domain/bill/codes'
import type { BillGroup, BillItem, ItemKind } from '@/domain/bill/model'
import { fenToDecimal, lineAmountFen } from '@/domain/bill/money'
import type { Range } from '@/components/grid/grid-model'
import { compositionWarning } from '@/domain/bill/composition'
import { BILL_COLUMNS, gridTemplate, isCompositionKey, type BillColumn } from './columns'

/**
 * The bill grid as pure data: one 单位工程's items of one kind, grouped by 分部 (a heading line
 * per group, items without a 分部 first), filtered by a search, with 合价 in 分 (money.ts) and
 * the code warnings of each item. The component and the paste/fill/copy plans read these lines.
 */

export { BILL_COLUMNS, billColumns, gridTemplate, gridMinWidth, type BillColumn, type ColumnKey, type ColumnChoice } from './columns'

/** Fits 1024 px beside the unit list: the text columns share what the numbers leave. */
export const BILL_GRID_TEMPLATE = gridTemplate(BILL_COLUMNS)

export const isEditableCol = (col: number, columns: readonly BillColumn[] = BILL_COLUMNS) => columns[col]?.editable === true

export type BillLine =
  | { type: 'group'; id: string; group: BillGroup | null; name: string; count: number; fen: number }
  | { readonly type: 'item'; readonly id: string; readonly item: BillItem; readonly num: number; readonly fen: number; readonly warnings: string[]; readonly composition: string | null }

/**
 * An item's line. Its code and 综合单价组成 warnings are worked out when first read (only the
 * rows on screen read them), so building the lines of 25,000 items stays cheap.
 */
class ItemLine {
  readonly type = 'item' as const
  readonly id: string
  readonly item: BillItem
  readonly num: number
  readonly fen: number
  private readonly duplicate: boolean
  private w: string[] | undefined
  private c: string | null | undefined
  constructor(item: BillItem, num: number, fen: number, duplicate: boolean) {
    this.id = item.ID
    this.item = item
    this.num = num
    this.fen = fen
    this.duplicate = duplicate
  }
  get warnings(): string[] {
    if (this.w === undefined) {
      this.w = checkCode(this.item.Code).map((i) => i.message)
      if (this.duplicate) this.w.push(`项目编码 ${this.item.Code} 在本单位工程中重复`)
    }
    return this.w
  }
  get composition(): string | null {
    if (this.c === undefined) this.c = compositionWarning(this.item)
    return this.c
  }
}

/** 合价 in 分 of each item object, kept while the object lives (a chunk re-read makes new ones). */
const fenOf = new WeakMap<BillItem, number>()
function amountOf(item: BillItem): number {
  let fen = fenOf.get(item)
  if (fen === undefined) {
    fen = lineAmountFen(item.Quantity, item.UnitPrice)
    fenOf.set(item, fen)
  }
  return fen
}

const matches = (item: BillItem, q: string) => item.Code.includes(q) || item.Name.includes(q) || item.Features.includes(q) || item.Note.includes(q)

/** The lines of one kind's items; `search` keeps matching items (and their 分部 headings). */
export function billLines(items: readonly BillItem[], groups: readonly BillGroup[], kind: ItemKind, search = ''): BillLine[] {
  const q = search.trim()
  const dup = duplicateCodes(items)
  const ofKind = items.filter((i) => i.Kind === kind)
  const byGroup = new Map<string, BillItem[]>()
  const known = new Set(groups.filter((g) => g.Kind === kind).map((g) => g.ID))
  for (const item of ofKind) {
    const key = known.has(item.GroupId) ? item.GroupId : ''
    const list = byGroup.get(key) ?? []
    list.push(item)
    byGroup.set(key, list)
  }
  const out: BillLine[] = []
  let num = 0
  const push = (group: BillGroup | null, list: readonly BillItem[]) => {
    const shown = q === '' ? list : list.filter((i) => matches(i, q))
    if (group === null && shown.length === 0) return
    if (q !== '' && shown.length === 0) return
    const heading: BillLine = { type: 'group', id: group?.ID ?? '', group, name: group?.Name ?? '（未分部）', count: list.length, fen: 0 }
    if (group !== null || groups.some((g) => g.Kind === kind)) out.push(heading)
    let sum = 0
    for (const item of list) {
      const fen = amountOf(item)
      sum += fen
      num++
      if (q !== '' && !matches(item, q)) continue
      out.push(new ItemLine(item, num, fen, dup.has(item.ID)))
    }
    heading.fen = sum
  }
  push(null, byGroup.get('') ?? [])
  for (const g of [...groups].filter((x) => x.Kind === kind).sort((a, b) => a.Sort - b.Sort)) push(g, byGroup.get(g.ID) ?? [])
  return out
}

const plain = (v: number | null) => (v === null ? '' : String(v))
const money = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
export const formatFen = (fen: number) => money.format(Number(fenToDecimal(fen)))

/** The text a cell shows (display) or edits (edit: plain numbers). */
export function cellText(line: BillLine, col: number, mode: 'display' | 'edit' = 'display', columns: readonly BillColumn[] = BILL_COLUMNS): string {
  const key = columns[col]?.key
  if (line.type === 'group') {
    if (key === 'Name') return line.name
    if (key === 'amount') return formatFen(line.fen)
    return ''
  }
  const { item } = line
  switch (key) {
    case 'num':
      return String(line.num)
    case 'amount':
      return item.Quantity === null || item.UnitPrice === null ? '' : formatFen(line.fen)
    case 'Quantity':
      return plain(item.Quantity)
    case 'UnitPrice':
    case 'ProvisionalAmount':
    case 'Labour':
    case 'Material':
    case 'Machine':
    case 'Overhead':
    case 'Profit':
      return mode === 'edit' || item[key] === null ? plain(item[key]) : money.format(item[key])
    case 'materials':
      return materialsText(item)
    case undefined:
      return ''
    default:
      return item[key]
  }
}

/** The 主材 column: the names (and specs) of an item's main materials. */
export function materialsText(item: BillItem): string {
  return item.Materials.map((m) => (m.Spec === '' ? m.Name : `${m.Name} ${m.Spec}`)).join('、')
}

export interface PastePlan {
  updates: { id: string; fields: Record<string, string> }[]
  creates: Record<string, string>[]
}

/** A pasted block at `at`: cells over existing item lines update them; rows beyond the end are new items. */
export function planPaste(lines: readonly BillLine[], at: { row: number; col: number }, cells: readonly (readonly string[])[], columns: readonly BillColumn[] = BILL_COLUMNS): PastePlan {
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

/** The item ids of the selected rows, top to bottom (fill down, delete). */
export function selectedItemIds(lines: readonly BillLine[], range: Range): string[] {
  return lines.slice(range.top, range.bottom + 1).flatMap((l) => (l.type === 'item' ? [l.id] : []))
}

/** The selected cells as text, for Ctrl+C. */
export function copyBlock(lines: readonly BillLine[], range: Range, columns: readonly BillColumn[] = BILL_COLUMNS): string[][] {
  return lines.slice(range.top, range.bottom + 1).map((line) => Array.from({ length: range.right - range.left + 1 }, (_, k) => cellText(line, range.left + k, 'edit', columns)))
}

/** Fields a Delete over a range clears (required fields are kept). */
export function clearPlan(lines: readonly BillLine[], range: Range, columns: readonly BillColumn[] = BILL_COLUMNS): { id: string; fields: Record<string, null | string> }[] {
  const out: { id: string; fields: Record<string, null | string> }[] = []
  for (const line of lines.slice(range.top, range.bottom + 1)) {
    if (line.type !== 'item') continue
    const fields: Record<string, null | string> = {}
    for (let c = range.left; c <= range.right; c++) {
      const key = columns[c]?.key
      if (key === 'Quantity' || key === 'UnitPrice' || key === 'ProvisionalAmount' || isCompositionKey(key)) fields[key] = null
      else if (key === 'Features' || key === 'Note') fields[key] = ''
    }
    if (Object.keys(fields).length > 0) out.push({ id: line.id, fields })
  }
  return out
}
