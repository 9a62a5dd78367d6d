import type { Workbook, Worksheet } from 'exceljs'
import { addRow, MONEY_FORMAT, sheetName, writeFormHead } from '../bill/forms/excel'
import { loadExcelJs, workbookBytes } from '../xlsx/exceljs'
import type { BidReturnResult } from './analysis'
import { BASE_LABELS, type BidReturnOptions } from './model'
import { bandText } from './scheme'
import { asFen, fenToYuan } from '../money'
import { settingsSheet } from './report-settings'

/**
 * The 清标报告 as an Excel workbook (docs/bid-return.md "Report"): 方案设置 (report-settings.ts), 总价对比与排名, 清标问题汇总,
 * 清标问题明细 (every finding with its check, type and bidders), 算术性修正 (GB/T 50500-2024
 * §3.5.2, the 投标总价 kept), and 逐项对比 (items with at least one bid out of the band).
 */
export interface ReportInput {
  schemeName: string
  options: BidReturnOptions
  result: BidReturnResult
  /** Bidder id → name. */
  names: Readonly<Record<string, string>>
  /** 项目编码 and 名称 of a bidder's item (default: the id). */
  itemLabel?: (bidderId: string, itemId: string) => string
}

const yuan = (fen: number | null) => (fen === null ? null : fenToYuan(asFen(fen)))
/** 差额率 cells hold the ratio as a number, shown as a percentage (the " *" marks out of band). */
const PERCENT_FORMAT = '0.00%'
const OUT_OF_BAND_FORMAT = '0.00%" *"'
/** 修正后单价 keeps its exact value (up to 6 decimals) and shows 2. */
const PRICE_FORMAT = MONEY_FORMAT

/** Gives cells of the row just added a number format. */
function formatCells(ws: Worksheet, formats: Readonly<Record<number, string>>): void {
  const row = ws.lastRow
  if (!row) return
  for (const [col, fmt] of Object.entries(formats)) row.getCell(Number(col)).numFmt = fmt
}

function totalsSheet(wb: Workbook, input: ReportInput, line: string): void {
  const ws = wb.addWorksheet(sheetName(wb, '总价对比'))
  const { totals } = input.result
  writeFormHead(ws, {
    title: `${input.schemeName} 清标报告`,
    line,
    headers: [
      '排名',
      '投标人',
      '投标总价(元)',
      '按单价计算(元)',
      '按招标工程量(元)',
      '差额(元)',
      '差额率',
      '超出范围',
    ],
    widths: [8, 24, 16, 16, 16, 14, 10, 10],
  })
  addRow(ws, ['', '招标控制价', yuan(totals.controlFen), null, null, null, '', ''], [3])
  addRow(
    ws,
    [
      '',
      `对比基准（${BASE_LABELS[input.options.base.kind]}）`,
      yuan(totals.baseFen),
      null,
      null,
      null,
      '',
      '',
    ],
    [3],
  )
  for (const b of [...totals.bidders].sort((a, c) => a.rank - c.rank)) {
    addRow(
      ws,
      [
        b.rank,
        b.name,
        yuan(b.statedFen),
        yuan(b.computedFen),
        yuan(b.repricedFen),
        yuan(b.diffFen),
        b.rate,
        b.outOfBand ? '是' : '',
      ],
      [3, 4, 5, 6],
    )
    formatCells(ws, { 7: PERCENT_FORMAT })
  }
}

