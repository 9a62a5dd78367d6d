import type { Workbook, Worksheet } from 'exceljs'
import type { StructureRow } from '../../projects/structure'
import { costParts, SUMMARY_TITLES } from '../cost-columns'
import type { BillData, BillUnit } from '../model'
import { asFen, fenToYuan } from '../../money'
import { summarizeBill, unitLabel, type BillSummary, type CostFigures } from '../summary'
import { ALL_SECTIONS, type ReportSection } from '../report/sections'
import { fenInNumber, UNIT_DECIMALS, type AmountUnit } from '../report/units'
import { unitsInStructureOrder } from '../unit-order'
import { addRow, sheetName, writeFormHead } from './excel'
import { writeItemsSheet } from './export-items'
import { writeAnalysisSheet, writeResourceSheets } from './export-analysis'
import { loadExcelJs, workbookBytes } from '../../xlsx/exceljs'

/**
 * The bill as the standard forms (docs/bill.md "Excel forms"): 表-02 建设项目 and 表-03 单项工程
 * summaries, then per 单位工程 表-04, 表-08 (with the 综合单价 composition and 备注 as extra
 * columns, as the 2013 form allows), 表-09 (composed items), 表-11, 表-12 and 表-13, then the
 * project's 人材机汇总表, 暂估 and 甲供 material forms. ./parse.ts reads it back as the same
 * bill. The report's choices apply (docs/bill.md "Report"): only the chosen forms are written
 * (封面 and 指标分析表 have no sheet), and 表-02, 表-03 and 表-04 carry their amounts in the
 * chosen unit; the line forms stay in 元 so the workbook re-imports.
 */

export interface BillExportInput {
  projectName: string
  structure: readonly StructureRow[]
  data: BillData
  sections?: readonly ReportSection[]
  unit?: AmountUnit
}

const yuan = (fen: number) => fenToYuan(asFen(fen))
const byOrder = <T extends { Sort: number; ID: string }>(a: T, b: T) =>
  a.Sort - b.Sort || a.ID.localeCompare(b.ID)

/** The 工程名称 of a 单位工程 as the forms print it: 项目-单项【专业】. */
export function unitTitle(
  projectName: string,
  row: StructureRow | undefined,
  unit: BillUnit,
): string {
  return `${projectName}-${row?.Project_Name ?? ''}【${unitLabel(unit)}】`
}

export async function buildBillWorkbook(input: BillExportInput): Promise<Uint8Array> {
  const ExcelJS = await loadExcelJs()
  const wb = new ExcelJS.Workbook()
  wb.creator = '智能清单'
  const summary = summarizeBill(input.data, input.structure)
  const rows = new Map(input.structure.map((r) => [r.ID, r]))
  const on = new Set(input.sections ?? ALL_SECTIONS)
  const unitOf = input.unit ?? '元'
  const amount = {
    unit: unitOf,
    value: (fen: number) => fenInNumber(fen, unitOf),
    format: `#,##0.${'0'.repeat(UNIT_DECIMALS[unitOf])}`,
  }
  writeProjectSheets(wb, input, summary, on, amount)
  for (const unit of unitsInStructureOrder(input.data.units, input.structure)) {
    const row = rows.get(unit.RowId)
    const label = `${row?.Project_Name ?? ''}-${unitLabel(unit)}`.slice(0, 24)
    const title = unitTitle(input.projectName, row, unit)
    writeUnitSheets(wb, input.data, summary, unit, label, `工程名称：${title}`, on, amount)
  }
  writeResourceSheets(wb, input.projectName, input.data, input.structure, on)
  if (wb.worksheets.length === 0) wb.addWorksheet('空')
  return workbookBytes(wb)
}

/** The summary sheets' money: the chosen unit, its decimals as the cell format. */
interface Amount {
  unit: AmountUnit
  value: (fen: number) => number
  format: string
}

function addAmountRow(
  ws: Worksheet,
  values: readonly (string | number | null)[],
  cols: readonly number[],
  format: string,
  bold = false,
): void {
  addRow(ws, values, [], bold)
  const row = ws.lastRow
  if (row) for (const c of cols) row.getCell(c).numFmt = format
}

function writeProjectSheets(
  wb: Workbook,
  input: BillExportInput,
  summary: BillSummary,
  on: ReadonlySet<ReportSection>,
  amount: Amount,
): void {
  const parts = costParts(input.data.version)
  const v = amount.value
  const cols = (f: CostFigures, extra: (string | number)[] = []) => [
    ...extra,
    v(f.total),
    ...parts.map((p) => v(p.fen(f))),
  ]
  const u = amount.unit
  const heads = [`金额(${u})`, ...parts.map((p) => `${p.head}(${u})`)]
  const money = (from: number) => Array.from({ length: heads.length }, (_, i) => from + i)

  if (on.has('project')) {
    const p = wb.addWorksheet('表-02 建设项目汇总表')
    writeFormHead(p, {
      title: SUMMARY_TITLES.project,
      line: `工程名称：${input.projectName}`,
      headers: ['序号', '单项工程名称', '数量', ...heads],
      widths: [8, 30, 8, 18, 16, 18, 16],
    })
    for (const l of summary.project.lines)
      addAmountRow(p, [l.no, l.name, l.mult, ...cols(l.figures)], money(4), amount.format)
    addAmountRow(p, ['', '合计', '', ...cols(summary.project)], money(4), amount.format, true)
  }
  if (!on.has('single')) return
  const s = wb.addWorksheet('表-03 单项工程汇总表')
  for (const node of input.structure.length ? [...summary.rows.values()] : []) {
    writeFormHead(s, {
      title: SUMMARY_TITLES.single,
      line: `工程名称：${input.projectName}-${node.name}`,
      headers: ['序号', '单位工程名称', '数量', ...heads],
      widths: [8, 30, 8, 18, 16, 18, 16],
    })
    for (const l of node.lines)
      addAmountRow(s, [l.no, l.name, l.mult, ...cols(l.figures)], money(4), amount.format)
    addAmountRow(s, ['', '合计', '', ...cols(node)], money(4), amount.format, true)
    s.addRow([])
  }
}

