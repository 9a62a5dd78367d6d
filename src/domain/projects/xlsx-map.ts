import { roundTo } from '../money'
import { LIMITS } from './model'
import { buildTree, flattenTree, numberRows, type StructureRow } from './structure'
import { FIELD_HEADERS, IMPORT_FIELDS, type ImportField, type SheetTable } from './xlsx'
import { guessColumns } from '../xlsx/columns'

export { normalizeHeader } from '../xlsx/columns'

/**
 * The mapping step of an Excel import (docs/api-excel.md): which column holds which field, and
 * the structure rows a sheet turns into, with the problems of each Excel row in Chinese. Pure and
 * zod-free: the preview recomputes it on every change of the mapping.
 */

/** Column index (0-based, into SheetTable.headers) per field; a missing field is not imported. */
export type ColumnMapping = Partial<Record<ImportField, number>>

export interface ImportIssue {
  /** Excel row number (1-based), or 0 for the whole sheet. */
  row: number
  field?: ImportField
  message: string
  /** error: the row is not imported; warning: imported, but look at it. */
  level: 'error' | 'warning'
}

/** A row that will be created: a structure row (ProId from the options) plus where it came from. */
export interface ImportDraft extends StructureRow {
  sourceRow: number
  /** The 序号 as written in the file. */
  sourceNum: string
  depth: number
}

export interface MapResult {
  rows: ImportDraft[]
  issues: ImportIssue[]
  /** Rows left out because of errors. */
  skipped: number
}

const SYNONYMS: Readonly<Record<ImportField, readonly string[]>> = {
  Num: ['序号', '编号', '行号', '层级编号', 'no', 'no.'],
  Project_Name: [
    '单项工程名称',
    '单项工程',
    '工程名称',
    '项目名称',
    '名称',
    '单体名称',
    '楼栋名称',
    '楼栋',
  ],
  BuiltArea: ['建筑面积', '总建筑面积'],
  InArea: ['套内面积', '室内面积', '套内建筑面积'],
  SellArea: ['可售面积', '销售面积'],
  MultNum: ['栋数', '相同单体数量', '单体数量', '数量', '倍数'],
}

/**
 * Guesses the mapping from the header texts: an exact synonym first, then a header containing
 * one (so 建筑面积(m²) and 地上建筑面积 both find BuiltArea). A column serves one field only.
 */
export function guessMapping(headers: readonly string[]): ColumnMapping {
  return guessColumns(headers, IMPORT_FIELDS, SYNONYMS)
}

const AREA_LABEL: Readonly<Record<'BuiltArea' | 'InArea' | 'SellArea', string>> = {
  BuiltArea: '建筑面积',
  InArea: '套内面积',
  SellArea: '可售面积',
}

// Full-width digits and punctuation typed with a Chinese IME: ０-９ ． ， －.
const halfWidth = (text: string) =>
  text.replace(/[\uff10-\uff19\uff0e\uff0c\uff0d]/g, (c) =>
    String.fromCharCode(c.charCodeAt(0) - 0xfee0),
  )

/** A number as people write it in Excel: "1,234.50", "１２３", "80㎡". null when empty, NaN when not a number. */
export function parseNumberText(text: string): number | null {
  const t = halfWidth(text)
    .replace(/[\s,]/g, '')
    .replace(/(m²|㎡|m2|平方米|平米)$/i, '')
  if (t === '') return null
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(t)) return Number.NaN
  const n = Number(t)
  return Number.isFinite(n) ? n : Number.NaN
}

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string }

function parseArea(field: keyof typeof AREA_LABEL, text: string): Parsed<number | null> {
  const label = AREA_LABEL[field]
  const n = parseNumberText(text)
  if (n === null) return { ok: true, value: null }
  if (Number.isNaN(n)) return { ok: false, message: `${label}"${text}"不是有效的数字` }
  if (n < 0) return { ok: false, message: `${label}不能为负数` }
  if (n > LIMITS.amountMax) return { ok: false, message: `${label}超出上限` }
  // Areas keep 2 decimals (DOMAIN.md), rounded on the decimal digits (1.005 → 1.01).
  return { ok: true, value: roundTo(n, 2) ?? 0 }
}

