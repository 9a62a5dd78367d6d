import { checkCode, isMeasureCode, nextFreeCode, normalizeCode } from '../codes'
import type { ItemKind } from '../model'
import { fenToDecimal, lineAmountFen, roundYuan, toFen } from '../../money'
import { formulaQuantity, quantityRoundingNote, roundQuantity } from '../quantity'
import {
  bracketName,
  formOfTitle,
  isHeaderRow,
  isPageNoise,
  isSecondHeaderRow,
  isSubtotal,
  mapColumns,
  numberCell,
  projectLineName,
  type ColumnMap,
  type Field,
  type FormKind,
  type GridSheet,
} from './layout'
import {
  parseOtherRow,
  parseRateRow,
  parseTaxRow,
  type ParsedOther,
  type ParsedRate,
} from './parse-other'

/**
 * Reads the standard bill forms (表-08, 表-11, 表-12, 表-13) from a cell grid into 单位工程 with
 * their items, rated lines and 其他项目, each with its Excel row and the problems of that row in
 * Chinese. Title rows, 工程名称 lines, repeated headers, 本页小计/合计/分部小计 and page labels are
 * skipped; 分部 heading rows group the items below them. See docs/bill.md "Excel forms".
 */

export interface FormIssue {
  sheet: string
  /** Excel row (1-based); 0 for the whole sheet. */
  row: number
  level: 'error' | 'warning'
  message: string
}

export interface ParsedItem {
  sheet: string
  row: number
  kind: ItemKind
  /** The 分部 heading above the item ('' when none). */
  group: string
  Code: string
  Name: string
  Features: string
  Unit: string
  Quantity: number | null
  UnitPrice: number | null
  ProvisionalAmount: number | null
  Labour: number | null
  Material: number | null
  Machine: number | null
  Overhead: number | null
  Profit: number | null
  Note: string
  /** 计算式 of the export's 计算式 column; absent when the row has none (or an unreadable one, warned). */
  Formula?: string
  /** 合价 as written in the file (元), kept for the 回标 arithmetic check; not stored on the item. */
  StatedAmount: number | null
}

/**
 * A 本页小计 / 分部小计 / 合计 row of 表-08 as written, with the items it sums: indexes
 * [from, to) into ParsedUnit.items (rows dropped for errors are not in the range's items).
 */
export interface StatedTotal {
  sheet: string
  row: number
  label: string
  kind: 'page' | 'group' | 'total'
  amount: number
  from: number
  to: number
}

export interface ParsedUnit {
  /** The 单位工程: the sheet's last 【…】, else the 工程名称 line, else the sheet name. */
  name: string
  /** The 工程名称 line's text ('' when the sheet has none). */
  title: string
  sheets: string[]
  items: ParsedItem[]
  rates: ParsedRate[]
  others: ParsedOther[]
  /** 税金/增值税 rate (percent) from 表-13, when present. */
  taxRate: number | null
  /** The subtotal rows of 表-08 with their stated amounts (回标 arithmetic check). */
  statedTotals: StatedTotal[]
}

export interface ParsedWorkbook {
  units: ParsedUnit[]
  issues: FormIssue[]
}

interface State {
  form: FormKind | null
  cols: ColumnMap | null
  unit: ParsedUnit | null
  kind: ItemKind
  group: string
  /** Item indexes where the current page, 分部 and form started (for StatedTotal ranges). */
  pageStart: number
  groupStart: number
  formStart: number
}

/** Parses every sheet; 单位工程 of the same 工程名称 across sheets (表-08, 表-11 …) are merged. */
export function parseBillGrid(sheets: readonly GridSheet[]): ParsedWorkbook {
  const units = new Map<string, ParsedUnit>()
  const issues: FormIssue[] = []
  const used = new Map<ParsedUnit, Map<string, number>>()
  for (const sheet of sheets) parseSheet(sheet, units, issues, used)
  const list = [...units.values()].filter(
    (u) => u.items.length + u.rates.length + u.others.length > 0 || u.taxRate !== null,
  )
  return { units: list, issues: issues.sort((a, b) => (a.sheet === b.sheet ? a.row - b.row : 0)) }
}

