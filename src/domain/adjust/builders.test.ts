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
  const item = (
    Code: string,
    Quantity: number,
    copies: number,
    Consumption: number,
    Price: number | null,
  ) => ({
    Code,
    Name: `项目${Code}`,
    Unit: 'm3',
    Quantity,
    copies,
    Materials: [{ ...rebar, Consumption, Price }],
  })

  it("takes Q = Σ 工程量 × 消耗量 × the 单位工程's copies, split over the periods, T from the bill, C0 at the base period and Ci only of that very period", () => {
    // 100 × 1.02 × 2 (a 单项 × 2) + 10 × 1 × 1 = 214 t.
    const items = [item('010515001001', 100, 2, 1.02, 3500), item('010515001002', 10, 1, 1, null)]
    const [m] = materialsFromBill(items, ['2025-03', '2025-04'], '深圳', '2025-01', () => [
      candidate('2025-01', 360000),
      candidate('2025-03', 380000),
    ])
    expect(m).toMatchObject({ C0: '3600.00', T: '3500.00' })
    expect(m?.Periods).toEqual([
      { Period: '2025-03', Quantity: '107.000', Prices: [{ Price: '3800.00' }] },
      { Period: '2025-04', Quantity: '107.000', Prices: [] },
    ])
    expect(m?.Sources?.map((x) => [x.Code, x.Quantity, x.Consumption, x.Copies, x.Q])).toEqual([
      ['010515001001', '100.000', '1.020', 2, '204.000'],
      ['010515001002', '10.000', '1.000', 1, '10.000'],
    ])
  })

  it("leaves C0 blank without a price of the base period (never T), keeps a material without any price, and splits in the unit's decimals", () => {
    const concrete = { Name: '商品混凝土', Spec: 'C30', Unit: 'm3' }
    const items = [
      {
        ...item('010505001001', 33.33, 1, 1.015, null),
        Materials: [{ ...concrete, Consumption: 1.015, Price: null }],
      },
    ]
    const [m] = materialsFromBill(
      items,
      ['2025-03', '2025-04', '2025-05'],
      '深圳',
      '2025-01',
      () => [candidate('2024-12', 50000)],
    )
    // 33.33 × 1.015 = 33.830 m3 → 33.83 m3 (2 decimals): 11.27 + 11.27 + 11.29.
    expect(m).toMatchObject({ C0: '', T: '' })
    expect(m?.Periods.map((p) => p.Quantity)).toEqual(['11.270', '11.270', '11.290'])
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
