import { describe, expect, it } from 'vitest'
import { fastMaterials, parseAdjustInput } from './fast-input'
import { adjustInputSchema } from './input-schemas'

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

describe('the materials read without zod', () => {
  it('give exactly what the zod schema gives', () => {
    const raw = {
      StandardVersion: 'GB 50500-2013',
      Averaging: 'weighted',
      Materials: [material(), material({ Key: '', T: '', RiskBand: '', Spec: '' })],
    }
    const fast = parseAdjustInput(raw)
    const slow = adjustInputSchema.safeParse(raw)
    expect(fast.success && slow.success).toBe(true)
    expect(fast.data).toEqual(slow.data)
    expect(fast.data?.Materials[0]?.Periods[0]).toEqual({
      Period: '2025-01',
      Quantity: 12_345,
      Prices: [{ Price: 430_007, Quantity: 0 }],
      PlannedPrice: undefined,
    })
  })

  it.each([
    ['a number instead of a text', { C0: 4000 }],
    ['an untrimmed name', { Name: ' 钢筋' }],
    ['a third decimal of a price', { C0: '4000.001' }],
    ['a band above 100 %', { RiskBand: '100.01' }],
    ['a zero bid price', { T: '0' }],
    ['a period without a price', { Periods: [{ Period: '2025-01', Quantity: '1', Prices: [] }] }],
    [
      'a repeated period',
      {
        Periods: [
          { Period: '2025-01', Quantity: '1', Prices: [{ Price: '1' }] },
          { Period: '2025-01', Quantity: '1', Prices: [{ Price: '1' }] },
        ],
      },
    ],
    ['a bad period', { Periods: [{ Period: '2025-13', Quantity: '1', Prices: [{ Price: '1' }] }] }],
  ])('leave %s to zod', (_, over) => {
    expect(fastMaterials([material(over)])).toBeNull()
  })

  it("still answer zod's Chinese message for bad input", () => {
    const bad = parseAdjustInput({
      Materials: [material({ Periods: [{ Period: '2025-01', Quantity: '1', Prices: [] }] })],
    })
    expect(bad.success).toBe(false)
    expect(bad.error?.issues[0]?.message).toBe('“钢筋”在2025-01期没有价格')
    const badRest = parseAdjustInput({
      StandardVersion: 'GB 50500-2013',
      QuantityReading: 'whole',
      Materials: [material()],
    })
    expect(badRest.error?.issues[0]?.message).toContain('不能选择全部工程量调整')
  })

  it('read a number given as a text with leading zeros like zod does', () => {
    const raw = { Materials: [material({ C0: '004000.5' })] }
    expect(parseAdjustInput(raw).data).toEqual(adjustInputSchema.parse(raw))
  })
})
