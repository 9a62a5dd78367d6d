import type { Worksheet } from 'exceljs'
import type { StructureRow } from '../../projects/structure'
import type { BillData } from '../model'
import { asFen, fenToYuan, formatDecimal, lineAmountFen } from '../../money'
import { sampleBill } from '../sample'
import { summarizeBill, unitLabel } from '../summary'
import { loadExcelJs, workbookBytes } from '../../xlsx/exceljs'

/**
 * Workbooks shaped like GCCP and similar pricing tools export them (/work/shared/BILL-FORMS.md),
 * for tests and benches: a title row merged across the table, a 工程名称 line with 标段 and page
 * numbers, a two-row merged header, 分部 headings, pages of N items closed by 本页小计 with the
 * title, line and header repeated, 合计 at the end; optionally codes stored as numbers, numbers
 * as text ("1,234.50"), full-width digits, header variants and several 单位工程 in one sheet.
 */

export interface FixtureItem {
  kind: '分部分项' | '单价措施'
  group: string
  code: string
  name: string
  features: string
  unit: string
  quantity: number | null
  price: number | null
}

export interface FixtureUnit {
  /** The 工程名称 text, e.g. 某小区-1#楼【土建】. */
  title: string
  /** Sheet label in 【】 (sheet per unit); defaults to the 专业 in the title. */
  label?: string
  items: FixtureItem[]
  measures?: { name: string; base: string; rate: number | null; amount: number }[]
  others?: { name: string; amount: number | null }[]
}

export interface FixtureOptions {
  units: FixtureUnit[]
  /** Several 单位工程 in one sheet, each with its own title rows. */
  oneSheet?: boolean
  itemsPerPage?: number
  /** Rows above the first title (a 表-08 label and blanks): pushes the header to rows 3–6. */
  leadingRows?: number
  headerVariant?: boolean
  singleRowHeader?: boolean
  numbersAsText?: boolean
  fullWidth?: boolean
  codesAsNumbers?: boolean
  sectionSubtotals?: boolean
}

const TITLE = '分部分项工程和单价措施项目清单与计价表'
const full = (s: string) =>
  s.replace(/[0-9.]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0))
const grouped = (n: number, places: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: places, maximumFractionDigits: places })

