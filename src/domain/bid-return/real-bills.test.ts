import { describe, expect, it } from 'vitest'
import type { StandardVersion } from '../projects/model'
import {
  BID_STRUCTURE,
  bidBill,
  bidBillTotal,
  buildBidWorkbook,
  type BidWorkbookOptions,
} from '../bill/forms/bid-fixtures'
import { readBillGrid } from '../bill/forms/layout'
import { summarizeBill } from '../bill/summary'
import { divRoundInt, toFen } from '../money'
import { formatPercent } from '../format/money'
import { bidReturnAnalysis, type BidReturnInput } from './analysis'
import { DEFAULT_OPTIONS, type BidReturnOptions } from './model'
import { buildReportWorkbook } from './report-workbook'
import { loadExcelJs } from '../xlsx/exceljs'
import { returnedBillFromGrid, storedProjectBill } from './returned'
import { prepareBill } from './prepare'
import { sampleBill } from '../bill/sample'
import { decodeBill } from './stored'

/**
 * Each rule of docs/bid-return.md on workbooks built like real exports of both editions (表-04,
 * 表-08, 表-11, 表-12, 表-13 and the 投标总价 扉页 with 小写 and 大写): imported as the scheme screen
 * imports them (returnedBillFromGrid), stored, decoded and analysed.
 */

const EDITIONS: readonly StandardVersion[] = ['GB 50500-2013', 'GB/T 50500-2024']
const fen = (yuan: number) => toFen(yuan) ?? 0

async function imported(o: BidWorkbookOptions) {
  const r = returnedBillFromGrid(await readBillGrid(await buildBidWorkbook(o)))
  return { ...r, decoded: decodeBill(r.bill, r.bidTotal) }
}

/** The tender (招标控制价 cover) and bidders 甲 乙 丙 of one edition. */
async function scheme(
  version: StandardVersion,
  bidders: readonly Omit<BidWorkbookOptions, 'version'>[],
  options?: Partial<BidReturnOptions>,
) {
  const tender = await imported({ version, cover: 'tender' })
  const bills = await Promise.all(bidders.map((b) => imported({ ...b, version, cover: 'bidder' })))
  const input: BidReturnInput = {
    tender: { data: tender.decoded.data },
    bidders: bills.map((b, i) => ({
      id: `b${i + 1}`,
      name: ['甲', '乙', '丙', '丁'][i] ?? `b${i + 1}`,
      data: b.decoded.data,
      stated: b.decoded.stated,
    })),
    options,
  }
  return { tender, bills, input, result: bidReturnAnalysis(input) }
}

const of = (r: ReturnType<typeof bidReturnAnalysis>, bidder: string, type: string) =>
  r.findings.filter((f) => f.bidders.includes(bidder) && f.type === type)

