import { formatMoney } from '../../format/money'
import { fenToDecimal, sumFen, toFen, type Fen } from '../../money'
import type { StandardVersion } from '../../projects/model'
import { resourceTitle } from '../analysis'
import { RESOURCE_KINDS } from '../compose-entity'
import {
  priceSourceLabel,
  type ResourceSummary,
  type ResourceSummaryLine,
} from '../resource-summary'
import { c, n, type FormRow, type ReportForm } from './model'

/**
 * The 人材机 forms of the whole 建设项目 (docs/bill.md "Report"), from 人材机汇总 (the same
 * figures as the 人材机 tab: quantities with the structure's multipliers, 合价 rounded once):
 * 人材机汇总表, the 暂估 materials (材料（工程设备）暂估单价及调整表) and the 甲供 ones
 * (发包人提供材料和工程设备一览表). GB 50500-2013 numbers the last two 表-12-2 and 表-20; the
 * 2024 edition's numbers could not be checked here, so a 2024 project prints them unnumbered.
 */

const money = (fen: Fen | null) => (fen === null ? '' : formatMoney(fenToDecimal(fen)))

export const resourceFormCodes = (version: StandardVersion) =>
  version === 'GB 50500-2013'
    ? { provisional: '表-12-2', supplied: '表-20' }
    : { provisional: '', supplied: '' }

/** 甲供 and 暂估 as one mark. */
export const resourceFlags = (l: ResourceSummaryLine) =>
  [l.resource.Supplied === 1 ? '甲供' : '', l.resource.Provisional === 1 ? '暂估' : '']
    .filter(Boolean)
    .join('、')

export const RESOURCE_SUMMARY_HEAD = [
  '序号',
  '编码',
  '名称',
  '规格型号',
  '单位',
  '数量',
  '单价（元）',
  '合价（元）',
  '价格来源',
  '甲供/暂估',
]

/** 人材机汇总表: by kind with a 小计 each, then 合计 and its 甲供 and 暂估 parts. */
export function resourceSummaryForm(projectName: string, s: ResourceSummary): ReportForm {
  const rows: FormRow[] = []
  let no = 0
  for (const kind of RESOURCE_KINDS) {
    const lines = s.lines.filter((l) => l.resource.Kind === kind)
    if (lines.length === 0) continue
    rows.push({ cells: [c(''), c(kind, { span: 9 })], bold: true, keepWithNext: true })
    for (const l of lines) {
      const r = l.resource
      rows.push({
        cells: [
          c(++no),
          c(r.Code),
          c(r.Name),
          c(r.Spec),
          c(r.Unit),
          n(l.Quantity),
          n(money(toFen(r.Price))),
          n(money(l.Amount)),
          c(priceSourceLabel(r)),
          c(resourceFlags(l)),
        ],
      })
    }
    rows.push({
      cells: [c(''), c(`${kind}小计`, { span: 6 }), n(money(s.byKind[kind])), c('', { span: 2 })],
    })
  }
  const total = (label: string, fen: Fen, bold = false): FormRow => ({
    cells: [c(''), c(label, { span: 6 }), n(money(fen)), c('', { span: 2 })],
    bold,
  })
  rows.push(
    total('合计', s.total, true),
    total('其中：甲供', s.supplied),
    total('其中：暂估', s.provisional),
  )
  return {
    id: 'resources',
    section: 'resources',
    code: '',
    title: '人材机汇总表',
    line: `工程名称：${projectName}`,
    head: RESOURCE_SUMMARY_HEAD,
    widths: [5, 11, 15, 11, 6, 10, 10, 12, 12, 8],
    rows,
  }
}

/**
 * A form of the flagged resources the bill uses (in 人材机 order): 序号, 名称、规格、型号, 单位, 数量,
 * then `figures` columns (单价, 合价 at `amountAt` among them) and `blank` columns; 合计 of the 合价.
 */
function flaggedForm(
  s: ResourceSummary,
  flag: 'Supplied' | 'Provisional',
  layout: { amountAt: number; blankBefore: number; blankAfter: number },
  form: Omit<ReportForm, 'rows' | 'section'> & { id: 'provisional' | 'supplied' },
): ReportForm {
  const lines = s.lines.filter((l) => l.used && l.resource[flag] === 1)
  const blank = (k: number) => Array.from({ length: k }, () => c(''))
  const rows: FormRow[] = lines.map((l, i) => ({
    cells: [
      c(i + 1),
      c(resourceTitle(l.resource)),
      c(l.resource.Unit),
      n(l.Quantity),
      ...blank(layout.blankBefore),
      n(money(toFen(l.resource.Price))),
      n(money(l.Amount)),
      ...blank(layout.blankAfter),
    ],
  }))
  const after = form.head.length - layout.amountAt - 1
  rows.push({
    cells: [
      c(''),
      c('合计', { span: layout.amountAt - 1 }),
      n(money(sumFen(lines.map((l) => l.Amount)))),
      c('', { span: after }),
    ],
    bold: true,
  })
  return { ...form, section: form.id, rows }
}

export const PROVISIONAL_HEAD = [
  '序号',
  '材料（工程设备）名称、规格、型号',
  '计量单位',
  '暂估数量',
  '确认数量',
  '暂估单价（元）',
  '暂估合价（元）',
  '确认单价（元）',
  '确认合价（元）',
  '差额±单价（元）',
  '差额±合价（元）',
  '备注',
]

/** 材料（工程设备）暂估单价及调整表: the 暂估 columns filled, 确认 and 差额 left for settlement. */
export const provisionalForm = (
  projectName: string,
  s: ResourceSummary,
  version: StandardVersion,
): ReportForm =>
  flaggedForm(
    s,
    'Provisional',
    { amountAt: 6, blankBefore: 1, blankAfter: 5 },
    {
      id: 'provisional',
      code: resourceFormCodes(version).provisional,
      title: '材料（工程设备）暂估单价及调整表',
      line: `工程名称：${projectName}`,
      head: PROVISIONAL_HEAD,
      widths: [5, 21, 6, 9, 7, 9, 10, 7, 7, 7, 7, 5],
    },
  )

export const SUPPLIED_HEAD = [
  '序号',
  '材料（工程设备）名称、规格、型号',
  '单位',
  '数量',
  '单价（元）',
  '合价（元）',
  '交货方式',
  '送达地点',
  '备注',
]

/** 发包人提供材料和工程设备一览表 (with a 合价 column beside the standard's 单价). */
export const suppliedForm = (
  projectName: string,
  s: ResourceSummary,
  version: StandardVersion,
): ReportForm =>
  flaggedForm(
    s,
    'Supplied',
    { amountAt: 5, blankBefore: 0, blankAfter: 3 },
    {
      id: 'supplied',
      code: resourceFormCodes(version).supplied,
      title: '发包人提供材料和工程设备一览表',
      line: `工程名称：${projectName}`,
      head: SUPPLIED_HEAD,
      widths: [6, 30, 7, 11, 11, 13, 8, 8, 6],
    },
  )
