import { describe, expect, it } from 'vitest'
import ExcelJS from 'exceljs'
import { ZipError } from '@/domain/xlsx/unzip'
import { JSZip } from './jszip'

/** A workbook as the real exceljs (and its JSZip) writes it in Node. */
async function realWorkbook(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet('项目结构')
  ws.addRow(['序号', '单项工程名称', '建筑面积'])
  ws.addRow([1, '1#楼', 12345.67])
  ws.getCell('C2').numFmt = '#,##0.00'
  return new Uint8Array(await wb.xlsx.writeBuffer())
}

describe("the worker's JSZip stand-in (what exceljs calls)", () => {
  it("reads a real workbook's entries, as text and as bytes", async () => {
    const { files } = await JSZip.loadAsync(await realWorkbook())
    expect(Object.keys(files)).toContain('xl/worksheets/sheet1.xml')
    expect(files['xl/workbook.xml']?.dir).toBe(false)
    const sheet = await files['xl/worksheets/sheet1.xml']!.async('string')
    expect(sheet).toContain('<sheetData>')
    const bytes = await files['xl/worksheets/sheet1.xml']!.async('nodebuffer')
    expect(new TextDecoder().decode(bytes as Uint8Array)).toBe(sheet)
  })

  it('writes back what exceljs writes (text, bytes and base64 entries) into a workbook exceljs reads', async () => {
    const { files } = await JSZip.loadAsync(await realWorkbook())
    const out = new JSZip()
    for (const [name, entry] of Object.entries(files)) {
      if (name.endsWith('.xml') && name.startsWith('xl/worksheets/'))
        out.file(name, await entry.async('string'))
      else out.file(name, await entry.async('nodebuffer'))
    }
    out.file('xl/media/image1.png', btoa('\x89PNG'), { base64: true })
    const bytes = await out.generateAsync({ type: 'nodebuffer' })
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(bytes as unknown as ArrayBuffer)
    const ws = wb.getWorksheet('项目结构')
    expect(ws?.getCell('B2').value).toBe('1#楼')
    expect([ws?.getCell('C2').value, ws?.getCell('C2').numFmt]).toEqual([12345.67, '#,##0.00'])
    const media = await (
      await JSZip.loadAsync(bytes)
    ).files['xl/media/image1.png']!.async('uint8array')
    expect([...(media as Uint8Array)]).toEqual([0x89, 0x50, 0x4e, 0x47])
  })

  it('rejects bytes that are no zip, as JSZip does', async () => {
    await expect(JSZip.loadAsync(new TextEncoder().encode('序号,名称'))).rejects.toThrow(ZipError)
  })
})