function parseSheet(
  sheet: GridSheet,
  units: Map<string, ParsedUnit>,
  issues: FormIssue[],
  used: Map<ParsedUnit, Map<string, number>>,
): void {
  // The 工程名称 line starts at the row's first filled cell.
  const lineOf = (cells: readonly string[]) => projectLineName(cells.find((c) => c !== '') ?? '')
  const titles = new Set(
    sheet.rows.map((r) => lineOf(r.cells)).filter((t): t is string => t !== null && t !== ''),
  )
  const bracket = bracketName(sheet.name)
  const unitFor = (title: string): ParsedUnit => {
    const name = titles.size <= 1 && bracket !== null ? bracket : title || bracket || sheet.name
    const key = title || name
    let u = units.get(key)
    if (!u)
      units.set(
        key,
        (u = {
          name,
          title,
          sheets: [],
          items: [],
          rates: [],
          others: [],
          taxRate: null,
          statedTotals: [],
        }),
      )
    if (!u.sheets.includes(sheet.name)) u.sheets.push(sheet.name)
    return u
  }
  const st: State = {
    form: formOfTitle(sheet.name),
    cols: null,
    unit: null,
    kind: '分部分项',
    group: '',
    pageStart: 0,
    groupStart: 0,
    formStart: 0,
  }
  const startAt = (u: ParsedUnit) => (st.pageStart = st.groupStart = st.formStart = u.items.length)
  const rows = sheet.rows
  // One closure each for the whole sheet (not per row): they read the current row.
  let row = 0
  let cells: readonly string[] = []
  const get = (f: Field) => {
    const c = st.cols?.[f]
    return c === undefined ? '' : (cells[c] ?? '').trim()
  }
  const issue = (level: FormIssue['level'], message: string) =>
    issues.push({ sheet: sheet.name, row, level, message })
  for (let i = 0; i < rows.length; i++) {
    ;({ row, cells } = rows[i] ?? { row: 0, cells: [] })
    const filled = cells.filter((c) => c !== '')
    if (filled.length === 0) continue
    const first = filled[0] ?? ''
    const title = filled.length === 1 ? formOfTitle(first) : null
    if (title !== null) {
      st.form = title
      continue
    }
    const line = lineOf(cells)
    if (line !== null) {
      const u = unitFor(line)
      if (u !== st.unit) {
        st.unit = u
        st.kind = '分部分项'
        st.group = ''
        startAt(u)
      }
      continue
    }
    if (isHeaderRow(cells)) {
      const next = rows[i + 1]
      const second =
        next && next.row === row + 1 && isSecondHeaderRow(next.cells) ? next.cells : null
      st.cols = mapColumns(cells, second)
      if (second) i++
      if (st.form === null) st.form = formOfColumns(st.cols, cells)
      continue
    }
    if (st.cols === null || st.form === null || st.form === 'summary' || st.form === 'other')
      continue
    if (filled.every((c) => isPageNoise(c))) continue
    const subtotal = [get('no'), get('code'), get('name'), first].find((c) => isSubtotal(c))
    if (subtotal !== undefined) {
      if (st.form === '08' && st.unit)
        keepStatedTotal(
          st,
          st.unit,
          subtotal.replace(/\s+/g, ''),
          numberCell(get('amount'), '合价', () => undefined),
          sheet.name,
          row,
        )
      continue
    }
    if (st.unit === null) startAt((st.unit = unitFor('')))
    const unit = st.unit
    if (st.form === '08') {
      let codes = used.get(unit)
      if (!codes) used.set(unit, (codes = new Map<string, number>()))
      const item = parseItemRow(get, st, sheet.name, row, codes, issue)
      if (item) unit.items.push(item)
    } else if (st.form === '11') {
      const r = parseRateRow(get, sheet.name, row, '总价措施', issue)
      if (r) unit.rates.push(r)
    } else if (st.form === '12') {
      const o = parseOtherRow(get, sheet.name, row, issue)
      if (o) unit.others.push(o)
    } else {
      const tax = parseTaxRow(get, sheet.name, row, issue)
      if (tax?.kind === 'tax') unit.taxRate = tax.rate
      else if (tax?.kind === 'fee') unit.rates.push(tax.line)
    }
  }
}

/** Records a 表-08 subtotal row with the item range it sums; the next page starts after it. */
function keepStatedTotal(
  st: State,
  unit: ParsedUnit,
  label: string,
  amount: number | null | undefined,
  sheet: string,
  row: number,
): void {
  const to = unit.items.length
  const kind: StatedTotal['kind'] = label.startsWith('本页')
    ? 'page'
    : /^(分部|本分部|小计)/.test(label)
      ? 'group'
      : 'total'
  const from = kind === 'page' ? st.pageStart : kind === 'group' ? st.groupStart : st.formStart
  if (amount !== null && amount !== undefined)
    unit.statedTotals.push({ sheet, row, label, kind, amount, from, to })
  if (kind === 'page') st.pageStart = to
}

/** The form of a header without a title row above it. */
function formOfColumns(cols: ColumnMap, cells: readonly string[]): FormKind {
  if (cells.some((c) => c.includes('汇总内容'))) return 'summary'
  if (cols.code !== undefined && cols.unit !== undefined) return '08'
  if (cols.baseAmount !== undefined) return '13'
  return cols.base !== undefined ? '11' : '12'
}