describe.each(EDITIONS)('回标 on workbooks exported as %s', (version) => {
  const is2013 = version === 'GB 50500-2013'

  it('reads the edition from the workbook, keeps 规费 and 税金, and the control price is the workbook’s own total', async () => {
    const { tender, result } = await scheme(version, [{}])
    expect(tender.version).toBe(version)
    expect(tender.editionReason).toContain('表-13')
    const fees = tender.decoded.data.rates.filter((r) => r.Kind === '规费').map((r) => r.Name)
    expect(fees).toEqual(is2013 ? ['社会保险费', '住房公积金', '工程排污费'] : [])
    // The 表-04 合计 of the workbook, 规费 and 税金 included under 2013.
    expect(result.totals.controlFen).toBe(fen(bidBillTotal(bidBill({ version }))))
    // A bidder whose 投标函 is its bill's total: nothing to say, nothing to correct.
    expect(result.findings.filter((f) => f.check === '算术性')).toEqual([])
    expect(result.corrections[0]?.spreadFen).toBe(0)
  })

  it('规费 on 人工费 keep the workbook’s 金额 and their 费率 is checked (不可竞争费用 under 2013)', async () => {
    const { tender, result } = await scheme(version, [{ insuranceRate: 20 }, {}])
    const fees = tender.decoded.data.rates.filter((r) => r.Kind === '规费')
    expect(fees.map((r) => [r.Base, r.Rate])).toEqual(
      is2013
        ? [
            ['固定金额', 15],
            ['固定金额', 4],
            ['固定金额', null],
          ]
        : [],
    )
    expect(of(result, 'b1', '不可竞争费用').map((f) => f.message)).toEqual(
      is2013 ? [expect.stringContaining('社会保险费')] : [],
    )
    expect(of(result, 'b2', '不可竞争费用')).toEqual([])
  })

  it('the scheme’s edition overrides the bills’ own', async () => {
    const other: StandardVersion = is2013 ? 'GB/T 50500-2024' : 'GB 50500-2013'
    const { input, result } = await scheme(version, [{}])
    const forced = bidReturnAnalysis({ ...input, options: { edition: other } })
    if (is2013)
      // Read as 2024 the 规费 drop out of the control price, and of nothing else.
      expect(forced.totals.controlFen).toBeLessThan(result.totals.controlFen)
    else expect(forced.totals.controlFen).toBe(result.totals.controlFen)
    expect(forced.totals.controlFen).toBe(
      fen(bidBillTotal({ ...bidBill({ version }), version: other })),
    )
  })

  it('compares items on 综合单价: a changed quantity is a 错项 with both quantities, not a price deviation; the total is also re-priced on the tender’s quantities', async () => {
    const { result, bills } = await scheme(version, [
      { prices: { '010505001001': 637 }, quantities: { '010505001001': 1350 } },
    ])
    const slab = result.items.find((it) => it.code === '010505001001')
    expect(slab?.bids[0]?.rate).toBeCloseTo(-0.02, 12)
    expect(slab?.bids[0]?.outOfBand).toBe(false)
    // 差额 on the tender's 900 m3: (637 − 650) × 900 = −11,700.00.
    expect(slab?.bids[0]?.diffFen).toBe(-1170000)
    const wrong = of(result, 'b1', '错项')
    expect(wrong.map((f) => f.message)).toEqual([expect.stringContaining('工程量 1,350≠900')])
    const t = result.totals.bidders[0]
    // The bidder's prices on the tender's quantities; the 2013 规费 on 人工费 keep the workbook's
    // amounts (a stored bill has no 人工费 to re-derive them from: returned.ts).
    const onTender = bidBill({ version, prices: { '010505001001': 637 } })
    const statedFees = bills[0]?.decoded.data.rates.filter((r) => r.Base === '固定金额') ?? []
    const rates = onTender.rates.map((r) => {
      const kept = statedFees.find((x) => x.Name === r.Name)
      return kept ? { ...r, Base: kept.Base, Amount: kept.Amount } : r
    })
    expect(t?.repricedFen).toBe(fen(bidBillTotal({ ...onTender, rates })))
    expect(t?.computedFen).toBe(
      fen(
        bidBillTotal(
          bidBill({
            version,
            prices: { '010505001001': 637 },
            quantities: { '010505001001': 1350 },
          }),
        ),
      ),
    )
  })

  it('§3.5.2: 2-decimal unit prices, 合价 = 量 × 价, 措施/规费/税金 re-derived, the total equal to the 投标函 (residue stated)', async () => {
    const own = bidBillTotal(bidBill({ version }))
    const { bills, result } = await scheme(version, [
      // The 有梁板 合价 written 1,000.00 too high and a 投标函 35,000.00 below the bill.
      { statedAmounts: { '010505001001': 585000 + 1000 }, letterTotal: own - 35000 },
    ])
    const c = result.corrections[0]
    expect(c?.finalTotalFen).toBe(fen(own - 35000))
    expect(c?.items.find((x) => x.rule === '单价为准')).toBeTruthy()
    const data = bills[0]?.decoded.data
    if (!c || !data) throw new Error('no correction')
    const prices = new Map(c.items.map((x) => [x.itemId, x.unitPriceAfter]))
    for (const x of c.items) expect(fen(x.unitPriceAfter ?? 0) / 100).toBe(x.unitPriceAfter)
    const corrected = {
      ...data,
      items: data.items.map((it) =>
        prices.has(it.ID) ? { ...it, UnitPrice: prices.get(it.ID) ?? null } : it,
      ),
    }
    const rebuilt = summarizeBill(corrected, []).project.total
    expect(rebuilt + c.residueFen).toBe(c.statedTotalFen)
    expect(Math.abs(c.residueFen)).toBeLessThan(200)
  })

  it('否决: a 投标总价 above the control price; its bid leaves the base’s 有效投标人', async () => {
    const own = bidBillTotal(bidBill({ version }))
    const { result } = await scheme(version, [{ letterTotal: own + 0.01 }, {}], {
      base: { kind: 'mean' },
    })
    const over = result.findings.filter((f) => f.type.startsWith('超过'))
    expect(over.map((f) => [f.type, f.bidders])).toEqual([
      [is2013 ? '超过招标控制价' : '超过最高投标限价', ['b1']],
    ])
    expect(over[0]?.message).toContain('应否决')
    expect(result.totals.baseFen).toBe(fen(own))
    expect(result.totals.note).toContain('1 家投标总价超过招标控制价')
  })

  it('the 增值税 rate is checked against the scheme’s under 2024 only', async () => {
    const { result } = await scheme(version, [{ taxRate: 6 }, {}])
    const found = of(result, 'b1', '增值税税率不符')
    expect(found).toHaveLength(is2013 ? 0 : 1)
    const nine = bidReturnAnalysis({
      ...(await scheme(version, [{}])).input,
      options: { vatRate: 6 },
    })
    expect(nine.findings.filter((f) => f.type === '增值税税率不符')).toHaveLength(is2013 ? 0 : 1)
    // Under 2013 the 税金 rate is a non-competitive fee compared with the tender's.
    expect(of(result, 'b1', '不可竞争费用')).toHaveLength(is2013 ? 1 : 0)
  })

  it('大写 ≠ 小写 on the 投标函: a finding, and the 大写 is the 投标总价', async () => {
    const own = bidBillTotal(bidBill({ version }))
    const { result } = await scheme(version, [{ letterTotal: own, letterWords: own - 100 }])
    const found = of(result, 'b1', '大写小写不符')
    expect(found).toHaveLength(1)
    expect(found[0]?.message).toContain('以大写金额为准')
    expect(result.totals.bidders[0]?.statedFen).toBe(fen(own - 100))
  })

  it('合价 and 小计 checks are exact and both ways', async () => {
    const { result } = await scheme(version, [
      { statedAmounts: { '010101001001': 4200.01 } },
      { statedSum: 100 },
      { statedAmounts: { '010101001001': 4199.99 } },
    ])
    expect(of(result, 'b1', '合价错误')).toHaveLength(1)
    expect(of(result, 'b3', '合价错误')).toHaveLength(1)
    // The 合计 written too low (b2), and a 合计 that no longer holds after a line 1 分 high or low.
    expect(of(result, 'b2', '小计错误').map((f) => f.message)).toEqual([
      expect.stringMatching(/^合计 100\.00 ≠/),
    ])
    expect(of(result, 'b1', '小计错误').length).toBeGreaterThan(0)
    expect(of(result, 'b3', '小计错误').length).toBeGreaterThan(0)
  })

  it('不平衡报价: items beyond the band above and below, per bidder, with their weight in the total', async () => {
    const { result } = await scheme(version, [
      { prices: { '010515001001': 7800, '010401003001': 400 } },
    ])
    const f = of(result, 'b1', '不平衡报价')
    expect(f.map((x) => x.message.match(/(高于|低于)/)?.[1])).toEqual(['高于', '低于'])
    // 现浇构件钢筋 156.4 t × 7,800 = 1,219,920.00 of the bidder's total.
    const total = result.totals.bidders[0]?.statedFen ?? 0
    expect(f[0]?.message).toContain('合价合计 1,219,920.00')
    expect(f[0]?.message).toContain(formatPercent(121992000 / total))
  })
})

