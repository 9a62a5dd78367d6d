import { formatMoney } from '../../format/money'
import type { BillData, BillGroup, BillItem, BillUnit, ItemKind } from '../model'
import { asFen, fenToDecimal, lineAmountFen } from '../../money'
import type { UnitSummary } from '../summary'
import { c, n, type FormRow, type ReportForm } from './model'
import type { ReportSection } from './sections'

/**
 * The line forms of one 单位工程: 表-08, 表-11, 表-12, 表-13. Their money stays in 元 with two
 * decimals whatever the report's unit: GB 50500 prints them 金额（元）, and a 综合单价 in 万元
 * would mean nothing.
 */
const money = (fen: number | null | undefined) =>
  fen === null || fen === undefined ? '' : formatMoney(fenToDecimal(asFen(fen)))
const price = (v: number | null) => (v === null ? '' : formatMoney(v))

function orderedItems(
  items: readonly BillItem[],
  groups: readonly BillGroup[],
  kind: ItemKind,
): { group: BillGroup | null; items: BillItem[] }[] {
  const mine = items.filter((i) => i.Kind === kind).sort((a, b) => a.Sort - b.Sort)
  const known = groups.filter((g) => g.Kind === kind).sort((a, b) => a.Sort - b.Sort)
  const ids = new Set(known.map((g) => g.ID))
  const out = [
    { group: null as BillGroup | null, items: mine.filter((i) => !ids.has(i.GroupId)) },
    ...known.map((g) => ({ group: g, items: mine.filter((i) => i.GroupId === g.ID) })),
  ]
  return out.filter((b) => b.items.length > 0)
}

/** A 单位工程's items in 表-08's printed order: 分部分项 then 单价措施, each by 分部 then Sort. */
export function orderedUnitItems(
  items: readonly BillItem[],
  groups: readonly BillGroup[],
  unitId: string,
): BillItem[] {
  const mine = groups.filter((g) => g.UnitId === unitId)
  return (['分部分项', '单价措施'] as const).flatMap((kind) =>
    orderedItems(items, mine, kind).flatMap((b) => b.items),
  )
}

const form = (
  section: ReportSection,
  unitId: string,
  code: string,
  title: string,
  line: string,
  head: string[],
  widths: number[],
  rows: FormRow[],
): ReportForm => ({ id: `${section}-${unitId}`, section, code, title, line, head, widths, rows })

/** 表-08, grouped by 分部 with 分部小计 and 合计; null when the unit has no items. */
/**
 * 表-08's column widths (percent of the 186 mm line): 合价 takes 15 % so a 合计 up to
 * 99,999,999.99 stays on one line at 12 px (at 11 % "1,102,981.71" broke mid-number).
 */
export const ITEMS_WIDTHS = [5, 13, 13, 21, 6, 9, 9, 15, 9]

export function itemsForm(
  title: string,
  unit: BillUnit,
  bill: BillData,
  itemsOf: readonly BillItem[],
): ReportForm | null {
  const groups = (bill.groups ?? []).filter((g) => g.UnitId === unit.ID)
  let no = 0
  let total = 0
  const rows: FormRow[] = []
  for (const kind of ['分部分项', '单价措施'] as const) {
    const blocks = orderedItems(itemsOf, groups, kind)
    if (blocks.length === 0) continue
    rows.push({
      cells: [c(''), c(kind === '分部分项' ? '分部分项工程' : '单价措施项目', { span: 8 })],
      bold: true,
      keepWithNext: true,
    })
    for (const b of blocks) {
      if (b.group)
        rows.push({ cells: [c(''), c(b.group.Name, { span: 8 })], bold: true, keepWithNext: true })
      let sub = 0
      for (const it of b.items) {
        const amount = lineAmountFen(it.Quantity, it.UnitPrice)
        sub += amount
        rows.push({
          amountFen: amount,
          cells: [
            c(++no),
            c(it.Code),
            c(it.Name),
            c(it.Features),
            c(it.Unit),
            n(it.Quantity === null ? '' : String(it.Quantity)),
            n(price(it.UnitPrice)),
            n(money(amount)),
            n(price(it.ProvisionalAmount)),
          ],
        })
      }
      if (b.group) rows.push({ cells: [c(''), c('分部小计', { span: 6 }), n(money(sub)), c('')] })
      total += sub
    }
  }
  if (rows.length === 0) return null
  rows.push({ cells: [c(''), c('合计', { span: 6 }), n(money(total)), c('')], bold: true })
  const items = form(
    'items',
    unit.ID,
    '表-08',
    '分部分项工程和单价措施项目清单与计价表',
    `工程名称：${title}`,
    [
      '序号',
      '项目编码',
      '项目名称',
      '项目特征描述',
      '计量单位',
      '工程量',
      '综合单价',
      '合价',
      '其中：暂估价',
    ],
    ITEMS_WIDTHS,
    rows,
  )
  return { ...items, pageSubtotal: true }
}

