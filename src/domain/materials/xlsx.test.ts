import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { buildMaterialWorkbook } from './xlsx'

describe('material workbook export', () => {
  it('writes the grid columns with prices as numbers', async () => {
    const bytes = await buildMaterialWorkbook('深圳信息价 2026-05', [
      {
        Code: '0101004',
        Name: '热轧带肋钢筋',
        Spec: 'HRB400E Φ12',
        Unit: 't',
        PriceTax: '3667.00',
        PriceNoTax: '3245.13',
        TaxRate: '13',
        Brand: '',
        Source: '深圳',
        Period: '2026-05',
      },
    ])
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(bytes.buffer as ArrayBuffer)
    const ws = wb.worksheets[0]
    expect(ws?.getRow(1).values).toEqual([
      undefined,
      '编码',
      '名称',
      '规格型号',
      '单位',
      '含税价',
      '除税价',
      '税率(%)',
      '品牌',
      '来源',
      '期次',
    ])
    expect(ws?.getRow(2).values).toEqual([
      undefined,
      '0101004',
      '热轧带肋钢筋',
      'HRB400E Φ12',
      't',
      3667,
      3245.13,
      13,
      '',
      '深圳',
      '2026-05',
    ])
  })
})
