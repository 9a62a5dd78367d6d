import { checkCode } from '@/domain/bill/codes'
import type { BillGroup, BillItem, ItemKind } from '@/domain/bill/model'
import { asFen, fenToDecimal, lineAmountFen } from '@/domain/money'
import { formatMoney } from '@/domain/format'
import { compositionWarning } from '@/domain/bill/composition'
import { BILL_COLUMNS, gridTemplate, type BillColumn } from './columns'

/**
 * The bill grid as pure data: one 单位工程's items of one kind, grouped by 分部 (a heading line
 * per group, items without a 分部 first), filtered by a search, with 合价 in 分 (src/domain/money) and
 * the code warnings of each item. The component and the paste/fill/copy plans (edit-plans.ts) read
 * these lines.
 */

export {
  BILL_COLUMNS,
  billColumns,
  gridTemplate,
  gridMinWidth,
  type BillColumn,
  type ColumnKey,
  type ColumnChoice,
} from './columns'

/** Fits 1024 px beside the unit list: the text columns share what the numbers leave. */
export const BILL_GRID_TEMPLATE = gridTemplate(BILL_COLUMNS)

export const isEditableCol = (col: number, columns: readonly BillColumn[] = BILL_COLUMNS) =>
  columns[col]?.editable === true

export type BillLine =
  | { type: 'group'; id: string; group: BillGroup | null; name: string; count: number; fen: number }
  | {
      readonly type: 'item'
      readonly id: string
      readonly item: BillItem
      readonly num: number
      readonly fen: number
      readonly warnings: string[]
      readonly composition: string | null
    }

