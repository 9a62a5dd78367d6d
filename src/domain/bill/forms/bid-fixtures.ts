import { toStructureRow, type StructureRow } from '../../projects/structure'
import type { StandardVersion } from '../../projects/model'
import type { BillData, BillGroup, BillItem, BillOther, BillRate, BillUnit } from '../model'
import { fenToYuan, asFen, roundYuan, toFen } from '../../money'
import { formatCapitalFen } from '../../format/capital'
import { summarizeBill } from '../summary'
import { loadExcelJs, workbookBytes } from '../../xlsx/exceljs'
import { buildBillWorkbook } from './export'

/**
 * Tender and returned workbooks of one 单位工程 (土建) in either edition, as pricing tools export
 * them (/work/shared/BILL-FORMS.md): 表-04, 表-08 (分部 headings, 单价措施, 分部小计, 合计), 表-11,
 * 表-12 and 表-13 (规费、税金项目计价表 under GB 50500-2013, 增值税项目计价表 under GB/T 50500-2024),
 * written by the product's own export (./export.ts), then a 投标总价 扉页 with the amount in 小写
 * and 大写 and, for a bidder, the errors a test plants in cells (a wrong 合价, a wrong 合计).
 */

export interface BidItemSpec {
  code: string
  name: string
  unit: string
  quantity: number
  price: number
  group: string
  measure?: boolean
}

/** The tender's items: 土石方, 混凝土, 砌筑 and two 单价措施 items. */
export const TENDER_ITEMS: readonly BidItemSpec[] = [
  {
    code: '010101001001',
    name: '平整场地',
    unit: 'm2',
    quantity: 1200,
    price: 3.5,
    group: '土石方工程',
  },
  {
    code: '010101004001',
    name: '挖基坑土方',
    unit: 'm3',
    quantity: 860,
    price: 45.2,
    group: '土石方工程',
  },
  {
    code: '010501003001',
    name: '独立基础',
    unit: 'm3',
    quantity: 320,
    price: 612,
    group: '混凝土及钢筋混凝土工程',
  },
  {
    code: '010505001001',
    name: '有梁板',
    unit: 'm3',
    quantity: 900,
    price: 650,
    group: '混凝土及钢筋混凝土工程',
  },
  {
    code: '010515001001',
    name: '现浇构件钢筋',
    unit: 't',
    quantity: 156.4,
    price: 6500,
    group: '混凝土及钢筋混凝土工程',
  },
  {
    code: '010401003001',
    name: '实心砖墙',
    unit: 'm3',
    quantity: 410,
    price: 520,
    group: '砌筑工程',
  },
  {
    code: '011702001001',
    name: '基础模板',
    unit: 'm2',
    quantity: 680,
    price: 58,
    group: '单价措施项目',
    measure: true,
  },
  {
    code: '011701001001',
    name: '综合脚手架',
    unit: 'm2',
    quantity: 5600,
    price: 36.5,
    group: '单价措施项目',
    measure: true,
  },
]

export interface BidBillOptions {
  version: StandardVersion
  /** 综合单价 by 项目编码 instead of the tender's. */
  prices?: Readonly<Record<string, number>>
  /** 工程量 by 项目编码 instead of the tender's. */
  quantities?: Readonly<Record<string, number>>
  /** Items left out (by 项目编码). */
  omit?: readonly string[]
  safetyRate?: number
  /** 社会保险费 rate (2013 规费). */
  insuranceRate?: number
  taxRate?: number
}

/** The one 单项工程 of the fixtures' project (1#楼). */
export const BID_STRUCTURE: StructureRow[] = [
  toStructureRow('building-1', { Project_Name: '1#楼', Num: '1', Sort: 1, BuiltArea: 8000 }),
]