describe('评标基准价 methods on the 2013 workbooks', () => {
  const own = bidBillTotal(bidBill({ version: 'GB 50500-2013' }))
  const totals = [own - 30000, own - 10000, own - 20000, own - 40000]
  const run = async (base: BidReturnOptions['base']) =>
    (
      await scheme(
        'GB 50500-2013',
        totals.map((t) => ({ letterTotal: t })),
        { base },
      )
    ).result.totals
  const F = (yuan: number) => fen(yuan)

  it('mean, with the drop rule saying when it drops nothing', async () => {
    // 4 bids, 1 highest and 1 lowest: 2 would remain (< 3), so nothing is dropped, and it says so.
    const none = await run({ kind: 'mean', dropHighest: 1, dropLowest: 1 })
    expect(none.dropped).toBe(false)
    expect(none.note).toContain('未去掉任何报价')
    expect(none.baseFen).toBe(F(own - 25000))
    // With the control price, 5 values: the control (highest) and −40,000 go, 3 remain.
    const mean = await run({ kind: 'mean', dropHighest: 1, dropLowest: 1, includeControl: true })
    expect(mean.dropped).toBe(true)
    expect(mean.note).toContain('去掉最高 1 家、最低 1 家后取 3 个报价平均')
    expect(mean.baseFen).toBe(F(own - 20000))
  })

  it('median, weighted control/mean, 下浮系数 K, lowest, second lowest, given', async () => {
    expect((await run({ kind: 'median' })).baseFen).toBe(F(own - 25000))
    expect((await run({ kind: 'weighted', controlWeight: 40 })).baseFen).toBe(
      divRoundInt(F(own) * 40 + F(own - 25000) * 60, 100),
    )
    expect((await run({ kind: 'control', discount: 3 })).baseFen).toBe(
      divRoundInt(F(own) * 97, 100),
    )
    expect((await run({ kind: 'lowest' })).baseFen).toBe(F(own - 40000))
    expect((await run({ kind: 'secondLowest' })).baseFen).toBe(F(own - 30000))
    expect((await run({ kind: 'given', givenTotal: 123456.78 })).baseFen).toBe(12345678)
  })
})

