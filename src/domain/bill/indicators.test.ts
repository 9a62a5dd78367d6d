import { describe, expect, it } from 'vitest'
import type { StructureRow } from '../projects/structure'
import { billIndicators } from './indicators'
import type { BillData, BillItem, BillUnit } from './model'
import { sampleBill } from './sample'

const row = (
  ID: string,
  ParentID: string,
  MultNum: number,
  BuiltArea: number | null,
  SellArea: number | null,
): StructureRow => ({
  ID,
  ProId: 'p',
  ParentID,
  Sort: 0,
  Num: '',
  Project_Name: ID,
  BuiltArea,
  InArea: null,
  SellArea,
  MultNum,
  TenderID: '',
})
const unit = (ID: string, RowId: string, Specialty: string): BillUnit => ({
  ID,
  ProId: 'p',
  RowId,
  Specialty,
  SpecialtyCustom: 0,
  Name: '',
  Sort: 0,
  TaxRate: 0,
})
let n = 0
const item = (
  UnitId: string,
  Code: string,
  Unit: string,
  Quantity: number,
  UnitPrice: number,
  over: Partial<BillItem> = {},
): BillItem => ({
  ID: `i${++n}`,
  ProId: 'p',
  UnitId,
  Kind: Code.startsWith('0117') ? '单价措施' : '分部分项',
  GroupId: '',
  Sort: n,
  Code,
  Name: '项',
  Features: '',
  Unit,
  Quantity,
  UnitPrice,
  Labour: null,
  Material: null,
  Machine: null,
  Overhead: null,
  Profit: null,
  ProvisionalAmount: null,
  Note: '',
  Materials: [],
  ...over,
})

// T1 (2 copies) = C1 + 3 × C2; T2 once. Tax rate 0, so each 造价 is the sum of its 合价.
const ROWS = [
  row('T1', '', 2, null, null),
  row('C1', 'T1', 1, 1000, 800),
  row('C2', 'T1', 3, 500, 400),
  row('T2', '', 1, 2000, 1500),
]
const DATA: BillData = {
  version: 'GB/T 50500-2024',
  units: [unit('U1', 'C1', '土建'), unit('U2', 'C2', '装饰'), unit('U3', 'T2', '土建')],
  items: [
    item('U1', '010505001001', 'm3', 100, 500),
    item('U1', '010515001001', 't', 4.5, 5000),
    item('U1', '011702014001', 'm2', 800, 60),
    item('U1', '010807001001', 'm2', 150, 600),
    item('U1', '010402001001', 'm3', 120, 500, {
      Labour: 100,
      Material: 350,
      Machine: 10,
      Overhead: 25,
      Profit: 15,
    }),
    item('U2', '011102003001', 'm2', 200, 150),
    item('U3', '010505001002', 'm3', 700, 500),
    item('U3', '010505001003', 'm2', 10, 1), // 混凝土 in m2 is not mixed into m³
  ],
  rates: [],
  others: [],
}

