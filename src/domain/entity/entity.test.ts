import { describe, expect, it } from 'vitest'
import { billItems } from '../bill/entities'
import { createDefaults, readDoc, rowDoc } from './define'
import { refused } from './field'
import { isShapeData, parseShape } from './shape'
import { zodCreate, zodFields } from './zod'

const ID = '3f0c7a4e-4b1d-4c8e-9a51-0d2b6f1e7a10'
const PRO = '8b9e1f2a-3c4d-4e5f-8a6b-7c8d9e0f1a2b'
const UNIT = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d'

describe('an entity declared once', () => {
  it('derives the 同步详情 labels, the conflict-checked and the required fields from its fields', () => {
    expect(billItems.fieldLabels['UnitPrice']).toBe('综合单价')
    expect(billItems.conflictChecked).toEqual([
      'Quantity',
      'Formula',
      'UnitPrice',
      'Labour',
      'Material',
      'Machine',
      'Overhead',
      'Profit',
      'ProvisionalAmount',
      'Compose',
    ])
    expect(Object.keys(billItems.fieldLabels)).toEqual(Object.keys(billItems.fields))
  })

  it('fills a create with one set of defaults: neither the required fields nor the optional ones', () => {
    const defaults = createDefaults(billItems)
    expect(defaults).toEqual({
      Kind: '分部分项',
      GroupId: '',
      Sort: 0,
      Features: '',
      Quantity: null,
      UnitPrice: null,
      Labour: null,
      Material: null,
      Machine: null,
      Overhead: null,
      Profit: null,
      ProvisionalAmount: null,
      Note: '',
      Materials: [],
    })
    // A fresh list per create, never one shared array.
    expect(createDefaults(billItems).Materials).not.toBe(defaults.Materials)
  })

  it('checks a create with the same rules as each field, then the entity’s final form', () => {
    const create = zodCreate(billItems)
    const made = create.parse({
      ID,
      ProId: PRO,
      UnitId: UNIT,
      Code: '010101001001',
      Name: ' 平整场地 ',
      Unit: '个',
      Quantity: '2.5',
    })
    expect(made).toMatchObject({
      ID,
      Name: '平整场地',
      Quantity: 3,
      Kind: '分部分项',
      Materials: [],
    })
    expect(
      create.safeParse({ ID, ProId: PRO, UnitId: UNIT, Code: '010101001001', Unit: 'm' }).error
        ?.issues[0]?.message,
    ).toBe('项目名称不能为空')
    const fields = zodFields(billItems.fields)
    expect(fields.UnitPrice.parse('1,234.005')).toBe(1234.01)
    expect(fields.UnitPrice.safeParse('-1').error?.issues[0]?.message).toBe('综合单价不能为负数')
    expect(fields.Kind.safeParse('其他').error?.issues[0]?.message).toBe('清单类别无效')
  })

  it('reads a stored row tolerantly: form text becomes numbers, missing and unreadable values take the fallback', () => {
    const doc = readDoc(billItems, {
      ProId: PRO,
      UnitId: UNIT,
      Code: '010101001001',
      Name: '挖土方',
      Unit: 'm3',
      Quantity: '12.5',
      UnitPrice: { bad: true },
      Materials: '[{"Name":"水泥","Consumption":"1.2"}]',
      Unknown: 'dropped',
    })
    expect(doc).toMatchObject({ Quantity: 12.5, UnitPrice: null, Kind: '分部分项', GroupId: '' })
    expect(doc.Materials).toEqual([
      { Name: '水泥', Spec: '', Unit: '', Consumption: 1.2, Price: null },
    ])
    expect('Unknown' in doc).toBe(false)
    expect('Origin' in doc).toBe(false)
    expect(rowDoc(billItems, ID, {}).ID).toBe(ID)
  })

  it('guards JSON data by the declared types without zod', () => {
    const stored = {
      ...createDefaults(billItems),
      ProId: PRO,
      UnitId: UNIT,
      Code: 'x',
      Name: 'n',
      Unit: 'm',
    }
    expect(isShapeData(billItems.fields, stored)).toBe(true)
    expect(isShapeData(billItems.fields, { ...stored, Quantity: '1' })).toBe(false)
    expect(isShapeData(billItems.fields, { ...stored, Kind: '其他' })).toBe(false)
    expect(refused(parseShape(billItems.fields, { ...stored, Code: '1' }))).toBe(true)
  })
})
