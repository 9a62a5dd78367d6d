import { describe, expect, it } from 'vitest'
import { bidReturnAnalysis, type BidReturnResult } from './analysis'
import { tinyBill, type ItemSpec } from './fixtures'
import { DEFAULT_OPTIONS, type BidReturnOptions } from './model'
import { loadBill, loadBillSlice, runScheme } from './scheme-run'
import { itemsFromPage } from './item-page'
import { FINDING_PAGE, FINDING_ROWS } from './finding-pages'
import { HEAT_ROWS, ITEM_PAGE, runForScreens, screenFindingRows, screenItems } from './screen-run'
import { encodeBill, schemeInput, type StoredParticipant } from './stored'
import { newBidReturnSession } from './session'

/** One session for the file, as one worker keeps one. */
const session = newBidReturnSession()

// The worker keeps decoded bills and the option-independent parts of a run (scheme-run.ts,
// analysis.ts AnalysisMemo). Every run through those caches must equal a cold analysis of freshly
// decoded bills (schemeInput decodes without any cache; bidReturnAnalysis without a memo).
const N = ITEM_PAGE + 300
const code = (i: number) => `0101${String(i).padStart(8, '0')}`
const specs = (p: string, price: (i: number) => number | null, codeOf = code): ItemSpec[] =>
  Array.from({ length: N }, (_, i): ItemSpec => [
    `${p}${i}`,
    codeOf(i),
    `项${i}`,
    'm3',
    10 + (i % 7),
    price(i),
  ])
const tender = tinyBill(
  't',
  specs('t', (i) => 100 + (i % 13)),
)
// 甲: ±30 % on alternate items (不平衡报价), some 合价 stated wrong (one with the decimal point moved).
const jia = tinyBill(
  'a',
  specs('a', (i) => (i % 2 ? 70 : 130) + (i % 13)),
)
const jiaStated = { amounts: { a5: 1, a9: (10 + 2) * 120 * 10, a11: 999 } }
// 乙: some items renumbered (matched by text), the last 40 left out, one priced 0, 暂列金额 changed.
const yiItems = specs(
  'y',
  (i) => (i === 3 ? 0 : 95 + (i % 13)),
  (i) => (i % 400 === 7 ? `01B${i}` : code(i)),
).slice(0, N - 40)
const yi = tinyBill('y', yiItems, { provisional: 900 })
// 丙: 甲's prices on most items (雷同), a 投标函 total.
const bing = tinyBill(
  'c',
  specs('c', (i) => (i % 5 ? (i % 2 ? 70 : 130) + (i % 13) : 99)),
)

const rows: StoredParticipant[] = [
  {
    ID: 'c-t',
    Role: 'tender',
    Name: '招标控制价',
    Bill: encodeBill(tender),
    BidTotal: null,
    Sort: 0,
    Revision: '1',
  },
  {
    ID: 'c-a',
    Role: 'bidder',
    Name: '甲',
    Bill: encodeBill(jia, jiaStated),
    BidTotal: null,
    Sort: 1,
    Revision: '1',
  },
  {
    ID: 'c-y',
    Role: 'bidder',
    Name: '乙',
    Bill: encodeBill(yi),
    BidTotal: null,
    Sort: 2,
    Revision: '1',
  },
  {
    ID: 'c-c',
    Role: 'bidder',
    Name: '丙',
    Bill: encodeBill(bing),
    BidTotal: 2_500_000,
    Sort: 3,
    Revision: '1',
  },
]
const light = (rs: StoredParticipant[]) =>
  rs.map((r) => ({ ...r, Bill: '', BillLength: r.Bill.length }))

const cold = (rs: StoredParticipant[], o: BidReturnOptions): BidReturnResult => {
  const { tender: t, bidders } = schemeInput(rs, null)
  if (!t) throw new Error('no tender')
  return bidReturnAnalysis({ tender: t, bidders, options: o })
}
const warm = (rs: StoredParticipant[], o: BidReturnOptions): BidReturnResult => {
  const run = runScheme(session, rs, null, o)
  if (!run.ok) throw new Error(run.message)
  return run.result
}

const MEAN: BidReturnOptions = {
  ...DEFAULT_OPTIONS,
  base: { kind: 'mean', dropHighest: 1, dropLowest: 0, includeControl: true },
  band: { by: 'amount', limit: 300, inclusive: true },
}
const LOWEST: BidReturnOptions = {
  ...DEFAULT_OPTIONS,
  base: { kind: 'lowest' },
  collusion: { minItems: 1, minShare: 0.1 },
}

