import type { Buffer as ExcelBuffer, Worksheet } from 'exceljs'
import { loadExcelJs, workbookBytes } from '../xlsx/exceljs'
import { flattenTree, buildTree, numberRows, rollUpTree, type StructureRow } from './structure'
import {
  ExcelReadError,
  FIELD_HEADERS,
  IMPORT_FIELDS,
  NOT_XLSX_MESSAGE,
  NOTES_SHEET,
  STRUCTURE_SHEET,
  SUMMARY_SHEET,
  TEMPLATE_HEADERS,
  TENDER_HEADER,
  cellText,
  looksLikeXlsx,
  tenderSummaries,
  type SheetTable,
  type TenderRef,
  type TenderSummary,
  type WorkbookTable,
} from './xlsx'

/**
 * The workbooks of "my projects" (docs/api-excel.md) built and read with exceljs: the import
 * template, the tender export and the sheet reader of the structure and price-list imports. The
 * server serves them (DownloadTemplate, GetExcel, UploadExcelOfBZ); in the browser the compute
 * worker runs them (workers/projects.ts), so exceljs never loads on the main thread.
 */

const AREA_FORMAT = '#,##0.00'
const HEADER_FILL = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDCE6F1' } } as const

function styleHeader(ws: Worksheet, rowNumber: number): void {
  const row = ws.getRow(rowNumber)
  row.font = { bold: true }
  row.eachCell((cell) => {
    cell.fill = HEADER_FILL
    cell.alignment = { vertical: 'middle', horizontal: 'center', wrapText: true }
  })
}

function structureColumns(ws: Worksheet, withTender: boolean): void {
  const widths = [10, 30, 16, 16, 16, 8]
  ws.columns = [
    ...IMPORT_FIELDS.map((f, i) => ({ header: FIELD_HEADERS[f], key: f, width: widths[i] ?? 12 })),
    ...(withTender ? [{ header: TENDER_HEADER, key: 'Tender', width: 14 }] : []),
  ]
  // 序号 as text: typed as a number, Excel would turn "1.10" into 1.1 and lose the hierarchy.
  ws.getColumn(1).numFmt = '@'
  for (const col of [3, 4, 5]) ws.getColumn(col).numFmt = AREA_FORMAT
  styleHeader(ws, 1)
  ws.views = [{ state: 'frozen', ySplit: 1 }]
}

const NOTES: readonly string[] = [
  '1. 在"项目结构"工作表中每行填写一个单项工程，第一行为表头，请勿修改表头文字。',
  '2. 序号用层级编号表示上下级：1、1.1、1.1.1 ……，例如 1.2 是 1 的下级，最多 10 级。不填序号的行作为顶层单项工程导入。',
  '   序号列已设为文本格式；若 Excel 把 1.10 变成了 1.1，请把该列设为文本后重新输入。',
  '3. 单项工程名称必填，不超过 100 个字。',
  '4. 面积单位为 m²，最多两位小数，可带千分位逗号（如 1,234.50），不能为负数。确认结构前，建筑面积和套内面积必须填写（填 0 也算已填）。',
  '5. 栋数为相同单体的数量，须为正整数，不填按 1 计。上级单项的面积按"下级面积 × 栋数"汇总。',
  '6. 导入时可选择工作表和表头所在行，并把各列对应到字段；导入前会预览将要创建的行，有错误的行不会导入。',
  '7. 标段导出文件的"项目结构"工作表与本模板格式相同，可直接再次导入。',
]
const EXAMPLE: readonly (readonly (string | number | null)[])[] = [
  ['1', '1#住宅楼', 12000, 9800, 11500, 2],
  ['1.1', '地上部分', 10000, 9800, 11500, 1],
  ['1.2', '地下室', 2000, 0, 0, 1],
  ['2', '商业裙房', '3,500.50', 3000, 3200, null],
]

/** The import template: an empty 项目结构 sheet with the headers, and a 说明 sheet with an example. */
export async function buildImportTemplate(): Promise<Uint8Array> {
  const ExcelJS = await loadExcelJs()
  const wb = new ExcelJS.Workbook()
  wb.creator = '智能清单'
  const ws = wb.addWorksheet(STRUCTURE_SHEET)
  structureColumns(ws, false)
  const notes = wb.addWorksheet(NOTES_SHEET)
  notes.getColumn(1).width = 12
  notes.addRow(['填写说明']).font = { bold: true, size: 14 }
  for (const line of NOTES) notes.addRow([line])
  notes.addRow([])
  notes.addRow(['示例']).font = { bold: true }
  const head = notes.addRow([...TEMPLATE_HEADERS])
  styleHeader(notes, head.number)
  for (const r of EXAMPLE) notes.addRow([...r])
  return workbookBytes(wb)
}

