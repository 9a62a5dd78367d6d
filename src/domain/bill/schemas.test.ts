import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  billItemFieldSchemas,
  billItemInput,
  billOtherInput,
  billRateInput,
  billUnitInput,
} from './schemas'

const P = '11111111-1111-4111-8111-111111111111'
const U = '22222222-2222-4222-8222-222222222222'
const I = '33333333-3333-4333-8333-333333333333'

const messages = (r: z.ZodSafeParseResult<unknown>) =>
  r.success ? [] : r.error.issues.map((i) => i.message)
const item = (over: Record<string, unknown>) => ({
  ID: I,
  ProId: P,
  UnitId: U,
  Code: '010101001001',
  Name: '平整场地',
  Unit: 'm2',
  ...over,
})

describe('billItemInput', () => {
  it('accepts a form-encoded item and normalises its numbers', () => {
    const r = billItemInput.parse(
      item({
        Quantity: '1,234.567',
        UnitPrice: '12.345',
        Labour: '3.5',
        Features: '1. 土壤类别：三类土\r\n2. 弃土运距：5km  ',
        Materials: '[{"Name":"商品混凝土","Consumption":"1.01","Price":"480"}]',
      }),
    )
    expect(r).toMatchObject({
      Kind: '分部分项',
      GroupId: '',
      Quantity: 1234.57,
      UnitPrice: 12.35,
      Labour: 3.5,
      Material: null,
      Note: '',
    })
    expect(r.Features).toBe('1. 土壤类别：三类土\n2. 弃土运距：5km')
    expect(r.Materials).toEqual([
      { Name: '商品混凝土', Spec: '', Unit: '', Consumption: 1.01, Price: 480 },
    ])
  })

  it('rounds 工程量 to the decimals of its unit', () => {
    expect(billItemInput.parse(item({ Unit: 't', Quantity: '2.34567' })).Quantity).toBe(2.346)
    expect(billItemInput.parse(item({ Unit: '樘', Quantity: 4.5 })).Quantity).toBe(5)
  })

  it('puts back the leading zero of a number-stored code', () => {
    expect(billItemInput.parse(item({ Code: 10101001001 })).Code).toBe('010101001001')
  })

  it.each([
    [{ Code: '0101010010011' }, '项目编码必须是12位数字'],
    [{ Code: '' }, '项目编码不能为空'],
    [{ Quantity: '-1' }, '工程量不能为负数'],
    [{ Quantity: 'abc' }, '工程量必须是数字'],
    [{ UnitPrice: '十二元' }, '综合单价必须是数字'],
    [{ UnitPrice: '2e12' }, '综合单价必须是数字'],
    [{ Name: '  ' }, '项目名称不能为空'],
    [{ Unit: undefined }, '计量单位不能为空'],
    [{ Kind: '其他' }, '清单类别无效'],
    [{ Materials: '[{"Name":"钢筋","Consumption":-1}]' }, '主材消耗量不能为负数'],
  ])('refuses %o with %s', (over, message) => {
    expect(messages(billItemInput.safeParse(item(over)))).toContain(message)
  })

  it('validates one field of an update alone', () => {
    expect(billItemFieldSchemas.UnitPrice.parse('')).toBeNull()
    expect(messages(billItemFieldSchemas.Quantity.safeParse(-0.5))).toEqual(['工程量不能为负数'])
  })
})

describe('billUnitInput', () => {
  const unit = (over: Record<string, unknown>) => ({
    ID: U,
    ProId: P,
    RowId: I,
    Specialty: '土建',
    ...over,
  })
  it('accepts a standard 专业 with the default tax rate', () => {
    expect(billUnitInput.parse(unit({}))).toMatchObject({
      Specialty: '土建',
      SpecialtyCustom: 0,
      TaxRate: 9,
    })
  })
  it('refuses an unknown 专业 unless it is the user’s own', () => {
    expect(messages(billUnitInput.safeParse(unit({ Specialty: '水利' })))).toEqual(['未知的专业'])
    expect(billUnitInput.parse(unit({ Specialty: '水利', SpecialtyCustom: '1' })).Specialty).toBe(
      '水利',
    )
  })
  it('refuses a tax rate above 100%', () => {
    expect(messages(billUnitInput.safeParse(unit({ TaxRate: '120' })))).toEqual([
      '税率不能超过100%',
    ])
  })
})

describe('rated and other lines', () => {
  it('validates a 总价措施 line', () => {
    const r = billRateInput.parse({
      ID: I,
      ProId: P,
      UnitId: U,
      Kind: '总价措施',
      Name: '安全文明施工费',
      Base: '分部分项工程费',
      Rate: '3.5',
      IsSafety: '1',
    })
    expect(r).toMatchObject({ Rate: 3.5, Amount: null, IsSafety: 1, Code: '' })
    expect(messages(billRateInput.safeParse({ ...r, Base: '人工' }))).toEqual(['计算基础无效'])
  })
  it('validates a 其他项目 line', () => {
    expect(
      billOtherInput.parse({
        ID: I,
        ProId: P,
        UnitId: U,
        Kind: '暂列金额',
        Name: '暂列金额',
        Amount: '100000',
      }).Amount,
    ).toBe(100000)
    expect(
      messages(billOtherInput.safeParse({ ID: I, ProId: P, UnitId: U, Kind: '奖金', Name: 'x' })),
    ).toEqual(['其他项目类别无效'])
  })
})