it('the 清标报告 workbook opens with the settings, each bill’s edition, how the base was computed and each bidder’s correction', async () => {
  const own = bidBillTotal(bidBill({ version: 'GB 50500-2013' }))
  const options: BidReturnOptions = {
    ...DEFAULT_OPTIONS,
    base: { kind: 'mean', dropHighest: 1, dropLowest: 1, discount: 2 },
  }
  const { result } = await scheme('GB 50500-2013', [{ letterTotal: own - 5000 }, {}], options)
  const bytes = await buildReportWorkbook({
    schemeName: '一标段回标',
    options,
    result,
    names: { b1: '甲', b2: '乙' },
  })
  const ExcelJS = await loadExcelJs()
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load(bytes as unknown as ArrayBuffer)
  expect(wb.worksheets[0]?.name).toBe('方案设置')
  const lines = new Map<string, string>()
  wb.worksheets[0]?.eachRow((row) => lines.set(row.getCell(1).text, row.getCell(2).text))
  expect(lines.get('对比基准')).toBe('投标人平均价')
  expect(lines.get('基准计算')).toContain('未去掉任何报价')
  expect(lines.get('基准计算')).toContain('再下浮 K = 2%')
  expect(lines.get('招标控制价 规范')).toBe('GB 50500-2013')
  expect(lines.get('甲 规范')).toBe('GB 50500-2013')
  expect(lines.get('甲 算术性修正')).toMatch(/^投标总价 .*修正后合计/)
})

it('a project’s bill copied into a scheme keeps its total: lines on 人工费 keep the amount the project computes', () => {
  for (const version of EDITIONS) {
    const rows = BID_STRUCTURE
    const data = sampleBill({ rows, seed: 7, specialties: ['土建', '给排水'], version })
    expect(data.rates.some((r) => r.Base.includes('人工费'))).toBe(true)
    const stored = decodeBill(storedProjectBill(data).bill)
    const p = prepareBill('b', '甲', { id: 'b', name: '甲', data: stored.data })
    expect(p.totalFen).toBe(summarizeBill(data, rows).project.total)
  }
})

it('a workbook that names no edition is read as GB/T 50500-2024 and says so', () => {
  const r = returnedBillFromGrid([
    { name: 'Sheet1', rows: [{ row: 1, cells: ['分部分项工程和单价措施项目清单与计价表'] }] },
  ])
  expect(r.version).toBe('GB/T 50500-2024')
  expect(r.editionReason).toContain('未显示规范版本')
})