export async function buildGccpWorkbook(options: FixtureOptions): Promise<Uint8Array> {
  const ExcelJS = await loadExcelJs()
  const wb = new ExcelJS.Workbook()
  const perPage = options.itemsPerPage ?? 25
  let shared: Worksheet | null = null
  options.units.forEach((unit, ui) => {
    const label = unit.label ?? /【([^】]+)】$/.exec(unit.title)?.[1] ?? `单位工程${ui + 1}`
    const ws = options.oneSheet
      ? (shared ??= wb.addWorksheet(TITLE))
      : wb.addWorksheet(`表-08【${label}】`.slice(0, 31))
    if (ws.rowCount === 0)
      for (let k = 0; k < (options.leadingRows ?? 0); k++)
        ws.addRow(k === 0 ? ['', '', '', '', '', '', '', '', '表-08'] : [])
    writeItems(ws, unit, options, perPage)
    if (unit.measures) {
      const m = wb.addWorksheet(`表-11【${label}】`.slice(0, 31))
      head(
        m,
        '总价措施项目清单与计价表',
        unit.title,
        1,
        1,
        [
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
        null,
      )
      unit.measures.forEach((x, i) =>
        m.addRow([
          i + 1,
          `0117070${String(i + 1).padStart(2, '0')}001`,
          x.name,
          x.base,
          x.rate,
          x.amount,
        ]),
      )
      m.addRow(['', '', '合计', '', '', unit.measures.reduce((a, x) => a + x.amount, 0)])
    }
    if (unit.others) {
      const o = wb.addWorksheet(`表-12【${label}】`.slice(0, 31))
      head(
        o,
        '其他项目清单与计价汇总表',
        unit.title,
        1,
        1,
        ['序号', '项目名称', '金额(元)', '结算(确认)金额(元)', '备注'],
        null,
      )
      unit.others.forEach((x, i) => o.addRow([i + 1, x.name, x.amount ?? '—']))
      o.addRow(['', '合计', unit.others.reduce((a, x) => a + (x.amount ?? 0), 0)])
    }
  })
  return workbookBytes(wb)
}

function head(
  ws: Worksheet,
  title: string,
  unitTitle: string,
  page: number,
  pages: number,
  headers: string[],
  sub: string[] | null,
): void {
  const width = headers.length
  const t = ws.addRow([title])
  ws.mergeCells(t.number, 1, t.number, width)
  const line = ws.addRow([
    '工程名称：' + unitTitle,
    '',
    '',
    '',
    '',
    '标段：一标段',
    '',
    `第 ${page} 页 共 ${pages} 页`,
  ])
  ws.mergeCells(line.number, 1, line.number, 5)
  const h = ws.addRow(headers)
  if (sub) {
    const s = ws.addRow(sub)
    headers.forEach((text, i) => {
      if (text !== '' && sub[i] === '') ws.mergeCells(h.number, i + 1, s.number, i + 1)
    })
    const firstMoney = headers.indexOf('金额(元)') + 1
    ws.mergeCells(h.number, firstMoney, h.number, firstMoney + 2)
  }
}

function writeItems(ws: Worksheet, unit: FixtureUnit, o: FixtureOptions, perPage: number): void {
  const v = o.headerVariant
  const headers = [
    '序号',
    '项目编码',
    '项目名称',
    v ? '项目特征' : '项目特征描述',
    '计量单位',
    v ? '工程数量' : '工程量',
  ]
  const sub = o.singleRowHeader
    ? null
    : ['', '', '', '', '', '', v ? '单价' : '综合单价', '合价', '其中：暂估价']
  const top = o.singleRowHeader
    ? [...headers, v ? '单价' : '综合单价', '合价', '暂估价']
    : [...headers, '金额(元)', '', '']
  const pages = Math.max(1, Math.ceil(unit.items.length / perPage))
  const num = (n: number | null, places: number): string | number | null => {
    if (n === null) return null
    if (o.fullWidth) return full(formatDecimal(n, places, false) ?? '')
    return o.numbersAsText ? grouped(n, places) : n
  }
  const qty = (n: number | null): string | number | null => {
    if (n === null) return null
    if (o.fullWidth) return full(String(n))
    return o.numbersAsText ? n.toLocaleString('en-US', { maximumFractionDigits: 3 }) : n
  }
  let page = 0
  let onPage = 0
  let pageFen = 0
  let totalFen = 0
  let group = ''
  let kind = ''
  let sectionFen = 0
  const closeSection = () => {
    if (o.sectionSubtotals && group !== '')
      ws.addRow(['', '', '分部小计', '', '', '', '', fenToYuan(asFen(sectionFen))])
    sectionFen = 0
  }
  unit.items.forEach((it, i) => {
    if (onPage === 0) head(ws, TITLE, unit.title, ++page, pages, top, sub)
    if (it.kind !== kind && unit.items.some((x) => x.kind === '单价措施')) {
      closeSection()
      ws.addRow(['', '', it.kind === '分部分项' ? '分部分项工程' : '单价措施项目'])
      kind = it.kind
      group = ''
    }
    if (it.group !== group) {
      closeSection()
      group = it.group
      ws.addRow(['', '', group])
    }
    const fen = lineAmountFen(it.quantity, it.price)
    const code = o.codesAsNumbers && i % 2 === 0 ? Number(it.code) : it.code
    ws.addRow([
      i + 1,
      code,
      it.name,
      it.features,
      it.unit,
      qty(it.quantity),
      num(it.price, 2),
      num(fenToYuan(asFen(fen)), 2),
      null,
    ])
    pageFen += fen
    totalFen += fen
    sectionFen += fen
    if (++onPage === perPage || i === unit.items.length - 1) {
      ws.addRow(['', '', '本页小计', '', '', '', '', fenToYuan(asFen(pageFen))])
      if (i === unit.items.length - 1) {
        closeSection()
        ws.addRow(['', '', '合计', '', '', '', '', fenToYuan(asFen(totalFen))])
      }
      onPage = 0
      pageFen = 0
    }
  })
}

/** Fixture units from a bill (e.g. sampleBill), with its 总价措施 and 其他项目. */
export function fixtureUnitsFromBill(
  data: BillData,
  structure: readonly StructureRow[],
  projectName: string,
): FixtureUnit[] {
  const rows = new Map(structure.map((r) => [r.ID, r]))
  const groups = new Map((data.groups ?? []).map((g) => [g.ID, g.Name]))
  const summary = summarizeBill(data, structure)
  return data.units.map((u) => {
    const s = summary.units.get(u.ID)
    return {
      title: `${projectName}-${rows.get(u.RowId)?.Project_Name ?? ''}【${unitLabel(u)}】`,
      label: `${rows.get(u.RowId)?.Project_Name ?? ''}-${unitLabel(u)}`,
      items: data.items
        .filter((i) => i.UnitId === u.ID)
        .map((i) => ({
          kind: i.Kind,
          group: groups.get(i.GroupId) ?? '',
          code: i.Code,
          name: i.Name,
          features: i.Features,
          unit: i.Unit,
          quantity: i.Quantity,
          price: i.UnitPrice,
        })),
      measures: data.rates
        .filter((r) => r.UnitId === u.ID && r.Kind === '总价措施')
        .map((r) => ({
          name: r.Name,
          base: r.Base,
          rate: r.Rate,
          amount: (s?.lineAmounts.get(r.ID) ?? 0) / 100,
        })),
      others: data.others
        .filter((x) => x.UnitId === u.ID)
        .map((x) => ({ name: x.Name, amount: (s?.lineAmounts.get(x.ID) ?? 0) / 100 })),
    }
  })
}

/** A structure of `rows` buildings and their sample bill with `items` items in all. */
export function largeSample(
  items: number,
  rows = 4,
): { structure: StructureRow[]; data: BillData } {
  const structure: StructureRow[] = Array.from({ length: rows }, (_, i) => ({
    ID: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    ProId: '',
    ParentID: '',
    Sort: i + 1,
    Num: String(i + 1),
    Project_Name: `${i + 1}#楼`,
    BuiltArea: 12000,
    InArea: 10000,
    SellArea: 11000,
    MultNum: 1,
    TenderID: '',
  }))
  const data = sampleBill({
    rows: structure,
    seed: 11,
    specialties: ['土建'],
    itemsPerUnit: Math.ceil(items / rows),
  })
  return { structure, data }
}