type Get = (f: Field) => string
type Issue = (level: FormIssue['level'], message: string) => void

function parseItemRow(
  get: Get,
  st: State,
  sheet: string,
  row: number,
  used: Map<string, number>,
  issue: Issue,
): ParsedItem | null {
  const rawCode = get('code')
  const name = get('name')
  const unit = get('unit')
  const qtyText = get('quantity')
  if (rawCode === '' && name === '') return null
  if (rawCode === '' && unit === '' && qtyText === '') {
    // A heading: 分部分项 / 单价措施 sections, or a 分部 such as 土石方工程.
    const t = name.replace(/\s+/g, '')
    if (/单价措施/.test(t) || t === '措施项目') [st.kind, st.group] = ['单价措施', '']
    else if (/^分部分项/.test(t)) [st.kind, st.group] = ['分部分项', '']
    else st.group = name
    st.groupStart = st.unit?.items.length ?? 0
    return null
  }
  let failed = false
  const fail: Issue = (level, message) => {
    if (level === 'error') failed = true
    issue(level, message)
  }
  const { code: normal, repaired } = normalizeCode(rawCode)
  let code = normal
  if (repaired) fail('warning', `项目编码 ${rawCode} 缺少开头的0，已补为 ${code}`)
  for (const c of checkCode(code)) fail(c.level, c.message)
  if (name === '') fail('error', '项目名称不能为空')
  if (unit === '') fail('error', '计量单位不能为空')
  const quantity = numberCell(qtyText, '工程量', fail)
  const price = numberCell(get('price'), '综合单价', fail)
  const provisional = numberCell(get('provisional'), '暂估价', fail)
  const parts = (['labour', 'material', 'machine', 'overhead', 'profit'] as const).map((f) =>
    numberCell(get(f), '综合单价组成', fail),
  )
  if (failed) return null
  const first = used.get(code)
  if (first !== undefined) {
    const free = nextFreeCode(code, new Set(used.keys()))
    if (free === null) {
      issue('error', `项目编码 ${code} 与第 ${first} 行重复`)
      return null
    }
    issue('warning', `项目编码 ${code} 与第 ${first} 行重复，已改为 ${free}`)
    code = free
  }
  used.set(code, row)
  let q = quantity === null || quantity === undefined ? null : roundQuantity(quantity, unit)
  const formula = readFormula(get('formula'), unit, q, issue)
  if (formula) q = formula.quantity
  const rounded =
    quantity === null || quantity === undefined
      ? null
      : quantityRoundingNote(quantity, unit, qtyText)
  if (rounded !== null) issue('warning', rounded)
  const p = price === null || price === undefined ? null : roundYuan(price)
  const fileAmount = numberCell(get('amount'), '合价', () => undefined)
  if (fileAmount !== null && fileAmount !== undefined && q !== null && p !== null) {
    const computed = lineAmountFen(q, p)
    if (toFen(fileAmount) !== computed)
      issue(
        'warning',
        `合价 ${get('amount')} 与工程量×综合单价 ${fenToDecimal(computed)} 不符，按后者计算`,
      )
  }
  const money = (v: number | null | undefined) =>
    v === null || v === undefined ? null : roundYuan(v)
  return {
    sheet,
    row,
    kind: isMeasureCode(code) ? '单价措施' : st.kind,
    group: st.group,
    Code: code,
    Name: name,
    Features: get('features').replace(/\r\n?/g, '\n'),
    Unit: unit,
    Quantity: q,
    UnitPrice: p,
    ProvisionalAmount: money(provisional),
    Labour: money(parts[0]),
    Material: money(parts[1]),
    Machine: money(parts[2]),
    Overhead: money(parts[3]),
    Profit: money(parts[4]),
    Note: get('note'),
    ...(formula ? { Formula: formula.text } : {}),
    StatedAmount: fileAmount === undefined ? null : fileAmount,
  }
}

/**
 * The 计算式 cell of an item row: its text and the 工程量 it gives (the formula wins over a
 * differing 工程量, with a warning); an unreadable one is left out with the parser's message.
 */
function readFormula(
  text: string,
  unit: string,
  quantity: number | null,
  issue: Issue,
): { text: string; quantity: number } | null {
  if (text === '') return null
  const q = formulaQuantity(text, unit)
  if (!q.ok) {
    issue('warning', `${q.message}，已忽略该计算式`)
    return null
  }
  if (quantity !== null && quantity !== q.value)
    issue('warning', `工程量 ${quantity} 与计算式的结果 ${q.value} 不符，按计算式计算`)
  return { text, quantity: q.value }
}
