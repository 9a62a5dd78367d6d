import type { Workbook } from 'exceljs'
import { addRow, sheetName, writeFormHead } from '../bill/forms/excel'
import { asFen, fenToYuan } from '../money'
import type { ReportInput } from './report-workbook'
import { BASE_LABELS } from './model'
import { bandText } from './scheme'

const yuan = (fen: number) => fenToYuan(asFen(fen))

/**
 * 方案设置, the 清标报告's first sheet: the scheme's settings, the edition each bill was read
 * under, how the 评标基准价 was computed and each bidder's §3.5.2 correction in figures.
 */
export function settingsSheet(wb: Workbook, input: ReportInput, line: string): void {
  const { options: o, result, names } = input
  const ws = wb.addWorksheet(sheetName(wb, '方案设置'))
  writeFormHead(ws, {
    title: `${input.schemeName} 方案设置与计算说明`,
    line,
    headers: ['项目', '内容'],
    widths: [28, 90],
  })
  const base = o.base
  const rows: [string, string | number][] = [
    ['方案名称', input.schemeName],
    ['对比基准', BASE_LABELS[base.kind]],
    ['基准计算', result.totals.note || '—'],
    ['去掉最高 / 最低报价（家）', `${base.dropHighest ?? 0} / ${base.dropLowest ?? 0}`],
    ['平均价含招标控制价', base.includeControl ? '是' : '否'],
    ['控制价权重（%）', base.controlWeight ?? 50],
    ['下浮系数 K（%）', base.discount ?? 0],
    ['偏差范围', bandText(o)],
    ['清单规范', o.edition ?? '按各清单识别'],
    ['增值税税率（%，GB/T 50500-2024）', o.vatRate ?? 9],
    ['逐项对比', '按综合单价；差额按招标工程量计'],
  ]
  for (const [k, v] of rows) addRow(ws, [k, v])
  for (const [bill, version] of Object.entries(result.editions))
    addRow(ws, [`${bill === 'tender' ? '招标控制价' : (names[bill] ?? bill)} 规范`, version])
  for (const c of result.corrections) {
    const name = names[c.bidderId] ?? c.bidderId
    const residue =
      c.residueFen === 0
        ? '无尾差'
        : c.residueUnitId === null
          ? `${yuan(c.residueFen)} 元未能分摊`
          : `尾差 ${yuan(c.residueFen)} 元计入税金`
    addRow(ws, [
      `${name} 算术性修正`,
      `投标总价 ${yuan(c.statedTotalFen)} 元；单价为准修正后 ${yuan(c.correctedTotalFen)} 元；分摊差额 ${yuan(c.spreadFen)} 元；修正后合计 ${yuan(c.finalTotalFen)} 元；${residue}`,
    ])
  }
}
