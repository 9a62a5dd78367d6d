import { describe, expect, it } from 'vitest'
import { BULLETIN_TITLE, buildBulletinWorkbook } from '../../../tests/fixtures/material-bulletin'
import { readSheet } from '../projects/workbook'
import {
  detectHeader,
  guessMaterialMapping,
  guessPackage,
  mapMaterialRows,
  materialTable,
  periodText,
} from './import-map'

async function bulletin() {
  const book = await readSheet(await buildBulletinWorkbook())
  const sheet = book.sheets[0]
  if (!sheet) throw new Error('no sheet')
  return sheet
}

describe('guessing the columns of a material sheet', () => {
  it('maps the usual bulletin headers, units and notes in brackets ignored', () => {
    expect(
      guessMaterialMapping([
        '序号',
        '材料编码',
        '材料名称',
        '规格型号',
        '单位',
        '含税价(元)',
        '除税价（元）',
        '税率(%)',
        '品牌',
        '来源',
        '期次',
      ]),
    ).toEqual({
      Code: 1,
      Name: 2,
      Spec: 3,
      Unit: 4,
      PriceTax: 5,
      PriceNoTax: 6,
      TaxRate: 7,
      Brand: 8,
      Source: 9,
      Period: 10,
    })
  })

  it('does not take 不含税价 for 含税价, and a column serves one field', () => {
    expect(guessMaterialMapping(['名称', '不含税价', '含税价', '计量单位'])).toEqual({
      Name: 0,
      PriceNoTax: 1,
      PriceTax: 2,
      Unit: 3,
    })
    expect(guessMaterialMapping(['名称', '名称'])).toEqual({ Name: 0 })
  })

  it('finds a two-row header under a merged title: 价格（元） over 含税价 and 除税价', async () => {
    const sheet = await bulletin()
    expect(sheet.headerRow).toBe(1)
    const choice = detectHeader(sheet)
    expect(choice).toEqual({ headerRow: 2, depth: 2 })
    const table = materialTable(sheet, choice)
    expect(table.headerRow).toBe(3)
    expect(guessMaterialMapping(table.headers)).toEqual({
      Code: 1,
      Name: 2,
      Spec: 3,
      Unit: 4,
      PriceTax: 5,
      PriceNoTax: 6,
      TaxRate: 7,
    })
  })

  it('reads the title for the package: name, city and period', async () => {
    expect(guessPackage(await bulletin(), '深圳信息价.xlsx')).toEqual({
      Name: BULLETIN_TITLE,
      City: '深圳',
      Period: '2026-05',
    })
    expect(periodText('2026年5月')).toBe('2026-05')
    expect(periodText('2026-05-01')).toBe('2026-05')
    expect(periodText('五月')).toBe('')
  })
})

describe('rows of a material sheet', () => {
  it('imports the priced rows, leaves headings out and lists the broken rows by Excel row', async () => {
    const sheet = await bulletin()
    const table = materialTable(sheet, detectHeader(sheet))
    const result = mapMaterialRows(table, guessMaterialMapping(table.headers), {
      period: '2026-05',
    })
    expect(result.importable).toBe(true)
    expect(
      result.items.map((i) => [
        i.sourceRow,
        i.item.Name,
        i.item.Unit,
        i.item.PriceTax,
        i.item.PriceNoTax,
        i.item.TaxRate,
        i.item.Period,
      ]),
    ).toEqual([
      [5, '热轧带肋钢筋', 't', '3667.00', '3245.13', '13', '2026-05'],
      [6, '热轧带肋钢筋', 't', '3622.00', '3205.31', '13', '2026-05'],
      [8, '普通硅酸盐水泥', 't', '357.00', '315.93', '13', '2026-05'],
      [9, '中砂', 'm³', '184.00', '178.64', '3', '2026-05'],
      [10, '碎石', 'm³', '145.00', '140.78', '3', '2026-05'],
      [11, '蒸压加气混凝土砌块', 'm³', '283.00', '274.76', '3', '2026-05'],
    ])
    expect(result.skipped).toBe(2)
    const errors = result.issues.filter((i) => i.level === 'error').map((i) => [i.row, i.message])
    expect(errors).toEqual([
      [12, '价格不能为负数'],
      [13, '未知的计量单位'],
    ])
    const headings = result.issues.filter((i) => i.message.includes('分类标题')).map((i) => i.row)
    expect(headings).toEqual([4, 7])
    expect(result.issues.find((i) => i.row === 5 && i.field === 'TaxRate')?.message).toBe(
      '税率0.13按13%导入',
    )
  })

  it('refuses a mapping without name, unit or price, and too many rows for one write', () => {
    const table = {
      name: 'S',
      headerRow: 1,
      headers: ['名称', '单位', '含税价'],
      rows: [
        ['钢筋', 't', '3667'],
        ['水泥', 't', '357'],
        ['砂', 'm3', '184'],
      ],
      truncated: false,
    }
    const none = mapMaterialRows(table, { Name: 0 })
    expect(none.importable).toBe(false)
    expect(none.issues.filter((i) => i.row === 0).map((i) => i.message)).toEqual([
      '请指定“单位”所在的列',
      '请指定“含税价”或“除税价”所在的列',
    ])
    const many = mapMaterialRows(
      table,
      { Name: 0, Unit: 1, PriceTax: 2 },
      { period: '2026-05', limit: 2 },
    )
    expect(many.importable).toBe(false)
    expect(many.issues.at(0)?.message).toBe('一次最多导入2条材料，本表有3条，请拆分后分次导入')
  })

  it('rounds prices with more decimals with a note, flags duplicates, and reads a period column', () => {
    const table = {
      name: 'S',
      headerRow: 1,
      headers: ['名称', '单位', '除税价', '税率', '期次'],
      rows: [
        ['钢筋', 't', '3,245.1327', '13%', '2026年4月'],
        ['钢筋', '吨', '3245.13', '13', ''],
        ['砂', 'm3', '184', '', 'x'],
      ],
      truncated: false,
    }
    const r = mapMaterialRows(table, guessMaterialMapping(table.headers), { period: '2026-05' })
    expect(r.items.map((i) => [i.item.PriceNoTax, i.item.PriceTax, i.item.Period])).toEqual([
      ['3245.13', '3667.00', '2026-04'],
      ['3245.13', '3667.00', '2026-05'],
    ])
    expect(r.issues.map((i) => [i.row, i.level, i.message])).toEqual([
      [2, 'warning', '除税价3245.1327有两位以上小数，按3245.13导入'],
      [3, 'warning', '与第 2 行的材料相同（名称、规格、单位）'],
      [4, 'error', '期次应为有效年月，例如 2026-05'],
    ])
  })
})