/**
 * The tender export (GetExcel): a 标段汇总 sheet (one line per tender, 未分标段, 合计) and a
 * 项目结构 sheet in the import template's format plus a 标段 column, so the file imports back.
 */
export async function buildTenderWorkbook(
  project: { Project_Name: string },
  tenders: readonly TenderRef[],
  rows: readonly StructureRow[],
): Promise<Uint8Array> {
  const ExcelJS = await loadExcelJs()
  const wb = new ExcelJS.Workbook()
  wb.creator = '智能清单'
  const { tenders: parts, unassigned, total } = tenderSummaries(tenders, rows)

  const sum = wb.addWorksheet(SUMMARY_SHEET)
  sum.columns = [
    { width: 8 },
    { width: 20 },
    { width: 12 },
    { width: 16 },
    { width: 16 },
    { width: 16 },
  ]
  sum.addRow([`${project.Project_Name} 标段汇总`]).font = { bold: true, size: 14 }
  sum.mergeCells(1, 1, 1, 6)
  sum.addRow([
    '序号',
    '标段名称',
    '单项工程数',
    FIELD_HEADERS.BuiltArea,
    FIELD_HEADERS.InArea,
    FIELD_HEADERS.SellArea,
  ])
  styleHeader(sum, 2)
  const line = (no: string, s: TenderSummary) =>
    sum.addRow([no, s.Name, s.rowCount, s.totals.BuiltArea, s.totals.InArea, s.totals.SellArea])
  parts.forEach((s, i) => line(String(i + 1), s))
  if (unassigned.rowCount > 0) line('', unassigned)
  const totalRow = sum.addRow([
    '',
    '合计',
    rows.length,
    total.BuiltArea,
    total.InArea,
    total.SellArea,
  ])
  totalRow.font = { bold: true }
  for (const col of [4, 5, 6]) sum.getColumn(col).numFmt = AREA_FORMAT

  const ws = wb.addWorksheet(STRUCTURE_SHEET)
  structureColumns(ws, true)
  const names = new Map(tenders.map((t) => [t.ID, t.Name]))
  // A row with children exports its children's roll-up, as the grid shows it.
  const tree = rollUpTree(buildTree(rows))
  const nums = numberRows(tree)
  for (const node of flattenTree(tree)) {
    const row = ws.addRow([
      nums.get(node.ID) ?? '',
      node.Project_Name,
      node.BuiltArea,
      node.InArea,
      node.SellArea,
      node.MultNum,
      names.get(node.TenderID) ?? '',
    ])
    if (node.depth > 0) row.getCell(2).alignment = { indent: Math.min(node.depth, 15) }
  }
  return workbookBytes(wb)
}

/**
 * Reads every worksheet as a grid of strings. Leading empty rows are skipped (the first non-empty
 * row is the header), trailing empty rows and columns dropped; a merged area gives its text once
 * (its first cell), so a merged area cell is not counted on every row it spans.
 */
export async function readSheet(
  bytes: Uint8Array,
  options: { maxRows?: number } = {},
): Promise<WorkbookTable> {
  if (!looksLikeXlsx(bytes)) throw new ExcelReadError(NOT_XLSX_MESSAGE)
  const maxRows = options.maxRows ?? 20_001
  const ExcelJS = await loadExcelJs()
  const wb = new ExcelJS.Workbook()
  try {
    // JSZip underneath reads a Uint8Array; the typings only name their own Buffer.
    await wb.xlsx.load(bytes as unknown as ExcelBuffer)
  } catch {
    throw new ExcelReadError(NOT_XLSX_MESSAGE)
  }
  const sheets: SheetTable[] = []
  wb.eachSheet((ws) => {
    const grid: string[][] = []
    let first = 0
    let truncated = false
    ws.eachRow({ includeEmpty: false }, (row, n) => {
      if (first === 0) first = n
      const index = n - first
      if (index > maxRows) {
        truncated = true
        return
      }
      const cells: string[] = []
      for (let c = 1; c <= row.cellCount; c++) {
        const cell = row.getCell(c)
        cells.push(cell.isMerged && cell.master !== cell ? '' : cellText(cell.value))
      }
      grid[index] = cells
    })
    const dense = Array.from(grid, (r) => r ?? [])
    while (dense.length > 0 && (dense[dense.length - 1] ?? []).every((v) => v === '')) dense.pop()
    const width = dense.reduce((w, r) => Math.max(w, lastFilled(r) + 1), 0)
    const fitted = dense.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? ''))
    sheets.push({
      name: ws.name,
      headerRow: first === 0 ? 1 : first,
      headers: fitted[0] ?? [],
      rows: fitted.slice(1),
      truncated,
    })
  })
  return { sheets }
}

function lastFilled(row: readonly string[]): number {
  for (let i = row.length - 1; i >= 0; i--) if (row[i] !== '') return i
  return -1
}
