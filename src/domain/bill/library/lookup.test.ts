import { describe, expect, it } from 'vitest'
import { nextFreeCode } from '../codes'
import { BILL_LIBRARY } from './catalogue'
import { featureTemplate, fillFields, libraryFill, lookupCode, UNNAMED_ITEM } from './lookup'

describe('清单库 lookup', () => {
  it('finds the item of a 9-digit code', () => {
    const m = lookupCode(BILL_LIBRARY, '010505001')
    expect(m?.item.name).toBe('有梁板')
    expect(m?.code9).toBe('010505001')
    expect(m?.suffix).toBe('')
  })

  it('splits a 12-digit code into its item and the 3 自编 digits', () => {
    const m = lookupCode(BILL_LIBRARY, '030411004012')
    expect(m?.item.name).toBe('配线')
    expect(m?.code9).toBe('030411004')
    expect(m?.suffix).toBe('012')
  })

  it('reads codes as pasted: spaces, full-width digits, a leading zero lost to Excel', () => {
    expect(lookupCode(BILL_LIBRARY, ' 0105 0500 1 ')?.item.name).toBe('有梁板')
    expect(lookupCode(BILL_LIBRARY, '０１０５１５００１')?.item.name).toBe('现浇构件钢筋')
    expect(lookupCode(BILL_LIBRARY, '10101001')?.item.name).toBe('平整场地')
    expect(lookupCode(BILL_LIBRARY, '10101001002')?.suffix).toBe('002')
  })

  it('returns null for codes the library does not hold or cannot be codes', () => {
    for (const raw of [
      '010505099',
      '040101001',
      '01B001',
      '0105050',
      '0105050010011',
      '有梁板',
      '',
    ])
      expect(lookupCode(BILL_LIBRARY, raw), raw).toBeNull()
  })

  it('writes the 项目特征 template as numbered lines', () => {
    const item = BILL_LIBRARY.byCode.get('010505001')
    expect(item && featureTemplate(item)).toBe('1. 混凝土种类：\n2. 混凝土强度等级：')
    expect(featureTemplate({ features: [] })).toBe('')
  })

  it('nextFreeCode gives the next free 自编 digits of a 9-digit code', () => {
    expect(nextFreeCode('010505001', new Set())).toBe('010505001001')
    expect(nextFreeCode('010505001', new Set(['010505001001', '010505001002']))).toBe(
      '010505001003',
    )
    expect(nextFreeCode('010505001', new Set(['010505001001', '010505001003']))).toBe(
      '010505001002',
    )
    const all = new Set(
      Array.from({ length: 999 }, (_, i) => '010505001' + String(i + 1).padStart(3, '0')),
    )
    expect(nextFreeCode('010505001', all)).toBeNull()
    expect(nextFreeCode('01050500', new Set())).toBeNull()
  })

  it('fills name, default unit, 特征 and the next free code for a typed 9-digit code', () => {
    const fill = libraryFill(BILL_LIBRARY, '010801001', new Set(['010801001001']))
    expect(fill && { ...fill, item: undefined }).toEqual({
      code: '010801001002',
      name: '木质门',
      unit: '樘',
      features: '1. 门代号及洞口尺寸：\n2. 镶嵌玻璃品种、厚度：',
      item: undefined,
    })
  })

  it('keeps a typed 12-digit code as it is and refuses unknown codes', () => {
    expect(libraryFill(BILL_LIBRARY, '010515001007', new Set(['010515001007']))?.code).toBe(
      '010515001007',
    )
    expect(libraryFill(BILL_LIBRARY, '010515001007', new Set())?.unit).toBe('t')
    expect(libraryFill(BILL_LIBRARY, '019999999', new Set())).toBeNull()
  })

  it('fills only what is empty: never a name, unit or 特征 the user typed', () => {
    const fill = libraryFill(BILL_LIBRARY, '010401003', new Set())!
    const blank = { Name: UNNAMED_ITEM, Unit: '株', Features: '' }
    // A new row: its placeholder name and the unit it took from the row above are replaced.
    expect(fillFields(fill, blank, false)).toEqual({
      Code: '010401003001',
      Name: '实心砖墙',
      Unit: 'm³',
      Features: fill.features,
    })
    // The unit typed on that row stays.
    expect(fillFields(fill, blank, true)).toEqual({
      Code: '010401003001',
      Name: '实心砖墙',
      Features: fill.features,
    })
    // A named row with its own 特征: only the code changes.
    expect(fillFields(fill, { Name: '砖墙', Unit: 'm3', Features: 'M5 混合砂浆' }, false)).toEqual({
      Code: '010401003001',
    })
    // A named row without 特征 gets the template, not the name or unit.
    expect(fillFields(fill, { Name: '砖墙', Unit: 'm3', Features: ' ' }, false)).toEqual({
      Code: '010401003001',
      Features: fill.features,
    })
  })
})
