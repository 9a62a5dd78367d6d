import { describe, expect, it } from 'vitest'
import type { StructureRow } from '../projects/structure'
import type { BillData, BillItem, BillOther, BillRate, BillUnit } from './model'
import { sampleBill } from './sample'
import { summarizeBill } from './summary'

const row = (
  ID: string,
  ParentID: string,
  Sort: number,
  MultNum: number,
  BuiltArea: number | null = 1000,
): StructureRow => ({
  ID,
  ProId: 'p',
  ParentID,
  Sort,
  Num: '',
  Project_Name: `楼${ID}`,
  BuiltArea,
  InArea: null,
  SellArea: null,
  MultNum,
  TenderID: '',
})
const unit = (ID: string, RowId: string, Specialty = '土建'): BillUnit => ({
  ID,
  ProId: 'p',
  RowId,
  Specialty,
  SpecialtyCustom: 0,
  Name: '',
  Sort: 0,
  TaxRate: 9,
})
const item = (UnitId: string, n: number, over: Partial<BillItem>): BillItem => ({
  ID: `${UnitId}-i${n}`,
  ProId: 'p',
  UnitId,
  Kind: '分部分项',
  GroupId: '',
  Sort: n,
  Code: `01050100100${n}`,
  Name: '项',
  Features: '',
  Unit: 'm3',
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
  ...over,
})
const rate = (UnitId: string, n: number, over: Partial<BillRate>): BillRate => ({
  ID: `${UnitId}-r${n}`,
  ProId: 'p',
  UnitId,
  Kind: '总价措施',
  Code: '',
  Name: '费',
  Base: '分部分项工程费',
  Rate: null,
  Amount: null,
  IsSafety: 0,
  Note: '',
  Sort: n,
  ...over,
})
const other = (UnitId: string, n: number, over: Partial<BillOther>): BillOther => ({
  ID: `${UnitId}-o${n}`,
  ProId: 'p',
  UnitId,
  Kind: '暂列金额',
  Name: '其他',
  Unit: '',
  Quantity: null,
  UnitPrice: null,
  Base: null,
  Rate: null,
  Amount: null,
  Note: '',
  Sort: n,
  ...over,
})

// One worked 单位工程, amounts checked by hand (Python decimal, ROUND_HALF_UP).
function unitBill(u: string): Pick<BillData, 'items' | 'rates' | 'others'> {
  return {
    items: [
      item(u, 1, {
        Quantity: 12.34,
        UnitPrice: 567.89,
        Labour: 100.11,
        Machine: 20.22,
        ProvisionalAmount: 50,
      }), // 700776 分
      item(u, 2, {
        Code: '010515001001',
        Unit: 't',
        Quantity: 2.345,
        UnitPrice: 5000.55,
        Labour: 1000,
      }), // 1172629 分
      item(u, 3, {
        Kind: '单价措施',
        Code: '011702001001',
        Unit: 'm2',
        Quantity: 100,
        UnitPrice: 65.43,
        Labour: 20,
      }), // 654300 分
    ],
    rates: [
      rate(u, 1, { Name: '安全文明施工费', Rate: 3.5, IsSafety: 1 }), // 1873405 × 3.5% = 65569
      rate(u, 2, { Name: '夜间施工增加费', Base: '分部分项人工费+机械费', Rate: 1.5 }), // 382987 × 1.5% = 5745
      rate(u, 3, { Kind: '规费', Name: '社会保险费', Base: '分部分项+单价措施人工费', Rate: 15 }), // 558036 × 15% = 83705
    ],
    others: [
      other(u, 1, { Amount: 10000 }),
      other(u, 2, { Kind: '材料暂估价', Amount: 5000 }),
      other(u, 3, { Kind: '计日工', Quantity: 10, UnitPrice: 150.5 }),
      other(u, 4, { Kind: '总承包服务费', Base: 200000, Rate: 2 }),
      other(u, 5, { Kind: '专业工程暂估价', Amount: 200000 }),
    ],
  }
}

function project(version: BillData['version']): { data: BillData; rows: StructureRow[] } {
  const rows = [
    row('T1', '', 1, 2, null),
    row('C1', 'T1', 1, 1),
    row('C2', 'T1', 2, 3),
    row('T2', '', 2, 1),
  ]
  const units = [unit('U1', 'C1'), unit('U2', 'C2'), unit('U3', 'T2'), unit('U4', 'T1', '景观')]
  const parts = units.map((u) => unitBill(u.ID))
  return {
    rows,
    data: {
      version,
      units,
      items: parts.flatMap((p) => p.items),
      rates: parts.flatMap((p) => p.rates),
      others: parts.flatMap((p) => p.others),
    },
  }
}