function parseMultNum(text: string): Parsed<number> {
  const n = parseNumberText(text)
  if (n === null) return { ok: true, value: 1 }
  if (Number.isNaN(n) || !Number.isInteger(n) || n < 1)
    return { ok: false, message: `栋数"${text}"必须是正整数` }
  if (n > LIMITS.multNumMax) return { ok: false, message: `栋数不能超过${LIMITS.multNumMax}` }
  return { ok: true, value: n }
}

/** "1.2.3" (also "1．2", "1.2.", "01.2") → ["1","2","3"]; undefined when not hierarchical numbering. */
export function numSegments(text: string): string[] | undefined {
  const t = halfWidth(text)
    .trim()
    .replace(/[.、]$/, '')
  if (!/^\d+(\.\d+)*$/.test(t)) return undefined
  return t.split('.').map((s) => String(Number(s)))
}

interface ParsedRow {
  sourceRow: number
  sourceNum: string
  segs: string[] | undefined
  name: string
  BuiltArea: number | null
  InArea: number | null
  SellArea: number | null
  MultNum: number
}

export interface MapOptions {
  /** ProId of the drafts ('' when not known yet). */
  projectId?: string
  newId?: () => string
}

/**
 * Turns the sheet's rows into structure-row drafts. Blank rows are ignored; a row with an error
 * (missing name, an area not a number or negative, 栋数 not a positive integer) is left out.
 * The parent of 序号 1.2.3 is the row numbered 1.2, or, when that row is missing or left out,
 * the nearest numbered ancestor (1), else the top level, with a warning. Rows come back in tree
 * order with Sort by file order and Num renumbered from the tree.
 */
export function mapRows(
  table: SheetTable,
  mapping: ColumnMapping,
  options: MapOptions = {},
): MapResult {
  const newId = options.newId ?? (() => crypto.randomUUID())
  const issues: ImportIssue[] = []
  const cell = (cells: readonly string[], field: ImportField) => {
    const i = mapping[field]
    return i === undefined || i < 0 ? '' : (cells[i] ?? '').trim()
  }
  if (mapping.Project_Name === undefined)
    issues.push({
      row: 0,
      field: 'Project_Name',
      message: `请指定"${FIELD_HEADERS.Project_Name}"所在的列`,
      level: 'error',
    })

  const parsed: ParsedRow[] = []
  let skipped = 0
  for (const [i, cells] of table.rows.entries()) {
    const sourceRow = table.headerRow + 1 + i
    if (IMPORT_FIELDS.every((f) => cell(cells, f) === '')) continue
    if (parsed.length >= LIMITS.structureRowsMax) {
      issues.push({
        row: sourceRow,
        message: `最多导入 ${LIMITS.structureRowsMax} 行，第 ${sourceRow} 行及以后未导入`,
        level: 'error',
      })
      break
    }
    const rowIssues: ImportIssue[] = []
    const name = cell(cells, 'Project_Name')
    if (name === '')
      rowIssues.push({
        row: sourceRow,
        field: 'Project_Name',
        message: '单项工程名称不能为空',
        level: 'error',
      })
    else if (name.length > LIMITS.nameMax)
      rowIssues.push({
        row: sourceRow,
        field: 'Project_Name',
        message: `单项工程名称不能超过${LIMITS.nameMax}个字`,
        level: 'error',
      })
    const areas = {
      BuiltArea: null as number | null,
      InArea: null as number | null,
      SellArea: null as number | null,
    }
    for (const f of ['BuiltArea', 'InArea', 'SellArea'] as const) {
      const r = parseArea(f, cell(cells, f))
      if (r.ok) areas[f] = r.value
      else rowIssues.push({ row: sourceRow, field: f, message: r.message, level: 'error' })
    }
    const mult = parseMultNum(cell(cells, 'MultNum'))
    if (!mult.ok)
      rowIssues.push({ row: sourceRow, field: 'MultNum', message: mult.message, level: 'error' })
    const sourceNum = cell(cells, 'Num')
    const segs = sourceNum === '' ? undefined : numSegments(sourceNum)
    if (sourceNum !== '' && !segs)
      rowIssues.push({
        row: sourceRow,
        field: 'Num',
        message: `序号"${sourceNum}"不是 1、1.1 这样的层级编号，按顶层行导入`,
        level: 'warning',
      })
    else if (segs && segs.length > LIMITS.structureDepthMax)
      rowIssues.push({
        row: sourceRow,
        field: 'Num',
        message: `层级不能超过${LIMITS.structureDepthMax}级`,
        level: 'error',
      })
    issues.push(...rowIssues)
    if (rowIssues.some((x) => x.level === 'error')) {
      skipped += 1
      continue
    }
    parsed.push({ sourceRow, sourceNum, segs, name, ...areas, MultNum: mult.ok ? mult.value : 1 })
  }
  return {
    rows: assemble(parsed, issues, options.projectId ?? '', newId),
    issues: issues.sort((a, b) => a.row - b.row),
    skipped,
  }
}

