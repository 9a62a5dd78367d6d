import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { lineAmountFen, toFen } from '../../money'
import { openZip } from '../../xlsx/unzip'
import { buildBillWorkbook } from './export'
import { largeSample } from './fixtures'
import { readBillGrid } from './layout'
import { parseBillGrid } from './parse'
import { fittingHeight, wrappedLines } from './print'

async function items08(n: number) {
  const { structure, data } = largeSample(n, 1)
  const bytes = await buildBillWorkbook({
    projectName: '打印测试',
    structure,
    data,
    sections: ['items'],
  })
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load(bytes as unknown as ArrayBuffer)
  const ws = wb.worksheets[0]
  if (!ws) throw new Error('no sheet')
  return { bytes, ws, data }
}

describe('表-08 printed page by page', () => {
  it('closes every page with a 本页小计 of its items and a page break, the last one before 合计', async () => {
    const { bytes, ws, data } = await items08(300)
    const labels: { row: number; label: string; amount: number }[] = []
    ws.eachRow((row, r) => {
      const label = row.getCell(3).value
      if (label === '本页小计' || label === '合计')
        labels.push({ row: r, label, amount: Number(row.getCell(8).value) })
    })
    const pages = labels.filter((l) => l.label === '本页小计')
    expect(pages.length).toBeGreaterThan(3)
    expect(labels.at(-1)?.label).toBe('合计')
    expect(labels.at(-2)?.label).toBe('本页小计')
    // A break after every 本页小计 but the last (the 合计 follows it on the same page).
    const xml = new TextDecoder().decode(
      (await openZip(bytes).read('xl/worksheets/sheet1.xml')) ?? new Uint8Array(),
    )
    const breaks = [...xml.matchAll(/<brk id="(\d+)"/g)].map((m) => Number(m[1]))
    expect(breaks).toEqual(pages.slice(0, -1).map((p) => p.row))
    // The pages' 本页小计 add up, in 分, to the items' 合价.
    const total = data.items.reduce((s, i) => s + lineAmountFen(i.Quantity, i.UnitPrice), 0)
    expect(pages.reduce((s, p) => s + (toFen(p.amount) ?? NaN), 0)).toBe(total)
    // The import reads each 本页小计 with exactly the items of its page.
    const parsed = parseBillGrid(await readBillGrid(bytes))
    const unit = parsed.units[0]
    const stated = unit?.statedTotals.filter((t) => t.kind === 'page') ?? []
    expect(stated).toHaveLength(pages.length)
    for (const t of stated) {
      const sum = (unit?.items ?? [])
        .slice(t.from, t.to)
        .reduce((s, i) => s + lineAmountFen(i.Quantity, i.UnitPrice), 0)
      expect(toFen(t.amount)).toBe(sum)
    }
  })

  it('prints A4 one page wide with the title and header rows repeated, 项目特征 wrapped in rows that fit', async () => {
    const { ws } = await items08(40)
    expect(ws.pageSetup).toMatchObject({
      paperSize: 9,
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: '1:4',
    })
    let checked = 0
    ws.eachRow((row) => {
      const features = row.getCell(4).value
      if (typeof features !== 'string' || !features.includes('\n') || row.number <= 4) return
      expect(row.getCell(4).alignment?.wrapText).toBe(true)
      expect(row.height).toBeGreaterThanOrEqual(features.split('\n').length * 16)
      checked++
    })
    expect(checked).toBeGreaterThan(0)
  })

  it('counts wrapped lines by display width, CJK as wide, line breaks kept', () => {
    expect(wrappedLines('1. 混凝土种类：商品混凝土\n2. 强度等级：C30', 36)).toBe(2)
    expect(wrappedLines('很'.repeat(30), 36)).toBe(2)
    expect(wrappedLines('', 36)).toBe(1)
    expect(fittingHeight([{ text: 'a\nb\nc', width: 10 }])).toBeGreaterThan(
      fittingHeight([{ text: 'a', width: 10 }]),
    )
  })
})