/** How an item line finds out whether its code repeats an earlier item's (worked out lazily). */
interface DupCheck {
  isDup(item: BillItem, chunk: number): boolean
}

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
  private readonly dup: DupCheck
  private readonly chunk: number
  private w: string[] | undefined
  private c: string | null | undefined
  constructor(item: BillItem, num: number, fen: number, dup: DupCheck, chunk: number) {
    this.id = item.ID
    this.item = item
    this.num = num
    this.fen = fen
    this.dup = dup
    this.chunk = chunk
  }
  get warnings(): string[] {
    if (this.w === undefined) {
      this.w = checkCode(this.item.Code).map((i) => i.message)
      if (this.dup.isDup(this.item, this.chunk))
        this.w.push(`项目编码 ${this.item.Code} 在本单位工程中重复`)
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

const matches = (item: BillItem, q: string) =>
  item.Code.includes(q) ||
  item.Name.includes(q) ||
  item.Features.includes(q) ||
  item.Note.includes(q)

/** A run of one chunk's items of one kind and one GroupId, in order, with their 合价 in 分. */
interface Run {
  items: readonly BillItem[]
  fens: readonly number[]
  sum: number
}
const runOf = (items: readonly BillItem[]): Run => {
  const fens = items.map(amountOf)
  return { items, fens, sum: fens.reduce((a, b) => a + b, 0) }
}

/**
 * What the lines need of one chunk of items (docs/bill.md "Opening a large bill"), worked out once
 * per chunk array: the first item of each code (duplicates), and per kind its items split by
 * GroupId. A chunk array lives until the chunk is re-read, so while a unit loads chunk by chunk,
 * or after an edit re-reads one chunk, only the new chunk is gone through again.
 */
interface ChunkInfo {
  firstOfCode: Map<string, string>
  kinds: Map<ItemKind, { ofKind: readonly BillItem[]; byGroup: Map<string, Run> }>
}
const chunkInfos = new WeakMap<readonly BillItem[], ChunkInfo>()
function infoOf(chunk: readonly BillItem[]): ChunkInfo {
  let info = chunkInfos.get(chunk)
  if (info === undefined) {
    const firstOfCode = new Map<string, string>()
    for (const item of chunk)
      if (item.Code !== '' && !firstOfCode.has(item.Code)) firstOfCode.set(item.Code, item.ID)
    info = { firstOfCode, kinds: new Map() }
    chunkInfos.set(chunk, info)
  }
  return info
}
function kindOf(chunk: readonly BillItem[], kind: ItemKind) {
  const info = infoOf(chunk)
  let k = info.kinds.get(kind)
  if (k === undefined) {
    const ofKind = chunk.filter((i) => i.Kind === kind)
    const split = new Map<string, BillItem[]>()
    for (const item of ofKind) {
      const list = split.get(item.GroupId)
      if (list) list.push(item)
      else split.set(item.GroupId, [item])
    }
    k = { ofKind, byGroup: new Map([...split].map(([g, list]) => [g, runOf(list)])) }
    info.kinds.set(kind, k)
  }
  return k
}

/**
 * The lines of one kind's items; `search` keeps matching items (and their 分部 headings).
 * `items` is the unit's items in order, whole or as consecutive chunks (UnitItemsWindow):
 * chunks are gone through once each (see ChunkInfo), so rebuilding the lines as a chunk arrives
 * costs one pass over the lines, not a regrouping of every item.
 */
export function billLines(
  items: readonly BillItem[] | { chunks: readonly (readonly BillItem[])[] },
  groups: readonly BillGroup[],
  kind: ItemKind,
  search = '',
): BillLine[] {
  const chunks = 'chunks' in items ? items.chunks : [items]
  const q = search.trim()
  const mine = groups.filter((g) => g.Kind === kind)
  const known = new Set(mine.map((g) => g.ID))
  // A code repeats when an earlier chunk has it, or an earlier item of its own chunk does.
  const dup: DupCheck = {
    isDup: (item, k) => {
      if (item.Code === '') return false
      for (let j = 0; j < k; j++) if (infoOf(chunks[j]!).firstOfCode.has(item.Code)) return true
      return infoOf(chunks[k]!).firstOfCode.get(item.Code) !== item.ID
    },
  }
  // Per 分部 (key '' = 未分部: no GroupId or one of a 分部 that is gone), its runs in chunk order.
  const byGroup = new Map<string, { run: Run; chunk: number }[]>()
  const add = (key: string, run: Run, chunk: number) => {
    if (run.items.length === 0) return
    const list = byGroup.get(key)
    if (list) list.push({ run, chunk })
    else byGroup.set(key, [{ run, chunk }])
  }
  chunks.forEach((chunk, k) => {
    const { ofKind, byGroup: runs } = kindOf(chunk, kind)
    let orphans = false
    for (const g of runs.keys()) if (g !== '' && !known.has(g)) orphans = true
    // Items of a gone 分部 join 未分部 in their Sort order among the ones without a 分部.
    if (orphans) add('', runOf(ofKind.filter((i) => !known.has(i.GroupId))), k)
    else if (runs.has('')) add('', runs.get('')!, k)
    for (const [g, run] of runs) if (known.has(g)) add(g, run, k)
  })
  const out: BillLine[] = []
  let num = 0
  const push = (group: BillGroup | null, parts: readonly { run: Run; chunk: number }[]) => {
    const count = parts.reduce((n, p) => n + p.run.items.length, 0)
    const heading: BillLine = {
      type: 'group',
      id: group?.ID ?? '',
      group,
      name: group?.Name ?? '（未分部）',
      count,
      fen: parts.reduce((n, p) => n + p.run.sum, 0),
    }
    if (q === '') {
      if (group === null && count === 0) return
      if (group !== null || mine.length > 0) out.push(heading)
      for (const { run, chunk } of parts) {
        for (let i = 0; i < run.items.length; i++)
          out.push(new ItemLine(run.items[i]!, ++num, run.fens[i]!, dup, chunk))
      }
      return
    }
    const at = out.length
    let shown = 0
    for (const { run, chunk } of parts) {
      for (let i = 0; i < run.items.length; i++) {
        num++
        if (!matches(run.items[i]!, q)) continue
        out.push(new ItemLine(run.items[i]!, num, run.fens[i]!, dup, chunk))
        shown++
      }
    }
    if (shown > 0 && (group !== null || mine.length > 0)) out.splice(at, 0, heading)
  }
  push(null, byGroup.get('') ?? [])
  for (const g of [...mine].sort((a, b) => a.Sort - b.Sort)) push(g, byGroup.get(g.ID) ?? [])
  return out
}

const plain = (v: number | null) => (v === null ? '' : String(v))
/** 分 as every money figure of the bill shows it (the domain's money formatter): 1,234,567.80. */
export const formatFen = (fen: number) => formatMoney(fenToDecimal(asFen(fen)))
/** 元 as every money field of the bill shows it when not being edited: 1,234,567.80. */
export const formatYuan = (yuan: number) => formatMoney(yuan)

/** The text a cell shows (display) or edits (edit: plain numbers). */
export function cellText(
  line: BillLine,
  col: number,
  mode: 'display' | 'edit' = 'display',
  columns: readonly BillColumn[] = BILL_COLUMNS,
): string {
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
      return mode === 'edit' || item[key] === null ? plain(item[key]) : formatYuan(item[key])
    case 'materials':
      return materialsText(item)
    case 'Formula':
      return item.Formula ?? ''
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
