import { describe, expect, it } from 'vitest'
import { materialItemInput, materialPackageInput } from './schemas'
import { normalizeUnit } from './units'

const item = (over: Record<string, unknown> = {}) => ({
  Code: ' 0101001 ',
  Name: '热轧带肋钢筋',
  Spec: 'HRB400E Φ12',
  Unit: '吨',
  PriceTax: '3667',
  TaxRate: '13',
  ...over,
})
const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? [])

describe('material item input', () => {
  it('normalises text, unit and prices and derives the missing 除税价', () => {
    const r = materialItemInput.parse(item())
    expect(r).toEqual({
      Code: '0101001',
      Name: '热轧带肋钢筋',
      Spec: 'HRB400E Φ12',
      Unit: 't',
      PriceTax: '3667.00',
      PriceNoTax: '3245.13',
      TaxRate: '13',
      Brand: '',
      Source: '',
      Period: '',
    })
  })

  it('derives 含税价 from 除税价 and accepts numbers and a % sign', () => {
    const r = materialItemInput.parse(
      item({ PriceTax: '', PriceNoTax: 100, TaxRate: '9%', Period: '2026-05' }),
    )
    expect([r.PriceTax, r.PriceNoTax, r.TaxRate, r.Period]).toEqual([
      '109.00',
      '100.00',
      '9',
      '2026-05',
    ])
  })

  it.each<[Record<string, unknown>, string]>([
    [{ PriceTax: '-1' }, '价格不能为负数'],
    [{ PriceTax: '', PriceNoTax: '-0.01' }, '价格不能为负数'],
    [{ Unit: '箩筐' }, '未知的计量单位'],
    [{ Unit: '' }, '计量单位不能为空'],
    [{ Period: '2026-5' }, '期次应为有效年月，例如 2026-05'],
    [{ Period: '2026-13' }, '期次应为有效年月，例如 2026-05'],
    [{ Name: '  ' }, '材料名称不能为空'],
    [{ PriceTax: '12.345' }, '含税价应为最多两位小数的数字'],
    [{ PriceTax: '', PriceNoTax: null }, '含税价和除税价至少填写一个'],
    [{ TaxRate: '120' }, '税率应为0到100之间的数字'],
    [{ Code: 'x'.repeat(31) }, '编码不能超过30个字'],
  ])('refuses %j with %s', (over, message) => {
    expect(messages(materialItemInput.safeParse(item(over)))).toContain(message)
  })
})

describe('material package input', () => {
  it('accepts the three types and a period', () => {
    expect(
      materialPackageInput.parse({
        Type: '3',
        Name: '深圳信息价',
        Province: '广东',
        City: '深圳',
        Period: '2026-05',
      }),
    ).toEqual({
      Type: 3,
      Name: '深圳信息价',
      Province: '广东',
      City: '深圳',
      Period: '2026-05',
    })
  })

  it('refuses an unknown type and a bad period', () => {
    const r = materialPackageInput.safeParse({
      Type: 4,
      Name: 'x',
      Province: '',
      City: '',
      Period: '202605',
    })
    expect(messages(r)).toEqual(['价格包类型无效', '期次应为有效年月，例如 2026-05'])
  })
})

describe('units', () => {
  it('folds common spellings and refuses unknown ones', () => {
    expect(
      ['吨', 't', '立方米', 'm3', '平方米', '米', '个', '千块', '公斤'].map(normalizeUnit),
    ).toEqual(['t', 't', 'm³', 'm³', 'm²', 'm', '个', '千块', 'kg'])
    expect(['箩筐', '', 'tons'].map(normalizeUnit)).toEqual([null, null, null])
  })
})