describe('单位工程汇总表', () => {
  it('GB 50500-2013: 分部分项 + 措施项目 + 其他项目 + 规费 + 税金', () => {
    const { data, rows } = project('GB 50500-2013')
    const s = summarizeBill(data, rows).units.get('U1')
    expect(s).toMatchObject({
      items: 1873405,
      unitMeasures: 654300,
      rateMeasures: 71314,
      measures: 725614,
      safety: 65569,
      others: 21550500,
      provisionalSum: 1000000,
      specialist: 20000000,
      daywork: 150500,
      service: 400000,
      materialProvisional: 500000,
      fees: 83705,
      pretax: 24233224,
      tax: 2180990,
      total: 26414214,
      provisional: 5000,
    })
    expect(s?.lines.map((l) => [l.no, l.fen])).toEqual([
      ['一', 1873405],
      ['二', 725614],
      ['2.1', 65569],
      ['三', 21550500],
      ['3.1', 1000000],
      ['3.2', 20000000],
      ['3.3', 150500],
      ['3.4', 400000],
      ['四', 83705],
      ['五', 2180990],
      ['', 26414214],
    ])
    const main = s?.lines.filter((l) => l.level === 0).reduce((a, l) => a + l.fen, 0)
    expect(main).toBe(s?.total)
  })

  it('GB/T 50500-2024: four parts, 增值税, 规费 not counted', () => {
    const { data, rows } = project('GB/T 50500-2024')
    const bill = summarizeBill(data, rows)
    const s = bill.units.get('U1')
    expect(s).toMatchObject({ fees: 0, pretax: 24149519, tax: 2173457, total: 26322976 })
    expect(s?.lines.map((l) => l.name)).toEqual([
      '分部分项工程',
      '措施项目',
      '其中：安全生产措施费',
      '其他项目',
      '其中：暂列金额',
      '其中：专业工程暂估价',
      '其中：计日工',
      '其中：总承包服务费',
      '增值税',
      '合计=一+二+三+四',
    ])
    expect(bill.warnings).toContain('GB/T 50500-2024 不单列规费，「社会保险费」未计入')
  })
})

describe('单项工程 and 建设项目 summaries follow MultNum', () => {
  it('adds own 单位工程 and children × MultNum, the project adds top rows × MultNum', () => {
    const { data, rows } = project('GB 50500-2013')
    const bill = summarizeBill(data, rows)
    const one = 26414214
    expect(bill.rows.get('C2')?.total).toBe(one)
    expect(bill.rows.get('T1')?.total).toBe(one * 5) // C1 + 3 × C2 + its own U4
    expect(bill.rows.get('T1')?.lines.map((l) => [l.name, l.mult, l.figures.total])).toEqual([
      ['楼C1', 1, one],
      ['楼C2', 3, 3 * one],
      ['景观', 1, one],
    ])
    expect(bill.project.total).toBe(one * 11) // 2 × T1 + T2
    expect(bill.project.fees).toBe(83705 * 11)
    expect(bill.project.safety).toBe(65569 * 11)
    expect(bill.project.lines.reduce((a, l) => a + l.figures.total, 0)).toBe(bill.project.total)
  })

  it('counts a 单位工程 whose row is gone once, with a warning', () => {
    const { data, rows } = project('GB 50500-2013')
    const bill = summarizeBill(
      data,
      rows.filter((r) => r.ID !== 'T2'),
    )
    expect(bill.project.total).toBe(26414214 * 11)
    expect(bill.warnings.some((w) => w.includes('所属的单项工程不存在'))).toBe(true)
  })
})

/** Independent reference: BigInt on the decimal digits, rounding half up on the absolute value. */
function refAmountFen(q: number, p: number): bigint {
  const scaled = (x: number, places: number) => {
    const [i = '0', f = ''] = String(x).split('.')
    return BigInt(i + f.padEnd(places, '0').slice(0, places))
  }
  const prod = scaled(q, 3) * scaled(p, 2)
  return prod / 1000n + (prod % 1000n >= 500n ? 1n : 0n)
}

describe('100,000 items', () => {
  it('totals are exact in 分 and every level adds up', () => {
    const rows = Array.from({ length: 10 }, (_, i) => row(`R${i}`, '', i, (i % 3) + 1, 10000 + i))
    const data = sampleBill({ rows, seed: 7, itemsPerUnit: 2500, version: 'GB 50500-2013' })
    expect(data.items).toHaveLength(100_000)
    const started = performance.now()
    const bill = summarizeBill(data, rows)
    const ms = performance.now() - started
    console.info(`summarizeBill: 100,000 items in ${ms.toFixed(1)} ms`)
    const expected = new Map<string, bigint>()
    for (const it of data.items) {
      if (it.Kind !== '分部分项') continue
      expected.set(
        it.UnitId,
        (expected.get(it.UnitId) ?? 0n) + refAmountFen(it.Quantity ?? 0, it.UnitPrice ?? 0),
      )
    }
    for (const u of data.units)
      expect(BigInt(bill.units.get(u.ID)?.items ?? -1)).toBe(expected.get(u.ID))
    let project = 0
    for (const u of data.units) {
      const s = bill.units.get(u.ID)
      const mult = rows.find((r) => r.ID === u.RowId)?.MultNum ?? 0
      project += (s?.lines.filter((l) => l.level === 0).reduce((a, l) => a + l.fen, 0) ?? 0) * mult
    }
    expect(bill.project.total).toBe(project)
  }, 30_000)
})
