import { describe, expect, it } from 'vitest'
import { buildGccpWorkbook } from '../bill/forms/fixtures'
import { readBillGrid } from '../bill/forms/layout'
import { parseBillGrid } from '../bill/forms/parse'
import { bidReturnAnalysis } from './analysis'
import { tinyBill } from './fixtures'
import { returnedBillFromWorkbook } from './returned'
import { runScheme, schemeRows } from './scheme-run'
import { DEFAULT_OPTIONS } from './model'
import { decodeBill, encodeBill, type StoredParticipant } from './stored'
import { newBidReturnSession } from './session'

/** One session for the file, as one worker keeps one. */
const session = newBidReturnSession()

const TENDER = tinyBill('t', [
  ['t1', '010101001001', '平整场地', 'm2', 100, 5],
  ['t2', '010401001001', '砖基础', 'm3', 10, 400],
])
const BID = tinyBill('b', [
  ['b1', '010101001001', '平整场地', 'm2', 100, 4.5],
  ['b2', '010401001001', '砖基础', 'm3', 10, 380],
])

describe('stored bills of a 回标 scheme', () => {
  it('round-trips a bill and its stated figures, so the analysis of the decoded bills equals the original', () => {
    const stated = {
      amounts: { b2: 3900 },
      totals: [{ unitId: 'b-u', label: '合计', amount: 4350, itemIds: ['b1', 'b2'] }],
    }
    const text = encodeBill(BID, stated)
    expect(text.startsWith('{"v":2,')).toBe(true)
    const back = decodeBill(text, 5000)
    expect(back.data.items.map((i) => [i.Code, i.Quantity, i.UnitPrice])).toEqual(
      BID.items.map((i) => [i.Code, i.Quantity, i.UnitPrice]),
    )
    expect(back.data.rates[0]).toMatchObject({ Name: '安全文明施工费', IsSafety: 1, Rate: 3.5 })
    expect(Object.values(back.stated.amounts ?? {})).toEqual([3900])
    expect(back.stated.totals?.[0]).toMatchObject({
      label: '合计',
      amount: 4350,
      itemIds: back.data.items.map((i) => i.ID),
    })
    expect(back.stated.bidTotal).toBe(5000)
    const original = bidReturnAnalysis({
      tender: { data: TENDER },
      bidders: [{ id: 'x', name: '甲', data: BID, stated: { ...stated, bidTotal: 5000 } }],
    })
    const decoded = bidReturnAnalysis({
      tender: { data: decodeBill(encodeBill(TENDER)).data },
      bidders: [{ id: 'x', name: '甲', data: back.data, stated: back.stated }],
    })
    expect(decoded.totals).toEqual(original.totals)
    expect(decoded.findings.map((f) => f.type)).toEqual(original.findings.map((f) => f.type))
  })

  it('refuses text that is not a stored bill', () => {
    expect(() => decodeBill('{"rows":[]}')).toThrow()
  })

  it('a scheme runs from its stored rows, says what is missing, and lists the rows behind a finding', () => {
    const rows: StoredParticipant[] = [
      {
        ID: 'tender-row',
        Role: 'tender',
        Name: '招标控制价',
        Bill: encodeBill(TENDER),
        BidTotal: null,
        Sort: 1,
      },
      {
        ID: 'jia',
        Role: 'bidder',
        Name: '甲',
        Bill: encodeBill(BID, { amounts: { b2: 3900 } }),
        BidTotal: null,
        Sort: 2,
      },
    ]
    expect(runScheme(session, rows.slice(0, 1), null, DEFAULT_OPTIONS)).toEqual({
      ok: false,
      message: '请至少导入一家投标人的回标清单',
    })
    expect(runScheme(session, rows.slice(1), null, DEFAULT_OPTIONS)).toEqual({
      ok: false,
      message: '请先选择或导入招标清单（招标控制价）',
    })
    const run = runScheme(session, rows, 10000, DEFAULT_OPTIONS)
    if (!run.ok) throw new Error(run.message)
    expect(run.result.totals.controlFen).toBe(1_000_000)
    const wrong = run.result.findings.find((f) => f.type === '合价错误')
    expect(wrong?.bidders).toEqual(['jia'])
    expect(schemeRows(session, rows, wrong?.rows ?? [])).toEqual([
      expect.objectContaining({
        billName: '甲',
        code: '010401001001',
        unitPrice: 380,
        stated: 3900,
      }),
    ])
  })

  it('a returned workbook keeps its stated 合价 and is keyed by 专业', async () => {
    const bytes = await buildGccpWorkbook({
      units: [
        {
          title: '某项目-1#楼【土建】',
          items: [
            {
              kind: '分部分项',
              group: '',
              code: '010101001001',
              name: '平整场地',
              features: '',
              unit: 'm2',
              quantity: 100,
              price: 5,
            },
          ],
        },
      ],
    })
    const r = returnedBillFromWorkbook(parseBillGrid(await readBillGrid(bytes)))
    expect(r).toMatchObject({ itemCount: 1, unitCount: 1, errors: 0, statedTotal: 500 })
    const d = decodeBill(r.bill)
    expect(d.data.units[0]).toMatchObject({ Specialty: '土建', Name: '' })
    expect(Object.values(d.stated.amounts ?? {})).toEqual([500])
  })
})
