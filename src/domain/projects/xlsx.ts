import type { CellValue } from 'exceljs'
import type { TenderDoc } from './model'
import {
  buildTree,
  multOf,
  projectTotals,
  type AreaTotals,
  type StructureNode,
  type StructureRow,
} from './structure'
import { toScaled } from '../money'

/**
 * Excel files of "my projects" (docs/api-excel.md): their sheets, headers and limits, the tender
 * summaries and the text grid a read gives. The workbooks themselves are built and read in
 * ./workbook.ts (exceljs), by the server (DownloadTemplate, GetExcel, UploadExcelOfBZ) and by the
 * browser's compute worker (the same files, offline). The column mapping of an imported sheet is
 * in ./xlsx-map.ts.
 */

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
export const TEMPLATE_FILE_NAME = '项目结构导入模板.xlsx'
export const STRUCTURE_SHEET = '项目结构'
export const SUMMARY_SHEET = '标段汇总'
export const NOTES_SHEET = '说明'
export const UNASSIGNED_TENDER = '未分标段'
/** Largest .xlsx read for an import, on the server (UploadExcelOfBZ) and in the browser alike. */
export const EXCEL_MAX_BYTES = 5 * 1024 * 1024
export const EXCEL_SIZE_MESSAGE = '文件过大，Excel 文件不能超过5MB'

/** Fields an imported row can fill, in template column order. */
export const IMPORT_FIELDS = [
  'Num',
  'Project_Name',
  'BuiltArea',
  'InArea',
  'SellArea',
  'MultNum',
] as const
export type ImportField = (typeof IMPORT_FIELDS)[number]

export const FIELD_HEADERS: Readonly<Record<ImportField, string>> = {
  Num: '序号',
  Project_Name: '单项工程名称',
  BuiltArea: '建筑面积(m²)',
  InArea: '套内面积(m²)',
  SellArea: '可售面积(m²)',
  MultNum: '栋数',
}
export const TEMPLATE_HEADERS: readonly string[] = IMPORT_FIELDS.map((f) => FIELD_HEADERS[f])
export const TENDER_HEADER = '标段'

/** The Chinese reason an Excel file could not be read (shown as is). */
export class ExcelReadError extends Error {
  override readonly name = 'ExcelReadError'
}
export const NOT_XLSX_MESSAGE =
  '文件不是有效的 Excel 文件（仅支持 .xlsx，请在 Excel 中另存为 .xlsx 后重试）'

/** One tender's share of the project: its rows and their areas rolled up with MultNum. */
export interface TenderSummary {
  ID: string
  Name: string
  rowCount: number
  totals: AreaTotals
}

export type TenderRef = TenderDoc & { ID: string }

const cents = (v: number | null) => (v === null ? 0 : (toScaled(v, 2) ?? 0))

/**
 * Splits the project totals by tender. Each row counts in its own TenderID's tender (the 标段
 * column shows the same; a TenderID of no listed tender counts as unassigned). Leaves carry the
 * areas, times the MultNum of every row on their path, as `projectTotals` counts them, so the
 * tenders plus `unassigned` add up to `total` exactly (sums in integer hundredths). The
 * workspace's tender cards count the same way (features/structure/tenders/tender-totals.ts).
 */
export function tenderSummaries(
  tenders: readonly TenderRef[],
  rows: readonly StructureRow[],
): { tenders: TenderSummary[]; unassigned: TenderSummary; total: AreaTotals } {
  const known = new Set(tenders.map((t) => t.ID))
  const acc = new Map<string, { count: number; c: [number, number, number] }>()
  const bucket = (id: string) => {
    let b = acc.get(id)
    if (!b) acc.set(id, (b = { count: 0, c: [0, 0, 0] }))
    return b
  }
  const walk = (node: StructureNode, mult: number) => {
    const own = known.has(node.TenderID) ? node.TenderID : ''
    const b = bucket(own)
    b.count += 1
    const m = mult * multOf(node)
    if (node.Child.length === 0) {
      b.c[0] += cents(node.BuiltArea) * m
      b.c[1] += cents(node.InArea) * m
      b.c[2] += cents(node.SellArea) * m
    }
    for (const child of node.Child) walk(child, m)
  }
  const tree = buildTree(rows)
  for (const n of tree) walk(n, 1)
  const summary = (ID: string, Name: string): TenderSummary => {
    const b = acc.get(ID) ?? { count: 0, c: [0, 0, 0] }
    return {
      ID,
      Name,
      rowCount: b.count,
      totals: { BuiltArea: b.c[0] / 100, InArea: b.c[1] / 100, SellArea: b.c[2] / 100 },
    }
  }
  const ordered = [...tenders].sort((a, b) => a.Sort - b.Sort || a.ID.localeCompare(b.ID))
  return {
    tenders: ordered.map((t) => summary(t.ID, t.Name)),
    unassigned: summary('', UNASSIGNED_TENDER),
    total: projectTotals(tree),
  }
}

/** 名称_标段.xlsx, without the characters Windows and macOS refuse in file names. */
export function tenderFileName(projectName: string): string {
  const cleaned = projectName
    // eslint-disable-next-line no-control-regex
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 80)
  return `${cleaned === '' ? '项目' : cleaned}_标段.xlsx`
}

/** One sheet read as text: `headers` is row `headerRow` (1-based, as Excel numbers rows), `rows` follow it. */
export interface SheetTable {
  name: string
  headerRow: number
  headers: string[]
  rows: string[][]
  /** True when the sheet had more rows than were read. */
  truncated: boolean
}

export interface WorkbookTable {
  sheets: SheetTable[]
}

/** .xlsx is a zip: "PK\x03\x04". Old .xls (OLE) and CSV are refused before parsing. */
export function looksLikeXlsx(bytes: Uint8Array): boolean {
  return (
    bytes.length > 4 &&
    bytes[0] === 0x50 &&
    bytes[1] === 0x4b &&
    bytes[2] === 0x03 &&
    bytes[3] === 0x04
  )
}

/** Excel's text of a cell: formulas give their result, dates yyyy-mm-dd, rich text its plain text. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE'
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10)
  if ('richText' in value)
    return value.richText
      .map((r) => r.text)
      .join('')
      .trim()
  if ('error' in value) return String(value.error)
  if ('formula' in value || 'sharedFormula' in value)
    return cellText((value as { result?: CellValue }).result ?? null)
  if ('text' in value) return cellText(value.text)
  return ''
}

/**
 * The same sheet with another header row (1-based Excel row number, at or below the first one):
 * the rows above it are dropped. Always pass the sheet as readSheet gave it.
 */
export function withHeaderRow(sheet: SheetTable, headerRow: number): SheetTable {
  const grid = [sheet.headers, ...sheet.rows]
  const index = Math.min(
    Math.max(0, Math.trunc(headerRow) - sheet.headerRow),
    Math.max(0, grid.length - 1),
  )
  return {
    ...sheet,
    headerRow: sheet.headerRow + index,
    headers: grid[index] ?? [],
    rows: grid.slice(index + 1),
  }
}
