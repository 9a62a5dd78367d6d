import { describe, expect, it } from 'vitest'
import { buildGccpWorkbook, fixtureUnitsFromBill, largeSample } from '../bill/forms/fixtures'
import { loadExcelJs, workbookBytes } from './exceljs'
import { ExcelReadError, NOT_XLSX_MESSAGE } from '../projects/xlsx'
import { readSheet } from '../projects/workbook'
import { readWorkbookTable } from './read'
import { openZip } from './unzip'

/** A stored (uncompressed) zip of these parts; the reader does not check CRCs, exceljs's jszip neither. */
function storedZip(parts: Map<string, Uint8Array>): Uint8Array {
  const enc = new TextEncoder()
  const chunks: Uint8Array[] = []
  const central: Uint8Array[] = []
  let offset = 0
  for (const [name, data] of parts) {
    const n = enc.encode(name)
    const local = new Uint8Array(30 + n.length)
    const lv = new DataView(local.buffer)
    lv.setUint32(0, 0x04034b50, true)
    lv.setUint16(4, 20, true)
    lv.setUint32(18, data.length, true)
    lv.setUint32(22, data.length, true)
    lv.setUint16(26, n.length, true)
    local.set(n, 30)
    const c = new Uint8Array(46 + n.length)
    const cv = new DataView(c.buffer)
    cv.setUint32(0, 0x02014b50, true)
    cv.setUint16(6, 20, true)
    cv.setUint32(20, data.length, true)
    cv.setUint32(24, data.length, true)
    cv.setUint16(28, n.length, true)
    cv.setUint32(42, offset, true)
    c.set(n, 46)
    chunks.push(local, data)
    central.push(c)
    offset += local.length + data.length
  }
  const cdSize = central.reduce((s, c) => s + c.length, 0)
  const end = new Uint8Array(22)
  const ev = new DataView(end.buffer)
  ev.setUint32(0, 0x06054b50, true)
  ev.setUint16(8, parts.size, true)
  ev.setUint16(10, parts.size, true)
  ev.setUint32(12, cdSize, true)
  ev.setUint32(16, offset, true)
  const all = [...chunks, ...central, end]
  const out = new Uint8Array(all.reduce((s, c) => s + c.length, 0))
  let o = 0
  for (const c of all) {
    out.set(c, o)
    o += c.length
  }
  return out
}

