/// <reference types="node" />
// The exported workbook printed by a real spreadsheet program: LibreOffice converts 表-08 to PDF
// and poppler reads the pages back (docs/bill.md "Printing the workbook"). `npm test` installs both
// (libreoffice-calc-nogui, poppler-utils) when missing and running as root.
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import ExcelJS from 'exceljs'
import { afterAll, describe, expect, it } from 'vitest'
import { buildBillWorkbook } from '@/domain/bill/forms/export'
import { largeSample } from '@/domain/bill/forms/fixtures'
import { composedBill } from '@/domain/bill/compose-fixtures'

const run = promisify(execFile)
const dirs: string[] = []
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true })
})

/** The 表-08 workbook of one 单位工程 with `n` items, every third with a 计算式. */
async function workbook(
  n: number,
): Promise<{ bytes: Uint8Array; pages: number; notes: Map<string, string> }> {
  const { structure, data } = largeSample(n, 1)
  data.items = data.items.map((it, i) =>
    i % 10 === 0
      ? { ...it, Unit: 'm2', Formula: `${i + 1}*2「计算式${i + 1}」`, Quantity: (i + 1) * 2 }
      : it,
  )
  const notes = new Map(
    data.items.flatMap((it) =>
      it.Formula ? [[it.Code, /「(.+)」/.exec(it.Formula)?.[1] ?? '']] : [],
    ),
  )
  const bytes = await buildBillWorkbook({
    projectName: '打印测试',
    structure,
    data,
    sections: ['items'],
  })
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load(bytes as unknown as ArrayBuffer)
  let pages = 0
  wb.worksheets[0]?.eachRow((row) => {
    if (row.getCell(3).value === '本页小计') pages++
  })
  return { bytes, pages, notes }
}

/** The workbook converted to PDF by LibreOffice: its pdfinfo and a page's text (spaces folded). */
async function printed(bytes: Uint8Array) {
  const dir = await mkdtemp(join(tmpdir(), 'bill-print-'))
  dirs.push(dir)
  const xlsx = join(dir, 'bill.xlsx')
  await writeFile(xlsx, bytes)
  await run(
    'soffice',
    [
      `-env:UserInstallation=file://${join(dir, 'profile')}`,
      '--headless',
      '--convert-to',
      'pdf',
      '--outdir',
      dir,
      xlsx,
    ],
    { timeout: 240_000 },
  )
  const pdf = join(dir, 'bill.pdf')
  const page = async (p: number) =>
    (
      await run('pdftotext', ['-f', String(p), '-l', String(p), '-layout', pdf, '-'])
    ).stdout.replace(/[ \t]+/g, ' ')
  return { info: (await run('pdfinfo', [pdf])).stdout, page }
}

describe('表-09 printed by LibreOffice', () => {
  it('is one page wide: one landscape A4 page per composed item, header and the last column on it', async () => {
    const bytes = await buildBillWorkbook({
      projectName: '打印测试',
      structure: [],
      data: composedBill(),
      sections: ['analysis'],
    })
    const { info, page } = await printed(bytes)
    expect(info).toMatch(/Page size:\s+841\.\d+ x 595\.\d+ pts/)
    // two composed items, each on its own page: a sheet split across two widths would give 4
    expect(Number(/Pages:\s+(\d+)/.exec(info)?.[1])).toBe(2)
    const expected = [
      { code: '010401003001', price: '546.43', fee: '33.32' },
      { code: '010502001001', price: '593.83', fee: '49.03' },
    ]
    for (const [i, e] of expected.entries()) {
      const text = await page(i + 1)
      expect(text, `page ${i + 1}`).toContain('综合单价分析表')
      expect(text, `page ${i + 1}`).toContain('管理费和利润')
      expect(text, `page ${i + 1}`).toContain(e.code)
      expect(text, `page ${i + 1}`).toContain('清单项目综合单价')
      expect(text, `page ${i + 1}`).toContain(e.price)
      // the 管理费和利润 合价, the sheet's last column, printed on the item's page
      expect(text, `page ${i + 1}`).toContain(e.fee)
      expect(text, `page ${i + 1}`).toContain('暂估合价')
      expect(text.replace(/\s+/g, ''), `page ${i + 1}`).toContain(`第${i + 1}页共2页`)
    }
  }, 300_000)
})

describe('表-08 printed by LibreOffice', () => {
  it('is one A4 page wide: one PDF page per 本页小计, each with the repeated header, its 本页小计 and the last column', async () => {
    const { bytes, pages, notes } = await workbook(160)
    expect(pages).toBeGreaterThan(2)
    const { info, page } = await printed(bytes)
    // Landscape A4 (841.89 × 595.28 pt); as many PDF pages as the workbook has pages of rows,
    // so no page was split across two sheets of paper.
    expect(info).toMatch(/Page size:\s+841\.\d+ x 595\.\d+ pts/)
    expect(Number(/Pages:\s+(\d+)/.exec(info)?.[1])).toBe(pages)
    let beside = 0
    for (let p = 1; p <= pages; p++) {
      const text = await page(p)
      expect(text, `page ${p}`).toContain('分部分项工程和单价措施项目清单与计价表')
      expect(text, `page ${p}`).toContain('项目编码')
      expect(text, `page ${p}`).toContain('计算式')
      expect(text, `page ${p}`).toContain('本页小计')
      expect(text.replace(/\s+/g, ''), `page ${p}`).toContain(`第${p}页共${pages}页`)
      // The 计算式 column (the last) printed on the page of its row.
      for (const [code, note] of notes)
        if (text.includes(code)) {
          expect(text, `page ${p}, ${code}`).toContain(note)
          beside++
        }
    }
    expect(beside).toBe(notes.size)
  }, 300_000)
})
