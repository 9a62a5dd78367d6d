import { describe, expect, it } from 'vitest'
import { parseAdjustInput } from './input-schemas'
import { Refusal } from '../entity/field'
import { parseMaterial } from './material-input'

const material = (over: Record<string, unknown> = {}) => ({
  Key: 'M1',
  Name: '钢筋',
  Spec: 'HRB400 Φ12',
  Unit: 't',
  C0: '4000',
  T: '3900.5',
  RiskBand: '3.25',
  Periods: [
    { Period: '2025-01', Quantity: '12.345', Prices: [{ Price: '4300.07' }] },
    {
      Period: '2025-02',
      Quantity: '0',
      Prices: [
        { Price: '3500', Quantity: '2' },
        { Price: '3600.1', Quantity: '' },
      ],
      PlannedPrice: '3550.00',
    },
  ],
  ...over,
})

describe('the A.2 materials, declared once with field kinds', () => {
  it('read the plain stored shape into integer 分, thousandths and exact bands', () => {
    const raw = {
      StandardVersion: 'GB 50500-2013',
      Averaging: 'weighted',
      Materials: [material(), material({ Key: '', T: '', RiskBand: '', Spec: '' })],
    }
    const parsed = parseAdjustInput(raw)
    expect(parsed.success).toBe(true)
    const [first, second] = parsed.data?.Materials ?? []
    expect(first).toMatchObject({ C0: 400_000, T: 390_050, RiskBand: 325n })
    expect(first?.Periods[0]).toEqual({
      Period: '2025-01',
      Quantity: 12_345,
      Prices: [{ Price: 430_007, Quantity: 0 }],
    })
    expect(first?.Periods[1]?.Prices).toEqual([
      { Price: 350_000, Quantity: 2000 },
      { Price: 360_010, Quantity: 0 },
    ])
    expect(first?.Periods[1]?.PlannedPrice).toBe(355_000)
    expect(second).toMatchObject({ Key: '', Spec: '', T: undefined, RiskBand: undefined })
  })

  it.each([
    ['a number instead of a text', { C0: 4000 }, { C0: 400_000 }],
    ['an untrimmed name', { Name: ' 钢筋 ' }, { Name: '钢筋' }],
    ['a number with leading zeros', { C0: '004000.5' }, { C0: 400_050 }],
  ])('read %s the way the exact parsers do', (_, over, expected) => {
    const r = parseMaterial(material(over))
    expect(r).toMatchObject(expected)
  })

  it.each([
    ['a third decimal of a price', { C0: '4000.001' }, '基准单价应为最多两位小数的数字'],
    ['a band above 100 %', { RiskBand: '100.01' }, '风险幅度不能大于100'],
    ['a zero bid price', { T: '0' }, '投标单价必须大于0'],
    ['a blank name', { Name: ' ' }, '材料名称不能为空'],
    [
      'a period without a price',
      { Periods: [{ Period: '2025-01', Quantity: '1', Prices: [] }] },
      '“钢筋”在2025-01期没有价格',
    ],
    [
      'a repeated period',
      {
        Periods: [
          { Period: '2025-01', Quantity: '1', Prices: [{ Price: '1' }] },
          { Period: '2025-01', Quantity: '1', Prices: [{ Price: '1' }] },
        ],
      },
      '“钢筋”的期次重复：2025-01',
    ],
    [
      'a bad period',
      { Periods: [{ Period: '2025-13', Quantity: '1', Prices: [{ Price: '1' }] }] },
      '期次应为有效年月，例如 2026-05',
    ],
  ])('refuse %s with its Chinese message, through zod too', (_, over, message) => {
    expect(parseMaterial(material(over))).toEqual(new Refusal(message))
    expect(parseAdjustInput({ Materials: [material(over)] }).error?.issues[0]?.message).toBe(
      message,
    )
  })

  it('still check the rest of the input with zod', () => {
    const bad = parseAdjustInput({
      StandardVersion: 'GB 50500-2013',
      QuantityReading: 'whole',
      Materials: [material()],
    })
    expect(bad.error?.issues[0]?.message).toContain('不能选择全部工程量调整')
  })
})
