import type { BillData, BillItem, BillOther, BillRate, BillUnit } from '../bill/model'
import { loadExcelJs, workbookBytes } from '../xlsx/exceljs'
import { formatCapitalFen } from '../format/capital'
import { toFen } from '../money'

/**
 * Small hand-built bills for the 回标 tests: one 单位工程 (土建), items given as
 * [id, code, name, unit, 工程量, 综合单价], a 安全文明施工费 line and a 暂列金额 line.
 */
export type ItemSpec = readonly [
  id: string,
  code: string,
  name: string,
  unit: string,
  quantity: number,
  price: number | null,
]

export function tinyBill(
  prefix: string,
  specs: readonly ItemSpec[],
  options: { safetyRate?: number; provisional?: number; version?: BillData['version'] } = {},
): BillData {
  const ProId = `${prefix}-p`
  const unit: BillUnit = {
    ID: `${prefix}-u`,
    ProId,
    RowId: `${prefix}-r`,
    Specialty: '土建',
    SpecialtyCustom: 0,
    Name: '',
    Sort: 1,
    TaxRate: 9,
  }
  const items = specs.map(([id, Code, Name, Unit, Quantity, UnitPrice], i): BillItem => ({
    ID: id,
    ProId,
    UnitId: unit.ID,
    Kind: '分部分项',
    GroupId: '',
    Sort: i + 1,
    Code,
    Name,
    Features: '',
    Unit,
    Quantity,
    UnitPrice,
    Labour: null,
    Material: null,
    Machine: null,
    Overhead: null,
    Profit: null,
    ProvisionalAmount: null,
    Note: '',
    Materials: [],
  }))
  const rates: BillRate[] = [
    {
      ID: `${prefix}-safety`,
      ProId,
      UnitId: unit.ID,
      Kind: '总价措施',
      Code: '',
      Name: '安全文明施工费',
      Base: '分部分项工程费',
      Rate: options.safetyRate ?? 3.5,
      Amount: null,
      IsSafety: 1,
      Note: '',
      Sort: 1,
    },
  ]
  const others: BillOther[] = [
    {
      ID: `${prefix}-zl`,
      ProId,
      UnitId: unit.ID,
      Kind: '暂列金额',
      Name: '暂列金额',
      Unit: '',
      Quantity: null,
      UnitPrice: null,
      Base: null,
      Rate: null,
      Amount: options.provisional ?? 1000,
      Note: '',
      Sort: 1,
    },
  ]
  return { version: options.version ?? 'GB/T 50500-2024', units: [unit], items, rates, others }
}

/**
 * A returned workbook (bill/forms/fixtures.ts buildGccpWorkbook bytes) with the bidder's
 * 投标总价 扉页 in front, as pricing tools print it (GB 50500 扉-3): title, 招标人, 工程名称, the
 * 投标总价 in lower case (label and amount in separate cells, or in one cell) and in 大写.
 */
export async function withCoverSheet(
  bytes: Uint8Array,
  total: number,
  oneCell = false,
): Promise<Uint8Array> {
  const ExcelJS = await loadExcelJs()
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load(bytes as unknown as ArrayBuffer)
  const ws = wb.addWorksheet('投标总价扉页')
  ws.addRow(['投 标 总 价'])
  ws.addRow([])
  ws.addRow(['招 标 人：', '某建设单位'])
  ws.addRow(['工程名称：', '回标测试-1#楼'])
  const amount = total.toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
  ws.addRow(oneCell ? [`投标总价（小写）：${amount}元`] : ['投标总价（小写）：', amount, '元'])
  ws.addRow(['（大写）：', formatCapitalFen(toFen(total) ?? 0)])
  ws.addRow(['投 标 人：', '某施工单位（单位盖章）'])
  return workbookBytes(wb)
}
