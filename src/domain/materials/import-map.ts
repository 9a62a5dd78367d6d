import { MAX_ITEMS_PER_WRITE } from '../api/materials'
import { formatDecimal, parseDecimal } from '../money/decimal'
import { HOT_CITIES } from '../projects/model'
import type { SheetTable } from '../projects/xlsx'
import { isPeriod } from './period'
import { materialItemInput, type MaterialItemInput } from './schemas'
import { materialKey } from './trend'
import { guessColumns } from '../xlsx/columns'

export { columnLetter, normalizeHeader } from '../xlsx/columns'

/**
 * The mapping step of a material price import (docs/materials.md "Excel import"): where the
 * header is (a 信息价 bulletin has a merged title row and often a two-row header, 价格（元） over
 * 含税价 / 除税价), which column holds which field, and the items a sheet turns into, with the
 * problems of each Excel row in Chinese. Pure: the preview recomputes it on every change.
 */
export const MATERIAL_FIELDS = [
  'Code',
  'Name',
  'Spec',
  'Unit',
  'PriceTax',
  'PriceNoTax',
  'TaxRate',
  'Brand',
  'Source',
  'Period',
] as const
export type MaterialField = (typeof MATERIAL_FIELDS)[number]

export const MATERIAL_FIELD_LABELS: Readonly<Record<MaterialField, string>> = {
  Code: '编码',
  Name: '名称',
  Spec: '规格型号',
  Unit: '单位',
  PriceTax: '含税价',
  PriceNoTax: '除税价',
  TaxRate: '税率',
  Brand: '品牌',
  Source: '来源',
  Period: '期次',
}

export type MaterialMapping = Partial<Record<MaterialField, number>>

// Exact words first; in the "contains" pass the order matters: 不含税价 contains 含税价, so the
// 除税 field is tried before the 含税 one.
const SYNONYMS: Readonly<Record<MaterialField, readonly string[]>> = {
  Code: ['编码', '材料编码', '编号', '代码', '材料代码', '编码号'],
  Name: [
    '名称',
    '材料名称',
    '品名',
    '材料及设备名称',
    '材料（设备）名称',
    '材料(设备)名称',
    '名称及规格',
  ],
  Spec: ['规格型号', '规格', '型号', '规格及型号', '规格、型号', '型号规格'],
  Unit: ['单位', '计量单位'],
  PriceNoTax: [
    '除税价',
    '不含税价',
    '除税单价',
    '不含税单价',
    '除税信息价',
    '不含税信息价',
    '除税价格',
    '不含税价格',
    '除税',
    '不含税',
  ],
  PriceTax: ['含税价', '含税单价', '含税信息价', '含税价格', '含税', '信息价', '单价', '价格'],
  TaxRate: ['税率', '增值税率', '增值税税率', '适用税率'],
  Brand: ['品牌', '生产厂家', '厂家', '品牌厂家'],
  Source: ['来源', '数据来源', '价格来源', '出处'],
  Period: ['期次', '期数', '月份', '价格期次', '发布期次', '期别'],
}
const GUESS_ORDER: readonly MaterialField[] = [
  'Code',
  'Name',
  'Spec',
  'Unit',
  'PriceNoTax',
  'PriceTax',
  'TaxRate',
  'Brand',
  'Source',
  'Period',
]

/** Guesses the column of each field from the header texts; a column serves one field only. */
export function guessMaterialMapping(headers: readonly string[]): MaterialMapping {
  return guessColumns(headers, GUESS_ORDER, SYNONYMS)
}

/** A header of `depth` rows starting at grid row `index`: the texts of each column joined. */
function headerTexts(grid: readonly (readonly string[])[], index: number, depth: 1 | 2): string[] {
  const top = grid[index] ?? []
  if (depth === 1) return [...top]
  const below = grid[index + 1] ?? []
  return Array.from(
    { length: Math.max(top.length, below.length) },
    (_, c) => `${top[c] ?? ''}${below[c] ?? ''}`,
  )
}

/** The sheet with its header at Excel row `headerRow` over `depth` rows; data follow the header. */
export interface HeaderChoice {
  headerRow: number
  depth: 1 | 2
}

export function materialTable(sheet: SheetTable, choice: HeaderChoice): SheetTable {
  const grid = [sheet.headers, ...sheet.rows]
  const index = Math.min(
    Math.max(0, Math.trunc(choice.headerRow) - sheet.headerRow),
    Math.max(0, grid.length - 1),
  )
  return {
    ...sheet,
    headerRow: sheet.headerRow + index + choice.depth - 1,
    headers: headerTexts(grid, index, choice.depth),
    rows: grid.slice(index + choice.depth),
  }
}

