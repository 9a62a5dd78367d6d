import { describe, expect, it } from 'vitest'
import { bidReturnAnalysis, type BidReturnInput } from './analysis'
import type { BillData } from '../bill/model'
import { tinyBill } from './fixtures'
import { buildReportWorkbook } from './report-workbook'
import { loadExcelJs } from '../xlsx/exceljs'
import { DEFAULT_OPTIONS } from './model'

// Tender (控制价), GB/T 50500-2024, one 土建 unit:
//   A 010101001001 平整场地 100 m2 × 5.00 = 500.00; B 010501001001 垫层 10 m3 × 500 = 5,000.00;
//   C 010502001001 矩形柱 20 m3 × 600 = 12,000.00.  分部分项 1,750,000 分; 安全文明施工费 3.5 % = 61,250;
//   暂列金额 100,000; pre-tax 1,911,250; 增值税 9 % = 172,012.5 → 172,013; total 2,083,263 分.
const A = ['010101001001', '平整场地', 'm2', 100] as const
const B = ['010501001001', '垫层', 'm3', 10] as const
const C = ['010502001001', '矩形柱', 'm3', 20] as const
const tender = tinyBill('t', [
  ['tA', ...A, 5],
  ['tB', ...B, 500],
  ['tC', ...C, 600],
])

// b1: A 5.50 (+10 %), B 450 (−10 %), C 600. 分部分项 1,705,000; safety 59,675; 暂列 100,000; pre-tax 1,864,675;
// tax 167,820.75 → 167,821; total 2,032,496. A stated 合价 right; a 本页小计 over A and B written as 5,000.00 (really 5,050.00).
const b1 = tinyBill('b1', [
  ['1A', ...A, 5.5],
  ['1B', ...B, 450],
  ['1C', ...C, 600],
])
// b2: A 4.00 (−20 %), B 600 (+20 %) with 合价 written 6,100.00 (unit price wins), C 59.00 with 合价 written
// 11,800.00 (the decimal point of the unit price: 合价 wins, price 590), an added item X 10 m3 × 30.
// Safety 3.0 % (non-competitive fee changed), 暂列金额 900 (≠ 1,000).
const b2 = tinyBill(
  'b2',
  [
    ['2A', ...A, 4],
    ['2B', ...B, 600],
    ['2C', ...C, 59],
    ['2X', '010101002001', '挖一般土方', 'm3', 10, 30],
  ],
  { safetyRate: 3, provisional: 900 },
)
// b3: A 5.50 (same as b1, not the control price), B with 工程量 11 and price 0, C left out.
const b3 = tinyBill('b3', [
  ['3A', ...A, 5.5],
  ['3B', B[0], B[1], B[2], 11, 0],
])

const input: BidReturnInput = {
  tender: { data: tender },
  bidders: [
    {
      id: 'b1',
      name: '甲公司',
      data: b1,
      stated: {
        amounts: { '1A': 550, '1B': 4500, '1C': 12000 },
        totals: [{ unitId: 'b1-u', label: '本页小计', itemIds: ['1A', '1B'], amount: 5000 }],
      },
    },
    {
      id: 'b2',
      name: '乙公司',
      data: b2,
      stated: { amounts: { '2A': 400, '2B': 6100, '2C': 11800, '2X': 300 } },
    },
    { id: 'b3', name: '丙公司', data: b3 },
  ],
}

const types = (r: ReturnType<typeof bidReturnAnalysis>, bidder: string) =>
  r.findings
    .filter((f) => f.bidders.includes(bidder))
    .map((f) => f.type)
    .sort()