/** The bill behind a workbook of BidBillOptions. */
export function bidBill(o: BidBillOptions): BillData {
  const ProId = 'p'
  const unit: BillUnit = {
    ID: 'u1',
    ProId,
    RowId: 'building-1',
    Specialty: '土建',
    SpecialtyCustom: 0,
    Name: '',
    Sort: 1,
    TaxRate: o.taxRate ?? 9,
  }
  const groups: BillGroup[] = []
  const items: BillItem[] = []
  for (const spec of TENDER_ITEMS) {
    if (o.omit?.includes(spec.code)) continue
    let g = groups.find((x) => x.Name === spec.group)
    if (!g) {
      g = {
        ID: `g${groups.length + 1}`,
        ProId,
        UnitId: unit.ID,
        Kind: spec.measure ? '单价措施' : '分部分项',
        Name: spec.group,
        Sort: groups.length + 1,
      }
      groups.push(g)
    }
    const price = o.prices?.[spec.code] ?? spec.price
    items.push({
      ID: `i${items.length + 1}`,
      ProId,
      UnitId: unit.ID,
      Kind: spec.measure ? '单价措施' : '分部分项',
      GroupId: g.ID,
      Sort: items.length + 1,
      Code: spec.code,
      Name: spec.name,
      Features: '',
      Unit: spec.unit,
      Quantity: o.quantities?.[spec.code] ?? spec.quantity,
      UnitPrice: price,
      // 人工费 a quarter of the 综合单价: the 2013 规费 are on 人工费, as most provinces set them.
      Labour: roundYuan(price / 4),
      Material: null,
      Machine: null,
      Overhead: null,
      Profit: null,
      ProvisionalAmount: null,
      Note: '',
      Materials: [],
    })
  }
  const rate = (
    n: number,
    Kind: BillRate['Kind'],
    Name: string,
    Base: BillRate['Base'],
    Rate: number | null,
    Amount: number | null,
  ): BillRate => ({
    ID: `r${n}`,
    ProId,
    UnitId: unit.ID,
    Kind,
    Code: '',
    Name,
    Base,
    Rate,
    Amount,
    IsSafety: /安全文明/.test(Name) ? 1 : 0,
    Note: '',
    Sort: n,
  })
  const rates: BillRate[] = [
    rate(1, '总价措施', '安全文明施工费', '分部分项工程费', o.safetyRate ?? 3.5, null),
    rate(2, '总价措施', '夜间施工增加费', '分部分项工程费', 0.5, null),
  ]
  if (o.version === 'GB 50500-2013')
    rates.push(
      rate(3, '规费', '社会保险费', '分部分项人工费', o.insuranceRate ?? 15, null),
      rate(4, '规费', '住房公积金', '分部分项人工费', 4, null),
      rate(5, '规费', '工程排污费', '固定金额', null, 5000),
    )
  const other = (n: number, Kind: BillOther['Kind'], Amount: number): BillOther => ({
    ID: `o${n}`,
    ProId,
    UnitId: unit.ID,
    Kind,
    Name: Kind,
    Unit: '',
    Quantity: null,
    UnitPrice: null,
    Base: null,
    Rate: null,
    Amount,
    Note: '',
    Sort: n,
  })
  const others = [other(1, '暂列金额', 200000), other(2, '专业工程暂估价', 150000)]
  return { version: o.version, units: [unit], groups, items, rates, others }
}

/** The bill's own total (元), as its 表-04 合计 states it. */
export function bidBillTotal(data: BillData): number {
  return fenToYuan(asFen(summarizeBill(data, BID_STRUCTURE).project.total))
}

export interface BidWorkbookOptions extends BidBillOptions {
  /** The cover: 'tender' prints 招标控制价, 'bidder' 投标总价; none without. */
  cover?: 'tender' | 'bidder'
  /** The cover's 小写 amount (元); default the bill's total. */
  letterTotal?: number
  /** The cover's 大写 amount (元); default the 小写 one. */
  letterWords?: number
  /** 合价 written in 表-08 instead of 量 × 价 (by 项目编码). */
  statedAmounts?: Readonly<Record<string, number>>
  /** The 表-08 合计 written instead of the true one. */
  statedSum?: number
}

/** The .xlsx bytes of a tender or returned workbook (see the top of this file). */
export async function buildBidWorkbook(o: BidWorkbookOptions): Promise<Uint8Array> {
  const data = bidBill(o)
  const bytes = await buildBillWorkbook({ projectName: '回标测试', structure: BID_STRUCTURE, data })
  const ExcelJS = await loadExcelJs()
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load(bytes as unknown as ArrayBuffer)
  const t08 = wb.worksheets.find((w) => w.name.startsWith('表-08'))
  t08?.eachRow((row) => {
    const code = row.getCell(2).text
    const stated = o.statedAmounts?.[code]
    if (stated !== undefined) row.getCell(8).value = stated
    if (o.statedSum !== undefined && row.getCell(3).text === '合计')
      row.getCell(8).value = o.statedSum
  })
  if (o.cover) {
    const total = o.letterTotal ?? bidBillTotal(data)
    const words = o.letterWords ?? total
    const label = o.cover === 'tender' ? '招标控制价' : '投标总价'
    const ws = wb.addWorksheet(o.cover === 'tender' ? '封面 招标控制价' : '投标总价扉页')
    ws.addRow([o.cover === 'tender' ? '招 标 控 制 价' : '投 标 总 价'])
    ws.addRow([])
    ws.addRow(['招 标 人：', '某建设单位'])
    ws.addRow(['工程名称：', '回标测试-1#楼'])
    const amount = total.toLocaleString('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
    ws.addRow([`${label}（小写）：`, amount, '元'])
    ws.addRow(['（大写）：', formatCapitalFen(toFen(words) ?? 0)])
    ws.addRow([o.cover === 'tender' ? '编 制 人：' : '投 标 人：', '某单位（盖章）'])
  }
  return workbookBytes(wb)
}