/** An exceljs workbook with its first sheet's XML replaced (and, optionally, the shared strings). */
async function withSheetXml(
  sheetData: string,
  extra: { mergeCells?: string; sharedStrings?: string } = {},
): Promise<Uint8Array> {
  const ExcelJS = await loadExcelJs()
  const wb = new ExcelJS.Workbook()
  wb.addWorksheet('表-08【土建】').getCell('A1').value = 'x'
  const zip = openZip(await workbookBytes(wb))
  const parts = new Map<string, Uint8Array>()
  for (const name of zip.names()) parts.set(name, (await zip.read(name))!)
  const enc = new TextEncoder()
  const sheet = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheetData>${sheetData}</sheetData>${extra.mergeCells ?? ''}</worksheet>`
  parts.set('xl/worksheets/sheet1.xml', enc.encode(sheet))
  if (extra.sharedStrings !== undefined)
    parts.set(
      'xl/sharedStrings.xml',
      enc.encode(
        `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${extra.sharedStrings}</sst>`,
      ),
    )
  return storedZip(parts)
}

async function sameAsExcelJs(bytes: Uint8Array) {
  const fast = await readWorkbookTable(bytes)
  expect(fast).toEqual(await readSheet(bytes))
  return fast
}

describe('readWorkbookTable: the text grid exceljs gives, read by the small reader', () => {
  it('reads a bill as pricing tools export it: several sheets, merged two-row headers, 分部 rows, 本页小计/合计, numbers as text', async () => {
    const { data, structure } = largeSample(300, 2)
    const bytes = await buildGccpWorkbook({
      units: fixtureUnitsFromBill(data, structure, '某小区'),
      itemsPerPage: 20,
      leadingRows: 2,
      numbersAsText: true,
      codesAsNumbers: true,
      sectionSubtotals: true,
    })
    const fast = await sameAsExcelJs(bytes)
    expect(fast.sheets.length).toBeGreaterThan(1)
    const texts = fast.sheets.flatMap((s) => [s.headers, ...s.rows].flat())
    expect(texts).toContain('本页小计')
    expect(texts).toContain('合计')
  })

  it('gives rich text, formulas by their cached result, dates, money formats, entities and merged areas as exceljs does', async () => {
    const ExcelJS = await loadExcelJs()
    const wb = new ExcelJS.Workbook()
    const ws = wb.addWorksheet('表-08 分部分项 & 单价<措施>')
    ws.addRow([])
    ws.addRow(['分部分项工程和单价措施项目清单与计价表'])
    ws.mergeCells('A2:E2')
    ws.addRow(['序号', '项目名称', '金额(元)', null, '日期'])
    ws.mergeCells('C3:D3')
    ws.addRow(['', '', '综合单价', '合价', ''])
    ws.getCell('A5').value = {
      richText: [{ text: '  平整' }, { text: '场地 ', font: { bold: true } }],
    }
    ws.getCell('B5').value = 'A & B < C > "D" \'E\'\n1. 第一行\n2. 第二行'
    ws.getCell('C5').value = 1234.5
    ws.getCell('C5').numFmt = '#,##0.00'
    ws.getCell('D5').value = { formula: 'C5*2', result: 2469 }
    ws.getCell('D6').value = { sharedFormula: 'D5', result: 17.25 }
    ws.getCell('E5').value = new Date(Date.UTC(2024, 2, 15))
    ws.getCell('E5').numFmt = 'yyyy"年"m"月"d"日"'
    ws.getCell('C6').value = '1,234.50'
    ws.getCell('A7').value = true
    ws.getCell('B7').value = { error: '#N/A' }
    ws.getCell('C7').value = { formula: 'B5', result: '文本结果' }
    ws.getCell('E7').value = { formula: 'E5', result: new Date(Date.UTC(2025, 0, 1)) }
    ws.getCell('E7').numFmt = 'yyyy-mm-dd'
    ws.getCell('A9').value = null
    ws.getCell('A9').numFmt = '0.00'
    wb.addWorksheet('空表')
    wb.addWorksheet('表-11').addRow(['总价措施'])
    const fast = await sameAsExcelJs(await workbookBytes(wb))
    const [s] = fast.sheets
    expect(s?.name).toBe('表-08 分部分项 & 单价<措施>')
    expect(s?.headerRow).toBe(2)
    expect(s?.headers).toEqual(['分部分项工程和单价措施项目清单与计价表', '', '', '', ''])
    expect(s?.rows[0]).toEqual(['序号', '项目名称', '金额(元)', '', '日期'])
    expect(s?.rows[2]).toEqual([
      '平整场地',
      'A & B < C > "D" \'E\'\n1. 第一行\n2. 第二行',
      '1234.5',
      '2469',
      '2024-03-15',
    ])
    expect(s?.rows[3]).toEqual(['', '', '1,234.50', '17.25', ''])
    expect(s?.rows[4]).toEqual(['TRUE', '#N/A', '文本结果', '', '2025-01-01'])
    expect(s?.rows).toHaveLength(5)
    expect(fast.sheets.map((x) => x.name)).toEqual(['表-08 分部分项 & 单价<措施>', '空表', '表-11'])
  })

  it('reads inline strings, numeric character references, t="str" results, _x000D_ escapes and cells without a reference', async () => {
    const rows =
      '<row r="3"><c r="A3" t="inlineStr"><is><t xml:space="preserve"> 土方&amp;石方 </t></is></c><c r="B3" t="inlineStr"><is><r><t>&#20013;</t></r><r><rPr><b/></rPr><t>&#x6587;_x000D_</t></r></is></c><c r="C3" t="s"><v>0</v></c><c r="D3" t="s"><v>1</v></c></row>' +
      '<row r="4"><c r="A4" t="str"><f>B4</f><v>&amp;lt;结果&amp;gt;</v></c><c r="B4" t="b"><v>0</v></c><c r="C4" t="e"><v>#DIV/0!</v></c><c><v>7</v></c><c r="F4" s="0"/></row>' +
      '<row r="5"><c r="A5"><v>1.5E3</v></c><c r="B5" t="s"><v>2</v></c><c r="C5"><f t="shared" ref="C5:C6" si="0">A5*2</f><v>3000</v></c></row>' +
      '<row r="6"><c r="C6"><f t="shared" si="0"/><v>4</v></c><c r="D6" t="s"><v>3</v></c></row>' +
      '<row r="7"><c r="B7"/></row><row r="8"><c r="A8" t="inlineStr"><is><t>a\r\nb</t></is></c></row>'
    const sst =
      '<si><t>第一行_x000D_\n第二行</t></si><si><r><t>富</t></r><r><t xml:space="preserve">文本 </t></r><rPh sb="0" eb="1"><t>フ</t></rPh></si><si/><si><t>&lt;tag&gt; &quot;q&quot;</t><phoneticPr fontId="1"/></si>'
    const fast = await sameAsExcelJs(
      await withSheetXml(rows, {
        sharedStrings: sst,
        mergeCells: '<mergeCells count="1"><mergeCell ref="B6:C7"/></mergeCells>',
      }),
    )
    const s = fast.sheets[0]
    expect(s?.headerRow).toBe(3)
    expect(s?.headers).toEqual(['土方&石方', '中文', '第一行\r\n第二行', '富文本'])
    expect(s?.rows).toEqual([
      ['<结果>', 'FALSE', '#DIV/0!', '7'],
      ['1500', '', '3000', ''],
      ['', '', '', '<tag> "q"'],
      ['', '', '', ''],
      ['a\nb', '', '', ''],
    ])
  })

  it('refuses what is not an .xlsx with the Chinese message', async () => {
    await expect(readWorkbookTable(new TextEncoder().encode('序号,名称\n1,a'))).rejects.toThrow(
      new ExcelReadError(NOT_XLSX_MESSAGE),
    )
    await expect(
      readWorkbookTable(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5])),
    ).rejects.toThrow(NOT_XLSX_MESSAGE)
  })

  it('stops after maxRows rows below the first and says so, as readSheet does', async () => {
    const ExcelJS = await loadExcelJs()
    const wb = new ExcelJS.Workbook()
    const ws = wb.addWorksheet('长表')
    for (let i = 0; i < 30; i++) ws.addRow([`行${i}`, i])
    const bytes = await workbookBytes(wb)
    const fast = await readWorkbookTable(bytes, { maxRows: 10 })
    expect(fast).toEqual(await readSheet(bytes, { maxRows: 10 }))
    expect(fast.sheets[0]?.truncated).toBe(true)
    expect(fast.sheets[0]?.rows).toHaveLength(10)
  })
})