describe('bidReturnAnalysis on hand-built bills with planted errors', () => {
  const r = bidReturnAnalysis(input)

  it('totals, 差额率 against the control price and the ranking', () => {
    // b2's 投标总价 from its stated 合价: 分部分项 400 + 6,100 + 11,800 + 300 = 1,860,000; safety 3 % 55,800;
    // 暂列 90,000; pre-tax 2,005,800; tax 180,522 → total 2,186,322. b3: 55,000 + 1,925 + 100,000 = 156,925,
    // tax 14,123.25 → 14,123, total 171,048.
    expect(r.totals.controlFen).toBe(2083263)
    expect(r.totals.bidders.map((b) => [b.bidderId, b.statedFen, b.rank])).toEqual([
      ['b1', 2032496, 2],
      ['b2', 2186322, 3],
      ['b3', 171048, 1],
    ])
    expect(r.totals.bidders[0]?.diffFen).toBe(2032496 - 2083263)
    expect(r.totals.bidders[1]?.rate).toBeCloseTo((2186322 - 2083263) / 2083263, 12)
    expect(r.totals.bidders.map((b) => b.outOfBand)).toEqual([false, false, true])
  })

  it('per item: min, max, mean of the bids and each bidder 差额/差额率; ±10 % is not out of a > band', () => {
    const a = r.items.find((i) => i.code === A[0])
    // A on 综合单价: 5.50, 4.00, 5.50 against 5.00 → min 400, max 550, mean 500 分; 差额 on the
    // tender's 100 m2: +5,000, −10,000, +5,000 分.
    expect(a).toMatchObject({
      controlFen: 50000,
      controlPrice: 5,
      baseFen: 500,
      minFen: 400,
      maxFen: 550,
      meanFen: 500,
    })
    expect(a?.bids.map((c) => [c?.diffFen, c?.outOfBand])).toEqual([
      [5000, false],
      [-10000, true],
      [5000, false],
    ])
    expect(r.items.find((i) => i.code === C[0])?.bids[2]).toBeNull()
  })

  it('finds the planted 符合性 and 算术性 errors with their rows', () => {
    expect(types(r, 'b1')).toEqual(['小计错误'])
    expect(types(r, 'b2')).toEqual([
      '不可竞争费用',
      '不平衡报价',
      '不平衡报价',
      '合价错误',
      '合价错误',
      '增项',
      '暂列金额不符',
      '超过最高投标限价',
    ])
    expect(types(r, 'b3')).toEqual(['不平衡报价', '单价为零或负', '漏项', '错项'])
    const missing = r.findings.find((f) => f.type === '漏项')
    expect(missing?.rows).toEqual([{ bill: 'tender', table: 'item', id: 'tC' }])
    const page = r.findings.find((f) => f.type === '小计错误')
    expect(page?.message).toBe('本页小计 5,000.00 ≠ 其所列各行合价之和 5,050.00')
    expect(r.findings.find((f) => f.type === '暂列金额不符')?.rows.map((x) => x.id)).toEqual([
      't-zl',
      'b2-zl',
    ])
  })

  it('writes the figures of a 合价错误 with thousands separators and 2-decimal unit prices', () => {
    const wrong = r.findings.find((f) => f.type === '合价错误' && f.message.startsWith(B[0]))
    expect(wrong?.message).toBe(
      '010501001001 垫层 合价 6,100.00 ≠ 工程量 10 × 综合单价 600.00 = 6,000.00',
    )
  })

  it('清标报告: 差额率 cells are numbers shown as percentages, 修正后单价 keeps its value and shows 2 decimals', async () => {
    const bytes = await buildReportWorkbook({
      schemeName: '测试',
      options: DEFAULT_OPTIONS,
      result: r,
      names: { b1: '甲公司', b2: '乙公司', b3: '丙公司' },
    })
    const ExcelJS = await loadExcelJs()
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(bytes as unknown as ArrayBuffer)
    const cells = (sheet: string, col: number) => {
      const ws = wb.getWorksheet(sheet)
      const out: { value: unknown; numFmt: string | undefined }[] = []
      ws?.eachRow((row) => {
        const c = row.getCell(col)
        out.push({ value: c.value, numFmt: c.numFmt })
      })
      return out
    }
    const rates = cells('总价对比', 7).filter((c) => typeof c.value === 'number')
    expect(rates).toHaveLength(3)
    for (const c of rates) expect(c.numFmt).toBe('0.00%')
    expect(
      cells('总价对比', 7).some(
        (c) => typeof c.value === 'string' && /^-?\d[\d.]*%$/.test(c.value),
      ),
    ).toBe(false)
    const after = cells('算术性修正', 5).find((c) => c.value === 4.02)
    expect(after?.numFmt).toBe('#,##0.00')
    const bandRates = wb.getWorksheet('逐项对比（超出范围）')
    const formats = new Set<string>()
    bandRates?.eachRow((row, n) => {
      if (n <= 3) return
      row.eachCell((c, col) => {
        if (col >= 8 && (col - 8) % 2 === 0 && c.value !== null) {
          expect(typeof c.value).toBe('number')
          formats.add(c.numFmt)
        }
      })
    })
    expect(formats).toContain('0.00%" *"')
  })

  it('不平衡报价: per bidder, the items beyond the band above and below the base, each side with its weight in the total', () => {
    const f = r.findings.filter((x) => x.type === '不平衡报价')
    // b2: B (+20 %) above; A (−20 %) and C (59.00 against 600.00) below. b3: B priced 0 (−100 %) below.
    expect(f.map((x) => [x.bidders[0], x.rows.map((y) => y.id)])).toEqual([
      ['b2', ['2B']],
      ['b2', ['2A', '2C']],
      ['b3', ['3B']],
    ])
    // B's 6,000.00 of b2's 21,863.22; A + C = 400.00 + 1,180.00 = 1,580.00.
    expect(f[0]?.message).toBe(
      '乙公司 有 1 项综合单价高于基准超过 ±10%，合价合计 6,000.00，占投标总价 27.44%（总价差额率 4.95%）',
    )
    expect(f[1]?.message).toContain(
      '2 项综合单价低于基准超过 ±10%，合价合计 1,580.00，占投标总价 7.23%',
    )
  })

  it('an inclusive band (≥ 10 %) makes b1 unbalanced both ways (A +10 %, B −10 %) and b3 above (A +10 %)', () => {
    const inclusive = bidReturnAnalysis({
      ...input,
      options: { band: { by: 'rate', limit: 10, inclusive: true } },
    })
    expect(
      inclusive.findings
        .filter((f) => f.type === '不平衡报价')
        .map((f) => [f.bidders[0], f.rows.map((x) => x.id)]),
    ).toEqual([
      ['b1', ['1A']],
      ['b1', ['1B']],
      ['b2', ['2B']],
      ['b2', ['2A', '2C']],
      ['b3', ['3A']],
      ['b3', ['3B']],
    ])
  })

  it('a band by 差额 (±50 元): A of b1 and b3 (+50.00) is out only with ≥, b2 (−100.00) either way', () => {
    const strict = bidReturnAnalysis({
      ...input,
      options: { band: { by: 'amount', limit: 50, inclusive: false } },
    })
    expect(strict.items[0]?.bids.map((c) => c?.outOfBand)).toEqual([false, true, false])
    const wide = bidReturnAnalysis({
      ...input,
      options: { band: { by: 'amount', limit: 50, inclusive: true } },
    })
    expect(wide.items[0]?.bids.map((c) => c?.outOfBand)).toEqual([true, true, true])
  })

  it('雷同: b1 and b3 share 5.50 on A (not the control price) once the threshold allows it', () => {
    expect(r.findings.some((f) => f.check === '雷同')).toBe(false)
    const hint = bidReturnAnalysis({
      ...input,
      options: { collusion: { minItems: 1, minShare: 0.5 } },
    })
    const f = hint.findings.filter((x) => x.check === '雷同')
    expect(f.map((x) => [x.type, x.bidders])).toEqual([['单价雷同', ['b1', 'b3']]])
    expect(f[0]?.rows.map((x) => x.id)).toEqual(['1A', '3A'])
  })

  it('corrections (§3.5.2): unit price wins, a misplaced decimal point keeps the 合价, the rest goes into 2-decimal unit prices', () => {
    const c = r.corrections[1]
    // After step 2: A 40,000, B 600,000 (unit price wins), C 1,180,000 (price 59.00 → 590.00), X 30,000 = 1,850,000;
    // safety 55,500; 暂列 90,000; pre-tax 1,995,500; tax 179,595 → 2,175,095. Spread 2,186,322 − 2,175,095 = 11,227 分.
    // The unit prices × 1.00543…, to 2 decimals: A 4.02, B 603.26, C 593.19, X 30.16 → 分部分项 1,860,000;
    // safety 3 % 55,800; 暂列 90,000; pre-tax 2,005,800; 增值税 9 % 180,522 → 2,186,322 = the 投标总价, no residue.
    expect(c).toMatchObject({
      statedTotalFen: 2186322,
      correctedTotalFen: 2175095,
      spreadFen: 11227,
      finalTotalFen: 2186322,
      finalItemsFen: 1860000,
      otherPartsFen: 326322,
      residueFen: 0,
    })
    expect(
      c?.items.map((x) => [x.itemId, x.rule, x.unitPriceAfter, x.amountBefore, x.amountAfter]),
    ).toEqual([
      ['2B', '单价为准', 603.26, 610000, 603260],
      ['2C', '合价为准（单价小数点错位）', 593.19, 1180000, 1186380],
      ['2A', '差额分摊', 4.02, 40000, 40200],
      ['2X', '差额分摊', 30.16, 30000, 30160],
    ])
    // b1 and b3 state nothing wrong: nothing to correct.
    expect(r.corrections[0]?.items).toEqual([])
    expect(r.corrections[2]).toMatchObject({ spreadFen: 0, items: [] })
  })

  it('chart data: totals, the items × bidders heat map and the 差额率 distribution', () => {
    expect(r.charts.heat.keys).toHaveLength(3)
    expect(r.charts.heat.rates[0]).toEqual([0.1, -0.2, 0.1])
    // b2's three rates −20 %, +20 %, −90.17 % fall in [−30,−20)…: bins (−∞,−30) 1, [−20,−10) 1, [20,30) 1.
    expect(r.charts.distribution[1]?.counts).toEqual([1, 0, 1, 0, 0, 0, 0, 0, 1, 0])
    expect(r.charts.totals.map((t) => t.statedFen)).toEqual([2032496, 2186322, 171048])
  })
})

describe('an item’s 暂估价 unlike the tender’s', () => {
  it('is one 暂估价不符 finding whose rows are the tender item and the bidder’s item with its match rule', () => {
    const withProvisional = (data: BillData, amount: number): BillData => ({
      ...data,
      items: data.items.map((it) => ({ ...it, ProvisionalAmount: amount })),
    })
    const t = withProvisional(tinyBill('pt', [['ptA', ...A, 5]]), 100)
    const b = withProvisional(tinyBill('pb', [['pbA', ...A, 5]]), 80)
    const r = bidReturnAnalysis({
      tender: { data: t },
      bidders: [{ id: 'pb', name: '丁公司', data: b }],
    })
    expect(
      r.findings.filter((f) => f.type === '暂估价不符').map((f) => [f.message, f.rows]),
    ).toEqual([
      [
        '010101001001 平整场地 其中暂估价 80.00 与招标清单 100.00 不符',
        [
          { bill: 'tender', table: 'item', id: 'ptA' },
          { bill: 'pb', table: 'item', id: 'pbA', match: 'code' },
        ],
      ],
    ])
  })
})
