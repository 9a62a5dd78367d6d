import type { Workbook, Worksheet } from 'exceljs'
import type { StructureRow } from '../../projects/structure'
import { ANALYSIS_PARTS, unitAnalyses } from '../analysis'
import type { BillData, BillUnit } from '../model'
import { billResourceSummary } from '../resource-summary'
import { analysisPreHead, analysisRows } from '../report/forms-analysis'
import { orderedUnitItems } from '../report/forms-unit'
import { provisionalForm, resourceSummaryForm, suppliedForm } from '../report/forms-resources'
import type { FormRow, ReportForm } from '../report/model'
import type { ReportSection } from '../report/sections'
import { MONEY_FORMAT, sheetName, writeFormHead } from './excel'
import { fittingHeight } from './print'

/**
 * 表-09 and the 人材机 forms in the workbook (docs/bill.md "Excel forms"): the rows are the
 * report's (../report/forms-analysis.ts, ../report/forms-resources.ts), so the sheet and the
 * printed report show the same figures; spans become merged cells, figures numbers. Printable
 * as every form (./print.ts): one page wide, the title, 工程名称 line and header repeated; on 表-09
 * each item starts a page.
 */

const THIN = { style: 'thin' } as const
const FIGURE = /^-?[\d,]+(\.\d+)?$/

/** A report cell's text as a sheet value: a figure becomes a number (2 decimals: money format). */
function cellValue(
  t: string,
  num: boolean | undefined,
): { value: string | number; money: boolean } {
  if (!num || !FIGURE.test(t)) return { value: t, money: false }
  return { value: Number(t.replace(/,/g, '')), money: /[,.]\d\d$/.test(t) && t.includes('.') }
}

/** Writes report rows under a form head: spans merged, borders, wrapped text, fitting heights. */
export function writeFormRows(
  ws: Worksheet,
  rows: readonly FormRow[],
  widths: readonly number[],
): void {
  for (const r of rows) {
    const row = ws.getRow(ws.rowCount + 1)
    const fit: { text: string; width: number }[] = []
    let col = 1
    for (const cell of r.cells) {
      const span = cell.span ?? 1
      const { value, money } = cellValue(cell.t, cell.num)
      const target = row.getCell(col)
      if (cell.t !== '') target.value = value
      if (money) target.numFmt = MONEY_FORMAT
      target.alignment = cell.num
        ? { horizontal: 'right', vertical: 'middle' }
        : { vertical: 'middle', wrapText: true }
      for (let k = col; k < col + span; k++)
        row.getCell(k).border = { top: THIN, bottom: THIN, left: THIN, right: THIN }
      if (span > 1) ws.mergeCells(row.number, col, row.number, col + span - 1)
      fit.push({
        text: cell.t,
        width: widths.slice(col - 1, col - 1 + span).reduce((a, b) => a + b, 0),
      })
      col += span
    }
    if (r.bold) row.font = { bold: true }
    row.height = fittingHeight(fit)
  }
}

/** 表-09's columns in Excel character widths: 编号, 名称, 单位, 数量, 单价 × 4, 合价 × 4. */
const ANALYSIS_WIDTHS = [11, 24, 7, 9, 10, 10, 10, 12, 11, 11, 11, 12]

/** 表-09 of a 单位工程: one table per derived composed item, each on its own printed page. */
export function writeAnalysisSheet(
  wb: Workbook,
  data: BillData,
  unit: BillUnit,
  label: string,
  line: string,
): void {
  const items = orderedUnitItems(
    data.items.filter((i) => i.UnitId === unit.ID),
    data.groups ?? [],
    unit.ID,
  )
  const analyses = unitAnalyses(items, data.resources ?? [])
  if (analyses.length === 0) return
  const ws = wb.addWorksheet(sheetName(wb, `表-09【${label}】`))
  writeFormHead(ws, {
    title: '综合单价分析表',
    line,
    headers: ['编号', '名称', '单位', '数量', '单价', '', '', '', '合价', '', '', ''],
    groups: [
      [5, 8, '单价'],
      [9, 12, '合价'],
    ],
    sub: ['', '', '', '', ...ANALYSIS_PARTS, ...ANALYSIS_PARTS],
    widths: ANALYSIS_WIDTHS,
  })
  analyses.forEach((a, i) => {
    if (i > 0) ws.lastRow?.addPageBreak()
    const [itemLine = []] = analysisPreHead(a)
    writeFormRows(ws, [{ cells: itemLine, bold: true }, ...analysisRows(a)], ANALYSIS_WIDTHS)
  })
}

/** Excel widths of the 人材机 forms (characters), per form id. */
const RESOURCE_WIDTHS: Record<string, number[]> = {
  resources: [6, 12, 20, 14, 7, 12, 12, 14, 16, 10],
  provisional: [6, 30, 8, 12, 10, 12, 14, 10, 10, 10, 10, 8],
  supplied: [6, 34, 8, 12, 12, 14, 10, 10, 10],
}

/** The project's 人材机汇总表, 暂估 and 甲供 material sheets, as ticked (none without 人材机). */
export function writeResourceSheets(
  wb: Workbook,
  projectName: string,
  data: BillData,
  structure: readonly StructureRow[],
  on: ReadonlySet<ReportSection>,
): void {
  if ((data.resources?.length ?? 0) === 0) return
  const s = billResourceSummary(data, structure)
  const forms: ReportForm[] = []
  if (on.has('resources')) forms.push(resourceSummaryForm(projectName, s))
  if (on.has('provisional')) forms.push(provisionalForm(projectName, s, data.version))
  if (on.has('supplied')) forms.push(suppliedForm(projectName, s, data.version))
  for (const f of forms) {
    const widths = RESOURCE_WIDTHS[f.id] ?? f.head.map(() => 10)
    const ws = wb.addWorksheet(sheetName(wb, f.code ? `${f.code} ${f.title}` : f.title))
    writeFormHead(ws, { title: f.title, line: f.line, headers: f.head, widths })
    writeFormRows(ws, f.rows, widths)
  }
}
