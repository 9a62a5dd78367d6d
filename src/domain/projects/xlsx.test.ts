import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import type { StructureRow } from './structure'
import { projectTotals, buildTree, flattenTree, rollUpTree } from './structure'
import {
  ExcelReadError,
  NOT_XLSX_MESSAGE,
  STRUCTURE_SHEET,
  SUMMARY_SHEET,
  TEMPLATE_HEADERS,
  cellText,
  tenderFileName,
  tenderSummaries,
  withHeaderRow,
  type TenderRef,
} from './xlsx'
import { buildImportTemplate, buildTenderWorkbook, readSheet } from './workbook'
import { guessMapping, mapRows } from './xlsx-map'

const row = (
  ID: string,
  ParentID: string,
  Sort: number,
  name: string,
  areas: [number | null, number | null, number | null],
  MultNum: number | null,
  TenderID = '',
): StructureRow => ({
  ID,
  ProId: 'p1',
  ParentID,
  Sort,
  Num: '',
  Project_Name: name,
  BuiltArea: areas[0],
  InArea: areas[1],
  SellArea: areas[2],
  MultNum,
  TenderID,
})

// A 3-level structure over two tenders and one row in no tender.
const ROWS: StructureRow[] = [
  row('a', '', 1, '1#住宅楼', [null, null, null], 2, 't1'),
  row('a1', 'a', 1, '地上部分', [10000.25, 9800, 11500], 1, 't1'),
  row('a2', 'a', 2, '地下室', [2000, 0, 0], 1, 't1'),
  row('a21', 'a2', 1, '人防区', [500.5, 0, 0], 3, 't1'),
  row('b', '', 2, '商业裙房', [3500.5, 3000, 3200.75], 1, 't2'),
  row('c', '', 3, '配套用房', [120, 100, 0], 1, ''),
]
const TENDERS: TenderRef[] = [
  { ID: 't2', ProId: 'p1', Name: '第二标段', Sort: 2 },
  { ID: 't1', ProId: 'p1', Name: '第一标段', Sort: 1 },
]

async function sheetOf(bytes: Uint8Array, name: string) {
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load(bytes as unknown as ExcelJS.Buffer)
  const ws = wb.getWorksheet(name)
  if (!ws) throw new Error(`no sheet ${name}`)
  return ws
}

describe('buildImportTemplate', () => {
  it('gives a real .xlsx with the 项目结构 headers and a 说明 sheet', async () => {
    const bytes = await buildImportTemplate()
    const { sheets } = await readSheet(bytes)
    expect(sheets.map((s) => s.name)).toEqual([STRUCTURE_SHEET, '说明'])
    expect(sheets[0]).toMatchObject({ headerRow: 1, headers: TEMPLATE_HEADERS, rows: [] })
    const notes = sheets[1]?.rows.map((r) => r[0]).join('\n') ?? ''
    expect(notes).toContain('1.1.1')
    expect(notes).toContain('不填按 1 计')
    // The 序号 column is text, so Excel keeps 1.10 as typed.
    expect((await sheetOf(bytes, STRUCTURE_SHEET)).getColumn(1).numFmt).toBe('@')
  })
})

describe('tenderSummaries', () => {
  it('rolls areas up with every MultNum on the path and adds up to the project totals', () => {
    const s = tenderSummaries(TENDERS, ROWS)
    expect(s.tenders.map((t) => [t.Name, t.rowCount, t.totals])).toEqual([
      // 地下室 has a child, so its own 2000 is not counted: 2 × (10000.25 + 3 × 500.5) = 23003.5
      ['第一标段', 4, { BuiltArea: 23003.5, InArea: 19600, SellArea: 23000 }],
      ['第二标段', 1, { BuiltArea: 3500.5, InArea: 3000, SellArea: 3200.75 }],
    ])
    expect(s.unassigned).toMatchObject({
      Name: '未分标段',
      rowCount: 1,
      totals: { BuiltArea: 120, InArea: 100, SellArea: 0 },
    })
    expect(s.total).toEqual(projectTotals(buildTree(ROWS)))
    expect(s.total.BuiltArea).toBe(26624)
  })

  it('counts each row in its own tender: a child in no tender and a row of a deleted tender go to 未分标段', () => {
    const rows = [
      row('p', '', 1, '父', [null, null, null], 2, 't1'),
      row('k', 'p', 1, '子', [10, 10, 10], 1, ''),
      row('k2', 'p', 2, '子二', [1, 1, 1], 1, 't1'),
      row('x', '', 2, '旧', [5, 5, 5], 1, 'gone'),
    ]
    const s = tenderSummaries([TENDERS[1] as TenderRef], rows)
    expect(s.tenders[0]).toMatchObject({ rowCount: 2, totals: { BuiltArea: 2 } })
    expect(s.unassigned).toMatchObject({ rowCount: 2, totals: { BuiltArea: 25 } })
    expect(s.total.BuiltArea).toBe(27)
  })
})