const score = (m: MaterialMapping) =>
  Object.keys(m).length + (m.Name !== undefined ? 2 : 0) + (m.Unit !== undefined ? 1 : 0)

/**
 * Finds the header in the first rows: the row (or pair of rows) whose texts name the most fields.
 * A two-row header wins only when it names more fields than its first row alone.
 */
export function detectHeader(sheet: SheetTable, scan = 12): HeaderChoice {
  const grid = [sheet.headers, ...sheet.rows]
  let best: HeaderChoice = { headerRow: sheet.headerRow, depth: 1 }
  let bestScore = -1
  for (let i = 0; i < Math.min(scan, grid.length); i++) {
    for (const depth of [1, 2] as const) {
      const s = score(guessMaterialMapping(headerTexts(grid, i, depth)))
      if (s > bestScore) {
        best = { headerRow: sheet.headerRow + i, depth }
        bestScore = s
      }
    }
  }
  return best
}

export interface MaterialIssue {
  /** Excel row number (1-based), or 0 for the whole sheet. */
  row: number
  field?: MaterialField
  message: string
  /** error: the row is not imported; warning: imported (or a heading left out), look at it. */
  level: 'error' | 'warning'
}

export interface MappedItem {
  sourceRow: number
  item: MaterialItemInput
}

export interface MaterialMapResult {
  items: MappedItem[]
  issues: MaterialIssue[]
  /** Rows left out because of errors. */
  skipped: number
  /** False when the sheet as mapped cannot be imported at all (a required column, too many rows). */
  importable: boolean
}

const halfWidth = (text: string) =>
  text.replace(/[\uff10-\uff19\uff0e\uff0c\uff0d\uff05]/g, (c) =>
    String.fromCharCode(c.charCodeAt(0) - 0xfee0),
  )

/** 2026-05, 2026年5月, 2026.5, 2026/05 or an Excel date 2026-05-01 → 2026-05; '' when none. */
export function periodText(text: string): string {
  const m = /^(\d{4})\s*[年\-./]\s*(\d{1,2})(\s*月.*|[-./]\d{1,2})?$/.exec(halfWidth(text).trim())
  if (!m) return ''
  const p = `${m[1]}-${(m[2] ?? '').padStart(2, '0')}`
  return isPeriod(p) ? p : ''
}

/** A price cell: separators and 元 dropped; more than two decimals rounded (with a note). */
function priceText(
  label: string,
  raw: string,
  row: number,
  notes: MaterialIssue[],
  field: MaterialField,
): string {
  const t = halfWidth(raw)
    .replace(/[\s,，]/g, '')
    .replace(/元$/, '')
  const d = parseDecimal(t)
  if (d !== null && d.frac.length > 2) {
    const rounded = formatDecimal(t, 2, false) ?? t
    notes.push({
      row,
      field,
      message: `${label}${t}有两位以上小数，按${rounded}导入`,
      level: 'warning',
    })
    return rounded
  }
  return t
}

/** A rate cell: 13, 13%, or 0.13 as a percent-formatted cell gives it. */
function rateText(raw: string, row: number, notes: MaterialIssue[]): string {
  const t = halfWidth(raw).replace(/\s/g, '')
  const n = Number(t.replace(/%$/, ''))
  if (!t.endsWith('%') && Number.isFinite(n) && n > 0 && n < 1) {
    const percent = formatDecimal(n * 100, 2, false)?.replace(/\.?0+$/, '') ?? t
    notes.push({ row, field: 'TaxRate', message: `税率${t}按${percent}%导入`, level: 'warning' })
    return percent
  }
  return t
}

export interface MapOptions {
  /** The package's period: items without their own 期次 take it. */
  period?: string
  limit?: number
}

/**
 * Turns the sheet's rows into validated items (materialItemInput, the server's own schema). Blank
 * rows are ignored; a row with a name but no unit and no price is a category heading (一、黑色及
 * 有色金属) and is left out with a note; a row the schema refuses is left out with its message.
 */
