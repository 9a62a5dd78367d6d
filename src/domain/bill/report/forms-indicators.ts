import { formatArea, formatMoney, formatPercent } from '../../format/money'
import { formatDecimal } from '../../money/decimal'
import type { BillIndicators, LevelIndicators } from '../indicators'
import { c, n, type FormRow, type ReportForm } from './model'
import { amountHead, fenIn, type AmountUnit } from './units'

/**
 * 指标分析表 (docs/bill.md "Indicators"): the figures the compute worker gives (billIndicators)
 * for the project, each 单项工程 (one copy; its 占比 counts every copy) and each 专业: 造价 in the chosen unit, 建筑面积 and
 * 可售面积, 单方造价 per each (元/m²), 占比 of the project; then the project's 含量 and the shares
 * of 人工, 材料, 机械, 管理费, 利润.
 */
const dash = '—'
const perArea = (x: number | null) => (x === null ? dash : formatMoney(x))
const share = (x: number | null) => (x === null ? dash : formatPercent(x))

function levelCells(l: LevelIndicators, unit: AmountUnit) {
  return [
    n(fenIn(l.costFen, unit)),
    n(formatArea(l.builtArea)),
    n(formatArea(l.sellArea)),
    n(perArea(l.perBuilt)),
    n(perArea(l.perSell)),
    n(share(l.share)),
  ]
}

export function indicatorForms(name: string, ind: BillIndicators, unit: AmountUnit): ReportForm[] {
  const line = `工程名称：${name}`
  const rows: FormRow[] = [
    { cells: [c('一'), c('建设项目'), ...levelCells(ind.project, unit)], bold: true },
  ]
  if (ind.rows.length > 0)
    rows.push({
      cells: [c('二'), c('单项工程（造价、面积为单个，占比含全部栋数）', { span: 7 })],
      bold: true,
    })
  ind.rows.forEach((r, i) => {
    const mult = r.multNum > 1 ? ` ×${r.multNum}` : ''
    rows.push({
      cells: [
        c(`2.${i + 1}`),
        c(`${r.name || '未命名单项'}${mult}`, { indent: r.depth + 1 }),
        ...levelCells(r, unit),
      ],
    })
  })
  if (ind.specialties.length > 0)
    rows.push({ cells: [c('三'), c('专业', { span: 7 })], bold: true })
  ind.specialties.forEach((s, i) =>
    rows.push({ cells: [c(`3.${i + 1}`), c(s.specialty, { indent: 1 }), ...levelCells(s, unit)] }),
  )
  const main: ReportForm = {
    id: 'indicators',
    section: 'indicators',
    code: '指标-01',
    title: '造价指标分析表',
    line,
    head: [
      '序号',
      '名称',
      amountHead('造价', unit),
      '建筑面积（m²）',
      '可售面积（m²）',
      '单方造价（元/m²，建筑面积）',
      '单方造价（元/m²，可售面积）',
      '占比',
    ],
    widths: [7, 21, 15, 12, 12, 12, 12, 9],
    rows,
  }
  const contents = ind.project.contents.filter((x) => x.quantity !== 0)
  const comp = ind.project.composition
  const parts: [string, number | null][] = [
    ['人工费', comp.labour],
    ['材料费', comp.material],
    ['机械费', comp.machine],
    ['管理费', comp.overhead],
    ['利润', comp.profit],
  ]
  const quantity = (x: number) => formatDecimal(x, 2, true) ?? dash
  const detail: ReportForm = {
    id: 'indicators-contents',
    section: 'indicators',
    code: '指标-02',
    title: '主要工程量含量及费用构成分析表',
    line,
    head: ['序号', '项目', '单位', '工程量', '含量（每平方米建筑面积）'],
    widths: [8, 32, 14, 22, 24],
    rows: [
      { cells: [c('一'), c('主要工程量含量', { span: 4 })], bold: true },
      ...contents.map((x, i): FormRow => ({
        cells: [
          c(i + 1),
          c(x.label, { indent: 1 }),
          c(x.unit),
          n(quantity(x.quantity)),
          n(
            x.perArea === null ? dash : `${formatDecimal(x.perArea, 4, true) ?? dash} ${x.unit}/m²`,
          ),
        ],
      })),
      ...(contents.length === 0
        ? [{ cells: [c(''), c('清单中没有可识别的主要工程量', { span: 4 })] }]
        : []),
      {
        cells: [
          c('二'),
          c(`费用构成（综合单价组成已知的清单项占合价的 ${share(comp.coverage)}）`, { span: 4 }),
        ],
        bold: true,
      },
      ...parts.map(([label, v], i): FormRow => ({
        cells: [c(i + 1), c(`${label}占比`, { indent: 1 }), c('%'), c(''), n(share(v))],
      })),
    ],
  }
  return [main, detail]
}