function writeUnitSheets(
  wb: Workbook,
  data: BillData,
  summary: BillSummary,
  unit: BillUnit,
  label: string,
  line: string,
  on: ReadonlySet<ReportSection>,
  amount: Amount,
): void {
  const is2013 = data.version === 'GB 50500-2013'
  const s = summary.units.get(unit.ID)
  if (!s) return
  if (on.has('unit')) {
    const t04 = wb.addWorksheet(sheetName(wb, `表-04【${label}】`))
    writeFormHead(t04, {
      title: SUMMARY_TITLES.unit,
      line,
      headers: ['序号', '汇总内容', `金额(${amount.unit})`, `其中：暂估价(${amount.unit})`],
      widths: [8, 36, 18, 18],
    })
    for (const l of s.lines)
      addAmountRow(
        t04,
        [
          l.no,
          l.name,
          amount.value(l.fen),
          l.provisionalFen === null ? null : amount.value(l.provisionalFen),
        ],
        [3, 4],
        amount.format,
        l.level === 2,
      )
  }
  if (on.has('items')) writeItemsSheet(wb, data, s, unit, label, line)
  if (on.has('analysis')) writeAnalysisSheet(wb, data, unit, label, line)
  const rates = data.rates.filter((r) => r.UnitId === unit.ID).sort(byOrder)
  if (on.has('measures')) {
    const t11 = wb.addWorksheet(sheetName(wb, `表-11【${label}】`))
    writeFormHead(t11, {
      title: '总价措施项目清单与计价表',
      line,
      headers: [
        '序号',
        '项目编码',
        '项目名称',
        '计算基础',
        '费率(%)',
        '金额(元)',
        '调整费率(%)',
        '调整后金额(元)',
        '备注',
      ],
      widths: [6, 15, 26, 24, 10, 14, 10, 14, 12],
    })
    rates
      .filter((r) => r.Kind === '总价措施')
      .forEach((r, i) => {
        const fixed = r.Base === '固定金额'
        addRow(
          t11,
          [
            i + 1,
            r.Code,
            r.Name,
            fixed ? '' : r.Base,
            fixed ? null : r.Rate,
            yuan(s.lineAmounts.get(r.ID) ?? 0),
            null,
            null,
            r.Note,
          ],
          [6],
        )
      })
    addRow(t11, ['', '', '合计', '', '', yuan(s.rateMeasures)], [6], true)
  }
  if (on.has('others')) {
    const others = data.others.filter((o) => o.UnitId === unit.ID).sort(byOrder)
    const t12 = wb.addWorksheet(sheetName(wb, `表-12【${label}】`))
    writeFormHead(t12, {
      title: '其他项目清单与计价汇总表',
      line,
      headers: ['序号', '项目名称', '金额(元)', '结算(确认)金额(元)', '备注'],
      widths: [6, 30, 16, 16, 20],
    })
    others.forEach((o, i) =>
      addRow(
        t12,
        [
          i + 1,
          o.Name === o.Kind ? o.Kind : `${o.Kind}：${o.Name}`,
          yuan(s.lineAmounts.get(o.ID) ?? 0),
          null,
          o.Note,
        ],
        [3],
      ),
    )
    addRow(t12, ['', '合计', yuan(s.others)], [3], true)
  }
  if (!on.has('fees')) return
  const t13 = wb.addWorksheet(sheetName(wb, `表-13【${label}】`))
  writeFormHead(t13, {
    title: is2013 ? '规费、税金项目计价表' : '增值税项目计价表',
    line,
    headers: ['序号', '项目名称', '计算基础', '计算基数', '计算费率(%)', '金额(元)'],
    widths: [6, 24, 30, 16, 12, 16],
  })
  if (is2013) {
    addRow(t13, ['1', '规费', '', '', '', yuan(s.fees)], [6], true)
    rates
      .filter((r) => r.Kind === '规费')
      .forEach((r, i) => {
        const fixed = r.Base === '固定金额'
        addRow(
          t13,
          [
            `1.${i + 1}`,
            r.Name,
            fixed ? '' : r.Base,
            '',
            fixed ? null : r.Rate,
            yuan(s.lineAmounts.get(r.ID) ?? 0),
          ],
          [6],
        )
      })
  }
  const taxBase = is2013
    ? '分部分项工程费+措施项目费+其他项目费+规费'
    : '分部分项工程费+措施项目费+其他项目费'
  addRow(
    t13,
    [
      is2013 ? '2' : '1',
      is2013 ? '税金' : '增值税',
      taxBase,
      yuan(s.pretax),
      unit.TaxRate,
      yuan(s.tax),
    ],
    [4, 6],
  )
  addRow(t13, ['', '合计', '', '', '', yuan(s.fees + s.tax)], [6], true)
}
