import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { composedBill, COMPOSED_STRUCTURE } from '../compose-fixtures'
import { openZip } from '../../xlsx/unzip'
import { buildBillWorkbook } from './export'
import { readBillGrid } from './layout'
import { parseBillGrid } from './parse'

async function exported(sections?: Parameters<typeof buildBillWorkbook>[0]['sections']) {
  const bytes = await buildBillWorkbook({
    projectName: '样板项目',
    structure: COMPOSED_STRUCTURE,
    data: composedBill(),
    sections,
  })
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load(bytes as unknown as ArrayBuffer)
  return { bytes, wb }
}

/** The sheet's rows as arrays of cell values (1-based columns, merged cells read once). */
function values(ws: ExcelJS.Worksheet): (string | number | null)[][] {
  const out: (string | number | null)[][] = []
  ws.eachRow((row) => {
    const cells: (string | number | null)[] = []
    for (let c = 1; c <= ws.columnCount; c++) {
      const cell = row.getCell(c)
      const v = cell.isMerged && cell.master !== cell ? null : cell.value
      cells.push(typeof v === 'string' || typeof v === 'number' ? v : null)
    }
    out.push(cells)
  })
  return out
}
const rowWith = (rows: (string | number | null)[][], label: string) =>
  rows.filter((r) => r.includes(label)).map((r) => r.filter((v) => v !== null))

describe('workbook: 表-09 综合单价分析表 and the 人材机 forms', () => {
  it('writes 表-09 of the derived composed items with the item’s parts, printable one page wide', async () => {
    const { bytes, wb } = await exported(['analysis'])
    expect(wb.worksheets.map((w) => w.name)).toEqual(['表-09【1#楼-土建】'])
    const ws = wb.worksheets[0]!
    const rows = values(ws)
    expect(rows[0]?.[0]).toBe('综合单价分析表')
    expect(rows[1]?.[0]).toBe('工程名称：样板项目-1#楼【土建】')
    expect(rows[2]?.filter((v) => v !== null)).toEqual([
      '编号',
      '名称',
      '单位',
      '数量',
      '单价',
      '合价',
    ])
    expect(rows[3]?.slice(4)).toEqual([
      '人工费',
      '材料费',
      '机械费',
      '管理费和利润',
      '人工费',
      '材料费',
      '机械费',
      '管理费和利润',
    ])
    expect(rowWith(rows, '实心砖墙')).toEqual([
      ['项目编码', '010401003001', '项目名称', '实心砖墙', '计量单位', 'm3', '工程量', 10],
    ])
    expect(rowWith(rows, '小计')).toEqual([
      ['人工单价', '综合工日 120.00元/工日', '小计', 158.4, 346.53, 8.18, 33.32],
      ['人工单价', '综合工日 120.00元/工日', '小计', 60, 484.8, 0, 49.03],
    ])
    expect(rowWith(rows, '清单项目综合单价')).toEqual([
      ['清单项目综合单价', 546.43],
      ['清单项目综合单价', 593.83],
    ])
    expect(rowWith(rows, '水泥砂浆 M5')[1]).toEqual(['水泥砂浆 M5', 'm3', 0.2261, 310.5, 70.2])
    // money cells carry the 2-decimal format; the 小计's 机械费 of 矩形柱 prints 0.00
    const sub = ws.getRow(rows.findIndex((r) => r.includes('小计')) + 1)
    expect(sub.getCell(9).numFmt).toBe('#,##0.00')
    expect(ws.pageSetup).toMatchObject({ fitToPage: true, fitToWidth: 1, fitToHeight: 0 })
    expect(ws.pageSetup.printTitlesRow).toBe('1:4')
    // each item starts a printed page: a break right above the second item's line
    const xml = new TextDecoder().decode(
      (await openZip(bytes).read('xl/worksheets/sheet1.xml')) ?? new Uint8Array(),
    )
    const second = rows.findIndex((r) => r.includes('矩形柱')) + 1
    expect([...xml.matchAll(/<brk id="(\d+)"/g)].map((m) => Number(m[1]))).toEqual([second - 1])
  })

  it('writes 人材机汇总表, 表-12-2 and 表-20 with the 人材机 tab’s figures', async () => {
    const { wb } = await exported(['resources', 'provisional', 'supplied'])
    expect(wb.worksheets.map((w) => w.name)).toEqual([
      '人材机汇总表',
      '表-12-2 材料（工程设备）暂估单价及调整表',
      '表-20 发包人提供材料和工程设备一览表',
    ])
    const [all, prov, supplied] = wb.worksheets.map(values)
    expect(rowWith(all!, '综合工日')).toEqual([
      ['1', '00010001', '综合工日', '工日', 35.4, 120, 4248, '手动输入'],
    ])
    expect(rowWith(all!, '合计')).toEqual([['合计', 16190.24]])
    expect(rowWith(all!, '其中：甲供')).toEqual([['其中：甲供', 4848]])
    expect(rowWith(all!, '其中：暂估')).toEqual([['其中：暂估', 5526.56]])
    expect(rowWith(prov!, '标准砖 240×115×53')).toEqual([
      ['1', '标准砖 240×115×53', '千块', 10.628, 520, 5526.56],
    ])
    expect(rowWith(supplied!, '合计')).toEqual([['合计', 4848]])
  })

  it('re-imports the whole workbook as the same items: 表-09 and the 人材机 forms are skipped', async () => {
    const { bytes } = await exported()
    const parsed = parseBillGrid(await readBillGrid(bytes))
    expect(parsed.issues.filter((i) => i.level === 'error')).toEqual([])
    expect(parsed.units).toHaveLength(1)
    expect(parsed.units[0]!.items.map((i) => [i.Code, i.UnitPrice])).toEqual([
      ['010401003001', 546.43],
      ['010502001001', 593.83],
      ['010502002001', 999],
      ['010503001001', 450],
    ])
  })
})
