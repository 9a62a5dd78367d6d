import { asFen, asMilli, fenToDecimal, milliToDecimal } from '../money'
import { quantityDecimals } from '../bill/quantity'
import { formatMoney } from '../format/money'
import type { AdjustResult } from './compute'
import { infoRow, type InfoTable } from './info-table'
import { unitDiffText } from './info-price'
import type { AdjustTitleData } from './model'

/**
 * The standard's forms as plain data (header, rows, totals, notes) that a screen, the Excel export
 * (./excel.ts) and print all render the same way:
 * - 表G.2.1-1 (GB/T 50500-2024; 表-21 in 2013) 承包人提供主要材料和工程设备一览表, 造价信息调整价格差额
 *   (method A.2), one row per material and period, with the computed difference and the rule;
 * - 表G.2.1-2 (表-22 in 2013), 价格指数调整价格差额 (method A.1), one table per period: the
 *   variable weights with F0 and Ft, the fixed weight A, and the period's ΔP.
 * The standard's columns come first; the computed columns (调整单价差, 价差金额, 调整依据) follow.
 */

export interface FormTable {
  /** 'G.2.1-1' | 'G.2.1-2' (2024) or '表-21' | '表-22' (2013). */
  formNo: string
  /** Short sheet name for the workbook ("表G.2.1-2 2025-03"). */
  sheet: string
  title: string
  /** 工程名称 / 标段 line. */
  line: string
  headers: string[]
  /** 0-based columns holding 元 amounts (right-aligned, 2 decimals in Excel). */
  moneyCols: number[]
  /**
   * 0-based columns holding other plain numbers (序号, 数量, 风险系数, weights, indices): numeric
   * cells in Excel with as many decimals as the text has. Cells stay machine text ("-25454.97");
   * they are formatted only at the edge (formCellText for the screen, ./excel.ts for Excel).
   */
  numberCols: number[]
  /** The rows laid out: all of them, or one page (`rowOffset` … of `rowCount`) of the A.2 form. */
  rows: string[][]
  /** Rows of the whole form. */
  rowCount: number
  /** Index in the whole form of `rows[0]`. */
  rowOffset: number
  /** Closing rows (合计, 增值税 …), shown bold. */
  totals: string[][]
  /**
   * Per closing row, the columns holding 元 amounts beyond moneyCols: the A.1 form's P0 and ΔP sit
   * under 变值权重B and are amounts there, while the row between them (调价系数) is a plain number.
   */
  totalsMoneyCols?: number[][]
  notes: string[]
}

/** Results carry 分 in plain number fields; this is where they are read as 分. */
const yuan = (fen: number) => fenToDecimal(asFen(fen))

const NUMERIC = /^-?\d+(\.\d+)?$/

/** Whether a cell holds 元: its column's, or (a closing row, `total` its index) that row's. */
export function isMoneyCell(
  form: Pick<FormTable, 'moneyCols' | 'totalsMoneyCols'>,
  col: number,
  total?: number,
): boolean {
  return (
    form.moneyCols.includes(col) ||
    (total !== undefined && (form.totalsMoneyCols?.[total]?.includes(col) ?? false))
  )
}

/** A figure or a period (2026-05): printed and shown on one line, never broken. */
export const isFigureText = (text: string): boolean =>
  NUMERIC.test(text) || /^\d{4}-\d{2}(-\d{2})?$/.test(text)

/**
 * A cell as the screen and print show it: amounts with thousands separators and 2 decimals
 * ("-25,454.97"); `total` is the closing row's index for a cell of form.totals.
 */
export function formCellText(
  form: Pick<FormTable, 'moneyCols' | 'totalsMoneyCols'>,
  col: number,
  text: string,
  total?: number,
): string {
  return isMoneyCell(form, col, total) && NUMERIC.test(text) ? formatMoney(text) : text
}

/** An amount in 分 as the screen shows it ("-27,745.92"). */
export const moneyText = (fen: number): string => formatMoney(yuan(fen))

function formNos(version: AdjustResult['version']): [string, string] {
  return version === 'GB 50500-2013' ? ['表-21', '表-22'] : ['表G.2.1-1', '表G.2.1-2']
}

export function titleLine(title: AdjustTitleData): string {
  return `工程名称：${title.ProjectName}${title.Section === '' ? '' : `\u3000\u3000标段：${title.Section}`}`
}

const VAT_NOTE = '价差只计取增值税，不计取管理费和利润（GB/T 50500-2024 第3.3.5条）'

/** Rows of the A.2 form the screen shows at a time (print and Excel always take every row). */
export const ADJUST_PAGE_ROWS = 300

/** Rows shown or laid out at a time: a page of the A.2 form (the whole form for Excel). */
export interface RowRange {
  from: number
  to: number
}

/** Row `i` of 表G.2.1-1, its explanation built now from the rule code and the numbers. */
export function infoFormRow(table: InfoTable, i: number): string[] {
  const r = infoRow(table, i)
  return [
    String(i + 1),
    [r.Name, r.Spec].filter((s) => s !== '').join(' '),
    r.Unit,
    r.Period,
    milliToDecimal(asMilli(r.Quantity), quantityDecimals(r.Unit)),
    r.RiskBand,
    yuan(r.C0),
    yuan(r.T),
    yuan(r.Ci),
    unitDiffText(r.outcome.unitDiff),
    yuan(r.outcome.amountFen),
    [r.outcome.explanation, r.CiNote].filter((s) => s !== '').join('；'),
  ]
}