function assemble(
  parsed: readonly ParsedRow[],
  issues: ImportIssue[],
  projectId: string,
  newId: () => string,
): ImportDraft[] {
  const byNum = new Map<string, { id: string; row: number }>()
  const ids = parsed.map(() => newId())
  parsed.forEach((p, i) => {
    if (!p.segs) return
    const key = p.segs.join('.')
    const first = byNum.get(key)
    if (first)
      issues.push({
        row: p.sourceRow,
        field: 'Num',
        message: `序号 ${key} 与第 ${first.row} 行重复，下级行挂在第 ${first.row} 行下`,
        level: 'warning',
      })
    else byNum.set(key, { id: ids[i] ?? '', row: p.sourceRow })
  })
  const nextSort = new Map<string, number>()
  const rows: StructureRow[] = parsed.map((p, i) => {
    const parentId = p.segs ? parentOf(p, byNum, issues) : ''
    const sort = (nextSort.get(parentId) ?? 0) + 1
    nextSort.set(parentId, sort)
    return {
      ID: ids[i] ?? '',
      ProId: projectId,
      ParentID: parentId,
      Sort: sort,
      Num: '',
      Project_Name: p.name,
      BuiltArea: p.BuiltArea,
      InArea: p.InArea,
      SellArea: p.SellArea,
      MultNum: p.MultNum,
      TenderID: '',
    }
  })
  const source = new Map(parsed.map((p, i) => [ids[i] ?? '', p]))
  const tree = buildTree(rows)
  const nums = numberRows(tree)
  return flattenTree(tree).map(({ Child: _c, depth, ...row }) => {
    const p = source.get(row.ID)
    return {
      ...row,
      Num: nums.get(row.ID) ?? '',
      sourceRow: p?.sourceRow ?? 0,
      sourceNum: p?.sourceNum ?? '',
      depth,
    }
  })
}

function parentOf(
  p: ParsedRow,
  byNum: ReadonlyMap<string, { id: string; row: number }>,
  issues: ImportIssue[],
): string {
  const segs = p.segs ?? []
  if (segs.length < 2) return ''
  const direct = segs.slice(0, -1).join('.')
  for (let k = segs.length - 1; k >= 1; k--) {
    const found = byNum.get(segs.slice(0, k).join('.'))
    if (!found) continue
    if (k < segs.length - 1)
      issues.push({
        row: p.sourceRow,
        field: 'Num',
        message: `上级序号 ${direct} 不存在或未导入，挂在第 ${found.row} 行下`,
        level: 'warning',
      })
    return found.id
  }
  issues.push({
    row: p.sourceRow,
    field: 'Num',
    message: `上级序号 ${direct} 不存在或未导入，按顶层行导入`,
    level: 'warning',
  })
  return ''
}