describe('the worker’s cached runs equal cold runs', () => {
  it('through base and band switches, on the full result and on the screens’ pages', () => {
    const first = cold(rows, DEFAULT_OPTIONS)
    // The bills carry every kind of finding, so a cache that kept a wrong part would show.
    expect(new Set(first.findings.map((f) => f.type))).toEqual(
      new Set([
        '合价错误',
        '不平衡报价',
        '错项',
        '漏项',
        '单价为零或负',
        '暂列金额不符',
        '投标总价不符',
        '超过最高投标限价',
        '单价雷同',
      ]),
    )
    for (const o of [DEFAULT_OPTIONS, MEAN, LOWEST, DEFAULT_OPTIONS, MEAN])
      expect(warm(rows, o)).toEqual(cold(rows, o))

    rows.forEach((r) => loadBill(session, r))
    const run = runForScreens(session, light(rows), null, MEAN)
    if (!run.ok) throw new Error(run.message)
    const full = cold(rows, MEAN)
    const items = []
    for (let from = 0; from < run.itemCount; from += ITEM_PAGE) {
      const page = screenItems(session, run.token, from)
      if (!page) throw new Error('page lost')
      items.push(...itemsFromPage(structuredClone(page)))
    }
    expect(items).toEqual(full.items)
    expect(run.result.findings).toEqual(
      full.findings.map((f) =>
        f.rows.length > FINDING_ROWS
          ? { ...f, rows: f.rows.slice(0, FINDING_ROWS), rowCount: f.rows.length }
          : f,
      ),
    )
    // bottomLevelData's pages of a finding's rows give all of them.
    const paged = run.result.findings.map((f, i) => {
      const all = []
      for (let from = 0; from < (f.rowCount ?? f.rows.length); from += FINDING_PAGE)
        all.push(...(screenFindingRows(session, run.token, i, from) ?? []))
      return { ...f, rows: all, rowCount: undefined }
    })
    expect(paged).toEqual(full.findings.map((f) => ({ ...f, rowCount: undefined })))
    expect(run.result.charts).toEqual({
      ...full.charts,
      heat: { ...full.charts.heat, rates: full.charts.heat.rates.slice(0, HEAT_ROWS) },
    })
    expect(run.result.corrections).toEqual(full.corrections.map((c) => ({ ...c, items: [] })))
    expect([run.result.totals, run.result.counts]).toEqual([full.totals, full.counts])
  })

  it('a bill rewritten in place (same id, same length, new revision) is analysed anew', () => {
    expect(warm(rows, DEFAULT_OPTIONS).totals.bidders[0]?.computedFen).toBe(
      cold(rows, DEFAULT_OPTIONS).totals.bidders[0]?.computedFen,
    )
    // 甲's prices 70 → 71 on odd items: the text keeps its length.
    const changed = tinyBill(
      'a',
      specs('a', (i) => (i % 2 ? 71 : 130) + (i % 13)),
    )
    const text = encodeBill(changed, jiaStated)
    expect(text.length).toBe(rows[1]?.Bill.length)
    const next = rows.map((r) => (r.ID === 'c-a' ? { ...r, Bill: text, Revision: '2' } : r))
    const after = warm(next, DEFAULT_OPTIONS)
    expect(after).toEqual(cold(next, DEFAULT_OPTIONS))
    expect(after.totals.bidders[0]?.computedFen).not.toBe(
      cold(rows, DEFAULT_OPTIONS).totals.bidders[0]?.computedFen,
    )
  })

  it('bills sent in slices, their own work done as each arrives (tender first or last), run as cold bills', () => {
    const send = (rs: StoredParticipant[]) => {
      for (const r of rs) {
        const size = 5000
        const count = Math.ceil(r.Bill.length / size)
        for (let i = 0; i < count; i++)
          loadBillSlice(
            session,
            { ...r, Bill: r.Bill.slice(i * size, (i + 1) * size), BillLength: r.Bill.length },
            i,
            count,
          )
      }
    }
    const tenderFirst = rows.map((r) => ({ ...r, Revision: 'sliced-1' }))
    const tenderLast = rows.map((r) => ({ ...r, Revision: 'sliced-2' }))
    send(tenderFirst)
    send([...tenderLast.slice(1), ...tenderLast.slice(0, 1)])
    for (const rs of [tenderFirst, tenderLast])
      for (const o of [DEFAULT_OPTIONS, MEAN]) {
        const run = runForScreens(session, light(rs), null, o)
        if (!run.ok) throw new Error(run.message)
        const full = cold(rows, o)
        expect([run.result.totals, run.result.counts, run.result.charts.totals]).toEqual([
          full.totals,
          full.counts,
          full.charts.totals,
        ])
        expect(run.result.corrections).toEqual(full.corrections.map((c) => ({ ...c, items: [] })))
        expect(warm(light(rs), o)).toEqual(full)
      }
  })
})
