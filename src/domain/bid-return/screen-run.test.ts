import { describe, expect, it } from 'vitest'
import { tinyBill, type ItemSpec } from './fixtures'
import { DEFAULT_OPTIONS } from './model'
import { bidReturnAnalysis } from './analysis'
import { loadBill, loadBillSlice, schemeRows } from './scheme-run'
import { FINDING_PAGE, FINDING_ROWS } from './finding-pages'
import { ITEM_PAGE, runForScreens, screenFindingRows, screenItems } from './screen-run'
import { encodeBill, schemeInput, type StoredParticipant } from './stored'
import { newBidReturnSession } from './session'

/** One session for the file, as one worker keeps one. */
const session = newBidReturnSession()

const N = ITEM_PAGE + 500
const specs = (p: string, price: (i: number) => number): ItemSpec[] =>
  Array.from({ length: N }, (_, i): ItemSpec => [
    `${p}${i}`,
    `0101${String(i).padStart(8, '0')}`,
    `项${i}`,
    'm3',
    10,
    price(i),
  ])
// The bidder is 30 % above the control price on even items and 30 % below on odd ones: total in
// the band, every item out of it (two 不平衡报价 findings, above and below, of N / 2 rows each).
const rows: StoredParticipant[] = [
  {
    ID: 'scr-t',
    Role: 'tender',
    Name: '招标控制价',
    Bill: encodeBill(
      tinyBill(
        't',
        specs('t', () => 100),
      ),
    ),
    BidTotal: null,
    Sort: 0,
  },
  {
    ID: 'scr-b',
    Role: 'bidder',
    Name: '甲',
    Bill: encodeBill(
      tinyBill(
        'b',
        specs('b', (i) => (i % 2 ? 70 : 130)),
      ),
    ),
    BidTotal: null,
    Sort: 1,
  },
]
const light = rows.map((r) => ({ ...r, Bill: '', BillLength: r.Bill.length }))

describe('the run the 回标 screens get from the worker', () => {
  it('asks for the bills it lacks, then answers without the items, which come in pages', () => {
    expect(runForScreens(session, light, null, DEFAULT_OPTIONS)).toEqual({
      ok: false,
      message: '',
      missing: ['scr-t', 'scr-b'],
    })
    rows.forEach((r) => loadBill(session, r))
    const run = runForScreens(session, light, null, DEFAULT_OPTIONS)
    if (!run.ok) throw new Error('not run')
    expect(run.itemCount).toBe(N)
    expect(run.result.items).toEqual([])
    const firstPage = screenItems(session, run.token, 0)
    const second = screenItems(session, run.token, ITEM_PAGE)
    expect([firstPage?.count, second?.count]).toEqual([ITEM_PAGE, Math.min(ITEM_PAGE, 500)])
    // Each bidder item id crosses once per page: cells point into the page's distinct ids.
    expect(new Set(firstPage?.ids).size).toBe(firstPage?.ids.length)
    expect(firstPage?.ids[firstPage.idAt[1]!]).toBe('i2')
    expect(second?.code[0]).toBe(`0101${String(ITEM_PAGE).padStart(8, '0')}`)
    const unbalanced = run.result.findings.find((f) => f.type === '不平衡报价')
    expect(unbalanced?.rows).toHaveLength(FINDING_ROWS)
    expect(unbalanced?.rowCount).toBe(N / 2)
    // The worker keeps all the rows; bottomLevelData asks for them a page at a time.
    const index = run.result.findings.indexOf(unbalanced!)
    const page = screenFindingRows(session, run.token, index, N / 2 - 100)
    expect(page).toHaveLength(100)
    const first = screenFindingRows(session, run.token, index, 0)
    expect(first).toHaveLength(Math.min(N / 2, FINDING_PAGE))
    expect(first?.slice(0, FINDING_ROWS)).toEqual(unbalanced?.rows)
    expect(page?.[0]).not.toEqual(unbalanced?.rows[0])
    expect(run.result.charts.heat.rates).toHaveLength(60)
    expect(run.result.charts.heat.keys).toHaveLength(N)
    // The rows behind a figure come from the decoded bills too, texts not needed.
    expect(schemeRows(session, light, [{ bill: 'scr-b', table: 'item', id: 'i2' }])).toEqual([
      expect.objectContaining({ billName: '甲', name: '项1', unitPrice: 70 }),
    ])
    expect(() =>
      schemeRows(
        session,
        [{ ...light[1]!, ID: 'never-loaded' }],
        [{ bill: 'never-loaded', table: 'item', id: 'i2' }],
      ),
    ).toThrow()
  })

  it('forgets old runs: a page of a run pushed out is null', () => {
    const tokens = Array.from({ length: 5 }, () => {
      const r = runForScreens(session, light, null, DEFAULT_OPTIONS)
      return r.ok ? r.token : -1
    })
    expect(screenItems(session, tokens[0] as number, 0)).toBeNull()
    expect(screenFindingRows(session, tokens[0] as number, 0, 0)).toBeNull()
    expect(screenItems(session, tokens[4] as number, 0)?.count).toBe(ITEM_PAGE)
  })

  it('decodes a bill sent in slices, whatever order they arrive in, as it decodes the whole text', () => {
    const sliced = rows.map((r) => ({ ...r, ID: `${r.ID}-sliced` }))
    const lightSliced = sliced.map((r) => ({ ...r, Bill: '', BillLength: r.Bill.length }))
    const size = 1000
    for (const r of sliced) {
      const count = Math.ceil(r.Bill.length / size)
      const order = Array.from({ length: count }, (_, i) => (i * 7) % count)
      expect(new Set(order).size).toBe(count)
      for (const i of order) {
        expect(runForScreens(session, lightSliced, null, DEFAULT_OPTIONS)).toMatchObject({
          ok: false,
        })
        loadBillSlice(
          session,
          { ...r, Bill: r.Bill.slice(i * size, (i + 1) * size), BillLength: r.Bill.length },
          i,
          count,
        )
      }
    }
    const run = runForScreens(session, lightSliced, null, DEFAULT_OPTIONS)
    if (!run.ok) throw new Error('not run')
    const { tender, bidders } = schemeInput(sliced, null)
    const whole = bidReturnAnalysis({ tender: tender!, bidders, options: DEFAULT_OPTIONS })
    expect(run.result.totals).toEqual(whole.totals)
    expect(run.result.counts).toEqual(whole.counts)
    expect(
      schemeRows(session, lightSliced, [{ bill: 'scr-b-sliced', table: 'item', id: 'i2' }]),
    ).toEqual([expect.objectContaining({ billName: '甲', name: '项1', unitPrice: 70 })])
  })
})