describe('buildTenderWorkbook', () => {
  it('writes a 标段汇总 sheet with a line per tender, 未分标段 and 合计', async () => {
    const bytes = await buildTenderWorkbook({ Project_Name: '滨江花园' }, TENDERS, ROWS)
    const { sheets } = await readSheet(bytes)
    expect(sheets.map((s) => s.name)).toEqual([SUMMARY_SHEET, STRUCTURE_SHEET])
    const summary = sheets[0]
    expect(summary?.headers[0]).toBe('滨江花园 标段汇总')
    expect(summary?.rows).toEqual([
      ['序号', '标段名称', '单项工程数', '建筑面积(m²)', '套内面积(m²)', '可售面积(m²)'],
      ['1', '第一标段', '4', '23003.5', '19600', '23000'],
      ['2', '第二标段', '1', '3500.5', '3000', '3200.75'],
      ['', '未分标段', '1', '120', '100', '0'],
      ['', '合计', '6', '26624', '22700', '26200.75'],
    ])
  })

  it('round trip: the exported 项目结构 sheet re-imports with the template mapping as the same rows', async () => {
    const bytes = await buildTenderWorkbook({ Project_Name: '滨江花园' }, TENDERS, ROWS)
    const { sheets } = await readSheet(bytes)
    const sheet = sheets.find((s) => s.name === STRUCTURE_SHEET)
    if (!sheet) throw new Error('no structure sheet')
    expect(sheet.headers).toEqual([...TEMPLATE_HEADERS, '标段'])
    expect(sheet.rows.map((r) => r[6])).toEqual([
      '第一标段',
      '第一标段',
      '第一标段',
      '第一标段',
      '第二标段',
      '',
    ])
    const { rows, issues } = mapRows(sheet, guessMapping(sheet.headers), { projectId: 'p2' })
    expect(issues).toEqual([])
    const shape = (list: readonly StructureRow[]) => {
      const name = new Map(list.map((r) => [r.ID, r.Project_Name]))
      return list.map((r) => ({
        name: r.Project_Name,
        parent: name.get(r.ParentID) ?? '',
        areas: [r.BuiltArea, r.InArea, r.SellArea],
        MultNum: r.MultNum ?? 1,
        Sort: r.Sort,
      }))
    }
    // Parents come back with the roll-up they were exported with (rollUpTree), leaves as typed.
    expect(shape(rows)).toEqual(shape(flattenTree(rollUpTree(buildTree(ROWS)))))
    expect(rows.map((r) => r.Num)).toEqual(['1', '1.1', '1.2', '1.2.1', '2', '3'])
  })

  it("exports a row with children with its children's roll-up, never the areas typed into it before", async () => {
    const typed = [
      row('p', '', 1, '1#楼', [12000, 9800.5, 10500], 2, ''),
      row('k', 'p', 1, '地上', [6000, 0, 0], 1, ''),
    ]
    const sheet = (
      await readSheet(await buildTenderWorkbook({ Project_Name: '一号' }, [], typed))
    ).sheets.find((s) => s.name === STRUCTURE_SHEET)
    expect(sheet?.rows.map((r) => r.slice(0, 6))).toEqual([
      ['1', '1#楼', '6000', '0', '0', '2'],
      ['1.1', '地上', '6000', '0', '0', '1'],
    ])
  })
})

describe('readSheet', () => {
  it('refuses what is not an .xlsx with a Chinese message', async () => {
    await expect(readSheet(new TextEncoder().encode('序号,名称\n1,a'))).rejects.toThrow(
      new ExcelReadError(NOT_XLSX_MESSAGE),
    )
    await expect(
      readSheet(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5])),
    ).rejects.toThrow(NOT_XLSX_MESSAGE)
  })

  it('starts at the first non-empty row, reads formulas, dates, rich text and merged areas once', async () => {
    const wb = new ExcelJS.Workbook()
    const ws = wb.addWorksheet('数据')
    ws.getCell('A3').value = '标题'
    ws.getCell('A4').value = '名称'
    ws.getCell('B4').value = '面积'
    ws.getCell('A5').value = { richText: [{ text: '1#' }, { text: '楼' }] }
    ws.getCell('B5').value = { formula: '100*2', result: 200 }
    ws.getCell('C5').value = new Date(Date.UTC(2024, 0, 2))
    ws.getCell('A6').value = '合并'
    ws.mergeCells('A6:B7')
    ws.getCell('D9').value = null
    const bytes = new Uint8Array(await wb.xlsx.writeBuffer())
    const [sheet] = (await readSheet(bytes)).sheets
    expect(sheet).toMatchObject({
      name: '数据',
      headerRow: 3,
      headers: ['标题', '', ''],
      truncated: false,
    })
    expect(sheet?.rows).toEqual([
      ['名称', '面积', ''],
      ['1#楼', '200', '2024-01-02'],
      ['合并', '', ''],
    ])
    if (!sheet) return
    expect(withHeaderRow(sheet, 4)).toMatchObject({
      headerRow: 4,
      headers: ['名称', '面积', ''],
      rows: [
        ['1#楼', '200', '2024-01-02'],
        ['合并', '', ''],
      ],
    })
    expect(withHeaderRow(sheet, 1).headerRow).toBe(3)
  })

  it('stops after maxRows and says the sheet was cut', async () => {
    const wb = new ExcelJS.Workbook()
    const ws = wb.addWorksheet('大表')
    for (let i = 0; i < 30; i++) ws.addRow([`行${i}`])
    const bytes = new Uint8Array(await wb.xlsx.writeBuffer())
    const [sheet] = (await readSheet(bytes, { maxRows: 10 })).sheets
    expect(sheet?.rows).toHaveLength(10)
    expect(sheet?.truncated).toBe(true)
  })
})

describe('cellText', () => {
  it('turns hyperlinks, errors and booleans into text', () => {
    expect(cellText({ text: '链接', hyperlink: 'https://example.com' })).toBe('链接')
    expect(cellText({ error: '#DIV/0!' })).toBe('#DIV/0!')
    expect(cellText(true)).toBe('TRUE')
    expect(cellText(null)).toBe('')
  })
})

describe('tenderFileName', () => {
  it('names the export 名称_标段.xlsx without characters file systems refuse', () => {
    expect(tenderFileName('滨江/花园:一期')).toBe('滨江花园一期_标段.xlsx')
    expect(tenderFileName(' ?* ')).toBe('项目_标段.xlsx')
  })
})
