import { describe, expect, it } from 'vitest'
import { materialsFromBill, schemeInput } from './builders'
import { newSchemeDefaults } from './entity'
import { priceAdjustment } from './compute'
import { infoRows } from './info-table'

const rebar = { Name: '钢筋', Spec: 'HRB400', Unit: 't' }
const candidate = (period: string, noTaxFen: number) => ({
  packageId: 'p',
  type: 3 as const,
  city: '深圳',
  period,
  taxFen: noTaxFen,
  noTaxFen,
})

describe('adjust builders', () => {
  it('takes Q = Σ 工程量 × 消耗量 split over the periods, T from the bill, C0 at the base period and Ci only of that very period', () => {
    const items = [
      { Quantity: 100, Materials: [{ ...rebar, Consumption: 1.02, Price: 3500 }] },
      { Quantity: 10, Materials: [{ ...rebar, Consumption: 1, Price: null }] },
    ]
    const [m] = materialsFromBill(items, ['2025-03', '2025-04'], '深圳', '2025-01', () => [
      candidate('2025-01', 360000),
      candidate('2025-03', 380000),
    ])
    expect(m).toMatchObject({ C0: '3600.00', T: '3500.00' })
    expect(m?.Periods).toEqual([
      { Period: '2025-03', Quantity: '56.000', Prices: [{ Price: '3800.00' }] },
      { Period: '2025-04', Quantity: '56.000', Prices: [] },
    ])
  })

  it('leaves materials assigned to A.1 out of the A.2 table, and the stored scheme computes', () => {
    const doc = {
      ...newSchemeDefaults('方案'),
      Materials: [
        {
          Key: 'a',
          ...rebar,
          C0: '100',
          T: '100',
          Periods: [{ Period: '2025-03', Quantity: '10', Prices: [{ Price: '120' }] }],
        },
        {
          Key: 'b',
          Name: '水泥',
          Spec: '',
          Unit: 't',
          C0: '100',
          T: '100',
          Periods: [{ Period: '2025-03', Quantity: '1', Prices: [{ Price: '90' }] }],
        },
      ],
    }
    doc.Contract = { ...doc.Contract, Methods: [{ Target: 'material', Key: 'b', Method: 'A.1' }] }
    const out = priceAdjustment(schemeInput(doc))
    expect(out.ok && infoRows(out.result.info.table).map((r) => r.Key)).toEqual(['a'])
    // (120 − 100 × 1.05) × 10 = 150.00 元
    expect(out.ok && out.result.info.total.differenceFen).toBe(15000)
  })
})