function findingsSheets(wb: Workbook, input: ReportInput, line: string): void {
  const { result, names } = input
  const sum = wb.addWorksheet(sheetName(wb, '清标问题汇总'))
  const checks = ['符合性', '算术性', '不平衡报价', '雷同'] as const
  writeFormHead(sum, {
    title: '清标问题汇总',
    line,
    headers: ['投标人', ...checks, '合计'],
    widths: [24, 10, 10, 12, 10, 10],
  })
  for (const b of result.totals.bidders) {
    const counts = checks.map(
      (c) => result.counts.find((x) => x.bidderId === b.bidderId && x.check === c)?.count ?? 0,
    )
    addRow(sum, [b.name, ...counts, counts.reduce((a, n) => a + n, 0)])
  }
  const ws = wb.addWorksheet(sheetName(wb, '清标问题明细'))
  writeFormHead(ws, {
    title: '清标问题明细',
    line,
    headers: ['序号', '检查', '问题', '投标人', '说明', '涉及行数'],
    widths: [6, 10, 14, 24, 70, 10],
  })
  result.findings.forEach((f, i) =>
    addRow(ws, [
      i + 1,
      f.check,
      f.type,
      f.bidders.map((id) => names[id] ?? id).join('、'),
      f.message,
      f.rows.length,
    ]),
  )
}

function correctionSheet(wb: Workbook, input: ReportInput, line: string): void {
  const ws = wb.addWorksheet(sheetName(wb, '算术性修正'))
  writeFormHead(ws, {
    title: '算术性错误修正（GB/T 50500-2024 第3.5.2条，投标总价不变）',
    line,
    headers: [
      '投标人',
      '项目',
      '规则',
      '修正前单价',
      '修正后单价',
      '修正前合价(元)',
      '修正后合价(元)',
    ],
    widths: [20, 30, 22, 14, 14, 16, 16],
  })
  for (const c of input.result.corrections) {
    const name = input.names[c.bidderId] ?? c.bidderId
    addRow(
      ws,
      [name, '投标总价', '不变', null, null, yuan(c.statedTotalFen), yuan(c.finalTotalFen)],
      [6, 7],
      true,
    )
    for (const it of c.items) {
      addRow(
        ws,
        [
          name,
          input.itemLabel?.(c.bidderId, it.itemId) ?? it.itemId,
          it.rule,
          it.unitPriceBefore,
          it.unitPriceAfter,
          yuan(it.amountBefore),
          yuan(it.amountAfter),
        ],
        [6, 7],
      )
      formatCells(ws, { 5: PRICE_FORMAT })
    }
  }
}

function itemsSheet(wb: Workbook, input: ReportInput, line: string): void {
  const ws = wb.addWorksheet(sheetName(wb, '逐项对比（超出范围）'))
  const bidders = input.result.totals.bidders
  writeFormHead(ws, {
    title: `逐项对比（${bandText(input.options)}）`,
    line,
    headers: [
      '项目编码',
      '项目名称',
      '单位',
      '工程量',
      '控制价单价',
      '基准单价',
      ...bidders.flatMap((b) => [`${b.name} 综合单价`, `${b.name} 差额率`]),
    ],
    widths: [16, 24, 8, 10, 14, 14],
  })
  for (const it of input.result.items) {
    if (!it.bids.some((c) => c?.outOfBand)) continue
    const cells = it.bids.flatMap((c): (string | number | null)[] =>
      c === null ? ['未报', null] : [c.unitPrice, c.rate],
    )
    addRow(
      ws,
      [it.code, it.name, it.unit, it.quantity, it.controlPrice, yuan(it.baseFen), ...cells],
      [5, 6],
    )
    const formats: Record<number, string> = {}
    it.bids.forEach((c, k) => {
      if (c === null) return
      formats[7 + 2 * k] = MONEY_FORMAT
      formats[8 + 2 * k] = c.outOfBand ? OUT_OF_BAND_FORMAT : PERCENT_FORMAT
    })
    formatCells(ws, formats)
  }
}

export async function buildReportWorkbook(input: ReportInput): Promise<Uint8Array> {
  const ExcelJS = await loadExcelJs()
  const wb = new ExcelJS.Workbook()
  wb.creator = '智能清单'
  const line = `对比基准：${BASE_LABELS[input.options.base.kind]}；偏差范围：${bandText(input.options)}`
  settingsSheet(wb, input, line)
  totalsSheet(wb, input, line)
  findingsSheets(wb, input, line)
  correctionSheet(wb, input, line)
  itemsSheet(wb, input, line)
  return workbookBytes(wb)
}