/** 表G.2.1-1: method A.2, with the rows of `range` (all by default). */
export function infoPriceForm(
  result: AdjustResult,
  title: AdjustTitleData,
  range?: RowRange,
): FormTable {
  const [no] = formNos(result.version)
  const headers = [
    '序号',
    '名称、规格、型号',
    '单位',
    '期次',
    '数量',
    '风险系数(%)',
    '基准单价(元)',
    '投标单价(元)',
    '发承包人确认单价(元)',
    '调整单价差(元)',
    '价差金额(元)',
    '调整依据',
  ]
  const table = result.info.table
  const from = Math.max(0, Math.min(range?.from ?? 0, table.length))
  const to = Math.max(from, Math.min(range?.to ?? table.length, table.length))
  const rows: string[][] = []
  for (let i = from; i < to; i++) rows.push(infoFormRow(table, i))
  const t = result.info.total
  const blank = (label: string, value: string) => [
    '',
    label,
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    value,
    '',
  ]
  return {
    formNo: no,
    sheet: `${no} 造价信息调整`,
    title: '承包人提供主要材料和工程设备一览表（适用于造价信息调整价格差额）',
    line: titleLine(title),
    headers,
    moneyCols: [6, 7, 8, 9, 10],
    numberCols: [0, 4, 5],
    rows,
    rowCount: table.length,
    rowOffset: from,
    totals: [
      blank('价差合计（不含增值税）', yuan(t.differenceFen)),
      blank(`增值税（${result.taxRate}%）`, yuan(t.vatFen)),
      blank('价差合计（含增值税）', yuan(t.totalFen)),
    ],
    notes: [
      '风险系数为合同约定的风险幅度；合同未约定时按5%计。',
      '投标单价低于基准单价时，涨幅以基准单价为基础、跌幅以投标单价为基础；投标单价高于基准单价时，涨幅以投标单价为基础、跌幅以基准单价为基础。',
      VAT_NOTE,
    ],
  }
}

/** 表G.2.1-2: method A.1, one table per period. */
export function indexForms(result: AdjustResult, title: AdjustTitleData): FormTable[] {
  const [, no] = formNos(result.version)
  const index = result.index
  if (index === null) return []
  const tax = result.version === 'GB/T 50500-2024' ? '（不含增值税）' : ''
  return index.periods.map((p) => {
    return {
      formNo: no,
      sheet: `${no} ${p.Period}`,
      title: `承包人提供主要材料和工程设备一览表（适用于价格指数调整价格差额）${p.Period}期`,
      line: titleLine(title),
      headers: [
        '序号',
        '名称、规格、型号',
        '变值权重B',
        '基本价格指数F0',
        '现行价格指数Ft',
        '备注',
      ],
      moneyCols: [],
      numberCols: [0, 2, 3, 4],
      rows: [
        ...p.factors.map((f, i) => [String(i + 1), f.Name, f.B, f.F0, f.Ft, f.FtNote]),
        ['', '定值权重A', index.A, '—', '—', ''],
      ],
      rowCount: p.factors.length + 1,
      rowOffset: 0,
      totals: [
        ['', '合计', '1', '—', '—', ''],
        [
          '',
          `本期完成金额P0${tax}(元)`,
          yuan(p.P0),
          '',
          '',
          p.P0 === p.P0Entered ? '' : `含税金额${yuan(p.P0Entered)}元换算`,
        ],
        ['', '调价系数 A+ΣBi×Fti/F0i−1', p.bracket, '', '', ''],
        [
          '',
          '价格调整金额ΔP(元)',
          yuan(p.amountFen),
          '',
          '',
          'ΔP = P0 × [A + (B1×Ft1/F01 + … + Bn×Ftn/F0n) − 1]',
        ],
      ],
      totalsMoneyCols: [[], [2], [], [2]],
      notes: [
        '基本价格指数F0为合同基准日（投标截止日前28天）的价格指数，现行价格指数Ft为本期的价格指数。',
        VAT_NOTE,
      ],
    }
  })
}

/** A.1 over all periods: P0, the bracket and ΔP per period, then the totals with VAT. */
export function indexSummaryForm(result: AdjustResult, title: AdjustTitleData): FormTable | null {
  if (result.index === null) return null
  const t = result.index.total
  const tax = result.version === 'GB/T 50500-2024' ? '（不含增值税）' : ''
  return {
    formNo: formNos(result.version)[1],
    sheet: `${formNos(result.version)[1]} 汇总`,
    title: '价格指数调整价格差额汇总表',
    line: titleLine(title),
    headers: ['序号', '期次', `本期完成金额P0${tax}(元)`, '调价系数', '价格调整金额ΔP(元)'],
    moneyCols: [2, 4],
    numberCols: [0, 3],
    rows: result.index.periods.map((p, i) => [
      String(i + 1),
      p.Period,
      yuan(p.P0),
      p.bracket,
      yuan(p.amountFen),
    ]),
    rowCount: result.index.periods.length,
    rowOffset: 0,
    totals: [
      ['', '价格调整金额合计（不含增值税）', '', '', yuan(t.differenceFen)],
      ['', `增值税（${result.taxRate}%）`, '', '', yuan(t.vatFen)],
      ['', '价格调整金额合计（含增值税）', '', '', yuan(t.totalFen)],
    ],
    notes: [VAT_NOTE],
  }
}

/** Every form of a result, A.2 first (its rows of `range`, all by default): what the workbook and print carry. */
export function adjustForms(
  result: AdjustResult,
  title: AdjustTitleData,
  range?: RowRange,
): FormTable[] {
  const summary = indexSummaryForm(result, title)
  return [
    ...(result.info.count > 0 ? [infoPriceForm(result, title, range)] : []),
    ...indexForms(result, title),
    ...(summary === null ? [] : [summary]),
  ]
}