describe('billIndicators', () => {
  const ind = billIndicators(DATA, ROWS)

  it('gives 造价, 单方造价 and 占比 of the project and each row (one copy, children × MultNum)', () => {
    expect(ind.project).toMatchObject({
      costFen: 107101000,
      builtArea: 7000,
      sellArea: 5500,
      perBuilt: 153.0,
      perSell: 194.73,
      share: 1,
    })
    const c1 = ind.rows.find((r) => r.rowId === 'C1')
    expect(c1).toMatchObject({ costFen: 27050000, perBuilt: 270.5, perSell: 338.13 })
    const t1 = ind.rows.find((r) => r.rowId === 'T1')
    expect(t1).toMatchObject({ costFen: 36050000, builtArea: 2500, perBuilt: 144.2, multNum: 2 })
    expect(t1?.specialties).toEqual([
      { specialty: '土建', costFen: 27050000, share: 27050000 / 36050000 },
      { specialty: '装饰', costFen: 9000000, share: 9000000 / 36050000 },
    ])
    expect(ind.rows.map((r) => r.rowId)).toEqual(['T1', 'C1', 'C2', 'T2'])
    expect(ind.rows.find((r) => r.rowId === 'T2')?.share).toBeCloseTo(35001000 / 107101000, 12)
  })

  it('rounds 单方造价 half away from zero on the exact quotient: 1,005.00 元 over 1,000 m² is 1.01', () => {
    const one = billIndicators(
      {
        version: 'GB/T 50500-2024',
        units: [unit('UA', 'A', '土建')],
        items: [item('UA', '010505001001', 'm3', 1, 1005)],
        rates: [],
        others: [],
      },
      [row('A', '', 1, 1000, 1000)],
    )
    expect(one.project).toMatchObject({ costFen: 100_500, perBuilt: 1.01, perSell: 1.01 })
    expect(one.specialties[0]?.perBuilt).toBe(1.01)
    expect(one.rows[0]?.perBuilt).toBe(1.01)
    // 含量 the same way: 1 m³ over 1,000 m² → 0.001 m³/m²
    expect(one.project.contents.find((c) => c.key === 'concrete')?.perArea).toBe(0.001)
  })

  it('gives each 专业 across the project with the MultNum of the whole path', () => {
    expect(ind.specialties.map((s) => [s.specialty, s.costFen, s.perBuilt])).toEqual([
      ['土建', 89101000, 127.29],
      ['装饰', 18000000, 25.71],
    ])
  })

  it('recognises 含量 from codes and units (t → kg)', () => {
    const c = Object.fromEntries(ind.project.contents.map((x) => [x.key, [x.quantity, x.perArea]]))
    expect(c['concrete']).toEqual([900, 0.1286])
    expect(c['rebar']).toEqual([9000, 1.2857])
    expect(c['formwork']).toEqual([1600, 0.2286])
    expect(c['doors']).toEqual([300, 0.0429])
    expect(c['masonry']).toEqual([240, 0.0343])
    expect(c['floor']).toEqual([1200, 0.1714])
    expect(c['earth']).toEqual([0, 0])
  })

  it('counts 主材 consumption × 工程量 in 含量 unless the item code already gives that 含量', () => {
    const withMaterials: BillData = {
      ...DATA,
      items: [
        ...DATA.items,
        // A 柱 item in m3 is 混凝土 by code: its 商品混凝土 is not counted twice; its 钢筋 (t → kg) is.
        item('U3', '010502001001', 'm3', 10, 600, {
          Materials: [
            { Name: '商品混凝土', Spec: 'C30', Unit: 'm3', Consumption: 1.01, Price: 450 },
            { Name: '钢筋', Spec: 'HRB400', Unit: 't', Consumption: 0.125, Price: 4200 },
          ],
        }),
        // An item no code rule knows: its 砌块 in m3 counts; a material in an unknown unit does not.
        item('U3', '011501001001', '项', 2, 100, {
          Materials: [
            { Name: '加气混凝土砌块', Spec: '', Unit: 'm3', Consumption: 3, Price: null },
            { Name: '钢筋', Spec: '', Unit: '根', Consumption: 9, Price: null },
          ],
        }),
      ],
    }
    const c = Object.fromEntries(
      billIndicators(withMaterials, ROWS).project.contents.map((x) => [x.key, x.quantity]),
    )
    expect(c['concrete']).toBe(910)
    expect(c['rebar']).toBe(9000 + 1250)
    expect(c['masonry']).toBe(240 + 6)
  })

  it('gives the shares of 人工, 材料, 机械, 管理费 and 利润 from the compositions', () => {
    expect(ind.project.composition).toMatchObject({
      labour: 0.2,
      material: 0.7,
      machine: 0.02,
      overhead: 0.05,
      profit: 0.03,
    })
    expect(ind.project.composition.coverage).toBeCloseTo(12000000 / 107101000, 12)
    expect(ind.rows.find((r) => r.rowId === 'C2')?.composition.labour).toBeNull()
  })

  it('leaves 单方造价 empty without an area', () => {
    const ind2 = billIndicators(
      DATA,
      ROWS.map((r) => ({ ...r, BuiltArea: null, SellArea: null })),
    )
    expect(ind2.project.perBuilt).toBeNull()
    expect(ind2.project.contents[0]?.perArea).toBeNull()
  })

  it('computes 100,000 items (timing printed; the bench measures it properly)', () => {
    const rows = Array.from({ length: 10 }, (_, i) => row(`R${i}`, '', 1, 10000, 9000))
    const data = sampleBill({ rows, seed: 3, itemsPerUnit: 2500 })
    const started = performance.now()
    const big = billIndicators(data, rows)
    console.info(`billIndicators: 100,000 items in ${(performance.now() - started).toFixed(1)} ms`)
    expect(big.project.costFen).toBe(big.specialties.reduce((a, s) => a + s.costFen, 0))
    expect(big.rows.reduce((a, r) => a + r.costFen, 0)).toBe(big.project.costFen)
  }, 30_000)
})
