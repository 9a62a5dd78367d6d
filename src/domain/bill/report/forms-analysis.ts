import { formatMoney } from '../../format/money'
import { fenToDecimal, type Fen } from '../../money'
import { ANALYSIS_PARTS, type ItemAnalysis, type PartFigures } from '../analysis'
import type { BillUnit } from '../model'
import { c, n, type Cell, type FormRow, type ReportForm } from './model'

/**
 * 表-09 综合单价分析表 in the report (docs/bill.md "Report"): one form per composed item of a
 * 单位工程 (../analysis.ts gives the figures). The item's line (项目编码, 项目名称, 计量单位, 工程量)
 * and the 单价 / 合价 groups are printed above the header on every page of the form.
 */

/** 编号, 名称, 单位, 数量, then 单价 × 4 and 合价 × 4 (percent of the line). */
export const ANALYSIS_WIDTHS = [8, 17, 6, 7, 7.75, 7.75, 7.75, 7.75, 7.75, 7.75, 7.75, 7.75]

const money = (fen: Fen | null) => (fen === null ? '' : formatMoney(fenToDecimal(fen)))
const parts = (f: PartFigures): Cell[] => ANALYSIS_PARTS.map((p) => n(money(f[p])))

/** The rows of one item's 表-09 under its header (also what the workbook writes, ../forms). */
export function analysisRows(a: ItemAnalysis): FormRow[] {
  const rows: FormRow[] = a.details.map((d) => ({
    cells: [c(d.code), c(d.name), c(d.unit), n(d.quantity), ...parts(d.price), ...parts(d.amount)],
  }))
  rows.push(
    {
      cells: [
        c('人工单价'),
        c(a.labourPrices, { span: 3 }),
        c('小计', { span: 4 }),
        ...parts(a.subtotal),
      ],
      bold: true,
    },
    {
      cells: [
        c('', { span: 4 }),
        c('未计价材料费', { span: 4 }),
        n(money(a.unpriced), { span: 4 }),
      ],
    },
    {
      cells: [c('清单项目综合单价', { span: 8 }), n(money(a.parts.UnitPrice), { span: 4 })],
      bold: true,
    },
    {
      cells: [
        c('材料费明细'),
        c('主要材料名称、规格、型号', { span: 5 }),
        c('单位'),
        c('数量'),
        c('单价（元）'),
        c('合价（元）'),
        c('暂估单价（元）'),
        c('暂估合价（元）'),
      ],
      bold: true,
      keepWithNext: true,
    },
  )
  for (const m of a.materials)
    rows.push({
      cells: [
        c(''),
        c(m.name, { span: 5 }),
        c(m.unit),
        n(m.quantity),
        n(money(m.price)),
        n(money(m.amount)),
        n(m.provisional ? money(m.price) : ''),
        n(m.provisional ? money(m.amount) : ''),
      ],
    })
  rows.push({
    cells: [
      c(''),
      c('材料费小计', { span: 5 }),
      c(''),
      c(''),
      c(''),
      n(money(a.materialTotal)),
      c(''),
      n(money(a.provisionalTotal)),
    ],
    bold: true,
  })
  return rows
}

/** The item's line and the 单价 / 合价 groups above the header. */
export function analysisPreHead(a: ItemAnalysis): Cell[][] {
  const it = a.item
  return [
    [
      c('项目编码'),
      c(it.Code, { span: 2 }),
      c('项目名称'),
      c(it.Name, { span: 4 }),
      c('计量单位'),
      c(it.Unit),
      c('工程量'),
      n(it.Quantity === null ? '' : String(it.Quantity)),
    ],
    [c('清单综合单价组成明细', { span: 12 })],
    [c('', { span: 4 }), c('单价', { span: 4 }), c('合价', { span: 4 })],
  ]
}

export const ANALYSIS_HEAD = ['编号', '名称', '单位', '数量', ...ANALYSIS_PARTS, ...ANALYSIS_PARTS]

export function analysisForms(
  title: string,
  unit: BillUnit,
  analyses: readonly ItemAnalysis[],
): ReportForm[] {
  return analyses.map((a) => ({
    id: `analysis-${unit.ID}-${a.item.ID}`,
    section: 'analysis',
    code: '表-09',
    title: '综合单价分析表',
    line: `工程名称：${title}`,
    preHead: analysisPreHead(a),
    head: ANALYSIS_HEAD,
    widths: ANALYSIS_WIDTHS,
    rows: analysisRows(a),
  }))
}
