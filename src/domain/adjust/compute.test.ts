import { describe, expect, it } from 'vitest'
import { priceAdjustment, type AdjustResult } from './compute'
import { infoRows } from './info-table'
import { buildAdjustWorkbook } from './excel'
import { adjustForms, formCellText, moneyText } from './forms'
import { loadExcelJs } from '../xlsx/exceljs'

const steel = {
  Name: '钢筋',
  Spec: 'HRB400E Φ25',
  Unit: 't',
  C0: '4000',
  T: '3800',
  Periods: [
    { Period: '2025-03', Quantity: '50', Prices: [{ Price: '4300' }] },
    { Period: '2025-04', Quantity: '40', Prices: [{ Price: '3500' }, { Price: '3600' }] },
  ],
}
const cement = {
  Name: '水泥',
  Spec: 'P.O 42.5',
  Unit: 't',
  C0: '500',
  RiskBand: '3',
  Periods: [{ Period: '2025-03', Quantity: '200', Prices: [{ Price: '510' }] }],
}
const index = {
  A: '0.42',
  Factors: [
    { Name: '人工', B: '0.13', F0: '100', Ft: [{ Period: '2025-03', Values: [{ Value: '120' }] }] },
    {
      Name: '钢材',
      B: '0.45',
      F0: '1000',
      Ft: [{ Period: '2025-03', Values: [{ Value: '1200' }] }],
    },
  ],
  Periods: [{ Period: '2025-03', P0: '10900000', IncludesTax: true }],
}
const input = {
  StandardVersion: 'GB/T 50500-2024',
  Materials: [steel, cement],
  Index: index,
  QuantityItems: [
    {
      Code: '010101002001',
      Name: '挖一般土方',
      Unit: 'm3',
      Q0: '1000',
      Q1: '1300',
      P0: '50',
      P1: '45',
    },
  ],
}
const title = { ProjectName: '某住宅项目', Section: '一标段', Preparer: '', Reviewer: '', Date: '' }

function ok(raw: unknown): AdjustResult {
  const out = priceAdjustment(raw)
  if (!out.ok) throw new Error(out.message)
  return out.result
}

describe('a whole scheme computed', () => {
  const r = ok(input)

  it('A.2: each material and period with the rule that applied, VAT on the total', () => {
    // 钢筋 2025-03: T 3,800 < C0 4,000, Ci 4,300 rises 7.5 % from C0: 300 − 200 = 100.00 元 × 50 t = 5,000.00.
    // 钢筋 2025-04: mean(3,500, 3,600) = 3,550 falls 6.58 % from T: −250 + 190 = −60.00 × 40 t = −2,400.00.
    // 水泥 2025-03: 2 % rise inside its own 3 % band: 0.
    expect(
      infoRows(r.info.table).map((x) => [
        x.Name,
        x.Period,
        x.Ci,
        x.outcome.unitDiff,
        x.outcome.amountFen,
      ]),
    ).toEqual([
      ['钢筋', '2025-03', 430_000, 100_000_000, 500_000],
      ['钢筋', '2025-04', 355_000, -60_000_000, -240_000],
      ['水泥', '2025-03', 51_000, 0, 0],
    ])
    expect(infoRows(r.info.table)[1]?.CiNote).toBe('2个价格算术平均')
    expect(infoRows(r.info.table)[2]?.RiskBand).toBe('3')
    // 2,600.00 元; VAT 9 % = 234.00; 2,834.00.
    expect(r.info.total).toEqual({ differenceFen: 260_000, vatFen: 23_400, totalFen: 283_400 })
  })

  it('A.1: P0 entered with VAT is taken without it, then the DOMAIN.md check gives 116 万', () => {
    // 10,900,000 / 1.09 = 10,000,000 元; × 0.116 = 1,160,000 元; VAT 104,400; 1,264,400.
    expect(r.index?.periods[0]).toMatchObject({
      P0Entered: 1_090_000_000,
      P0: 1_000_000_000,
      bracket: '0.116000',
      amountFen: 116_000_000,
    })
    expect(r.index?.total).toEqual({
      differenceFen: 116_000_000,
      vatFen: 10_440_000,
      totalFen: 126_440_000,
    })
  })

  it('±15 %: 1,150 × 50 + 150 × 45 = 64,250.00 against 65,000.00 at P0: −750.00', () => {
    expect(r.quantity.changeFen).toBe(-75_000)
    expect(r.quantity.rows[0]?.P1Note).toBe('新综合单价P1按约定')
  })

  it('±15 % without an agreed P1: derived from P2 and L, or P0 when P2 is unknown', () => {
    const item = { Code: '010101001001', Name: '挖土方', Unit: 'm3', Q0: '1000', Q1: '1300' }
    const rows = ok({
      ...input,
      StandardVersion: 'GB 50500-2013',
      BidFloatRate: '6',
      QuantityItems: [
        { ...item, P0: '70', P2: '100' },
        { ...item, P0: '70' },
      ],
    }).quantity.rows
    // P1 = 100 × 0.94 × 0.85 = 79.90: S = 1,150 × 70 + 150 × 79.90 = 92,485.00.
    expect(rows[0]).toMatchObject({ P1: 7_990, amountFen: 9_248_500 })
    expect(rows[0]?.P1Note).toContain('P1 取 79.90')
    expect(rows[1]).toMatchObject({ P1: 7_000, P1Note: '未约定新综合单价，P1 = P0' })
  })

  it('applies the delay rule to the period that has a planned price', () => {
    const late = (cause: string) =>
      infoRows(
        ok({
          ...input,
          DelayCause: cause,
          Materials: [
            {
              ...cement,
              Periods: [{ ...cement.Periods[0], Prices: [{ Price: '530' }], PlannedPrice: '560' }],
            },
          ],
        }).info.table,
      )[0]
    // Employer: max(530, 560) = 560, 12 % over 500, band 3 %: 60 − 15 = 45.00 × 200 t = 9,000.00.
    expect(late('employer')).toMatchObject({
      Ci: 56_000,
      outcome: { unitDiff: 45_000_000, amountFen: 900_000 },
    })
    // Contractor: min = 530, 6 % over: 30 − 15 = 15.00 × 200 = 3,000.00.
    expect(late('contractor')).toMatchObject({ Ci: 53_000, outcome: { amountFen: 300_000 } })
    expect(late('contractor')?.CiNote).toBe('承包人原因延误，取两者中的较低者（实际）')
  })
})