/** 表-11 总价措施项目清单与计价表. */
export function measuresForm(
  title: string,
  unit: BillUnit,
  bill: BillData,
  s: UnitSummary,
): ReportForm {
  const rates = bill.rates
    .filter((r) => r.UnitId === unit.ID && r.Kind === '总价措施')
    .sort((a, b) => a.Sort - b.Sort)
  const rows: FormRow[] = rates.map((r, i) => ({
    cells: [
      c(i + 1),
      c(r.Code),
      c(r.Name),
      c(r.Base),
      n(r.Base === '固定金额' || r.Rate === null ? '' : String(r.Rate)),
      n(money(s.lineAmounts.get(r.ID))),
    ],
  }))
  rows.push({ cells: [c(''), c('合计', { span: 4 }), n(money(s.rateMeasures))], bold: true })
  return form(
    'measures',
    unit.ID,
    '表-11',
    '总价措施项目清单与计价表',
    `工程名称：${title}`,
    ['序号', '项目编码', '项目名称', '计算基础', '费率（%）', '金额（元）'],
    [7, 17, 28, 22, 10, 16],
    rows,
  )
}

/** 表-12 其他项目清单与计价汇总表 (材料暂估价 listed, not added). */
export function othersForm(
  title: string,
  unit: BillUnit,
  bill: BillData,
  s: UnitSummary,
): ReportForm {
  const others = bill.others.filter((o) => o.UnitId === unit.ID).sort((a, b) => a.Sort - b.Sort)
  const rows: FormRow[] = others.map((o, i) => ({
    cells: [
      c(i + 1),
      c(o.Name),
      n(o.Kind === '材料暂估价' ? '—' : money(s.lineAmounts.get(o.ID))),
      c(o.Kind === '材料暂估价' ? '已含在综合单价中' : o.Note),
    ],
  }))
  rows.push({ cells: [c(''), c('合计'), n(money(s.others)), c('')], bold: true })
  return form(
    'others',
    unit.ID,
    '表-12',
    '其他项目清单与计价汇总表',
    `工程名称：${title}`,
    ['序号', '项目名称', '金额（元）', '备注'],
    [8, 47, 20, 25],
    rows,
  )
}

/** 表-13: 2013 规费 and 税金; 2024 增值税. */
export function feesForm(
  title: string,
  unit: BillUnit,
  bill: BillData,
  s: UnitSummary,
  version: string,
): ReportForm {
  const is2013 = version === 'GB 50500-2013'
  const rows: FormRow[] = []
  if (is2013) {
    rows.push({ cells: [c('1'), c('规费'), c(''), c(''), n(money(s.fees))] })
    bill.rates
      .filter((r) => r.UnitId === unit.ID && r.Kind === '规费')
      .sort((a, b) => a.Sort - b.Sort)
      .forEach((r, i) =>
        rows.push({
          cells: [
            c(`1.${i + 1}`),
            c(r.Name, { indent: 1 }),
            c(r.Base),
            n(r.Base === '固定金额' || r.Rate === null ? '' : String(r.Rate)),
            n(money(s.lineAmounts.get(r.ID))),
          ],
        }),
      )
  }
  rows.push({
    cells: [
      c(is2013 ? '2' : '1'),
      c(is2013 ? '税金' : '增值税'),
      c(
        is2013
          ? '分部分项工程费+措施项目费+其他项目费+规费'
          : '分部分项工程费+措施项目费+其他项目费',
      ),
      n(String(unit.TaxRate)),
      n(money(s.tax)),
    ],
  })
  return form(
    'fees',
    unit.ID,
    '表-13',
    is2013 ? '规费、税金项目计价表' : '增值税计价表',
    `工程名称：${title}`,
    ['序号', '项目名称', '计算基础', '费率（%）', '金额（元）'],
    [8, 27, 35, 12, 18],
    rows,
  )
}

/**
 * The rows a printed page of a form shows: rows [from, to) and, on a 表-08 page, its 本页小计 (the
 * 合价 of the items on the page) as the last row, or before the 合计 on the form's last page.
 */
export function pageRows(form: ReportForm, from: number, to: number): FormRow[] {
  const rows = form.rows.slice(from, to)
  if (form.pageSubtotal !== true) return rows
  const fen = rows.reduce((sum, r) => sum + (r.amountFen ?? 0), 0)
  // 表-08's columns: 序号, then the label over 编码 … 综合单价, 合价, 其中：暂估价.
  const subtotal: FormRow = {
    cells: [c(''), c('本页小计', { span: form.widths.length - 3 }), n(money(fen)), c('')],
    bold: true,
  }
  return to === form.rows.length && rows.length > 0
    ? [...rows.slice(0, -1), subtotal, ...rows.slice(-1)]
    : [...rows, subtotal]
}