export function mapMaterialRows(
  table: SheetTable,
  mapping: MaterialMapping,
  options: MapOptions = {},
): MaterialMapResult {
  const limit = options.limit ?? MAX_ITEMS_PER_WRITE
  const issues: MaterialIssue[] = []
  const need = (field: MaterialField) =>
    mapping[field] === undefined &&
    issues.push({
      row: 0,
      field,
      message: `请指定“${MATERIAL_FIELD_LABELS[field]}”所在的列`,
      level: 'error',
    })
  need('Name')
  need('Unit')
  if (mapping.PriceTax === undefined && mapping.PriceNoTax === undefined)
    issues.push({
      row: 0,
      field: 'PriceTax',
      message: '请指定“含税价”或“除税价”所在的列',
      level: 'error',
    })
  const cell = (cells: readonly string[], field: MaterialField) => {
    const i = mapping[field]
    return i === undefined ? '' : (cells[i] ?? '').trim()
  }
  const items: MappedItem[] = []
  const seen = new Map<string, number>()
  let skipped = 0
  for (const [i, cells] of table.rows.entries()) {
    const row = table.headerRow + 1 + i
    if (MATERIAL_FIELDS.every((f) => cell(cells, f) === '')) continue
    if (
      cell(cells, 'Name') !== '' &&
      cell(cells, 'Unit') === '' &&
      cell(cells, 'PriceTax') === '' &&
      cell(cells, 'PriceNoTax') === ''
    ) {
      issues.push({
        row,
        message: `“${cell(cells, 'Name')}”没有单位和价格，按分类标题跳过`,
        level: 'warning',
      })
      continue
    }
    const notes: MaterialIssue[] = []
    const rawPeriod = cell(cells, 'Period')
    const period = rawPeriod === '' ? (options.period ?? '') : periodText(rawPeriod) || rawPeriod
    const parsed = materialItemInput.safeParse({
      Code: cell(cells, 'Code'),
      Name: cell(cells, 'Name'),
      Spec: cell(cells, 'Spec'),
      Unit: cell(cells, 'Unit'),
      PriceTax: priceText('含税价', cell(cells, 'PriceTax'), row, notes, 'PriceTax'),
      PriceNoTax: priceText('除税价', cell(cells, 'PriceNoTax'), row, notes, 'PriceNoTax'),
      TaxRate: rateText(cell(cells, 'TaxRate'), row, notes),
      Brand: cell(cells, 'Brand'),
      Source: cell(cells, 'Source'),
      Period: period,
    })
    if (!parsed.success) {
      skipped += 1
      const messages = new Set<string>()
      for (const issue of parsed.error.issues) {
        if (messages.has(issue.message)) continue
        messages.add(issue.message)
        const field = MATERIAL_FIELDS.find((f) => f === issue.path[0])
        issues.push({ row, ...(field ? { field } : {}), message: issue.message, level: 'error' })
      }
      continue
    }
    issues.push(...notes)
    const key = materialKey(parsed.data)
    const first = seen.get(key)
    if (first !== undefined)
      issues.push({
        row,
        message: `与第 ${first} 行的材料相同（名称、规格、单位）`,
        level: 'warning',
      })
    else seen.set(key, row)
    items.push({ sourceRow: row, item: parsed.data })
  }
  if (items.length > limit)
    issues.push({
      row: 0,
      message: `一次最多导入${limit}条材料，本表有${items.length}条，请拆分后分次导入`,
      level: 'error',
    })
  const importable = !issues.some((x) => x.row === 0 && x.level === 'error') && items.length > 0
  return { items, issues: issues.sort((a, b) => a.row - b.row), skipped, importable }
}

/** What the title of a bulletin says: the package name, the city and the period it publishes. */
export function guessPackage(
  sheet: SheetTable,
  fileName: string,
): { Name: string; City: string; Period: string } {
  const title =
    [sheet.headers, ...sheet.rows.slice(0, 3)]
      .map((r) => r.filter((c) => c !== '').join(' '))
      .find((t) => t.length >= 4 && !/编码|名称/.test(t)) ?? ''
  const base = fileName.replace(/\.xlsx$/i, '')
  const text = `${title} ${base}`
  const m = /(\d{4})\s*年\s*(\d{1,2})\s*月/.exec(text) ?? /(\d{4})[-.](\d{1,2})/.exec(text)
  const period = m ? `${m[1]}-${(m[2] ?? '').padStart(2, '0')}` : ''
  const city = HOT_CITIES.find((c) => text.includes(c)) ?? ''
  return { Name: (title || base).slice(0, 100), City: city, Period: isPeriod(period) ? period : '' }
}
