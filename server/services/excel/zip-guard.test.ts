import { describe, expect, it } from 'vitest'
import { buildImportTemplate } from '@/domain/projects/workbook.ts'
import { checkXlsxZip } from './zip-guard.ts'
import { makeZip } from './zip.testkit.ts'

const text = (s: string) => new TextEncoder().encode(s)
const workbookXml = { name: 'xl/workbook.xml', content: text('<workbook/>') }

describe('checkXlsxZip', () => {
  it('lets a real .xlsx through', async () => {
    expect(checkXlsxZip(await buildImportTemplate())).toBeUndefined()
  })

  it('refuses an entry that inflates beyond the size it declares (a zip bomb in disguise)', () => {
    const bomb = makeZip([
      workbookXml,
      { name: 'xl/worksheets/sheet1.xml', content: new Uint8Array(1_000_000), declaredSize: 100 },
    ])
    expect(checkXlsxZip(bomb)).toBe('文件解压后过大，无法导入')
  })

  it('refuses a file whose declared sizes add up beyond the limit', () => {
    const big = makeZip([workbookXml, { name: 'a.xml', content: new Uint8Array(5000) }])
    expect(checkXlsxZip(big, { maxTotal: 4000, maxEntries: 10 })).toBe('文件解压后过大，无法导入')
    expect(checkXlsxZip(big, { maxTotal: 10_000, maxEntries: 1 })).toBe('文件解压后过大，无法导入')
    expect(checkXlsxZip(big, { maxTotal: 10_000, maxEntries: 10 })).toBeUndefined()
  })

  it('refuses a zip that is not a workbook (a .docx, say) and a cut-off file', async () => {
    expect(checkXlsxZip(makeZip([{ name: 'word/document.xml', content: text('<w/>') }]))).toContain(
      '不是有效的 Excel 文件',
    )
    const real = await buildImportTemplate()
    expect(checkXlsxZip(real.subarray(0, real.length - 30))).toBe('文件已损坏，无法读取')
    expect(checkXlsxZip(makeZip([{ ...workbookXml, declaredSize: 100 }]))).toBe(
      '文件已损坏，无法读取',
    )
  })
})