describe('bad input gives one Chinese message and no result', () => {
  it.each([
    [
      { Index: { ...index, Factors: [index.Factors[0], { ...index.Factors[1], B: '0.44' }] } },
      '定值权重与变值权重之和应为1（现为0.99）',
    ],
    [
      { Index: { ...index, Factors: [{ ...index.Factors[0], F0: '-100' }, index.Factors[1]] } },
      '“人工”：基本价格指数不能为负数',
    ],
    [
      {
        Index: {
          ...index,
          Factors: [
            { ...index.Factors[0], Ft: [{ Period: '2025-03', Values: [{ Value: '' }] }] },
            index.Factors[1],
          ],
        },
      },
      '“人工”2025-03期：现行价格指数不能为空',
    ],
    [
      { Index: { ...index, Factors: [{ ...index.Factors[0], Ft: [] }, index.Factors[1]] } },
      '“人工”在2025-03期没有现行价格指数',
    ],
    [
      { Materials: [{ ...steel, Periods: [{ Period: '2025-03', Quantity: '1', Prices: [] }] }] },
      '“钢筋”在2025-03期没有价格',
    ],
    [{ Materials: [{ ...steel, C0: '0' }] }, '“钢筋”：基准单价必须大于0'],
    // C0 is never taken from T silently.
    [{ Materials: [{ ...steel, C0: '' }] }, '“钢筋”没有基准单价C0：请取基准期的信息价或手工填写'],
    [
      {
        Materials: [
          {
            ...steel,
            Periods: [{ Period: '2025-03', Quantity: '1.2345', Prices: [{ Price: '1' }] }],
          },
        ],
      },
      '“钢筋”：本期数量最多保留3位小数',
    ],
    [
      {
        Materials: [
          {
            ...steel,
            Name: '商品混凝土',
            Unit: 'm3',
            Periods: [{ Period: '2025-03', Quantity: '1.235', Prices: [{ Price: '1' }] }],
          },
        ],
      },
      '“商品混凝土”2025-03期数量1.235m3超过计量单位的2位小数，请按2位小数填写',
    ],
    [
      {
        Materials: [
          { ...steel, Periods: [{ Period: '2025-3', Quantity: '1', Prices: [{ Price: '1' }] }] },
        ],
      },
      '“钢筋”：期次应为有效年月，例如 2026-05',
    ],
    [{ TaxRate: 'abc' }, '增值税税率应为最多2位小数的数字'],
    [
      { StandardVersion: 'GB 50500-2013', QuantityReading: 'whole' },
      'GB 50500-2013 规定工程量增加超过15%时仅超出部分调整，不能选择全部工程量调整',
    ],
  ])('%o', (over, message) => {
    expect(priceAdjustment({ ...input, ...over })).toEqual({ ok: false, message })
  })
})

describe('the forms', () => {
  const r = ok(input)
  const forms = adjustForms(r, title)

  it('lays out G.2.1-1, one G.2.1-2 per period, and the A.1 summary', () => {
    expect(forms.map((f) => f.formNo)).toEqual(['表G.2.1-1', '表G.2.1-2', '表G.2.1-2'])
    const a2 = forms[0]
    expect(a2?.line).toBe('工程名称：某住宅项目　　标段：一标段')
    expect(a2?.rows[0]?.slice(0, 11)).toEqual([
      '1',
      '钢筋 HRB400E Φ25',
      't',
      '2025-03',
      '50.000',
      '5',
      '4000.00',
      '3800.00',
      '4300.00',
      '100.00',
      '5000.00',
    ])
    expect(a2?.totals.map((t) => [t[1], t[10]])).toEqual([
      ['价差合计（不含增值税）', '2600.00'],
      ['增值税（9%）', '234.00'],
      ['价差合计（含增值税）', '2834.00'],
    ])
    expect(forms[1]?.rows.map((x) => x.slice(1, 5))).toEqual([
      ['人工', '0.13', '100', '120'],
      ['钢材', '0.45', '1000', '1200'],
      ['定值权重A', '0.42', '—', '—'],
    ])
    expect(forms[2]?.totals[2]?.[4]).toBe('1264400.00')
  })

  it('shows amounts with thousands separators and 2 decimals on screen, other cells as laid out', () => {
    const a2 = forms[0]
    if (!a2) throw new Error('no A.2 form')
    expect(a2.rows[0]?.map((c, j) => formCellText(a2, j, c)).slice(0, 11)).toEqual([
      '1',
      '钢筋 HRB400E Φ25',
      't',
      '2025-03',
      '50.000',
      '5',
      '4,000.00',
      '3,800.00',
      '4,300.00',
      '100.00',
      '5,000.00',
    ])
    expect(formCellText(a2, 10, '-25454.97')).toBe('-25,454.97')
    expect(formCellText(a2, 10, '')).toBe('')
    expect(formCellText(forms[2] ?? a2, 4, '1264400.00')).toBe('1,264,400.00')
    // A period's G.2.1-2: P0 and ΔP under 变值权重B are amounts; the 调价系数 between is not.
    const period = forms[1]
    if (!period) throw new Error('no G.2.1-2 form')
    const shown = period.totals.map((row, t) => formCellText(period, 2, row[2] ?? '', t))
    expect(shown[1]).toMatch(/^\d{1,3}(,\d{3})+\.\d{2}$/)
    expect(shown[2]).toBe(period.totals[2]?.[2])
    expect(shown[3]).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/)
    expect([moneyText(-2545497), moneyText(-229095), moneyText(-2774592), moneyText(0)]).toEqual([
      '-25,454.97',
      '-2,290.95',
      '-27,745.92',
      '0.00',
    ])
  })

  it('names the 2013 forms 表-21 and 表-22', () => {
    expect(
      adjustForms(ok({ ...input, StandardVersion: 'GB 50500-2013' }), title).map((f) => f.formNo),
    ).toEqual(['表-21', '表-22', '表-22'])
  })

  it('writes one sheet per form with money as numbers', async () => {
    const ExcelJS = await loadExcelJs()
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load((await buildAdjustWorkbook(forms)).buffer as ArrayBuffer)
    expect(wb.worksheets.map((w) => w.name)).toEqual([
      '表G.2.1-1 造价信息调整',
      '表G.2.1-2 2025-03',
      '表G.2.1-2 汇总',
    ])
    const ws = wb.worksheets[0]
    const values: unknown[] = []
    ws?.eachRow((row) => values.push(row.getCell(11).value))
    expect(values).toContain(5000)
    expect(values).toContain(2834)
    // 序号, 数量 and 风险系数 are numbers Excel can sum, with a number format, not text.
    const first = ws?.getRow(4)
    expect([1, 5, 6].map((c) => first?.getCell(c).value)).toEqual([1, 50, 5])
    expect([1, 5, 6].map((c) => first?.getCell(c).numFmt)).toEqual(['0', '#,##0.000', '0'])
    expect(first?.getCell(11).numFmt).toBe('#,##0.00')
    expect(first?.getCell(2).value).toBe('钢筋 HRB400E Φ25')
    const summary = wb.worksheets[2]
    expect(summary?.getRow(4).getCell(1).value).toBe(1)
  }, 30_000)
})
